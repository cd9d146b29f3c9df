import { screen, within } from '@testing-library/react';
import { workSteps } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import ManageScreenPage from './manage-screen';

test('the work section lists and links every work step, saying which ones the public page leaves out', async () => {
  const step = (id: string, stepNumber: string) => ({
    ...sampleRecord(workSteps, id),
    stepNumber,
    stepTitle: `Step title ${stepNumber}`,
  });
  stubFetch({ 'GET /worksec': { body: [step('w1', '01'), step('w5', '05'), step('w6', '06')] } });
  renderPage(<ManageScreenPage />, { path: '/edit-work', user: ADMIN, route: '*' });
  const fifth = (await screen.findByText('Step title 05')).closest('li') as HTMLElement;
  expect(within(fifth).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-work/w5');
  expect(within(fifth).getByText(/Step 05 · not shown on the public page/)).toBeInTheDocument();
  const first = screen.getByText('Step title 01').closest('li') as HTMLElement;
  expect(within(first).getByText('Step 01')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});

test('a page that manages two blocks shows both panels in catalogue order, under its own title', async () => {
  stubFetch({ 'GET /faq': { body: [] }, 'GET /faq-items': { body: [] } });
  renderPage(<ManageScreenPage />, { path: '/edit-faq', user: ADMIN, route: '*' });
  expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
  const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
    (heading) => heading.textContent,
  );
  expect(headings.indexOf('FAQ Text')).toBeLessThan(headings.indexOf('Add FAQ Item'));
});

test('an address that manages no block says so', () => {
  renderPage(<ManageScreenPage />, { path: '/edit-nothing', user: ADMIN, route: '*' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('No content block is managed at this address.')).toBeInTheDocument();
});
