import { useTexts, type QueryState } from '@agency/ui';
import { IconDisc } from '../components/icon-disc';
import { ContentBlock } from '../content/content-block';
import type { ContactItem } from '../content/content-types';
import { otherPagesMessages } from '../messages/other-pages';
import './contact-items.css';

function Skeleton() {
  return (
    <ul className="pub-contact-items" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="ui-skeleton__line pub-contact-items__skeleton" />
      ))}
    </ul>
  );
}

/** The contact items (GET /contacts): how to reach the agency; hidden when there are none. */
export function ContactItems({ contacts }: { contacts: QueryState<ContactItem[]> }) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock queries={[contacts]} label={t('section.contactItems')} skeleton={<Skeleton />}>
      {() =>
        contacts.data?.length ? (
          <ul className="pub-contact-items">
            {contacts.data.map((item) => (
              <li key={item._id} className="pub-contact-item">
                <IconDisc src={item.contactImg} size={32} />
                <h2>{item.contactTitle}</h2>
                <p>{item.contactDetails}</p>
              </li>
            ))}
          </ul>
        ) : null
      }
    </ContentBlock>
  );
}
