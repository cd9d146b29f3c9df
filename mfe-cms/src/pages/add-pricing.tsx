import { pricings } from '@agency/contracts';
import { BackOfficePage, formatUsd } from '@agency/ui';
import { CollectionBlock } from '../kit/collection-block';

export default function AddPricingPage() {
  return (
    <BackOfficePage title="Pricing">
      <CollectionBlock
        resource={pricings}
        addTitle="Add Package"
        listTitle="Packages"
        itemTitle="packageName"
        detail={(item) => `${formatUsd(String(item.packagePrice ?? ''))} / month`}
        links={[{ text: 'Edit Pricing' }]}
      />
    </BackOfficePage>
  );
}
