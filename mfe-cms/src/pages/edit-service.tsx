import { serviceHeading, serviceItems } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { SingletonBlock } from '../kit/singleton-block';
import { SERVICE_ITEM_FIELDS } from './service-fields';
import { BackOfficePage } from '@agency/ui';

export default function EditServicePage() {
  return (
    <BackOfficePage title="Services">
      <SingletonBlock resource={serviceHeading} title="Service Heading" editText="Edit Service Heading" />
      <CollectionBlock
        resource={serviceItems}
        addTitle="Add Service Item"
        listTitle="Service Items"
        itemTitle="serviceTitle"
        form={{ fields: SERVICE_ITEM_FIELDS }}
        links={[
          { text: 'Edit Services', to: '/service-edit/{id}' },
          { text: 'Edit as Main Service', to: serviceItems.variants?.main?.screen },
        ]}
      />
    </BackOfficePage>
  );
}
