import { steps } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { BackOfficePage } from '@agency/ui';

export default function StepSectionPage() {
  return (
    <BackOfficePage title="Steps">
      <CollectionBlock
        resource={steps}
        addTitle="Add Step"
        listTitle="Upcoming Events"
        itemTitle="stepTitle"
      />
    </BackOfficePage>
  );
}
