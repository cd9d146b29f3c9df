import { ORDER_CUSTOMER_RULES } from '@agency/contracts';
import {
  ApiError,
  ButtonLink,
  Card,
  Field,
  formatUsd,
  FormField,
  FormNotice,
  isRecordId,
  LoadState,
  Page,
  PageHeader,
  SubmitButton,
  useNavigate,
  useNotice,
  useParams,
  useRulesForm,
  useSession,
} from '@agency/ui';
import { useAccountProfile } from '../api/account';
import { placeOrder, usePricingPackage } from '../api/orders';
import type { PricingPackage } from '../orders/order-types';

type OrderFormField = keyof typeof ORDER_CUSTOMER_RULES;

const ORDER_FIELDS = Object.keys(ORDER_CUSTOMER_RULES) as OrderFormField[];

/** Lets the browser fill in what it knows about the customer. */
const AUTOCOMPLETE: Record<OrderFormField, string> = {
  customerName: 'name',
  customerAddress: 'street-address',
  customerCountry: 'country-name',
};

function isMissing(error: ApiError | undefined): boolean {
  return error?.status === 404 || error?.status === 400;
}

function PackageNotFound() {
  return (
    <Card title="Package not found">
      <p>We could not find this package. It may have been removed.</p>
      <ButtonLink to="/pricing/" variant="secondary">
        See our packages
      </ButtonLink>
    </Card>
  );
}

function OrderForm({ pack }: { pack: PricingPackage }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { notify } = useNotice();
  // The account's saved billing details fill the fields the customer has not typed in (a failed read fills none).
  const saved = useAccountProfile().data;
  const form = useRulesForm({
    rules: ORDER_CUSTOMER_RULES,
    values: saved && {
      customerName: saved.name,
      customerAddress: saved.billingAddress,
      customerCountry: saved.billingCountry,
    },
    submit: (customer) => placeOrder({ packageId: pack._id, ...customer }),
    onSuccess: () => {
      notify('Your order is placed. Pay now to complete it.');
      navigate('/pending-order');
    },
    describeFailure: (error) =>
      `Your order was not placed: ${error instanceof ApiError ? error.message : 'Please try again.'}`,
    draftKey: `order-now:${pack._id}`,
  });

  return (
    <form className="ui-form" onSubmit={form.onSubmit} noValidate>
      <Field label="Package" value={pack.packageName} readOnly />
      <Field label="Price" value={formatUsd(pack.packagePrice)} readOnly />
      <Field label="Email" type="email" value={user?.email ?? ''} readOnly />
      {ORDER_FIELDS.map((field) => (
        <FormField
          key={field}
          form={form}
          name={field}
          label={ORDER_CUSTOMER_RULES[field].label}
          autoComplete={AUTOCOMPLETE[field]}
        />
      ))}
      <FormNotice form={form} />
      <SubmitButton form={form}>Place Order</SubmitButton>
    </form>
  );
}

export default function OrderNowPage() {
  const { id = '' } = useParams();
  const validId = isRecordId(id);
  const pack = usePricingPackage(validId ? id : null);

  return (
    <Page narrow>
      <PageHeader title="Order Now" />
      {!validId || isMissing(pack.error ?? undefined) ? (
        <PackageNotFound />
      ) : (
        <LoadState query={pack} lines={6}>
          {pack.data ? <OrderForm pack={pack.data} /> : null}
        </LoadState>
      )}
    </Page>
  );
}
