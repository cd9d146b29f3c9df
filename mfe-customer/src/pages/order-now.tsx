import { ORDER_CUSTOMER_RULES } from '@agency/contracts';
import {
  ApiError,
  ButtonLink,
  Card,
  Field,
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
  useFormat,
  useRulesForm,
  useSession,
  useTexts,
} from '@agency/ui';
import { useAccountProfile } from '../api/account';
import { placeOrder, usePricingPackage } from '../api/orders';
import { customerMessages } from '../messages';
import type { PricingPackage } from '../orders/order-types';

type OrderFormField = keyof typeof ORDER_CUSTOMER_RULES;

const ORDER_FIELDS = Object.keys(ORDER_CUSTOMER_RULES) as OrderFormField[];

/** Lets the browser fill in what it knows about the customer. */
const AUTOCOMPLETE: Record<OrderFormField, string> = {
  customerName: 'name',
  customerAddress: 'street-address',
  customerCountry: 'country-name',
};

const LABELS = {
  customerName: 'orderNow.customerName',
  customerAddress: 'orderNow.customerAddress',
  customerCountry: 'orderNow.customerCountry',
} as const satisfies Record<OrderFormField, string>;

function isMissing(error: ApiError | undefined): boolean {
  return error?.status === 404 || error?.status === 400;
}

function PackageNotFound() {
  const t = useTexts(customerMessages);
  return (
    <Card title={t('orderNow.notFoundTitle')}>
      <p>{t('orderNow.notFound')}</p>
      <ButtonLink to="/pricing/" variant="secondary">
        {t('orderNow.seePackages')}
      </ButtonLink>
    </Card>
  );
}

function OrderForm({ pack }: { pack: PricingPackage }) {
  const t = useTexts(customerMessages);
  const format = useFormat();
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
      notify(t('orderNow.placed'));
      navigate('/pending-order');
    },
    describeFailure: (error) =>
      t('orderNow.failed', { reason: error instanceof ApiError ? error.message : t('tryAgain') }),
    draftKey: `order-now:${pack._id}`,
  });

  return (
    <form className="ui-form" onSubmit={form.onSubmit} noValidate>
      <Field label={t('orderNow.package')} value={pack.packageName} readOnly />
      <Field label={t('orderNow.price')} value={format.usd(pack.packagePrice)} readOnly />
      <Field label={t('orderNow.email')} type="email" value={user?.email ?? ''} readOnly />
      {ORDER_FIELDS.map((field) => (
        <FormField
          key={field}
          form={form}
          name={field}
          label={t(LABELS[field])}
          autoComplete={AUTOCOMPLETE[field]}
        />
      ))}
      <FormNotice form={form} />
      <SubmitButton form={form}>{t('orderNow.submit')}</SubmitButton>
    </form>
  );
}

export default function OrderNowPage() {
  const t = useTexts(customerMessages);
  const { id = '' } = useParams();
  const validId = isRecordId(id);
  const pack = usePricingPackage(validId ? id : null);

  return (
    <Page narrow>
      <PageHeader title={t('orderNow.title')} />
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
