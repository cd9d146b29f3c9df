import { PagePlaceholder } from '@agency/ui';

export default function UpdateCallToActionPage() {
  return <PagePlaceholder title="Call to Action" />;
}
