// The admin tools against the running stack: PayPal e-mail, admin users, order status and messages.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiClient, apiSession } from './api-session';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();
/** Screenshots to look at, beside the run's other results at the repository root. */
const shot = (name: string) => path.resolve(__dirname, '..', '..', 'test-results', name);

/** A customer orders through the API, as the order page would. */
async function placeOrder(
  customerName: string,
): Promise<{ credentials: { email: string; password: string }; orderId: string }> {
  const credentials = await registerCustomer(site);
  const customer = await apiSession(site.stack.urls, credentials, 'login');
  const order = await customer.post('/new-order', {
    data: { packageName: 'Basic', customerName, customerAddress: '1 Main St', customerCountry: 'Norway' },
  });
  expect(order.status()).toBe(201);
  const { _id: orderId } = (await order.json()) as { _id: string };
  await customer.dispose();
  return { credentials, orderId };
}

/** A customer's order, paid in the browser through the checkout simulator. */
async function placePaidOrder(customerName: string): Promise<void> {
  const { credentials, orderId } = await placeOrder(customerName);
  const { context, page } = await openSignedInPage(site, credentials);
  await page.goto(`${site.stack.urls.shell}/pay-now/${orderId}`);
  await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
  await page.waitForURL(`${site.stack.urls.api}/payments/simulator/checkout`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(`${site.stack.urls.shell}/received-payment/${orderId}`);
  await page.getByRole('status').filter({ hasText: 'Your order is Paid' }).waitFor({ timeout: 20_000 });
  await context.close();
}

/** Where the back office's sidebar starts and whether its whole height is in view, below the header. */
async function sidebarPlace(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Back office"]')!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return {
      left: Math.round(nav.left),
      belowHeader: nav.top >= header.bottom - 1,
      aboveFooter: nav.bottom <= footer.top + 1,
      inView: nav.bottom <= window.innerHeight + 1,
    };
  });
}

async function openAdminCard(page: Page, card: RegExp): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: card }).click();
}

