/** The root of the account reads' query keys (a CachedRead): the account endpoints' writes and signing in or out make them stale. */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;
