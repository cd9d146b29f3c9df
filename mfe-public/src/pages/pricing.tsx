import { PagePlaceholder } from '@agency/ui';

export default function PricingPage() {
  return <PagePlaceholder title="Pricing" />;
}
