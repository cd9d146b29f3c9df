// No signed-in page moves while it loads: the customer's dashboard, the admin's dashboard and a CMS record editor,
// each loaded whole on a phone's width (375 px) with a layout-shift observer from the first frame, sum their layout
// shifts without recent input as CLS counts them, and stay within 0.02 (docs/signed-in-pages.md). The browser's CPU
// runs four times slower, as on a phone, so the stages of a load (shell, session, remote, reads) paint apart.
import type { Page } from 'playwright-core';
import { apiClient } from './api-session';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer, type SignedInPage } from './signed-in-page';

const PHONE_WIDTH = 375;
const MAX_SHIFT = 0.02;

const site = useRunningSite();

interface Shift {
  value: number;
  sources: string[];
}

/** Runs in the page before any of its scripts: keeps every layout shift without recent input and what moved. */
function observeShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }
    >)
      if (!entry.hadRecentInput)
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads `path` afresh with the session the page holds; waits for `ready` and a quiet network; its shifts. */
async function shiftsOf(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<Shift[]> {
  await page.goto(`${site.stack.urls.shell}${path}`, { waitUntil: 'networkidle' });
  await ready(page);
  // Two frames after the last change, so a shift of the final layout is reported too.
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)),
        ),
      ),
  );
}

async function phonePage(as: Parameters<typeof openSignedInPage>[1]): Promise<SignedInPage> {
  const signedIn = await openSignedInPage(site, as, { width: PHONE_WIDTH });
  await signedIn.page.addInitScript(observeShifts);
  const cdp = await signedIn.context.newCDPSession(signedIn.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return signedIn;
}

function total(shifts: Shift[]) {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

test('the customer dashboard, the admin dashboard and a CMS editor load without moving on a phone', async () => {
  const api = await apiClient(site.stack.urls);
  const banners = (await (await api.get('/banner')).json()) as Array<{ _id: string }>;
  await api.dispose();
  const customer = await phonePage(await registerCustomer(site));
  const admin = await phonePage('admin');
  try {
    const measured = {
      '/dashboard': await shiftsOf(customer.page, '/dashboard', (page) =>
        page.getByRole('heading', { level: 1 }).first().waitFor(),
      ),
      '/admin/': await shiftsOf(admin.page, '/admin/', (page) =>
        page.getByRole('heading', { level: 1 }).first().waitFor(),
      ),
      [`/banner/${banners[0]._id}`]: await shiftsOf(admin.page, `/banner/${banners[0]._id}`, (page) =>
        page.getByLabel('Banner Heading').waitFor(),
      ),
    };
    const over = Object.entries(measured)
      .filter(([, shifts]) => total(shifts) > MAX_SHIFT)
      .map(([path, shifts]) => ({ path, total: total(shifts), shifts }));
    expect(over).toEqual([]);
  } finally {
    await customer.close();
    await admin.close();
  }
}, 180_000);
