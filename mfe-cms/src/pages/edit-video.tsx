import { videoItems, videoSection } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditVideoPage() {
  return (
    <BackOfficePage title="Video Section">
      <SingletonBlock resource={videoSection} title="Video Section Text" editText="Edit Video Section" />
      <CollectionBlock
        resource={videoItems}
        addTitle="Add Team Member"
        listTitle="Team Members"
        itemTitle="membername"
        detail={(member) => String(member.memberPosition ?? '')}
      />
    </BackOfficePage>
  );
}
