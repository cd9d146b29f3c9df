// The subpath, not the package's main entry: the footer needs the subscriber rule, not the content catalogue.
import { SUBSCRIBER_RULES } from '@agency/contracts/commerce-rules';
import {
  api,
  ApiError,
  FormField,
  FormNotice,
  SubmitButton,
  usePublicFormSuccess,
  useRulesForm,
} from '@agency/ui';
import { paths } from '../config/paths';

const SUBSCRIBED = 'Subscribers is Updated';

/** 'Subscribers is Updated' only once the API confirmed; a failure keeps what the visitor typed. */
export function NewsletterForm() {
  const success = usePublicFormSuccess(SUBSCRIBED, paths.allSubscribers);
  const form = useRulesForm({
    rules: SUBSCRIBER_RULES,
    submit: (subscriber) => api.post('/add-subscriber', subscriber),
    describeFailure: (reason) =>
      reason instanceof ApiError ? reason.message : 'Subscription failed. Please try again.',
    clearOnSuccess: true,
    onSuccess: success.onSuccess,
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
      <FormNotice form={form} successText={success.inlineText} />
    </form>
  );
}
