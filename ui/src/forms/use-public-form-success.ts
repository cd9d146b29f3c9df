import { useNotice } from '../components/notice';
import { useNavigate } from '../routing';
import { useSession } from '../session/session-context';

/**
 * What the public forms (contact, newsletter) do once the server confirmed, as spec 000 §2 says: an admin is
 * taken to the list the write added to, with the notice; a visitor stays and sees the notice on the form.
 */
export function usePublicFormSuccess(
  successText: string,
  adminListPath: string,
): { onSuccess: () => void; inlineText: string | undefined } {
  const { user } = useSession();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const admin = user?.isAdmin === true;
  return {
    onSuccess: () => {
      if (!admin) return;
      notify(successText);
      navigate(adminListPath);
    },
    inlineText: admin ? undefined : successText,
  };
}
