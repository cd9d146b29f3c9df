import { featureItems, featuresText } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditFeaturesPage() {
  return (
    <BackOfficePage title="Features">
      <SingletonBlock resource={featuresText} title="Features Text" editText="Edit Features Text" />
      <CollectionBlock
        resource={featureItems}
        addTitle="Add Feature Item"
        listTitle="Feature Items"
        itemTitle="FeaturesText"
        links={[{ text: 'Edit' }]}
      />
    </BackOfficePage>
  );
}
