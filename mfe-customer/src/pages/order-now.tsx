import { PagePlaceholder } from '@agency/ui';

export default function OrderNowPage() {
  return <PagePlaceholder title="Order Now" />;
}
