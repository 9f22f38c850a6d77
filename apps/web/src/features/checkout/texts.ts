/** Quoted texts of checkout and the payment pages (docs/product/screens.md#shop-screens, docs/product/rules.md#checkout, docs/product/wire.md#errors), each written once. */
export const checkoutTexts = {
  checkoutWithCard: 'Checkout with Card',
  processing: 'Processing Card Payment...',
  emptyCart: 'Your cart is empty. Please add items to proceed',
  noAddress: 'Please select one address to proceed.',
  processingPayment: 'Processing Payment...Please wait!',
  paymentSuccess: 'Payment is successfull!',
  viewOrders: 'View Orders',
} as const;
