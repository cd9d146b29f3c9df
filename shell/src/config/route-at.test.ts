import { routeAt } from './route-at';

test('a path gets the route the router picks: static segments before parameters', () => {
  expect(routeAt('/')?.module).toBe('Landing');
  expect(routeAt('/pricing/')?.module).toBe('Pricing');
  expect(routeAt('/admin')?.module).toBe('AdminDashboard');
  expect(routeAt('/order-now/0123456789abcdef01234567')?.module).toBe('OrderNow');
});

test('the record-id catch-all is a route only for a record id; other paths have none', () => {
  expect(routeAt('/0123456789abcdef01234567')).toMatchObject({
    module: 'EditScreen',
    title: 'Update About Section',
  });
  expect(routeAt('/not-a-record-id')).toBeUndefined();
  expect(routeAt('/pricing/extra')).toBeUndefined();
});
