/** The signed-in user as every guarded handler sees it. */
export interface SessionUser {
  accountId: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The account's chosen language (absent: English, or the request's Accept-Language for API messages). */
  language?: string;
  /**
   * The account's second sign-in step as the session lookup read it (absent when the user was described otherwise):
   * whether it has one, and when it first signed in as an admin.
   */
  secondStep?: { enrolled: boolean; adminSince?: Date };
  /** An admin whose grace to add a second sign-in step ran out: treated as a customer until they add one. */
  backOfficeLocked?: true;
}
