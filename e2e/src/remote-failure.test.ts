import { useRunningSite } from './running-site';
import { openSignedInPage } from './signed-in-page';

const site = useRunningSite();

test('a dead remote shows a contained error with Retry while the other remotes keep working', async () => {
  await site.stack.stopServer('mfe-cms');
  const { context, page } = await openSignedInPage(site);

  // In-app navigation: the shell is running when the user reaches the dead remote's route.
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Settings/ })
    .click();
  await page.waitForURL('**/setting');
  const alert = page.getByRole('alert').filter({ hasText: 'This page is unavailable right now' });
  await alert.waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  // The shell's frame stays.
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).waitFor();
  await page.getByRole('contentinfo').getByText('Quick Links').waitFor();

  // Another remote's route, reached inside the same page, still works.
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page
    .getByRole('link', { name: /Dashboard/ })
    .first()
    .waitFor();
  await context.close();
});
