import { PagePlaceholder } from '@agency/ui';

export default function AddPricingPage() {
  return <PagePlaceholder title="Pricing" />;
}
