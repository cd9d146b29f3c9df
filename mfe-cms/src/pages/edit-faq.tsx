import { faqItems, faqText } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditFaqPage() {
  return (
    <BackOfficePage title="FAQ">
      <SingletonBlock resource={faqText} title="FAQ Text" editText="Edit FAQ Text" />
      <CollectionBlock
        resource={faqItems}
        addTitle="Add FAQ Item"
        listTitle="FAQ Items"
        itemTitle="accodingTitle"
        links={[{ text: 'Edit' }]}
      />
    </BackOfficePage>
  );
}
