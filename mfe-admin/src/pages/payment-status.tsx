import { useState } from 'react';
import {
  api,
  BackOfficePage,
  Button,
  DetailList,
  formatUsd,
  Link,
  Notice,
  recordQueries,
  SelectField,
} from '@agency/ui';
import {
  ORDER_STATUS_RULES,
  ORDER_STATUSES,
  RECORD_PATHS,
  resourcePath,
  type Order,
} from '@agency/contracts';
import { useRulesForm } from '../admin/use-rules-form';
import { WithRecord } from '../admin/with-record';

function OrderStatusForm({ order }: { order: Order }) {
  const [saved, setSaved] = useState(order);
  const form = useRulesForm({
    rules: ORDER_STATUS_RULES,
    initial: { orderStatus: order.orderStatus },
    save: (value) => api.put<Order>(resourcePath(RECORD_PATHS.orders.setStatus, order._id), value),
    successText: 'OrderStatus is Updated',
    onSaved: (updated) => setSaved(updated),
  });
  return (
    <>
      <DetailList
        label="Order"
        items={[
          ['Customer Name', saved.customerName],
          ['Email', saved.customerEmail],
          ['Package', saved.packageName],
          ['Amount', formatUsd(saved.packagePrice)],
          ['Order Date', saved.orderDate],
          ['Payment Status', saved.paymentStatus],
          ['Order Status', saved.orderStatus],
        ]}
      />
      <form className="ui-form" onSubmit={form.submit} noValidate aria-label="Update Order Status">
        <SelectField
          label="Change Order Status"
          name="orderStatus"
          options={ORDER_STATUSES}
          value={form.values.orderStatus}
          onChange={(event) => form.setValue('orderStatus', event.target.value)}
          error={form.errors.orderStatus}
        />
        {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
        <Button type="submit" busy={form.busy}>
          Update Status
        </Button>
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
