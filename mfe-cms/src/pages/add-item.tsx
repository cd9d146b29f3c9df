import { designItems } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { BackOfficePage } from '@agency/ui';

/** Spec 000 §2 "Add item": a design item form titled 'Update Banner'; items have no edit screen. */
export default function AddItemPage() {
  return (
    <BackOfficePage title="Update Banner">
      <CollectionBlock
        resource={designItems}
        addTitle="Add Item"
        listTitle="Design Items"
        itemTitle="category"
        detail={(item) => `${String(item.format ?? '')} · ${String(item.freeOrPaid ?? '')}`}
        links={[]}
      />
    </BackOfficePage>
  );
}
