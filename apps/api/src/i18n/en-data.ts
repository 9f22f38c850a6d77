import type { EnglishCatalogue } from '@farmai/server-kit';

type Field = { field: string };
type Count = { n: number };
type Range = { min: number; max: number };
type Issue = { issue: string };

/** A status's name in this language (as the order documents write it); a value it does not know, as it is. */
const named = (status: unknown): string => {
  const words = (en as Record<string, unknown>)[`orderDocs.status.${String(status)}`];
  return typeof words === 'string' ? words : String(status);
};

/**
 * Every message the API answers, in English: the words docs/product/wire.md fixes, byte for byte
 * (so clients that send no `Accept-Language` see no change). The parameters each message takes
 * are typed here; every other language follows them. English numbers stay as they were written
 * (no grouping), so they are not passed through Intl here.
 */
export const en = {
  // errors any call may give (docs/product/wire.md#errors)
  'request.invalidJson': 'The request body is not valid JSON',
  'request.emptyJson': "Body cannot be empty when content-type is set to 'application/json'",
  'request.lengthMismatch': 'Request body size did not match Content-Length',
  'request.bodyTooLarge': 'The request body is too large',
  'request.fileTooLarge': 'The file is too large',
  'request.unsupportedType': 'Unsupported content type',
  'request.tooMany': 'Too many requests. Please try again later.',
  'request.unexpected': 'Something went wrong. Please try again.',
  'request.addressTooLong': 'The address is too long',
  'request.addressInvalid': 'The address is not valid',
  'request.routeNotFound': ({ method, path }: { method: string; path: string }) => `Route ${method} ${path} not found`,
  'request.unknownRoute': 'Route not found',
  'request.unavailable': 'The service is busy or under maintenance. Please try again in a few seconds.',
  'request.unstorable': 'The request contains characters that cannot be stored',
  'request.imagesBusy': 'Too many images are being processed right now. Please try again in a few seconds.',
  'request.nul': ({ field }: Field) => `${field} must not contain a NUL (\\u0000) character`,

  // schema checks: "{field} {problem}" (the problems are the contracts' words)
  'check.field': ({ field, problem }: { field: string; problem: string }) => `${field} ${problem}`,
  'check.request': 'request',
  'check.required': 'is required',
  'check.invalid': 'is invalid',
  'check.wrongType': 'has the wrong type',
  'check.number': 'must be a number',
  'check.wholeNumber': 'must be a whole number',
  'check.notNegative': 'must not be negative',
  'check.notBlank': 'must not be blank',
  'check.tooLarge': 'is too large',
  'check.tooLong': 'is too long',
  'check.email': 'must be a valid e-mail address',
  'check.twoDecimals': 'must have at most two decimals',
  'check.orMore': ({ n }: Count) => `must be ${n} or more`,
  'check.atMost': ({ n }: Count) => `must be at most ${n}`,
  'check.atLeast': ({ n }: Count) => `must be at least ${n}`,
  'check.atMostChars': ({ n }: Count) => `must be at most ${n} characters`,
  'check.atLeastChars': ({ n }: Count) => `must be at least ${n} characters`,
  'check.atMostItems': ({ n }: Count) => `must have at most ${n} items`,
  'check.atLeastItems': ({ n }: Count) => `must have at least ${n} items`,
  'check.oneOf': ({ options }: { options: string }) => `must be one of ${options}`,
  'check.unknownValue': ({ name, values }: { name: string; values: string }) => `unknown ${name} ${values}`,
  'check.numberRange': ({ min, max }: Range) => `must be a number from ${min} to ${max}`,
  'check.wholeNumberRange': ({ min, max }: Range) => `must be a whole number from ${min} to ${max}`,
  'check.range': ({ min, max }: Range) => `must be from ${min} to ${max}`,
  'check.unknownKeys': ({ keys }: { keys: string }) => `has unknown fields ${keys}`,

  // multipart forms and uploads
  'form.notMultipart': ({ field }: Field) => `The request must be multipart/form-data with a ${field} field`,
  'form.unexpectedFile': ({ name, field }: { name: string; field: string }) =>
    `Unexpected file field ${name}; use ${field}`,
  'form.fieldTooLong': ({ field }: Field) => `${field} is too long`,
  'form.oneFile': 'Send one file at a time',
  'form.tooManyFields': 'The form has too many fields',
  'form.unreadable': 'The form could not be read; send it as multipart/form-data',
  'form.cutShort': 'The upload ended before the whole form arrived; please send it again',
  'upload.fileRequired': 'my_file is required',
  'upload.unsupportedImage': 'Only JPEG, PNG or WebP images are accepted. Use a JPEG, PNG or WebP image.',
  'upload.unreadableImage': 'The image could not be read. Use a JPEG, PNG or WebP image.',

  // sign-up, sign-in, sessions and permissions
  'auth.registered': 'Registration successful',
  'auth.loggedIn': 'Logged in successfully',
  'auth.loggedOut': 'Logged out successfully!',
  'auth.loggedOutEverywhere': 'Signed out on every device.',
  'auth.authenticated': 'Authenticated user!',
  'auth.wrongCredentials': 'Incorrect email or password. Please try again.',
  'auth.tooManyFailures': ({ minutes }: { minutes: number }) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again.`,
  'auth.emailTaken': 'User already exists with the same email! Please try again',
  'auth.userNameTaken': 'This user name is already taken. Please choose another one',
  'auth.commonPassword':
    'password is one of the most commonly used passwords (FarmAI checks a list of them); please choose a less common one',
  'auth.passwordHasEmail': 'password must not contain your e-mail address; please choose another one',
  'auth.passwordRepeated': 'password must not be one character repeated; please choose another one',
  'auth.signInFirst': 'Unauthorised user! Please sign in.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.adminsOnly': 'Only administrators can do this.',
  'auth.ownDataOnly': 'You can only access your own data.',
  'auth.xsrf': 'Missing or invalid XSRF token. Reload the page and try again.',

  // products, banners, advice and cultivation guides
  'product.added': 'Product add successfully',
  'product.deleted': 'Product deleted successfully',
  'product.notFound': 'Product not found',
  'product.saleNotBelowPrice': 'Sale price must be lower than the price',
  'feature.notFound': 'Feature image not found',
  'advice.notFound': 'Expert advice not found',
  'cultivation.notFound': 'Cultivation entry not found',

  // archived products, bulk actions and drafts
  'product.archived': 'Product archived: orders refer to it, so it left the shop and can be restored',
  'product.restored': 'Product restored',
  'product.bulkDeleted': ({ deleted, archived }: { deleted: number; archived: number }) =>
    `Deleted: ${deleted}. Archived (ordered before): ${archived}`,
  'product.stockSet': ({ n }: Count) => `Products updated: ${n}`,
  'entry.publishNeeds': ({ field }: Field) => `${field} is required to publish`,

  // cart and addresses
  'cart.lineNotFound': 'Cart item not present!',
  // a cart kept in the browser before signing in, added to the account's cart
  'cart.mergeStockLimit': ({ n, title }: Count & { title: string }) =>
    `Only ${n} of "${title}" in stock: your cart holds ${n}.`,
  'cart.mergeSoldOut': ({ title }: { title: string }) => `"${title}" is out of stock and was not added to your cart.`,
  'cart.mergeNotFound': "A product from this browser's cart is no longer sold and was left out.",
  'address.notFound': 'Address not found',

  // orders
  'order.notFound': 'Order not found!',
  'order.soldOut': ({ title }: { title: string }) => `"${title}" is out of stock. Please remove it from your cart.`,
  'order.fewLeft': ({ n, title }: Count & { title: string }) =>
    `Only ${n} of "${title}" left in stock. Please lower the quantity.`,
  'order.confirmed': 'Order confirmed',
  'order.cancelled': 'Order cancelled',
  'order.statusUpdated': 'Order status is updated successfully!',
  'order.statusSame': ({ status }: { status: string }) => `This order is already “${named(status)}”.`,
  'order.statusBackward': ({ from, to }: { from: string; to: string }) =>
    `An order cannot go back from “${named(from)}” to “${named(to)}”. If its status is wrong, correct it and give the reason.`,
  'order.statusEnded': ({ from }: { from: string }) =>
    `This order is “${named(from)}”: its status can no longer move forward.`,
  'order.statusShipped': ({ from }: { from: string }) =>
    `This order is “${named(from)}”: it has left the shop and can no longer be rejected.`,
  'order.statusNotPaid': ({ to }: { to: string }) =>
    `This order is not paid yet: it cannot be “${named(to)}” until it is.`,
  'order.correctionNotBack': ({ from, to }: { from: string; to: string }) =>
    `A correction moves an order back: “${named(to)}” does not come before “${named(from)}”.`,
  'order.correctionPaid': ({ to }: { to: string }) => `This order has been paid: it cannot go back to “${named(to)}”.`,
  'order.statusCorrected': 'The order status has been corrected.',
  'order.alreadyPaid': 'This order has already been paid.',
  'order.paymentNotThisOrder': 'The payment does not match this order.',
  'order.refunded': 'This order could not be fulfilled after payment. Your payment has been refunded.',

  // the payment provider's refusals
  'payment.unknown': 'Unknown payment',
  'payment.unknownCapture': 'Unknown capture',
  'payment.mismatch': 'The payment does not match this order',
  'payment.notApproved': 'The payment was not approved. Please try again.',
  'payment.otherPayer': 'The payment was approved by another payer',
  'payment.nothingToRefund': 'There is no captured payment to refund',
  'payment.pendingReview': 'The payment is pending review by PayPal. The order will be confirmed later.',
  'payment.declined': 'The payment was declined. Please try again with another payment method.',
  'payment.notCompleted': 'The payment was not completed. Please try again.',
  'payment.unreadable': ({ issue }: Issue) => `The payment could not be read${issue}`,
  'payment.noApprovalLink': 'PayPal did not return an approval link',
  'payment.unsupportedCurrency': 'Unsupported currency',
  'payment.invalidAmount': 'Invalid payment amount',
  'payment.createFailed': ({ issue }: Issue) => `PayPal could not create the payment${issue}`,
  'payment.captureFailed': ({ issue }: Issue) => `PayPal could not capture the payment${issue}`,
  'payment.refundFailed': ({ issue }: Issue) => `PayPal could not refund the payment${issue}`,
  'payment.unreachable': 'The payment provider is unreachable. Please try again later.',
  'payment.badAnswer': 'The payment provider sent an unexpected answer. Please try again later.',
  'payment.badCredentials': 'The payment provider rejected the shop credentials. Please try again later.',

  // the demo provider's approval page (HTML)
  'payPage.title': ({ amount }: { amount: string }) => `Pay ${amount} · FarmAI demo payment`,
  'payPage.heading': 'FarmAI checkout',
  'payPage.intro': 'Review your order and confirm the payment.',
  'payPage.note': 'Demo payment provider: no card is charged and no money moves.',
  'payPage.caption': 'Order lines',
  'payPage.item': 'Item',
  'payPage.quantity': 'Qty',
  'payPage.amount': 'Amount',
  'payPage.total': 'Total',
  'payPage.payNow': 'Pay now',
  'payPage.cancel': 'Cancel',
  'payPage.complete': 'This payment is complete.',
  'payPage.notFoundTitle': 'Payment not found · FarmAI',
  'payPage.notFound': 'Payment not found',
  'payPage.invalidLink': 'This payment link is not valid.',
  'payPage.backToCheckout': 'Back to checkout',

  // reviews, newsletter, diagnosis
  'review.notBought': 'You need to purchase this product before you can review it.',
  'review.duplicate': 'You already reviewed this product!',
  'newsletter.subscribed': 'Thank you for subscribing to our newsletter!',
  'newsletter.tooMany': 'Too many sign-ups from this address. Please try again later.',
  'diagnosis.unavailable': 'The diagnosis service is not available right now. Please try again shortly.',
  'diagnosis.picturesUnavailable': 'The diagnosis service is not available right now.',
  'diagnosis.historyNotFound': 'Diagnosis not found',
  'diagnosis.historyDeleted': 'Diagnosis deleted',
  'diagnosis.historyCleared': 'All your past diagnoses were deleted',

  // active ingredients of products and of the shop's query by ingredients
  'activeIngredients.unknown': 'must be a known active ingredient id',
  'activeIngredients.count': ({ min, max }: Range) => `must name from ${min} to ${max} active ingredients`,
  // order numbers, receipts and packing slips (PDF documents); bn and hi documents are drawn in English
  'order.notPayable': 'This order can no longer be paid. Please place a new order.',
  'orderDocs.receiptTitle': 'Receipt',
  'orderDocs.packingSlipTitle': 'Packing slip',
  'orderDocs.orderNumber': 'Order number',
  'orderDocs.orderId': 'Order ID',
  'orderDocs.orderDate': 'Order date',
  'orderDocs.buyer': 'Buyer',
  'orderDocs.shipTo': 'Deliver to',
  'orderDocs.phone': 'Phone',
  'orderDocs.notes': 'Notes',
  'orderDocs.item': 'Item',
  'orderDocs.quantity': 'Qty',
  'orderDocs.unitPrice': 'Unit price',
  'orderDocs.lineTotal': 'Line total',
  'orderDocs.subtotal': 'Subtotal',
  'orderDocs.total': 'Total',
  'orderDocs.paymentMethod': 'Payment method',
  'orderDocs.paymentStatus': 'Payment status',
  'orderDocs.orderStatus': 'Order status',
  'orderDocs.demoProvider': 'Demo payment (no money moved)',
  'orderDocs.packedCheck': 'Packed by: ____________________',
  'orderDocs.thanks': 'Thank you for shopping with FarmAI.',
  'orderDocs.status.pending': 'Pending',
  'orderDocs.status.confirmed': 'Confirmed',
  'orderDocs.status.inProcess': 'In process',
  'orderDocs.status.inShipping': 'In shipping',
  'orderDocs.status.delivered': 'Delivered',
  'orderDocs.status.rejected': 'Rejected',
  'orderDocs.payment.pending': 'Pending',
  'orderDocs.payment.paid': 'Paid',
  'orderDocs.payment.cancelled': 'Cancelled',
  'orderDocs.payment.expired': 'Expired',
  'orderDocs.payment.refundPending': 'Refund pending',
  'orderDocs.payment.refunded': 'Refunded',
  // password reset, e-mail change, profile and account deletion; the written-mail list
  'account.resetSent': 'If an account uses this address, a link to reset its password is on its way.',
  'auth.tooManySignUps': ({ minutes }: { minutes: number }) =>
    `Too many accounts were created from this network. Please wait ${minutes} minutes and try again.`,
  'account.tooManyEmailChanges': ({ minutes }: { minutes: number }) =>
    `Too many e-mail address changes were asked for. Please wait ${minutes} minutes and try again.`,
  'account.tooManyResets': ({ minutes }: { minutes: number }) =>
    `Too many password reset requests. Please wait ${minutes} minutes and try again.`,
  'account.linkInvalid': 'This link is invalid, already used or expired. Please ask for a new one.',
  'account.passwordReset': 'Your password has been changed. You can now sign in with it.',
  'account.emailConfirmed': 'Your new e-mail address is confirmed.',
  'account.profileUpdated': 'Profile updated',
  'account.emailChangeSent': ({ email }: { email: string }) =>
    `We sent a confirmation link to ${email}. Your address changes once you open it.`,
  'account.passwordChanged': 'Password changed. You were signed out on your other devices.',
  'account.deleted': 'Your account has been deleted.',
  'account.wrongPassword': 'The password is not correct.',
  'account.sameEmail': 'This is already your e-mail address.',
  'account.gone': 'This account no longer exists.',
  'account.adminCannotDelete': 'An administrator account cannot be deleted here.',
  'mail.notFound': 'Mail not found',
  // cash on delivery, the payment return page, the shop settings
  'order.cashOff': 'Cash on delivery is not offered at the moment. Please pay online.',
  'order.cashOverMaximum': ({ maximum }: { maximum: string }) =>
    `Cash on delivery is only for orders up to ${maximum}. Please pay this order online.`,
  'order.notCash': 'This order is not paid in cash on delivery.',
  'order.cashPaid': 'The cash payment is recorded: the order is paid.',
  'order.cashRejected': 'The cash order is rejected and its items are back in stock.',
  'order.paymentNotFound': 'No order of yours is waiting for this payment.',
  'order.paymentExpired':
    'The order was not paid in time, so its items were released. You can pay it again from your orders if they are still in stock.',
  'order.paymentNotTaken': 'The payment was not taken. You can pay the order again from your orders.',
  'payPage.alreadyPaid': 'This order is already paid. Nothing more will be charged.',
  'payPage.seeOrder': 'See your order',
  'orderDocs.cashOnDelivery': 'Cash on delivery',
  'orderDocs.cashPaidOn': ({ date }: { date: string }) => `Cash on delivery — paid on ${date}`,
  'orderDocs.cashFee': 'Cash on delivery fee',
} satisfies EnglishCatalogue;

/** The English catalogue's type: its ids and the parameters of each message. */
export type English = typeof en;
