import { videoItems, videoSection } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditVideoPage() {
  return (
    <EditorPage title="Video Section">
      <SingletonBlock resource={videoSection} title="Video Section Text" editText="Edit Video Section" />
      <CollectionBlock
        resource={videoItems}
        addTitle="Add Team Member"
        listTitle="Team Members"
        itemTitle="membername"
        detail={(member) => String(member.memberPosition ?? '')}
      />
    </EditorPage>
  );
}
