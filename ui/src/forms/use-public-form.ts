import { useNotice } from '../components/notice';
import { useNavigate } from '../routing';
import { useSession } from '../session/session-context';
import { useRulesForm, type RulesForm, type RulesFormOptions } from './use-rules-form';

/**
 * The public forms (contact, newsletter; docs/product.md#contact-and-newsletter): each adds a record, so a
 * confirmed send empties the form; then an admin is taken to the list the write added to, with the notice, while a
 * visitor stays and sees the notice on the form (`inlineSuccess`).
 */
export function usePublicForm<F extends string>({
  successText,
  adminListPath,
  ...options
}: Pick<RulesFormOptions<F, unknown>, 'rules' | 'submit' | 'describeFailure' | 'postedAs'> & {
  successText: string;
  adminListPath: string;
}): { form: RulesForm<F>; inlineSuccess: string | undefined } {
  const { user } = useSession();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const admin = user?.isAdmin === true;
  const form = useRulesForm<F>({
    ...options,
    clearOnSuccess: true,
    onSuccess: () => {
      if (!admin) return;
      notify(successText);
      navigate(adminListPath);
    },
  });
  return { form, inlineSuccess: admin ? undefined : successText };
}
