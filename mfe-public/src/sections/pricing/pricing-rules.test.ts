import { PACKAGE_POINT_FIELDS } from '@agency/contracts/packages';
import type { Pricing } from '../../content/content-types';
import { packagePoints, visiblePackages } from './pricing-rules';

const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
function pack(packageName: string, points = 10): Pricing {
  const fields = Object.fromEntries(
    PACKAGE_POINT_FIELDS.slice(0, points).map((field, i) => [field, names[i]]),
  );
  return {
    _id: packageName,
    packageName,
    packagePrice: '10',
    packageButtonText: 'Order',
    ...fields,
  } as unknown as Pricing;
}

test.each([
  ['Basic', 'landing', 7],
  ['Standard', 'landing', 7],
  ['Premium', 'landing', 10],
  ['Basic', 'page', 7],
  ['Standard', 'page', 7],
  ['Premium', 'page', 8],
] as const)('%s on the %s shows %i points', (name, variant, count) => {
  expect(packagePoints(pack(name), variant)).toEqual(names.slice(0, count));
});

test('empty and blank points are skipped', () => {
  const premium = { ...pack('Premium', 3), packagePointTwo: '  ', packagePointNine: 'Nine' } as Pricing;
  expect(packagePoints(premium, 'landing')).toEqual(['One', 'Three', 'Nine']);
  expect(packagePoints(premium, 'page')).toEqual(['One', 'Three']);
});

test('only Basic, Standard and Premium show, in that order', () => {
  const shown = visiblePackages([pack('Premium'), pack('Enterprise'), pack('Basic'), pack('Standard')]);
  expect(shown.map((p) => p.packageName)).toEqual(['Basic', 'Standard', 'Premium']);
});
