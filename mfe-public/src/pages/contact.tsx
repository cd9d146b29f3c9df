import { PageMeta, Section, useLocation } from '@agency/ui';
import { ContactForm } from '../contact/contact-form';
import { ContactItems } from '../contact/contact-items';
import '../contact/contact-page.css';
import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';

const INTRO = 'Questions, a project or just an idea: we answer within one business day.';

/** /contact and /contact-us: the contact items and the contact form. */
export default function ContactPage() {
  const contacts = useContent('contacts');
  const { pathname } = useLocation();
  const reach = (contacts.data ?? [])
    .map((item) => `${item.contactTitle}: ${item.contactDetails}`)
    .join('. ');
  return (
    <>
      <PageMeta title="Contact Us" description={reach ? `${INTRO} ${reach}.` : INTRO} path={pathname} />
      <PageBanner title="Contact Us" intro={INTRO} />
      <ContentPage
        name="contact"
        queries={[contacts]}
        always={
          <Section id="contact-sec" eyebrow="Write to us" title="Send us a message">
            <div className="pub-contact-page-form">
              <ContactForm />
            </div>
          </Section>
        }
      >
        <div className="ui-container pub-contact-page">
          <ContactItems contacts={contacts} />
        </div>
      </ContentPage>
    </>
  );
}
