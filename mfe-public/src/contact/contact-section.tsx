import { Section } from '@agency/ui';
import { ContactForm } from './contact-form';
import './contact-section.css';

const promises = [
  'A reply within one business day',
  'A free first plan for your project',
  'No obligation, no spam',
];

/** The landing page's last block: the contact form, which needs no content to work. */
export function ContactSection() {
  return (
    <Section id="contact-sec" eyebrow="Contact" title="Let’s grow your business together">
      <div className="pub-contact">
        <div className="pub-contact__intro">
          <p>Tell us about your project and where you want to be in a year. We will come back with a plan.</p>
          <ul>
            {promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </Section>
  );
}
