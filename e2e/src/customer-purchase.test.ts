// A customer's whole purchase through the built-in checkout simulator: the real IPN verification runs end to end.
import type { Page } from 'playwright-core';
import { awaitMail } from './outbox';
import { apiSession } from './api-session';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();
let basicPackageId: string;

beforeAll(async () => {
  // Nothing is set up here: the demo seed's PayPal business e-mail is what the simulator pays, as on `npm start`.
  const packages = (await (await fetch(`${site.stack.urls.api}/pricings`)).json()) as Array<{
    _id: string;
    packageName: string;
  }>;
  basicPackageId = packages.find((pack) => pack.packageName === 'Basic')!._id;
}, 120_000);

async function signedInCustomer(
  width?: number,
): Promise<{ email: string; page: Page; close: () => Promise<void> }> {
  const account = await registerCustomer(site, 'buyer-password');
  const { page, close } = await openSignedInPage(site, account, { width });
  return { email: account.email, page, close };
}

/** From a Pay Now link to the simulator's hosted page; returns the order id. */
async function openCheckout(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Pay Now' }).first().click();
  await page.waitForURL('**/pay-now/*');
  const orderId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
  await page.waitForURL(`${site.stack.urls.api}/payments/simulator/checkout`);
  return orderId;
}

test('order a package, pay through the checkout simulator, see the order Paid and get the receipt; the admin refunds it in PayPal', async () => {
  const { email, page, close } = await signedInCustomer();
  await page.goto(`${site.stack.urls.shell}/order-now/${basicPackageId}`);
  const packageName = page.getByLabel('Package', { exact: true });
  await packageName.waitFor();
  expect(await packageName.inputValue()).toBe('Basic');
  await page.getByLabel('Name', { exact: true }).fill('Ana Lima');
  await page.getByLabel('Address', { exact: true }).fill('1 Main Street, Lisbon');
  await page.getByLabel('Country', { exact: true }).fill('Portugal');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL('**/pending-order');
  await page.getByRole('table', { name: 'Pending Orders' }).getByText('Ana Lima').waitFor();

  const orderId = await openCheckout(page);
  await page.getByTestId('item').filter({ hasText: 'Basic' }).waitFor();
  await page.getByRole('button', { name: /^Pay / }).click();

  await page.waitForURL(`${site.stack.urls.shell}/received-payment/${orderId}`);
  await page.getByText('Thank you for your payment').waitFor({ timeout: 20_000 });
  await page.getByRole('status').filter({ hasText: 'Your order is Paid' }).waitFor();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page
    .getByRole('table', { name: 'My Orders' })
    .getByRole('button', { name: 'You Have Paid' })
    .waitFor();
  const order = await page.request.get(`${site.stack.urls.api}/order/${orderId}`);
  const { txnId } = (await order.json()) as { txnId: string };
  const receipt = await awaitMail(site.stack.dataDir, email, (mail) =>
    mail.subject.startsWith('Payment received'),
  );
  for (const part of [receipt.text, receipt.html ?? '']) {
    expect(part).toContain('Basic');
    expect(part).toContain(txnId);
  }

  // Payments Standard has no refund call: the admin's order page says how to refund instead of offering it.
  const admin = await openSignedInPage(site);
  await admin.page.goto(`${site.stack.urls.shell}/admin/payment-status/${orderId}`);
  await admin.page.getByText(/refund it in your PayPal account/).waitFor();
  expect(await admin.page.getByRole('button', { name: 'Refund this order' }).count()).toBe(0);
  // The link opens the payment in the (simulated) PayPal account; refunding there notifies the shop.
  const paypalPage = await admin.page.getByRole('link', { name: 'Refund in PayPal' }).getAttribute('href');
  await admin.page.goto(paypalPage!);
  await admin.page.getByRole('button', { name: 'Refund the full amount' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'the shop was notified' }).waitFor();
  await awaitMail(site.stack.dataDir, email, (mail) => mail.subject.startsWith('Refund for order #'));
  await admin.page.goto(`${site.stack.urls.shell}/admin/payment-status/${orderId}`);
  await admin.page
    .getByRole('definition')
    .filter({ hasText: /^Refunded$/ })
    .waitFor();
  await admin.context.close();
  await close();
});

test('on a 375 px phone the customer pages do not scroll sideways and Pay Now is in reach', async () => {
  const { page, close } = await signedInCustomer(375);
  const placed = await page.request.post(`${site.stack.urls.api}/new-order`, {
    headers: { Origin: site.stack.urls.shell },
    data: {
      packageId: basicPackageId,
      customerName: 'Cy Dubois',
      customerAddress: '3 Rue',
      customerCountry: 'France',
    },
  });
  expect(placed.status()).toBe(201);
  for (const [path, table] of [
    ['/dashboard', 'My Orders'],
    ['/my-order', 'My Orders'],
    ['/pending-order', 'Pending Orders'],
  ]) {
    await page.goto(`${site.stack.urls.shell}${path}`);
    const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: 'Cy Dubois' });
    await row.waitFor();
    // The card says what was bought and for how much.
    await row.getByText('Basic', { exact: true }).waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
      scrollers: [...document.querySelectorAll('.ui-table-scroll')].map(
        (el) => el.scrollWidth - el.clientWidth,
      ),
    }));
    expect([path, widths.page]).toEqual([path, widths.view]);
    expect([path, widths.scrollers.every((overflow) => overflow <= 0)]).toEqual([path, true]);
    const payNow = row.getByRole('link', { name: 'Pay Now' });
    const box = await payNow.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  await close();
});

