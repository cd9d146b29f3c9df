import type { AppConfig } from '../../config/app-config';

/** The simulator's stand-in for a PayPal REST app: only it accepts these, and only in simulator mode. */
export const SIMULATOR_REST_APP = {
  clientId: 'simulator-client-id',
  clientSecret: 'simulator-client-secret',
  webhookId: 'SIMULATOR-WEBHOOK',
} as const;

/** Where PayPal's REST API answers per mode (the simulator's is under the API itself). */
const PAYPAL_API_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export const SIMULATOR_REST_PREFIX = '/payments/simulator';

export interface PaypalRestApp {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** Read per use, like the Standard endpoints, so tests and restarts always follow the configuration in force. */
export function paypalRestApp(config: AppConfig): PaypalRestApp {
  const simulator = config.paypalMode === 'simulator';
  return {
    apiUrl:
      config.paypalApiUrl ??
      (config.paypalMode === 'simulator'
        ? `${config.apiPublicUrl}${SIMULATOR_REST_PREFIX}`
        : PAYPAL_API_URLS[config.paypalMode]),
    clientId: config.paypalClientId ?? (simulator ? SIMULATOR_REST_APP.clientId : ''),
    clientSecret: config.paypalClientSecret ?? (simulator ? SIMULATOR_REST_APP.clientSecret : ''),
    webhookId: config.paypalWebhookId ?? (simulator ? SIMULATOR_REST_APP.webhookId : ''),
  };
}
