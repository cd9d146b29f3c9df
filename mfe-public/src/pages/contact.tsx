import { PageMeta, Section, useLocation, useTexts } from '@agency/ui';
import { ContactForm } from '../contact/contact-form';
import { ContactItems } from '../contact/contact-items';
import '../contact/contact-page.css';
import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { publicMessages } from '../messages';

/** /contact and /contact-us: the contact items and the contact form. */
export default function ContactPage() {
  const t = useTexts(publicMessages);
  const intro = t('contactPage.intro');
  const contacts = useContent('contacts');
  const { pathname } = useLocation();
  const reach = (contacts.data ?? [])
    .map((item) => `${item.contactTitle}: ${item.contactDetails}`)
    .join('. ');
  return (
    <>
      <PageMeta
        title={t('contactPage.title')}
        description={reach ? `${intro} ${reach}.` : intro}
        path={pathname}
      />
      <PageBanner title={t('contactPage.title')} intro={intro} />
      <ContentPage
        name="contact"
        queries={[contacts]}
        always={
          <Section id="contact-sec" eyebrow={t('contactPage.eyebrow')} title={t('contactPage.formTitle')}>
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
