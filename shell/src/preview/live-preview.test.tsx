import { act, render, screen, within } from '@testing-library/react';
import type { LivePreviewUpdate } from '@agency/contracts';
import { createQueryClient, preloadCatalogue, queryKeys, useQuery, type QueryClient } from '@agency/ui';
import { ADMIN, ShellProviders, stubFetch } from '@agency/ui/testing';
import { Footer } from '../components/footer';
import { SiteLogo, useSiteLogo } from '../components/site-logo';
import de from '../messages/on-demand/de.json';
import en from '../messages/on-demand/en.json';
import { shellOnDemandMessages } from '../messages/on-demand';
import { startLivePreview } from './live-preview';
import { UNSAVED_ATTRIBUTE } from './unsaved-marks';

const token = 'f'.repeat(32);
const bannerId = '0123456789abcdef01234567';
const faqIds = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)];

function useBlock<T>(block: string, locale = 'en'): T[] | undefined {
  return useQuery({
    queryKey: queryKeys.publicContentList(block, locale),
    queryFn: () => new Promise<never>(() => undefined),
  }).data as T[] | undefined;
}

/** Sections as the public pages write them: each reads its block from the page's cache and hides when empty. */
function Hero({ locale }: { locale?: string }) {
  const banner = useBlock<{ bannerHeading: string; bannerDetails: string }>('banner', locale)?.[0];
  if (!banner?.bannerHeading) return null;
  return (
    <section>
      <h1>{banner.bannerHeading}</h1>
      {banner.bannerDetails ? <p>{banner.bannerDetails}</p> : null}
    </section>
  );
}

function Faq() {
  const items = useBlock<{ _id: string; accodingTitle: string }>('faqItems') ?? [];
  if (items.length === 0) return null;
  return (
    <section id="faq-sec">
      {items.map((item) => (
        <details key={item._id}>
          <summary>
            <h3>{item.accodingTitle}</h3>
          </summary>
        </details>
      ))}
    </section>
  );
}

/** The page in live preview: its content (marked filled, as the content page does) in the shell's own frame. */
function Page() {
  const logo = useSiteLogo();
  return (
    <>
      <header>
        <SiteLogo logo={logo} />
      </header>
      <div data-state="filled">
        <Hero />
        <Faq />
      </div>
      <Footer logo={logo} />
    </>
  );
}

function editorWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

const nextFrames = () =>
  act(async () => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
  });

let client: QueryClient;
let scrolled: jest.Mock;
let readSaved: jest.Mock;
beforeEach(() => {
  stubFetch({});
  client = createQueryClient();
  const saved: Record<string, unknown[]> = {
    banner: [{ _id: bannerId, bannerHeading: 'Published', bannerDetails: 'Details as published' }],
    faqItems: faqIds.map((_id, index) => ({ _id, accodingTitle: `Question ${index + 1}` })),
    logo: [{ _id: 'd'.repeat(24), logo: 'Agency' }],
    copyrights: [{ _id: 'e'.repeat(24), copyrightText: '© Agency' }],
    footerSocial: [{ _id: faqIds[0], fblink: 'https://facebook.com/agency', inslink: '' }],
    footerAddress: [],
    footerAbout: [],
  };
  for (const [block, list] of Object.entries(saved)) client.setQueryData(queryKeys.contentList(block), list);
  client.setQueryDefaults(['content'], { staleTime: Infinity });
  scrolled = jest.fn();
  window.scrollTo = scrolled;
  readSaved = jest.fn();
});

function send(editor: Window, update: Partial<LivePreviewUpdate> & Pick<LivePreviewUpdate, 'values'>) {
  const data = { kind: 'live-preview:update', token, block: 'banner', recordId: bannerId, ...update };
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: editor }),
    );
  });
}

