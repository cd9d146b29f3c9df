// What the shell's web server sends with a signed-in route's page (docs/signed-in-pages.md): the visitor's session,
// read with their own cookie, and hints for the route's remote code, on a page no cache may keep; each session
// gets its own, an anonymous visitor none, and no page kept for everyone ever holds a session.
import { useRunningSite } from './running-site';
import { registerCustomer, type Account } from './signed-in-page';

const site = useRunningSite();

/** The session cookie the API sets when `account` signs in, as the browser would send it back. */
async function sessionCookie(account: Account): Promise<string> {
  const login = await fetch(`${site.stack.urls.api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.stack.urls.shell },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The page's embedded state, as the shell's bootstrap reads it. */
function signedInState(html: string): { session?: { user: { email: string } | null }; config: unknown } {
  const json = /<script id="signed-in-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json as string);
}

test('each session gets its own signed-in page, an anonymous visitor none, and no cache keeps one', async () => {
  const first = await registerCustomer(site);
  const second = await registerCustomer(site);
  const cookies = [await sessionCookie(first), await sessionCookie(second)];
  const page = (cookie?: string) =>
    fetch(`${site.stack.urls.shell}/dashboard`, { headers: cookie ? { Cookie: cookie } : {} });

  // Interleaved, so a page kept for one answer would show up in the next.
  const answers = [];
  for (const cookie of [cookies[0], undefined, cookies[1], cookies[0]]) {
    const response = await page(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(response.headers.get('etag')).toBeNull();
    answers.push(await response.text());
  }
  const emails = answers.map((html) => signedInState(html).session?.user?.email ?? null);
  expect(emails).toEqual([first.email, null, second.email, first.email]);
  // Nobody signed in here may be someone at an API of another host: that session is left to the browser to read.
  expect(signedInState(answers[1]).session).toBeUndefined();
  expect(answers[1]).not.toContain(first.email);
  expect(answers[2]).not.toContain(first.email);
  expect(answers[0]).not.toContain(second.email);

  // The route's remote entry and the page module's chunks, as mfe-customer's manifest names them.
  const config = signedInState(answers[0]).config as { remotes: Record<string, string> };
  const manifestUrl = config.remotes.mfe_customer;
  const manifest = (await (await fetch(manifestUrl)).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const dashboard = manifest.exposes.find((expose) => expose.name === 'Dashboard');
  const expected = [manifest.metaData.remoteEntry.name, ...(dashboard?.assets.js.sync ?? [])].map(
    (file) => new URL(file, manifestUrl).href,
  );
  expect(expected.length).toBeGreaterThan(1);
  const link = (await page(cookies[0])).headers.get('link') ?? '';
  for (const href of expected) {
    expect(answers[0]).toContain(`<link rel="preload" as="script" href="${href}" />`);
    expect(link).toContain(`<${href}>; rel=preload; as=script`);
  }

  // The public pages are kept renders shared by everyone: a signed-in visitor's request leaves no trace in them.
  for (const cookie of cookies) {
    const landing = await fetch(`${site.stack.urls.shell}/`, { headers: { Cookie: cookie } });
    const html = await landing.text();
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(html).not.toContain(first.email);
    expect(html).not.toContain(second.email);
    expect(html).not.toContain('signed-in-state');
  }
}, 120_000);
