// The demo admin, in a module of its own so that the CommonJS scripts (scripts/lib/stack.cjs) read it from the
// built contracts without the catalogue.

/** The admin a site seeding demo data creates when no ADMIN_EMAIL is configured, and that `npm start` prints. */
export const DEMO_ADMIN = { email: 'admin@agency.test', password: 'agency-demo-admin' } as const;