/** The page in live preview, framed by an editor's window. */
function openPreview() {
  const editor = editorWindow();
  const { container } = render(
    <ShellProviders entry={{ pathname: '/' }} user={ADMIN} client={client}>
      <Page />
    </ShellProviders>,
  );
  let stopPreview = () => undefined as void;
  act(() => {
    stopPreview = startLivePreview({ token, client, root: container, editor, readSaved });
  });
  return { editor, stop: () => act(stopPreview) };
}

const outlined = () => Array.from(document.querySelectorAll(`[${UNSAVED_ATTRIBUTE}]`));

test('the editor’s values show in the page’s own section, outlined and scrolled to, until they are the saved ones again', async () => {
  const { editor, stop } = openPreview();
  expect(screen.getByText(en['live.text'])).toBeInTheDocument();

  send(editor, { values: { bannerHeading: 'Typed, not saved', bannerDetails: 'Details as published' } });
  await nextFrames();
  const heading = screen.getByRole('heading', { name: 'Typed, not saved' });
  expect(outlined()).toEqual([heading]);
  expect(scrolled).toHaveBeenCalledTimes(1);

  // Back to the saved value: nothing is unsaved any more.
  send(editor, { values: { bannerHeading: 'Published', bannerDetails: 'Details as published' } });
  await nextFrames();
  expect(outlined()).toEqual([]);
  stop();
});

test('a block its section no longer shows is explained, and why', async () => {
  const { editor, stop } = openPreview();
  const bar = screen.getByText(en['live.text']).parentElement!;
  send(editor, { values: { bannerHeading: 'Published', bannerDetails: '' } });
  await nextFrames();
  // A field the section can do without: still shown.
  expect(screen.getByRole('heading', { name: 'Published' })).toBeInTheDocument();
  expect(within(bar).getByRole('status')).toHaveTextContent('');

  send(editor, { values: { bannerHeading: '', bannerDetails: 'Details as published' } });
  await nextFrames();
  expect(screen.queryByRole('heading', { name: 'Published' })).toBeNull();
  expect(within(bar).getByRole('status')).toHaveTextContent(en['live.hidden']);

  send(editor, { values: { bannerHeading: '', bannerDetails: '' } });
  await nextFrames();
  expect(within(bar).getByRole('status')).toHaveTextContent(en['live.hiddenEmpty']);
  stop();
});

test('the bar is in the page’s language', async () => {
  // Loaded first, as its chunk is by the time the editor types.
  await preloadCatalogue(shellOnDemandMessages, 'de');
  document.documentElement.lang = 'de';
  try {
    const { editor, stop } = openPreview();
    expect(screen.getByText(de['live.text'])).toBeInTheDocument();
    send(editor, { values: { bannerHeading: '', bannerDetails: '' } });
    await nextFrames();
    expect(screen.getByRole('status')).toHaveTextContent(de['live.hiddenEmpty']);
    expect(screen.queryByText(en['live.text'])).toBeNull();
    stop();
  } finally {
    document.documentElement.lang = 'en';
  }
});

test('a page in another language shows the editor’s values in its own language’s lists', async () => {
  const german = [{ _id: bannerId, bannerHeading: 'Veröffentlicht', bannerDetails: 'Details auf Deutsch' }];
  client.setQueryData(queryKeys.publicContentList('banner', 'de'), german);
  const english = client.getQueryData(queryKeys.contentList('banner'));
  const editor = editorWindow();
  const { container } = render(
    <ShellProviders entry={{ pathname: '/' }} user={ADMIN} client={client}>
      <div data-state="filled">
        <Hero locale="de" />
      </div>
    </ShellProviders>,
  );
  let stopPreview = () => undefined as void;
  act(() => {
    stopPreview = startLivePreview({ token, client, root: container, editor, readSaved, locale: 'de' });
  });
  // A translation's form sends the texts it has; the others stay as the German page read them.
  send(editor, { values: { bannerHeading: 'Getippt, nicht gespeichert' } });
  await nextFrames();
  expect(screen.getByRole('heading', { name: 'Getippt, nicht gespeichert' })).toBeInTheDocument();
  expect(screen.getByText('Details auf Deutsch')).toBeInTheDocument();
  expect(client.getQueryData(queryKeys.contentList('banner'))).toBe(english);
  act(stopPreview);
});

