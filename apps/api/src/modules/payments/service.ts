import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createDemoProvider } from './demo.js';
import { createPayPalProvider } from './paypal.js';
import type { PaymentProvider } from './provider.js';

/** PayPal when the shop's credentials are configured, else the built-in demo provider. */
export function createPaymentProvider(config: Pick<Config, 'paypal' | 'publicUrl'>, db: Db): PaymentProvider {
  if (config.paypal) {
    return createPayPalProvider({
      clientId: config.paypal.clientId,
      clientSecret: config.paypal.clientSecret,
      env: config.paypal.env,
      ...(config.paypal.apiUrl ? { baseUrl: config.paypal.apiUrl } : {}),
      brandName: 'FarmAI',
    });
  }
  return createDemoProvider(db, config.publicUrl);
}
