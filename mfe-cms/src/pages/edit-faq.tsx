import { faqItems, faqText } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditFaqPage() {
  return (
    <EditorPage title="FAQ">
      <SingletonBlock resource={faqText} title="FAQ Text" editText="Edit FAQ Text" />
      <CollectionBlock
        resource={faqItems}
        addTitle="Add FAQ Item"
        listTitle="FAQ Items"
        itemTitle="accodingTitle"
        links={[{ text: 'Edit' }]}
      />
    </EditorPage>
  );
}
