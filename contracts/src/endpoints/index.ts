import { ACCOUNT_ENDPOINTS } from './account';
import { AUDIT_LOG_ENDPOINTS } from './audit-log';
import { AUTH_ENDPOINTS } from './auth';
import type { Endpoint } from './endpoint';
import { HEALTH_ENDPOINTS } from './health';
import { LANGUAGE_ENDPOINTS } from './languages';
import { ORDER_ENDPOINTS } from './orders';
import { PAYMENT_ENDPOINTS } from './payments';
import { PAYPAL_EMAIL_ENDPOINTS } from './paypal-email';
import { MEDIA_ENDPOINTS } from './media';
import { MESSAGE_ENDPOINTS } from './messages';
import { PUBLISHING_ENDPOINTS } from './publishing';
import { RELEASE_ENDPOINTS } from './releases';
import { SECOND_FACTOR_ENDPOINTS, SECOND_STEP_ENDPOINTS } from './second-factor';
import { SUBSCRIBER_ENDPOINTS } from './subscribers';
import { USER_ENDPOINTS } from './users';

export * from './endpoint';
export {
  ACCOUNT_ENDPOINTS,
  AUDIT_LOG_ENDPOINTS,
  AUTH_ENDPOINTS,
  HEALTH_ENDPOINTS,
  LANGUAGE_ENDPOINTS,
  ORDER_ENDPOINTS,
  PAYMENT_ENDPOINTS,
  PAYPAL_EMAIL_ENDPOINTS,
  MEDIA_ENDPOINTS,
  MESSAGE_ENDPOINTS,
  PUBLISHING_ENDPOINTS,
  RELEASE_ENDPOINTS,
  SECOND_FACTOR_ENDPOINTS,
  SECOND_STEP_ENDPOINTS,
  SUBSCRIBER_ENDPOINTS,
  USER_ENDPOINTS,
};

/**
 * The endpoint catalogue: every endpoint of the API that is not a content block, one file per resource. Browser
 * code imports the one file it calls (`@agency/contracts/endpoints/releases`), so a page carries only its own.
 */
export const ENDPOINT_GROUPS = {
  account: ACCOUNT_ENDPOINTS,
  auditLog: AUDIT_LOG_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  health: HEALTH_ENDPOINTS,
  languages: LANGUAGE_ENDPOINTS,
  orders: ORDER_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  paypalEmail: PAYPAL_EMAIL_ENDPOINTS,
  media: MEDIA_ENDPOINTS,
  messages: MESSAGE_ENDPOINTS,
  publishing: PUBLISHING_ENDPOINTS,
  releases: RELEASE_ENDPOINTS,
  secondFactor: SECOND_FACTOR_ENDPOINTS,
  secondStep: SECOND_STEP_ENDPOINTS,
  subscribers: SUBSCRIBER_ENDPOINTS,
  users: USER_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the catalogue, each with its group's and its own name (`releases.activate`). */
export function catalogueEndpoints(): (Endpoint & { name: string })[] {
  return Object.entries(ENDPOINT_GROUPS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]: [string, Endpoint]) => ({
      ...endpoint,
      name: `${group}.${name}`,
    })),
  );
}

/**
 * The first segments of the catalogue's paths (`/releases`, `/account` …): a string that starts with one and is
 * not in `contracts` is a path written twice (endpoint-paths.test.ts beside it).
 */
export function catalogueRoots(): string[] {
  return [...new Set(catalogueEndpoints().map(({ path }) => `/${path.split('/')[1]}`))];
}

/**
 * Paths under a catalogued resource that are not the product's: the PayPal simulator's, which stand in for PayPal (a
 * system outside the product) and are spelled as PayPal's own API spells them. Only tests and the simulator call
 * them, so they are routed by hand and never catalogued.
 */
export const OUTSIDE_THE_PRODUCT = ['/payments/simulator'] as const;
