import { useState } from 'react';
import {
  AdminOnly,
  api,
  DetailList,
  formatUsd,
  FormField,
  FormNotice,
  Link,
  Page,
  PageHeader,
  SubmitButton,
  useNotice,
  useRulesForm,
} from '@agency/ui';
import { ORDER_STATUS_RULES, ORDER_STATUSES, type Order } from '@agency/contracts';
import { WithRecord } from '../admin/with-record';

function OrderStatusForm({ order }: { order: Order }) {
  const [saved, setSaved] = useState(order);
  const { notify } = useNotice();
  const form = useRulesForm({
    rules: ORDER_STATUS_RULES,
    values: { orderStatus: order.orderStatus },
    submit: (value) => api.put<Order>(`/order-status/${order._id}`, value),
    onSuccess: (updated) => {
      notify('OrderStatus is Updated', 'success');
      setSaved(updated);
    },
    draftKey: `order-status:${order._id}`,
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
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Update Order Status">
        <FormField
          form={form}
          as="select"
          name="orderStatus"
          label="Change Order Status"
          options={ORDER_STATUSES}
        />
        <FormNotice form={form} />
        <SubmitButton form={form}>Update Status</SubmitButton>
      </form>
    </>
  );
}

export default function PaymentStatusPage() {
  return (
    <AdminOnly title="Order Status">
      <Page narrow>
        <PageHeader title="Order Status">
          <Link to="/total-orders">Total Orders</Link>
        </PageHeader>
        <WithRecord<Order> path={(id) => `/order/${id}`} notFound="This order does not exist.">
          {(order) => <OrderStatusForm order={order} />}
        </WithRecord>
      </Page>
    </AdminOnly>
  );
}
