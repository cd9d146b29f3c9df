import { testimonialText, testimonials } from '@agency/contracts';
import { CollectionBlock } from '../kit/collection-block';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditTestimonialPage() {
  return (
    <EditorPage title="Testimonials">
      <SingletonBlock resource={testimonialText} title="Testimonial Text" editText="Edit Testimonial Text" />
      <CollectionBlock
        resource={testimonials}
        addTitle="Add Testimonial"
        listTitle="Testimonials"
        itemTitle="personName"
        detail={(item) => String(item.personTitle ?? '')}
      />
    </EditorPage>
  );
}
