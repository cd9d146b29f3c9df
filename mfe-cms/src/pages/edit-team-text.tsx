import { teamItems, teamText } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditTeamTextPage() {
  return (
    <EditorPage title="Team">
      <SingletonBlock
        resource={teamText}
        title="Team Section Text"
        editText="Edit Team Text"
        preview={(text) => (
          <blockquote className="ui-editor-item__detail">
            <strong>{String(text.teamHeading ?? '')}</strong>
            <br />
            {String(text.teamText ?? '')}
          </blockquote>
        )}
      />
      <CollectionBlock
        resource={teamItems}
        addTitle="Add Team Member"
        listTitle="Team Members"
        itemTitle="teamMemberName"
        detail={(member) => String(member.teamMemberTitle ?? '')}
        links={[{ text: 'Edit Now' }]}
      />
    </EditorPage>
  );
}
