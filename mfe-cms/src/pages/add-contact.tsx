import { contacts } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { BackOfficePage } from '@agency/ui';

export default function AddContactPage() {
  return (
    <BackOfficePage title="Contact Items">
      <CollectionBlock
        resource={contacts}
        addTitle="Add Contact Item"
        listTitle="Contact Items"
        itemTitle="contactTitle"
      />
    </BackOfficePage>
  );
}
