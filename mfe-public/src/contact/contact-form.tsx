import {
  CONTACT_FORM,
  FormField,
  FormNotice,
  MESSAGE_SENT,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  usePublicForm,
} from '@agency/ui';
import './contact-form.css';

/**
 * POST /add-message. The success text shows only once the API stored the message; a visitor stays and sees it
 * here, an admin is taken to /all-messages (docs/product.md#contact-and-newsletter). A failure says so beside the fields and keeps the text.
 * Without JavaScript the site's server sends it and answers with this page.
 */
export function ContactForm() {
  const { form, inlineSuccess } = usePublicForm({
    ...publicFormOptions(CONTACT_FORM),
    successText: MESSAGE_SENT,
    adminListPath: '/all-messages/',
  });

  return (
    <PostableForm form={form} className="pub-contact-form" aria-label="Contact form">
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
    </PostableForm>
  );
}
