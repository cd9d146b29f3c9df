import { configureApi } from '@agency/ui';
import { stubFetch } from '@agency/ui/testing';

test('loading the exposed module starts every landing read before anything renders', async () => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
  const stub = stubFetch({});
  await jest.isolateModulesAsync(async () => {
    await import('./landing');
  });
  expect(stub.calls.map((call) => call.path).sort()).toEqual(
    [
      '/about',
      '/actions',
      '/banner',
      '/counters',
      '/pricings',
      '/service',
      '/service-items',
      '/teamitems',
      '/teamstext',
      '/testimonials',
      '/testimonialtext',
    ].sort(),
  );
});
