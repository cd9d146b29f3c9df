import { Section, useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import { ContactForm } from './contact-form';
import './contact-section.css';

const promises = ['contact.promise.reply', 'contact.promise.plan', 'contact.promise.noSpam'] as const;

/** The landing page's last block: the contact form, which needs no content to work. */
export function ContactSection() {
  const t = useTexts(publicMessages);
  return (
    <Section id="contact-sec" eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
      <div className="pub-contact">
        <div className="pub-contact__intro">
          <p>{t('contact.intro')}</p>
          <ul>
            {promises.map((promise) => (
              <li key={promise}>{t(promise)}</li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </Section>
  );
}
