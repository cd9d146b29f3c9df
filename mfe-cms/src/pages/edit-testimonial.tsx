import { testimonialText, testimonials } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditTestimonialPage() {
  return (
    <BackOfficePage title="Testimonials">
      <SingletonBlock resource={testimonialText} title="Testimonial Text" editText="Edit Testimonial Text" />
      <CollectionBlock
        resource={testimonials}
        addTitle="Add Testimonial"
        listTitle="Testimonials"
        itemTitle="personName"
        detail={(item) => String(item.personTitle ?? '')}
      />
    </BackOfficePage>
  );
}