test('a list follows the editor’s: a new item where it will appear, outlined; moved and deleted ones unmarked', async () => {
  const { editor, stop } = openPreview();
  const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  const faq = { block: 'faqItems', recordId: null };
  send(editor, { ...faq, values: { accodingTitle: 'Asked just now' }, order: faqIds });
  await nextFrames();
  expect(titles()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Asked just now']);
  expect(outlined()).toEqual([screen.getByText('Asked just now').closest('details')]);

  // The first item moved last, then the second deleted: the new item stays at the end, alone outlined.
  send(editor, {
    ...faq,
    values: { accodingTitle: 'Asked just now' },
    order: [faqIds[1]!, faqIds[2]!, faqIds[0]!],
  });
  await nextFrames();
  expect(titles()).toEqual(['Question 2', 'Question 3', 'Question 1', 'Asked just now']);
  send(editor, { ...faq, values: { accodingTitle: 'Asked just now' }, order: [faqIds[2]!, faqIds[0]!] });
  await nextFrames();
  expect(titles()).toEqual(['Question 3', 'Question 1', 'Asked just now']);
  expect(outlined()).toHaveLength(1);
  stop();
});

test('an item saved since the page opened is read again and shown as saved, not outlined', async () => {
  const { editor, stop } = openPreview();
  const added = 'd'.repeat(24);
  const lists = {
    faqItems: [...faqIds, added].map((_id, index) => ({ _id, accodingTitle: `Question ${index + 1}` })),
  };
  readSaved.mockResolvedValue(lists);
  const update = {
    block: 'faqItems',
    recordId: null,
    values: { accodingTitle: '' },
    order: [...faqIds, added],
  };
  send(editor, update);
  await act(async () => {
    await Promise.resolve();
  });
  await nextFrames();
  expect(screen.getByRole('heading', { name: 'Question 4' })).toBeInTheDocument();
  expect(outlined()).toEqual([]);
  // Read once: the next updates naming it find it.
  send(editor, update);
  await nextFrames();
  expect(readSaved).toHaveBeenCalledTimes(1);
  stop();
});

test('the header’s and footer’s blocks preview in the shell’s own header and footer', async () => {
  const { editor, stop } = openPreview();
  const footer = within(screen.getByRole('contentinfo'));

  send(editor, {
    block: 'copyrights',
    recordId: 'e'.repeat(24),
    values: { copyrightText: '© Agency, typed' },
  });
  await nextFrames();
  expect(footer.getByText('© Agency, typed')).toHaveAttribute(UNSAVED_ATTRIBUTE);

  send(editor, {
    block: 'footerSocial',
    recordId: faqIds[0]!,
    values: { fblink: 'https://facebook.com/typed', inslink: 'https://instagram.com/typed' },
  });
  await nextFrames();
  expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(UNSAVED_ATTRIBUTE);
  expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(UNSAVED_ATTRIBUTE);

  // A library image as the logo: both logos show it, outlined.
  const image = 'http://api.test/media/0123456789abcdef01234567/1024.jpg';
  send(editor, { block: 'logo', recordId: 'd'.repeat(24), values: { logo: image } });
  await nextFrames();
  const logos = screen.getAllByRole('img', { name: 'Agency logo' });
  expect(logos).toHaveLength(2);
  for (const logo of logos) expect(logo.closest(`[${UNSAVED_ATTRIBUTE}]`)).not.toBeNull();

  send(editor, { block: 'footerSocial', recordId: faqIds[0]!, values: { fblink: '', inslink: '' } });
  await nextFrames();
  expect(footer.queryByRole('link', { name: 'Facebook' })).toBeNull();
  expect(screen.getByText(en['live.hiddenEmpty'])).toBeInTheDocument();
  stop();
});
