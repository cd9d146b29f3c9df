// The routes' titles as the pages show them come from catalogues, in the page's language: the public routes' from the
// shell's catalogue, the signed-in areas' from its on-demand one (loaded with them, not with the landing page). Their
// English entries must stay the route table's titles, byte for byte, and every route needs one: the indexed pages
// title themselves from their content, yet the label shown while their code loads names them from the catalogue.
import en from '../messages/en.json';
import onDemandEn from '../messages/on-demand/en.json';
import { routes } from './paths';

const catalogues = [
  {
    name: 'the shell’s catalogue',
    entries: en as Record<string, string>,
    titled: (access: string) => access === 'public',
  },
  {
    name: 'the on-demand catalogue',
    entries: onDemandEn as Record<string, string>,
    titled: (access: string) => access !== 'public',
  },
];

describe.each(catalogues)('$name', ({ entries, titled }) => {
  const routesTitled = routes.filter((route) => titled(route.access));

  test.each(routesTitled.map((route) => [route.path, route.title]))(
    '%s is titled "%s" in English',
    (path, title) => {
      expect(entries[`route.${path}`]).toBe(title);
    },
  );

  test('titles no route the table does not have', () => {
    const paths = new Set(routesTitled.map((route) => `route.${route.path}`));
    expect(Object.keys(entries).filter((id) => id.startsWith('route.') && !paths.has(id))).toEqual([]);
  });
});
