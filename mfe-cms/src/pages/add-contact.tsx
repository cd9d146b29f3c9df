import { contacts } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';

export default function AddContactPage() {
  return (
    <EditorPage title="Contact Items">
      <CollectionBlock
        resource={contacts}
        addTitle="Add Contact Item"
        listTitle="Contact Items"
        itemTitle="contactTitle"
      />
    </EditorPage>
  );
}
