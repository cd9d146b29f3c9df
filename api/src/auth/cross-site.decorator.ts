import { SetMetadata } from '@nestjs/common';

export const CROSS_SITE_METADATA = 'agency:cross-site';

/**
 * For endpoints that other sites legitimately post to with form encoding (PayPal's IPN, the checkout
 * simulator's form). They must not rely on the session cookie.
 */
export const AllowCrossSitePost = () => SetMetadata(CROSS_SITE_METADATA, true);
