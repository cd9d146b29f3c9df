import { useState } from 'react';
import {
  ButtonLink,
  FormNotice,
  Notice,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  usePostedForm,
  useRulesForm,
  useSearchParams,
  useSession,
  useTexts,
} from '@agency/ui';
import { CONFIRM_EMAIL_FORM, EMAIL_CONFIRMED_MESSAGE } from '@agency/ui/account-forms';
import { MessagePage } from '../components/message-page';
import { otherPagesMessages } from '../messages/other-pages';

/**
 * /confirm-email?token=…: the page the link mailed to a new address opens. The change is made only when the
 * button is pressed (a mail scanner that opens the link changes nothing), signed in or not, with or without
 * JavaScript (the button is a form posted to this page).
 */
export default function ConfirmEmailPage() {
  const t = useTexts(otherPagesMessages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, refresh } = useSession();
  const confirmedWithoutScript = usePostedForm(CONFIRM_EMAIL_FORM.name)?.succeeded === true;
  const [confirmed, setConfirmed] = useState(confirmedWithoutScript ? EMAIL_CONFIRMED_MESSAGE : null);
  const form = useRulesForm({
    ...publicFormOptions(CONFIRM_EMAIL_FORM, params),
    onSuccess: (answer: { message: string }) => {
      setConfirmed(answer.message);
      // A browser signed in to the account shows the new address at once.
      void refresh();
    },
  });

  return (
    <MessagePage icon="✉" title={t('confirmEmail.title')}>
      {!token ? (
        <Notice tone="error">{t('confirmEmail.incomplete')}</Notice>
      ) : confirmed ? (
        <>
          <Notice tone="success">{confirmed}</Notice>
          <ButtonLink to={user ? '/account' : '/login'} size="lg">
            {user ? t('confirmEmail.account') : t('confirmEmail.login')}
          </ButtonLink>
        </>
      ) : (
        <PostableForm form={form} aria-label={t('confirmEmail.title')}>
          <p>{t('confirmEmail.text')}</p>
          <FormNotice form={form} />
          <SubmitButton form={form} size="lg">
            {t('confirmEmail.submit')}
          </SubmitButton>
        </PostableForm>
      )}
    </MessagePage>
  );
}
