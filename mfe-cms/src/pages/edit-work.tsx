import { workSteps } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { BackOfficePage } from '@agency/ui';

/** Spec 001 §4: cards only for step numbers 01 to 04. */
const SHOWN_STEPS = ['01', '02', '03', '04'];

export default function EditWorkPage() {
  return (
    <BackOfficePage title="Work Section">
      <CollectionBlock
        resource={workSteps}
        addTitle="Add Work Step"
        listTitle="Work Steps"
        itemTitle="stepTitle"
        show={(step) => SHOWN_STEPS.includes(String(step.stepNumber ?? '').trim())}
        detail={(step) => `Step ${String(step.stepNumber)}`}
        links={[{ text: 'Edit' }]}
      />
    </BackOfficePage>
  );
}
