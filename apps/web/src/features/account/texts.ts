/** Quoted texts of the account screen (docs/product/screens.md#admin-screens, docs/product/screens.md#shop-screens), each written once. */
export const accountTexts = {
  orders: 'Orders',
  address: 'Address',
  orderHistory: 'Order History',
  sessionsHeading: 'Signed-in devices',
  sessionsHelp: 'Lost a phone or used a shared computer? End your session on every device where you are signed in.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereTitle: 'Sign out on every device?',
  signOutEverywhereConfirm:
    'You will be signed out here and on every other phone or computer, and will need your password to sign in again.',
  signOutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
} as const;
