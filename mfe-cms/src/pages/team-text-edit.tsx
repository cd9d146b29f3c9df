import { teamText } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function TeamTextEditPage() {
  return <EditRecordPage resource={teamText} title="Edit Team Text" />;
}
