/** Quoted texts of the shopper chrome (docs/product/screens.md#shopper-layout), each written once. */
export const chromeTexts = {
  home: 'Home',
  marketplace: 'Marketplace',
  products: 'Products',
  expertAdvice: 'Expert Advice',
  scientificCultivation: 'Scientific Cultivation',
  diagnosis: 'Diagnosis with AI',
  loggedInAs: 'Logged in as',
  account: 'Account',
  logout: 'Logout',
  aboutUs: 'About us',
  features: 'Features',
  helpCenter: 'Help Center',
  contactUs: 'Contact us',
  copyright: '© 2024 FarmAI. All rights reserved.',
} as const;
