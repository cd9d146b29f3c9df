import { pricings } from '@agency/contracts';
import { formatUsd } from '@agency/ui';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';

export default function AddPricingPage() {
  return (
    <EditorPage title="Pricing">
      <CollectionBlock
        resource={pricings}
        addTitle="Add Package"
        listTitle="Packages"
        itemTitle="packageName"
        detail={(item) => `${formatUsd(String(item.packagePrice ?? ''))} / month`}
        links={[{ text: 'Edit Pricing' }]}
      />
    </EditorPage>
  );
}
