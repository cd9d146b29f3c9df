import type { SessionUser } from '@agency/ui';
import { parseRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';

/** The id of the JSON script the web server puts in a signed-in route's page (web/src/signed-in-page.ts). */
export const SIGNED_IN_STATE_ID = 'signed-in-state';

/**
 * What the web server sent with a page the browser renders: its config.json, and the visitor's session as the API
 * answered it for their cookie (absent when the server could not read it: the browser then asks, as without it).
 */
export interface SignedInState {
  config: RuntimeConfig;
  user?: SessionUser | null;
}

function sessionUser(value: unknown): SessionUser | null | undefined {
  if (value === null) return null;
  const user = value as Partial<SessionUser> | undefined;
  return typeof user?.email === 'string' && typeof user.isAdmin === 'boolean'
    ? (user as SessionUser)
    : undefined;
}

/** The page's signed-in state, or null when the server sent none (or one this build cannot read). */
export function readSignedInState(doc: Document = document): SignedInState | null {
  const text = doc.getElementById(SIGNED_IN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { config?: unknown; session?: { user?: unknown } };
    return { config: parseRuntimeConfig(value.config), user: sessionUser(value.session?.user) };
  } catch (error) {
    console.error(error);
    return null;
  }
}
