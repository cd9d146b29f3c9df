import { useState } from 'react';
import {
  BackOfficePage,
  callEndpoint,
  FormField,
  FormNotice,
  Link,
  SubmitButton,
  useFormat,
  useNotice,
  useRulesForm,
  useTexts,
} from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { DetailList } from '@agency/ui/record-views';
import {
  ORDER_STATUS_RULES,
  ORDER_STATUSES,
  orderNumberText,
  orderStatusRefusal,
  type Order,
} from '@agency/contracts';
import { ORDER_ENDPOINTS } from '@agency/contracts/endpoints/orders';
import { RefundOrder } from '../admin/refund-order';
import { useNames } from '../admin/use-names';
import { WithRecord } from '../admin/with-record';
import { adminMessages, type AdminTextId } from '../messages';

function OrderStatusForm({ order }: { order: Order }) {
  const t = useTexts(adminMessages);
  const format = useFormat();
  const names = useNames();
  const [saved, setSaved] = useState(order);
  const { notify } = useNotice();
  const form = useRulesForm({
    rules: ORDER_STATUS_RULES,
    values: { orderStatus: order.orderStatus },
    submit: (value) =>
      callEndpoint<Order>(ORDER_ENDPOINTS.setStatus, { params: { id: order._id }, body: value }),
    onSuccess: (updated) => {
      notify(t('order.statusUpdated'), 'success');
      setSaved(updated);
    },
    draftKey: `order-status:${order._id}`,
  });
  // The API refuses these too; the form only says so before the admin tries.
  const refused = ORDER_STATUSES.filter((status) => orderStatusRefusal(status, saved.paymentStatus));
  // The API's reasons (orderStatusRefusal), in the page's language: one per payment state that refuses.
  const refusal = refused.map(() => t(`order.refusal.${saved.paymentStatus}` as AdminTextId)).join('. ');
  return (
    <>
      <DetailList
        label={t('order.label')}
        items={[
          [t('order.number'), orderNumberText(saved.orderNumber) || '—'],
          [t('column.customerName'), saved.customerName],
          [t('column.email'), saved.customerEmail],
          [t('column.package'), saved.packageName],
          [t('order.amount'), format.usd(saved.packagePrice)],
          [t('column.orderDate'), saved.orderDate],
          [
            t('column.paymentStatus'),
            saved.paymentStatus === 'Paid' ? (
              <RefundOrder
                order={saved}
                onRefunded={(paymentStatus) => setSaved((order) => ({ ...order, paymentStatus }))}
              />
            ) : (
              names.status(saved.paymentStatus)
            ),
          ],
          [t('column.orderStatus'), names.status(saved.orderStatus)],
        ]}
      />
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={t('order.updateForm')}>
        <FormField
          form={form}
          as="select"
          name="orderStatus"
          label={t('order.changeStatus')}
          options={ORDER_STATUSES}
          optionLabel={names.status}
          disabledOptions={refused}
          hint={refusal || undefined}
        />
        <FormNotice form={form} />
        <SubmitButton form={form}>{t('order.updateStatus')}</SubmitButton>
      </form>
    </>
  );
}

export default function PaymentStatusPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage
      title={t('page.orderStatus')}
      narrow
      actions={<Link to="/total-orders">{t('page.totalOrders')}</Link>}
    >
      <WithRecord<Order> query={recordQueries.order} notFound={t('order.notFound')}>
        {(order) => <OrderStatusForm order={order} />}
      </WithRecord>
    </BackOfficePage>
  );
}
