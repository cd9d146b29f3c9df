import {
  FormField,
  FormNotice,
  NEWSLETTER_FORM,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  SUBSCRIBED,
  usePublicForm,
} from '@agency/ui';
import { paths } from '../config/paths';

/** 'Subscribers is Updated' only once the API confirmed; a failure keeps what the visitor typed. */
export function NewsletterForm() {
  const { form, inlineSuccess } = usePublicForm({
    ...publicFormOptions(NEWSLETTER_FORM),
    successText: SUBSCRIBED,
    adminListPath: paths.allSubscribers,
  });

  return (
    <PostableForm form={form} className="newsletter" aria-label="Newsletter">
      <div className="newsletter__row">
        <FormField
          form={form}
          name="subemail"
          label="Get our news in your inbox"
          type="email"
          placeholder="you@example.com"
        />
        <SubmitButton form={form}>Subscribe</SubmitButton>
      </div>
      <FormNotice form={form} successText={inlineSuccess} />
    </PostableForm>
  );
}
