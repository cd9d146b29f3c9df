import { teamItems, teamText } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditTeamTextPage() {
  return (
    <BackOfficePage title="Team">
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
    </BackOfficePage>
  );
}
