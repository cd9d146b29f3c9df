import { screen, within } from '@testing-library/react';
import { workSteps } from '@agency/contracts';
import { stubFetch } from '@agency/ui/testing';
import { renderEditor } from '../testing/render-editor';
import { sampleRecord } from '../testing/sample-record';
import EditWorkPage from './edit-work';

test('lists and links every work step, saying which ones the public page leaves out', async () => {
  const step = (id: string, stepNumber: string) => ({
    ...sampleRecord(workSteps, id),
    stepNumber,
    stepTitle: `Step title ${stepNumber}`,
  });
  stubFetch({ 'GET /worksec': { body: [step('w1', '01'), step('w5', '05'), step('w6', '06')] } });
  renderEditor(<EditWorkPage />);
  const fifth = (await screen.findByText('Step title 05')).closest('li') as HTMLElement;
  expect(within(fifth).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-work/w5');
  expect(within(fifth).getByText(/Step 05 · not shown on the public page/)).toBeInTheDocument();
  const first = screen.getByText('Step title 01').closest('li') as HTMLElement;
  expect(within(first).getByText('Step 01')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});
