import { actions } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';
import { CALL_TO_ACTION_FIELDS } from './call-to-action-fields';

export default function CallEditPage() {
  return <EditRecordPage resource={actions} title="Edit Call to Action" fields={CALL_TO_ACTION_FIELDS} />;
}
