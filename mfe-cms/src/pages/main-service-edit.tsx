import { serviceItems } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

const main = serviceItems.variants?.main;

/** Spec 001 §2: image, icon, hidden name, title, details, every one required. */
export default function MainServiceEditPage() {
  return (
    <EditRecordPage
      resource={serviceItems}
      title="Edit Main Service"
      fields={main?.fields}
      hidden={['serviceName']}
      requireAll
      successText={main?.updated}
    />
  );
}
