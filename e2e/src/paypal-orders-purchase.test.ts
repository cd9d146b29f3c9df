// PayPal Orders v2 end to end in a browser: the simulator's approve page, the API's capture on return and the
// signed webhooks, then an admin's refund from the order page. The real verification code runs throughout.
import { apiSession } from './api-session';
import { awaitMail } from './outbox';
import { useRunningSite } from './running-site';
import { openSignedInPage, type SignedInPage } from './signed-in-page';

const site = useRunningSite({ apiEnv: { PAYMENT_PROVIDER: 'paypal-orders' } });

async function totalSales(admin: SignedInPage): Promise<number> {
  const answer = await admin.page.request.get(`${site.stack.urls.api}/orders/total-sales`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { cents: number }).cents;
}

test('a customer pays a package through the approve page; an admin refunds it from the order page', async () => {
  const { urls } = site.stack;
  const packages = (await (await fetch(`${urls.api}/pricings`)).json()) as Array<{
    _id: string;
    packageName: string;
    packagePrice: string;
  }>;
  const premium = packages.find((pack) => pack.packageName === 'Premium')!;
  const account = { email: `v2buyer${Date.now()}@example.com`, password: 'buyer-password' };
  await (await apiSession(urls, account, 'register')).dispose();

  const customer = await openSignedInPage(site, account);
  const { page } = customer;
  await page.goto(`${urls.shell}/order-now/${premium._id}`);
  await page.getByLabel('Name', { exact: true }).fill('Noor Haddad');
  await page.getByLabel('Address', { exact: true }).fill('4 Harbour Road');
  await page.getByLabel('Country', { exact: true }).fill('Jordan');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL('**/pending-order');
  await page.getByRole('link', { name: 'Pay Now' }).first().click();
  await page.waitForURL('**/pay-now/*');
  const cancelledId = page.url().split('/').pop()!;

  // The approve link carries only PayPal's token: the pay page still says what is paid for.
  await page.getByText('Premium package').waitFor();
  const price = `$${Number(premium.packagePrice).toFixed(2)}`;
  await page.getByText(price, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
  await page.waitForURL(`${urls.api}/payments/simulator/approve?token=*`);
  await page.getByTestId('item').filter({ hasText: 'Premium' }).waitFor();

  // The buyer first cancels at PayPal, then pays again for the same package without retyping anything.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL(new RegExp(`/order-cancelled/${cancelledId}`));
  await page.getByText('You have cancelled the payment').waitFor();
  await page.waitForURL('**/dashboard');
  await page
    .getByRole('status')
    .filter({ hasText: 'You have cancelled the payment' })
    .getByRole('button', { name: 'Pay again' })
    .click();
  await page.waitForURL('**/pay-now/*');
  const orderId = page.url().split('/').pop()!;
  expect(orderId).not.toBe(cancelledId);
  await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
  await page.waitForURL(`${urls.api}/payments/simulator/approve?token=*`);

  await page.getByRole('button', { name: /^Approve and pay/ }).click();
  // The API captures on the way back, then sends the buyer on to the shell.
  await page.waitForURL(`${urls.shell}/received-payment/${orderId}`);
  await page.getByRole('status').filter({ hasText: 'Your order is Paid' }).waitFor({ timeout: 20_000 });

  const admin = await openSignedInPage(site);
  const salesBefore = await totalSales(admin);
  await admin.page.goto(`${urls.shell}/admin/payment-status/${orderId}`);
  const details = admin.page.getByRole('definition').filter({ hasText: /^Paid/ });
  await details.waitFor();
  await admin.page.getByRole('button', { name: 'Refund this order' }).click();
  const dialog = admin.page.getByRole('alertdialog', { name: `Refund ${price} to Noor Haddad?` });
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Order is Refunded' }).waitFor();
  await admin.page
    .getByRole('definition')
    .filter({ hasText: /^Refunded$/ })
    .waitFor();
  expect(await admin.page.getByRole('button', { name: 'Refund this order' }).count()).toBe(0);
  // A refunded order is never delivered: the dropdown says why, and the API refuses it too.
  const status = admin.page.getByLabel('Change Order Status');
  expect(await status.getByRole('option', { name: 'Delivered' }).isDisabled()).toBe(true);
  await admin.page.getByText('A refunded order cannot be marked Delivered').waitFor();
  const refused = await admin.page.request.put(`${urls.api}/order-status/${orderId}`, {
    headers: { Origin: urls.shell },
    data: { orderStatus: 'Delivered' },
  });
  expect(refused.status()).toBe(400);
  // The customer is told of the refund.
  const refundMail = await awaitMail(site.stack.dataDir, account.email, (mail) =>
    mail.subject.startsWith('Refund for order #'),
  );
  expect(refundMail.text).toContain('Premium');
  expect(salesBefore - (await totalSales(admin))).toBe(Math.round(Number(premium.packagePrice) * 100));

  // The customer's orders show the refund too.
  await page.goto(`${urls.shell}/my-order`);
  await page
    .getByRole('table', { name: 'My Orders' })
    .getByRole('row')
    .filter({ hasText: 'Noor Haddad' })
    .getByText('Refunded')
    .waitFor();

  await admin.close();
  await customer.close();
});
