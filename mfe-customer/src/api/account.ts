// The signed-in user's own account: reads from the site's one query layer, writes through the one API client (a
// confirmed write makes the cached account reads stale by itself).
import { ACCOUNT_QUERY_ROOT, type AccountProfile, type AccountSession } from '@agency/contracts';
import type {
  ACCOUNT_DELETION_RULES,
  ACCOUNT_PROFILE_RULES,
  EMAIL_CHANGE_RULES,
  PASSWORD_CHANGE_RULES,
} from '@agency/contracts/account-rules';
import { ACCOUNT_ENDPOINTS as ACCOUNT } from '@agency/contracts/endpoints/account';
import { callEndpoint, useQuery, type FormValues } from '@agency/ui';

type BodyOf<R> = FormValues<keyof R & string>;

export function useAccountProfile() {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'profile'],
    queryFn: ({ signal }) => callEndpoint<AccountProfile>(ACCOUNT.profile, { signal }),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'sessions'],
    queryFn: ({ signal }) => callEndpoint<AccountSession[]>(ACCOUNT.sessions, { signal }),
  });
}

export function saveAccountDetails(details: BodyOf<typeof ACCOUNT_PROFILE_RULES>): Promise<AccountProfile> {
  return callEndpoint<AccountProfile>(ACCOUNT.update, { body: details });
}

export function changePassword(body: BodyOf<typeof PASSWORD_CHANGE_RULES>): Promise<{ message: string }> {
  return callEndpoint<{ message: string }>(ACCOUNT.password, { body: body });
}

/** Answers what was mailed; the address changes only when the mailed link is opened. */
export function changeEmail(body: BodyOf<typeof EMAIL_CHANGE_RULES>): Promise<{ message: string }> {
  return callEndpoint<{ message: string }>(ACCOUNT.changeEmail, { body: body });
}

export function endSession(id: string): Promise<void> {
  return callEndpoint<void>(ACCOUNT.endSession, { params: { id: id } });
}

export function endOtherSessions(): Promise<{ ended: number }> {
  return callEndpoint<{ ended: number }>(ACCOUNT.endOtherSessions);
}

export function deleteAccount(body: BodyOf<typeof ACCOUNT_DELETION_RULES>): Promise<void> {
  return callEndpoint<void>(ACCOUNT.remove, { body });
}

/** The file's name when saved; the API names it the same when its address is opened directly. */
export const MY_DATA_FILE = 'my-data.json';

/** Reads everything the site keeps about the user and saves it as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await callEndpoint<unknown>(ACCOUNT.export);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = MY_DATA_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
