/** The signed-in user as every guarded handler sees it. */
export interface SessionUser {
  accountId: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
}
