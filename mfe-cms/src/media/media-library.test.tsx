import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner, type MediaItem } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { EditRecordPage } from '../kit/edit-record-page';
import MediaLibraryPage from '../pages/media-library';
import { sampleRecord } from '../testing/sample-record';

const id = '0123456789abcdef01234567';

function item(n: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const mediaId = `${'0'.repeat(23)}${n}`;
  return {
    _id: mediaId,
    name: `photo-${n}.jpg`,
    type: 'jpeg',
    width: 1200,
    height: 800,
    bytes: 250_000,
    widths: [320, 640, 1024, 1200],
    fallback: 'jpg',
    url: `http://127.0.0.1:4000/media/${mediaId}/1200.jpg`,
    uploadedByEmail: ADMIN.email,
    createdAt: '2026-11-26T09:00:00.000Z',
    ...overrides,
  };
}

const page = (items: MediaItem[], total = items.length) => ({
  body: { items, total, page: 1, pageSize: 24 },
});

test('the library shows each image small, with its name, size and weight, and searches by name on the server', async () => {
  const fetch = stubFetch({
    'GET /media/search': page([
      item(1),
      item(2, { name: 'team.png', width: 300, height: 200, bytes: 2_400_000 }),
    ]),
    'GET /media/search?q=team': page([item(2, { name: 'team.png' })]),
  });
  renderPage(<MediaLibraryPage />, { path: '/media-library', user: ADMIN, route: '*' });
  const images = await screen.findByRole('list', { name: 'Images' });
  const cards = within(images).getAllByRole('listitem');
  expect(cards[0]).toHaveTextContent('photo-1.jpg1200 × 800 · 244 KB');
  expect(cards[1]).toHaveTextContent('team.png300 × 200 · 2.3 MB');
  expect(cards[0].querySelector('img')).toHaveAttribute(
    'src',
    `http://127.0.0.1:4000/media/${item(1)._id}/320.webp`,
  );
  await userEvent.type(screen.getByLabelText('Search by name'), 'team');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText((_text, element) => element?.textContent === 'team.png' && element.tagName === 'P');
  expect(fetch.calls.some((call) => call.path === '/media/search?q=team')).toBe(true);
});

test('a file over 10 MB is refused in the browser, before anything is sent', async () => {
  const fetch = stubFetch({ 'GET /media/search': page([]) });
  renderPage(<MediaLibraryPage />, { path: '/media-library', user: ADMIN, route: '*' });
  await screen.findByText('No images yet: upload the first one above.');
  const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'poster.jpg', { type: 'image/jpeg' });
  fireEvent.drop(screen.getByText('Drop images here, or').parentElement!, {
    dataTransfer: { files: [huge] },
  });
  expect(await screen.findByText('poster.jpg is 11.0 MB; an image may be at most 10 MB')).toBeInTheDocument();
  expect(fetch.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  // The error goes once read.
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/poster\.jpg is 11\.0 MB/)).toBeNull();
});

test('Delete does not promise a removal before the API checked that no block uses the image', async () => {
  stubFetch({ 'GET /media/search': page([item(1)]) });
  renderPage(<MediaLibraryPage />, { path: '/media-library', user: ADMIN, route: '*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete photo-1.jpg' }));
  await screen.findByRole('button', { name: 'Yes, delete' });
  expect(
    screen.getByText(
      "An image a block still uses is kept, and you are told where it is used. An unused image's files are removed for good.",
    ),
  ).toBeInTheDocument();
});

test('an image field chooses from the library: the chosen image goes into the field', async () => {
  const fetch = stubFetch({
    [`GET /banner/${id}`]: { body: sampleRecord(banner, id) },
    'GET /content-drafts': { body: [] },
    [`GET /content-history/banner/${id}`]: { body: [] },
    'GET /media/search': page([item(1), item(2)]),
  });
  renderPage(<EditRecordPage resource={banner} title="Edit Banner" />, {
    path: `/banner/${id}`,
    route: '/banner/:id',
    user: ADMIN,
  });
  const field = await screen.findByLabelText('Banner Image');
  // Only image fields get the picker.
  expect(screen.getAllByRole('button', { name: /^Choose from library/ })).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: /^Choose from library\s*: Banner Image$/ }));
  const dialog = screen.getByRole('dialog', { name: 'Choose an image for Banner Image' });
  await within(dialog).findByRole('button', { name: 'Use photo-2.jpg' });
  // Searching the library inside the editor does not send the editor's form.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Use photo-2.jpg' }));
  expect(field).toHaveValue(item(2).url);
  expect(dialog).not.toHaveAttribute('open');
});
