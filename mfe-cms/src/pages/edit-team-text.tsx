import { PagePlaceholder } from '@agency/ui';

export default function EditTeamTextPage() {
  return <PagePlaceholder title="Team" />;
}
