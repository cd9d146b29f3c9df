import { useState } from 'react';
import {
  api,
  BackOfficePage,
  formatUsd,
  FormField,
  FormNotice,
  Link,
  recordQueries,
  SubmitButton,
  useNotice,
  useRulesForm,
} from '@agency/ui';
import { DetailList } from '@agency/ui/record-views';
import {
  ORDER_STATUS_RULES,
  ORDER_STATUSES,
  orderNumberText,
  orderStatusRefusal,
  RECORD_PATHS,
  resourcePath,
  type Order,
} from '@agency/contracts';
import { RefundOrder } from '../admin/refund-order';
import { WithRecord } from '../admin/with-record';

function OrderStatusForm({ order }: { order: Order }) {
  const [saved, setSaved] = useState(order);
  const { notify } = useNotice();
  const form = useRulesForm({
    rules: ORDER_STATUS_RULES,
    values: { orderStatus: order.orderStatus },
    submit: (value) => api.put<Order>(resourcePath(RECORD_PATHS.orders.setStatus, order._id), value),
    onSuccess: (updated) => {
      notify('OrderStatus is Updated', 'success');
      setSaved(updated);
    },
    draftKey: `order-status:${order._id}`,
  });
  // The API refuses these too; the form only says so before the admin tries.
  const refused = ORDER_STATUSES.filter((status) => orderStatusRefusal(status, saved.paymentStatus));
  const refusal = refused.map((status) => orderStatusRefusal(status, saved.paymentStatus)).join('. ');
  return (
    <>
      <DetailList
        label="Order"
        items={[
          ['Order Number', orderNumberText(saved.orderNumber) || '—'],
          ['Customer Name', saved.customerName],
          ['Email', saved.customerEmail],
          ['Package', saved.packageName],
          ['Amount', formatUsd(saved.packagePrice)],
          ['Order Date', saved.orderDate],
          [
            'Payment Status',
            saved.paymentStatus === 'Paid' ? (
              <RefundOrder
                order={saved}
                onRefunded={(paymentStatus) => setSaved((order) => ({ ...order, paymentStatus }))}
              />
            ) : (
              saved.paymentStatus
            ),
          ],
          ['Order Status', saved.orderStatus],
        ]}
      />
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Update Order Status">
        <FormField
          form={form}
          as="select"
          name="orderStatus"
          label="Change Order Status"
          options={ORDER_STATUSES}
          disabledOptions={refused}
          hint={refusal || undefined}
        />
        <FormNotice form={form} />
        <SubmitButton form={form}>Update Status</SubmitButton>
      </form>
    </>
  );
}

export default function PaymentStatusPage() {
  return (
    <BackOfficePage title="Order Status" narrow actions={<Link to="/total-orders">Total Orders</Link>}>
      <WithRecord<Order> query={recordQueries.order} notFound="This order does not exist.">
        {(order) => <OrderStatusForm order={order} />}
      </WithRecord>
    </BackOfficePage>
  );
}
