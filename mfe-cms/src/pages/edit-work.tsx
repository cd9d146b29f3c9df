import { workSteps } from '@agency/contracts';
import { isPublicWorkStep } from '@agency/contracts/public-reads';
import { CollectionBlock } from '../kit/collection-block';
import { BackOfficePage } from '@agency/ui';

/** Every step is listed and editable here; the public page shows steps 01 to 04 only (spec 001 §4), so the others say so. */
export default function EditWorkPage() {
  return (
    <BackOfficePage title="Work Section">
      <CollectionBlock
        resource={workSteps}
        addTitle="Add Work Step"
        listTitle="Work Steps"
        itemTitle="stepTitle"
        detail={(step) =>
          `Step ${String(step.stepNumber)}${isPublicWorkStep(String(step.stepNumber)) ? '' : ' · not shown on the public page (it shows steps 01 to 04)'}`
        }
        links={[{ text: 'Edit' }]}
      />
    </BackOfficePage>
  );
}
