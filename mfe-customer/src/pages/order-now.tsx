import { useState, type FormEvent } from 'react';
import { firstErrorPerField, ORDER_CUSTOMER_RULES, validateBody } from '@agency/contracts';
import {
  ApiError,
  Button,
  ButtonLink,
  Card,
  Field,
  formatUsd,
  isRecordId,
  LoadState,
  Notice,
  Page,
  PageHeader,
  serverFieldErrors,
  useNavigate,
  useNotice,
  useParams,
  useSession,
} from '@agency/ui';
import { placeOrder, usePricingPackage } from '../api/orders';
import type { PricingPackage } from '../orders/order-types';

type OrderFormField = keyof typeof ORDER_CUSTOMER_RULES;
type OrderFormValues = Record<OrderFormField, string>;

const EMPTY: OrderFormValues = { customerName: '', customerAddress: '', customerCountry: '' };

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
  const [values, setValues] = useState<OrderFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<OrderFormField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (field: OrderFormField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = validateBody<OrderFormValues>(values, ORDER_CUSTOMER_RULES);
    if (!checked.ok) {
      setErrors(firstErrorPerField(checked.errors, ORDER_FIELDS));
      return;
    }
    setBusy(true);
    try {
      await placeOrder({ packageId: pack._id, ...checked.value });
      notify('Your order is placed. Pay now to complete it.');
      navigate('/pending-order');
    } catch (error) {
      setErrors(firstErrorPerField(serverFieldErrors(error), ORDER_FIELDS));
      setFailure(
        `Your order was not placed: ${error instanceof ApiError ? error.message : 'Please try again.'}`,
      );
      setBusy(false);
    }
  }

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <Field label="Package" value={pack.packageName} readOnly />
      <Field label="Price" value={formatUsd(pack.packagePrice)} readOnly />
      <Field label="Email" type="email" value={user?.email ?? ''} readOnly />
      {ORDER_FIELDS.map((field) => (
        <Field
          key={field}
          label={ORDER_CUSTOMER_RULES[field].label}
          name={field}
          autoComplete={AUTOCOMPLETE[field]}
          required
          maxLength={ORDER_CUSTOMER_RULES[field].maxLength}
          value={values[field]}
          onChange={change(field)}
          error={errors[field]}
        />
      ))}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" busy={busy}>
        Place Order
      </Button>
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
