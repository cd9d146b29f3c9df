import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECTION_IDS } from '@agency/contracts/public-reads';
import { configureApi } from '@agency/ui';
import { renderPage, stubFetch } from '@agency/ui/testing';
import ServicePage from '../pages/service';
import { contentRoutes } from '../testing/content-fixture';

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
});

/** The service page read through a real query client from the stubbed API; returns one section by its id. */
async function serviceSection(id: string, overrides: Parameters<typeof contentRoutes>[0] = {}) {
  stubFetch(contentRoutes(overrides));
  const { container } = renderPage(<ServicePage />, { path: '/service/' });
  await screen.findByText('250');
  const section = container.querySelector(`#${id}`);
  return section ? within(section as HTMLElement) : null;
}

test('features: the text over one card per feature', async () => {
  const features = (await serviceSection(SECTION_IDS.features))!;
  expect(features.getByRole('heading', { level: 2, name: 'Why choose us' })).toBeInTheDocument();
  expect(features.getByText('No long contracts')).toBeInTheDocument();
  expect(features.getByRole('heading', { level: 3, name: 'Senior team' })).toBeInTheDocument();
  expect(features.getByText('Led by experts')).toBeInTheDocument();
});

test('work steps: only 01 to 04, in number order', async () => {
  const work = (await serviceSection(SECTION_IDS.work))!;
  expect(work.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Research',
    'Strategy',
  ]);
  expect(work.queryByText('Extra step')).toBeNull();
});

test('steps: a numbered timeline in number order', async () => {
  const process = (await serviceSection(SECTION_IDS.process))!;
  const items = within(process.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '01Discovery callWe listen',
    '02PlanA written plan',
  ]);
});

test('experience: its heading and text beside three skill bars read from its numbers, kept within 0–100', async () => {
  const experience = (await serviceSection(SECTION_IDS.experience))!;
  expect(experience.getByRole('heading', { level: 2, name: 'Ten years of growth' })).toBeInTheDocument();
  expect(experience.getByText('A thousand campaigns')).toBeInTheDocument();
  expect(
    experience
      .getAllByRole('progressbar')
      .map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]),
  ).toEqual([
    ['Branding', '90'],
    ['Marketing', '70'],
    ['Web design', '100'],
  ]);
});

test('video: the cover opens the video, and its team members show with their links', async () => {
  const video = (await serviceSection(SECTION_IDS.video))!;
  expect(video.getByRole('heading', { level: 2, name: 'See how we work' })).toBeInTheDocument();
  expect(video.getByRole('link', { name: /Watch the video: See how we work/ })).toHaveAttribute(
    'href',
    'https://video.example/watch',
  );
  expect(video.getByRole('heading', { level: 3, name: 'Priya Raman' })).toBeInTheDocument();
  expect(video.getByText('Lead Designer')).toBeInTheDocument();
  const links = within(video.getByRole('list', { name: 'Priya Raman online' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'LinkedIn']);
});

test('FAQ: an accordion whose answers open on click', async () => {
  const user = userEvent.setup();
  const faq = (await serviceSection(SECTION_IDS.faq))!;
  expect(faq.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
  const question = faq.getByText('How do I order?');
  const details = question.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  await user.click(question);
  expect(details).toHaveAttribute('open');
  expect(faq.getByText('Pick a package and pay.')).toBeVisible();
});

test('design gallery: category, format and price on each design; the free/paid filter works by keyboard', async () => {
  const user = userEvent.setup();
  const gallery = (await serviceSection(SECTION_IDS.designs))!;
  const titles = () => gallery.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles()).toEqual(['Social post', 'Thumbnail']);
  expect(gallery.getByText('Instagram')).toBeInTheDocument();
  expect(gallery.getByRole('link', { name: /Use this template/ })).toHaveAttribute(
    'href',
    'https://canva.example/free',
  );
  expect(gallery.getByRole('link', { name: /Ask for this design/ })).toHaveAttribute('href', '/contact');

  const group = gallery.getByRole('group', { name: 'Show designs' });
  await user.click(within(group).getByRole('radio', { name: 'Paid' }));
  expect(titles()).toEqual(['Thumbnail']);
  expect(gallery.getByRole('status')).toHaveTextContent('1 of 2 designs shown');
  // Arrow keys move through a radio group and select as they go.
  await user.keyboard('{ArrowLeft}');
  expect(within(group).getByRole('radio', { name: 'Free' })).toBeChecked();
  expect(titles()).toEqual(['Social post']);
});

test.each([
  [SECTION_IDS.faq, '/faq-items'],
  [SECTION_IDS.designs, '/design-items'],
  [SECTION_IDS.experience, '/experiences'],
] as const)('#%s renders nothing when %s is empty', async (id, path) => {
  expect(await serviceSection(id, { [path]: { body: [] } })).toBeNull();
});
