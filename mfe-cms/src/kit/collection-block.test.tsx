import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItems, workSteps } from '@agency/contracts';
import { stubFetch } from '@agency/ui/testing';
import { renderEditor } from '../testing/render-editor';
import { sampleRecord } from '../testing/sample-record';
import { CollectionBlock } from './collection-block';

function faq(id: string, title: string) {
  return { ...sampleRecord(faqItems, id), accodingTitle: title };
}

test('lists items with their edit links, and an added item appears after the server confirmed', async () => {
  let stored = [faq('f1', 'First question')];
  stubFetch({
    'GET /faq-items': () => ({ body: stored }),
    'POST /add-faq-item': (init) => {
      const added = { ...faq('f2', ''), ...(JSON.parse(String(init.body)) as object) };
      stored = [...stored, added];
      return { status: 201, body: added };
    },
  });
  renderEditor(
    <CollectionBlock
      resource={faqItems}
      addTitle="Add FAQ Item"
      itemTitle="accodingTitle"
      links={[{ text: 'Edit' }]}
    />,
  );
  const first = (await screen.findByText('First question')).closest('li') as HTMLElement;
  expect(within(first).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/faq-edit/f1');

  await userEvent.type(screen.getByLabelText('Question'), 'Second question');
  await userEvent.type(screen.getByLabelText('Answer'), 'An answer');
  await userEvent.click(screen.getByRole('button', { name: 'Add FAQ Item' }));
  expect(await screen.findByText('FAQ Item is Added')).toBeInTheDocument();
  expect(await screen.findByText('Second question')).toBeInTheDocument();
});

test('without link text the item title is the link', async () => {
  stubFetch({ 'GET /faq-items': { body: [faq('f1', 'First question')] } });
  renderEditor(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />);
  expect(await screen.findByRole('link', { name: 'First question' })).toHaveAttribute('href', '/faq-edit/f1');
});

test('delete asks first, then deletes on the server and drops the item', async () => {
  let stored = [faq('f1', 'First question'), faq('f2', 'Second question')];
  const fetch = stubFetch({
    'GET /faq-items': () => ({ body: stored }),
    'DELETE /faq-item/f1': () => {
      stored = stored.slice(1);
      return { body: {} };
    },
  });
  renderEditor(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First question' }));
  const confirm = screen.getByRole('group', { name: 'Confirm deleting First question' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(fetch.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Delete First question' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('First question is Deleted')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'First question' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Second question' })).toBeInTheDocument();
});

test('a refused delete says so and keeps the item', async () => {
  stubFetch({
    'GET /faq-items': { body: [faq('f1', 'First question')] },
    'DELETE /faq-item/f1': { status: 403, body: { statusCode: 403, message: 'Forbidden resource' } },
  });
  renderEditor(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First question' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Not deleted: Forbidden resource')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'First question' })).toBeInTheDocument();
});

test('an empty list says so; filtered items are counted, not shown', async () => {
  const step = (id: string, stepNumber: string) => ({
    ...sampleRecord(workSteps, id),
    stepNumber,
    stepTitle: `Step ${stepNumber}`,
  });
  stubFetch({ 'GET /worksec': { body: [step('w1', '01'), step('w5', '05')] } });
  renderEditor(
    <CollectionBlock
      resource={workSteps}
      itemTitle="stepTitle"
      show={(item) => ['01', '02', '03', '04'].includes(String(item.stepNumber))}
    />,
  );
  expect(await screen.findByRole('link', { name: 'Step 01' })).toHaveAttribute('href', '/edit-work/w1');
  expect(screen.queryByText('Step 05')).not.toBeInTheDocument();
  expect(screen.getByText('1 other item(s) are not shown on this screen.')).toBeInTheDocument();
});

test('no items: an empty state', async () => {
  stubFetch({ 'GET /faq-items': { body: [] } });
  renderEditor(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />);
  expect(await screen.findByText('No items yet.')).toBeInTheDocument();
});
