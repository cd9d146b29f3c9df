import { featureItems, featuresText } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditFeaturesPage() {
  return (
    <EditorPage title="Features">
      <SingletonBlock resource={featuresText} title="Features Text" editText="Edit Features Text" />
      <CollectionBlock
        resource={featureItems}
        addTitle="Add Feature Item"
        listTitle="Feature Items"
        itemTitle="FeaturesText"
        links={[{ text: 'Edit' }]}
      />
    </EditorPage>
  );
}
