import {
  CONTACT_FORM,
  FormField,
  FormNotice,
  MESSAGE_SENT,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  usePublicForm,
  useTexts,
} from '@agency/ui';
import { publicMessages } from '../messages';
import './contact-form.css';

/**
 * POST /add-message. The success text shows only once the API stored the message; a visitor stays and sees it
 * here, an admin is taken to /all-messages (docs/product.md#contact-and-newsletter). A failure says so beside the fields and keeps the text.
 * Without JavaScript the site's server sends it and answers with this page.
 */
export function ContactForm() {
  const t = useTexts(publicMessages);
  const { form, inlineSuccess } = usePublicForm({
    ...publicFormOptions(CONTACT_FORM),
    successText: MESSAGE_SENT,
    adminListPath: '/all-messages/',
  });

  return (
    <PostableForm form={form} className="pub-contact-form" aria-label={t('contactForm.label')}>
      <FormField form={form} name="name" label={t('contactForm.name')} autoComplete="name" />
      <FormField form={form} name="email" label={t('contactForm.email')} type="email" autoComplete="email" />
      <FormField form={form} name="number" label={t('contactForm.number')} type="tel" autoComplete="tel" />
      <FormField form={form} name="subject" label={t('contactForm.subject')} />
      <FormField
        form={form}
        as="textarea"
        name="message"
        className="pub-contact-form__wide"
        label={t('contactForm.message')}
        rows={5}
      />
      <div className="pub-contact-form__wide pub-contact-form__submit">
        <SubmitButton form={form} size="lg">
          {t('contactForm.send')}
        </SubmitButton>
        <FormNotice form={form} successText={inlineSuccess} />
      </div>
    </PostableForm>
  );
}
