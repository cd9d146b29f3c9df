import { serviceItems } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';
import { SERVICE_ITEM_FIELDS } from './service-fields';

export default function ServiceItemEditPage() {
  return <EditRecordPage resource={serviceItems} title="Edit Service" fields={SERVICE_ITEM_FIELDS} />;
}
