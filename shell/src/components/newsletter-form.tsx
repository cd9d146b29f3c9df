// The subpath, not the package's main entry: the footer needs the subscriber rule, not the content catalogue.
import { SUBSCRIBER_RULES } from '@agency/contracts/commerce-rules';
import { api, ApiError, FormField, FormNotice, SubmitButton, usePublicForm } from '@agency/ui';
import { paths } from '../config/paths';

const SUBSCRIBED = 'Subscribers is Updated';

/** 'Subscribers is Updated' only once the API confirmed; a failure keeps what the visitor typed. */
export function NewsletterForm() {
  const { form, inlineSuccess } = usePublicForm({
    rules: SUBSCRIBER_RULES,
    submit: (subscriber) => api.post('/add-subscriber', subscriber),
    describeFailure: (reason) =>
      reason instanceof ApiError ? reason.message : 'Subscription failed. Please try again.',
    successText: SUBSCRIBED,
    adminListPath: paths.allSubscribers,
  });

  return (
    <form className="newsletter" onSubmit={form.onSubmit} noValidate aria-label="Newsletter">
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
    </form>
  );
}
