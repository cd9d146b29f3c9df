import { steps } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';

export default function StepSectionPage() {
  return (
    <EditorPage title="Steps">
      <CollectionBlock
        resource={steps}
        addTitle="Add Step"
        listTitle="Upcoming Events"
        itemTitle="stepTitle"
      />
    </EditorPage>
  );
}
