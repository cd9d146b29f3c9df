import { PagePlaceholder } from '@agency/ui';

export default function AllMessagesPage() {
  return <PagePlaceholder title="All Messages" />;
}
