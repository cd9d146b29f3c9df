// The accounts tests sign in as, so every suite (API, web servers, pages) names the same admin.
import { DEMO_ADMIN } from '../demo-admin';

/** The admin every suite signs in as: the e-mail of the demo admin that a fresh site seeds. */
export const TEST_ADMIN_EMAIL = DEMO_ADMIN.email;
