// The subpath, not the package's main entry: the contact form needs its rules, not the content catalogue.
import { MESSAGE_RULES } from '@agency/contracts/commerce-rules';
import { api, ApiError, FormField, FormNotice, SubmitButton, usePublicForm } from '@agency/ui';
import './contact-form.css';

/** The documented success text for a stored message, word for word. */
const MESSAGE_SENT = 'Message is Updated';

function failureText(reason: unknown): string {
  if (reason instanceof ApiError && reason.status === 400)
    return 'Your message was not sent: please check the form.';
  const detail = reason instanceof ApiError ? ` ${reason.message}` : '';
  return `Your message was not sent.${detail}`;
}

/**
 * POST /add-message. The success text shows only once the API stored the message; a visitor stays and sees it
 * here, an admin is taken to /all-messages (docs/product.md#contact-and-newsletter). A failure says so beside the
 * fields and keeps the text.
 */
export function ContactForm() {
  const { form, inlineSuccess } = usePublicForm({
    rules: MESSAGE_RULES,
    submit: (message) => api.post('/add-message', { ...message, messageStatus: 'UnRead' }),
    describeFailure: failureText,
    successText: MESSAGE_SENT,
    adminListPath: '/all-messages/',
  });

  return (
    <form className="pub-contact-form" onSubmit={form.onSubmit} noValidate aria-label="Contact form">
      <FormField form={form} name="name" label="Your Name" autoComplete="name" />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormField form={form} name="number" label="Phone Number" type="tel" autoComplete="tel" />
      <FormField form={form} name="subject" label="Subject" />
      <FormField
        form={form}
        as="textarea"
        name="message"
        className="pub-contact-form__wide"
        label="Message"
        rows={5}
      />
      <div className="pub-contact-form__wide pub-contact-form__submit">
        <SubmitButton form={form} size="lg">
          Send Message
        </SubmitButton>
        <FormNotice form={form} successText={inlineSuccess} />
      </div>
    </form>
  );
}
