import { keysChangedBy } from './changed-by-write';
import { queryKeys } from './api-queries';

test("a collection's order route is a write to that collection only", () => {
  expect(keysChangedBy('/testimonials/order')).toEqual([queryKeys.content('testimonials')]);
  // The static segment is the order route, though `/design-items/{id}` would match it too: same resource.
  expect(new Set(keysChangedBy('/design-items/order').map((key) => JSON.stringify(key)))).toEqual(
    new Set([JSON.stringify(queryKeys.content('designItems'))]),
  );
});