test('on a 375 px phone the account page keeps to the screen, however long the e-mail address', async () => {
  // No hyphen or dot before the @: nothing where the line could break.
  const account = { email: `customerwithalongaddress${Date.now()}@example.com`, password: 'buyer-password' };
  await (await apiSession(site.stack.urls, account, 'register')).dispose();
  const { page, close } = await openSignedInPage(site, account, { width: 375 });
  await page.goto(`${site.stack.urls.shell}/account`);
  await page.getByRole('table', { name: 'Your sessions' }).waitFor();
  await page.getByText(account.email, { exact: true }).waitFor();
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBe(widths[1]);
  await close();
});

test('cancelling at the checkout marks the order Cancelled and returns to the dashboard', async () => {
  const { page, close } = await signedInCustomer();
  const placed = await page.request.post(`${site.stack.urls.api}/new-order`, {
    headers: { Origin: site.stack.urls.shell },
    data: {
      packageId: basicPackageId,
      customerName: 'Bo Chen',
      customerAddress: '2 High Street',
      customerCountry: 'Ireland',
    },
  });
  expect(placed.status()).toBe(201);
  await page.goto(`${site.stack.urls.shell}/my-order`);

  const orderId = await openCheckout(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.waitForURL(`${site.stack.urls.shell}/order-cancelled/${orderId}`);
  await page.getByText('You have cancelled the payment').waitFor();
  await page.waitForURL('**/dashboard');
  // The dashboard says what happened; the cancelled order's state is words, not a button.
  const notice = page
    .getByRole('status')
    .filter({ hasText: /You have cancelled the payment for order #\d+/ });
  await notice.waitFor();
  const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: 'Bo Chen' });
  await row.getByText('You Have Cancelled').waitFor();
  expect(await row.getByRole('button', { name: 'You Have Cancelled' }).count()).toBe(0);
  const order = await page.request.get(`${site.stack.urls.api}/order/${orderId}`);
  expect(((await order.json()) as { paymentStatus: string }).paymentStatus).toBe('Cancelled');

  // Paying again is one step: a new order with the same details, straight to the checkout.
  await notice.getByRole('button', { name: 'Pay again' }).click();
  await page.waitForURL('**/pay-now/*');
  const newId = page.url().split('/').pop()!;
  expect(newId).not.toBe(orderId);
  await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
  await page.waitForURL(`${site.stack.urls.api}/payments/simulator/checkout`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(`${site.stack.urls.shell}/received-payment/${newId}`);
  await page.getByRole('status').filter({ hasText: 'Your order is Paid' }).waitFor({ timeout: 20_000 });
  const orders = (await (await page.request.get(`${site.stack.urls.api}/orders?mine=true`)).json()) as Array<{
    _id: string;
    customerName: string;
    paymentStatus: string;
  }>;
  expect(orders.map((o) => [o._id, o.customerName, o.paymentStatus]).sort()).toEqual(
    [
      [orderId, 'Bo Chen', 'Cancelled'],
      [newId, 'Bo Chen', 'Paid'],
    ].sort(),
  );
  await close();
});

test('when PayPal’s notification is late, the return page stops waiting and says the payment is being confirmed', async () => {
  const { page, close } = await signedInCustomer();
  // An order whose payment notification never arrives.
  const placed = await page.request.post(`${site.stack.urls.api}/new-order`, {
    headers: { Origin: site.stack.urls.shell },
    data: {
      packageId: basicPackageId,
      customerName: 'Lee Park',
      customerAddress: '9 Lane',
      customerCountry: 'Korea',
    },
  });
  expect(placed.status()).toBe(201);
  const { _id: orderId } = (await placed.json()) as { _id: string };
  // The page's own clock, so two minutes of polling pass in moments; every read still goes to the real API.
  await page.clock.install();
  await page.goto(`${site.stack.urls.shell}/received-payment/${orderId}`);
  await page.getByText('We are confirming your payment with PayPal').waitFor();
  const boundReached = page.getByRole('heading', { name: 'Your payment is being confirmed' });
  for (let step = 0; step < 40 && !(await boundReached.isVisible()); step++) {
    await page.clock.runFor(5_000);
    // Real time for the read that the timer started to come back before the next timer.
    await page.waitForTimeout(150);
  }
  await boundReached.waitFor({ timeout: 1000 });
  await page.getByRole('status').filter({ hasText: 'We will e-mail you a receipt' }).waitFor();
  await page.getByRole('link', { name: 'See this order in My Orders' }).click();
  await page.waitForURL('**/my-order');
  await close();
});
