import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItems } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
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
  renderPage(
    <CollectionBlock
      resource={faqItems}
      addTitle="Add FAQ Item"
      itemTitle="accodingTitle"
      links={[{ text: 'Edit' }]}
    />,
    { user: ADMIN, route: '*' },
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
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  expect(await screen.findByRole('link', { name: 'First question' })).toHaveAttribute('href', '/faq-edit/f1');
});

test('delete asks in a dialog first, then deletes on the server and drops the item', async () => {
  let stored = [faq('f1', 'First question'), faq('f2', 'Second question')];
  const fetch = stubFetch({
    'GET /faq-items': () => ({ body: stored }),
    'DELETE /faq-item/f1': () => {
      stored = stored.slice(1);
      return { body: {} };
    },
  });
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  const opener = await screen.findByRole('button', { name: 'Delete First question' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete “First question”?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  // Escape cancels too; nothing was sent either time.
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(fetch.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(opener);
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('First question is Deleted')).toBeInTheDocument();
  expect(fetch.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'First question' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Second question' })).toBeInTheDocument();
});

test('a refused delete says so and keeps the item', async () => {
  stubFetch({
    'GET /faq-items': { body: [faq('f1', 'First question')] },
    'DELETE /faq-item/f1': { status: 403, body: { statusCode: 403, message: 'Forbidden resource' } },
  });
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First question' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Not deleted: Forbidden resource')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'First question' })).toBeInTheDocument();
});

/** A FAQ list served from `stored`, whose order route saves what it is sent, as the API does. */
function orderedFaqs(titles: string[]) {
  let stored = titles.map((title, index) => faq(`f${index + 1}`, title));
  const fetch = stubFetch({
    'GET /faq-items': () => ({ body: stored }),
    'PUT /faq-items/order': (init) => {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      stored = ids.map((id) => stored.find((record) => record._id === id)!);
      return { body: stored };
    },
  });
  const shown = () =>
    screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]!.textContent);
  return { fetch, shown, saved: () => stored.map((record) => record.accodingTitle) };
}

test('moves an item by keyboard, announces where it went, and saves the order', async () => {
  const { fetch, shown, saved } = orderedFaqs(['One', 'Two', 'Three']);
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  const later = await screen.findByRole('button', { name: 'Move One later' });
  later.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('One moved to position 2 of 3; order saved')).toBeInTheDocument();
  expect(saved()).toEqual(['Two', 'One', 'Three']);
  await waitFor(() => expect(shown()).toEqual(['Two', 'One', 'Three']));
  // The focused control stays with its item, so the editor can keep pressing.
  expect(screen.getByRole('button', { name: 'Move One later' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(saved()).toEqual(['Two', 'Three', 'One']));
  // The last item cannot go further: nothing is sent.
  const puts = fetch.calls.filter((call) => call.method === 'PUT').length;
  await userEvent.click(screen.getByRole('button', { name: 'Move One later' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move Two earlier' }));
  expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(puts);
});

/** jsdom has no PointerEvent: without one, fired pointer events lose their button and coordinates. */
class JsdomPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  window.PointerEvent ??= JsdomPointerEvent as unknown as typeof PointerEvent;
});

test('moves an item by dragging its handle over another, and saves the order on release', async () => {
  const { fetch, shown, saved } = orderedFaqs(['One', 'Two', 'Three']);
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  await screen.findByText('Three');
  // jsdom lays nothing out: the three cards are given rows 100 px high.
  screen.getAllByRole('listitem').forEach((item, row) => {
    item.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: row * 100, width: 300, height: 100 });
  });
  const handle = screen.getByTestId('drag Three');
  fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10, clientY: 250 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 10, clientY: 150 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 10, clientY: 40 });
  expect(shown()).toEqual(['Three', 'One', 'Two']);
  expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 10, clientY: 40 });
  expect(await screen.findByText('Three moved to position 1 of 3; order saved')).toBeInTheDocument();
  expect(saved()).toEqual(['Three', 'One', 'Two']);
  expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
});

test('a refused order puts the saved order back and says why', async () => {
  stubFetch({
    'GET /faq-items': { body: [faq('f1', 'One'), faq('f2', 'Two')] },
    'PUT /faq-items/order': { status: 403, body: { statusCode: 403, message: 'Forbidden resource' } },
  });
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Move Two earlier' }));
  expect(await screen.findByText('Order not saved: Forbidden resource')).toBeInTheDocument();
  const titles = screen
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);
  expect(titles).toEqual(['One', 'Two']);
});

test('no items: an empty state', async () => {
  stubFetch({ 'GET /faq-items': { body: [] } });
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('No items yet.')).toBeInTheDocument();
});