test('an admin changes the PayPal e-mail, adds an admin, delivers an order and reads a message', async () => {
  const customerName = `Order Buyer ${Date.now()}`;
  await placeOrder(customerName);
  const visitor = await apiClient(site.stack.urls);
  const sent = await visitor.post('/add-message', {
    data: {
      name: 'Mia Sender',
      email: 'mia@example.com',
      number: '555-0199',
      subject: 'Yearly plan',
      message: 'Do you offer a yearly plan?',
      messageStatus: 'UnRead',
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.dispose();

  const { context, page } = await openSignedInPage(site);

  // The demo seed set the simulator's PayPal e-mail: the Payment card leads to its edit form.
  await openAdminCard(page, /Payment/);
  await page.waitForURL('**/paypal-email/*');
  // The form appears once the record has arrived, filled with it.
  const paypalEmail = page.getByLabel('Paypal Email', { exact: true });
  expect(await paypalEmail.inputValue()).toBe('payments@agency.test');
  await paypalEmail.fill('billing@agency.test');
  await page.getByRole('button', { name: 'Update Email' }).click();
  await page.getByText('Paypal Email Updated').waitFor();
  await page.reload();
  expect(await page.getByLabel('Paypal Email', { exact: true }).inputValue()).toBe('billing@agency.test');

  // The demo admin is listed; a colleague is added beside it.
  await openAdminCard(page, /Admin Email/);
  await page.getByRole('link', { name: site.stack.admin.email }).waitFor();
  await page.getByRole('button', { name: 'Add another admin' }).click();
  await page.getByLabel('User Email').fill('colleague@agency.test');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByText('User Is Added').waitFor();
  await page.getByRole('link', { name: 'colleague@agency.test' }).waitFor();

  // The customer's order goes from Pending to Delivered.
  await openAdminCard(page, /Total Orders/);
  await page.waitForURL('**/total-orders');
  const row = page.getByRole('row').filter({ hasText: customerName });
  await row.getByRole('link', { name: 'Update Order' }).click();
  await page.getByText(customerName).waitFor();
  await page.getByLabel('Change Order Status').selectOption('Delivered');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await page.getByText('OrderStatus is Updated').waitFor();
  // Back through the breadcrumb, which names the list the order was opened from.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Total Orders' })
    .click();
  await page.waitForURL('**/total-orders');
  await page.getByRole('row').filter({ hasText: customerName }).filter({ hasText: 'Delivered' }).waitFor();

  // The message is read and moves to the read table.
  await openAdminCard(page, /All Messages/);
  await page.waitForURL('**/all-messages/');
  await page
    .getByRole('table', { name: 'Unread Messages' })
    .getByRole('row')
    .filter({ hasText: 'Mia Sender' })
    .getByRole('link', { name: 'View Message' })
    .click();
  await page.getByText('Do you offer a yearly plan?').waitFor();
  await page.getByRole('button', { name: 'Mark Read' }).click();
  await page.getByText('Message is Read').waitFor();
  expect(await page.getByRole('button', { name: 'Mark Read' }).count()).toBe(0);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'All Messages' })
    .click();
  await page.getByRole('table', { name: 'Read Messages' }).getByText('Mia Sender').waitFor();
  await context.close();
});

test('an admin downloads the orders as CSV (the new order in it, formulas neutralised) and sees the sales chart', async () => {
  const customerName = `=Export Buyer ${Date.now()}`;
  await placeOrder(customerName);
  const { context, page } = await openSignedInPage(site);
  await page.goto(`${site.stack.urls.shell}/total-orders`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders.csv');
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text.split('\r\n')[0]).toMatch(/^Order No\.,Order Id,Order Date,Customer Name,/);
  expect(text).toContain(`'${customerName}`);

  // The dashboard's chart answers from the API, per day and per month (nothing was paid in this file's stack).
  await page.goto(`${site.stack.urls.shell}/admin`);
  await page.getByText('No paid orders in the last 30 days yet.').waitFor();
  await page.getByRole('button', { name: 'Month' }).click();
  await page.getByText('No paid orders in the last 12 months yet.').waitFor();
  await context.close();
});

test('an admin searches the orders: the search is in the URL, survives a reload and goes back to the full list', async () => {
  const customerName = `Searchable ${Date.now()}`;
  await placeOrder(customerName);
  await placeOrder(`Other ${Date.now()}`);
  const { context, page } = await openSignedInPage(site);
  await page.goto(`${site.stack.urls.shell}/total-orders`);
  await page.getByRole('table', { name: 'Total Orders' }).waitFor();

  const form = page.getByRole('search', { name: 'Search orders' });
  await form.getByLabel('Search').fill(customerName.toUpperCase());
  await form.getByLabel('Payment Status').selectOption('UnPaid');
  await form.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('table', { name: 'Orders found' });
  await found.getByText(customerName).waitFor();
  expect(await found.getByRole('row').count()).toBe(2);
  await page.getByText('1 match').waitFor();
  expect(new URL(page.url()).searchParams.get('paymentStatus')).toBe('UnPaid');

  await page.reload();
  await page.getByRole('table', { name: 'Orders found' }).getByText(customerName).waitFor();
  expect(await page.getByRole('search', { name: 'Search orders' }).getByLabel('Search').inputValue()).toBe(
    customerName.toUpperCase(),
  );
  await page.goBack();
  await page.getByRole('table', { name: 'Total Orders' }).waitFor();
  await context.close();
});

test('an admin goes from /dashboard into the back office, and the sales chart is readable without hovering', async () => {
  await placePaidOrder(`Paid Buyer ${Date.now()}`);
  for (const width of [1280, 375]) {
    const { context, page } = await openSignedInPage(site, 'admin', { width });
    const card = page.getByRole('main').getByRole('link', { name: /Back Office/ });
    await card.getByText(/^\d+ unread messages? · [1-9]\d* paid orders? to deliver$/).waitFor();
    await card.click();
    await page.waitForURL('**/admin/');
    const chart = page.getByRole('region', { name: 'Sales' });
    await chart.getByText(/from [1-9]\d* paid orders? in the last 30 days/).waitFor();
    // A scale and period labels, in view at this width.
    const scale = chart.locator('.sales-chart__scale li');
    expect(await scale.allTextContents()).toEqual([expect.stringMatching(/^\$/), expect.any(String), '$0']);
    const periods = chart.locator('.sales-chart__period');
    expect(await periods.count()).toBe(5);
    for (const label of await periods.all()) {
      const box = (await label.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await label.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    }
    await chart.screenshot({ path: shot(`sales-chart-${width}.png`) });
    await context.close();
  }
});

test('the back office frame starts at one place on pages of every height, its sidebar never cut', async () => {
  // Tall, medium and short pages.
  const pages = ['/admin/', '/setting', '/add-paypal-Email'];
  for (const width of [1280, 375]) {
    const { context, page } = await openSignedInPage(site, 'admin', { width });
    const lefts: number[] = [];
    for (const pagePath of pages) {
      await page.goto(`${site.stack.urls.shell}${pagePath}`);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
      await page.waitForLoadState('networkidle');
      const top = await sidebarPlace(page);
      lefts.push(top.left);
      if (width === 1280) {
        expect(top).toMatchObject({ belowHeader: true, inView: true });
        // The header's four account buttons stay inside its margin, and its ends are the frame's.
        const header = await page.evaluate(() => {
          const bar = document.querySelector('.site-header__bar')!;
          const inner = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
          return {
            overflow:
              document.querySelector('.site-header__actions--desktop')!.getBoundingClientRect().right - inner,
            apart:
              bar.getBoundingClientRect().right -
              document.querySelector('.bo-frame')!.getBoundingClientRect().right,
          };
        });
        expect(header).toEqual({ overflow: expect.any(Number), apart: 0 });
        expect(header.overflow).toBeLessThanOrEqual(0);
        // At the end of the page the sidebar is still whole, above the footer.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        expect(await sidebarPlace(page)).toMatchObject({ aboveFooter: true });
      }
      const name = pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot(`frame-${name}-${width}.png`), fullPage: true });
    }
    expect(new Set(lefts).size).toBe(1);
    await context.close();
  }
});

test("a remote's own preview page may read the API from its origin while developing", async () => {
  const { context, page } = await openSignedInPage(site);
  // The remote's standalone page, on its own origin, reads as its pages do: with the session, across origins.
  await page.goto(`${site.stack.urls['mfe-admin']}/`);
  const status = await page.evaluate(
    async (api) => (await fetch(`${api}/orders/search?pageSize=1`, { credentials: 'include' })).status,
    site.stack.urls.api,
  );
  expect(status).toBe(200);
  await context.close();
});
