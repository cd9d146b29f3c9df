import {
  FormField,
  FormNotice,
  NEWSLETTER_FORM,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  SUBSCRIBED,
  usePublicForm,
  useTexts,
} from '@agency/ui';
import { shellMessages } from '../messages';
import { paths } from '../config/paths';

/** 'Subscribers is Updated' only once the API confirmed; a failure keeps what the visitor typed. */
export function NewsletterForm() {
  const t = useTexts(shellMessages);
  const { form, inlineSuccess } = usePublicForm({
    ...publicFormOptions(NEWSLETTER_FORM),
    successText: SUBSCRIBED,
    adminListPath: paths.allSubscribers,
  });

  return (
    <PostableForm form={form} className="newsletter" aria-label={t('newsletter.form')}>
      <div className="newsletter__row">
        <FormField
          form={form}
          name="subemail"
          label={t('newsletter.email')}
          type="email"
          placeholder="you@example.com"
        />
        <SubmitButton form={form}>{t('newsletter.subscribe')}</SubmitButton>
      </div>
      <FormNotice form={form} successText={inlineSuccess} />
    </PostableForm>
  );
}
