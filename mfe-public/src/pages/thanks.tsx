import { PagePlaceholder } from '@agency/ui';

export default function ThanksPage() {
  return <PagePlaceholder title="Thanks" />;
}
