import { parseRuntimeConfig } from './runtime-config';

const good = {
  apiUrl: 'http://127.0.0.1:4000',
  remotes: {
    mfe_public: 'http://127.0.0.1:8081/mf-manifest.json',
    mfe_customer: 'http://127.0.0.1:8082/mf-manifest.json',
    mfe_admin: 'http://127.0.0.1:8083/mf-manifest.json',
    mfe_cms: 'http://127.0.0.1:8084/mf-manifest.json',
  },
};

test('accepts a complete config', () => {
  expect(parseRuntimeConfig(good)).toEqual(good);
});

test('names every missing entry', () => {
  expect(() => parseRuntimeConfig({ remotes: { mfe_public: 'x' } })).toThrow(
    'apiUrl, remotes.mfe_customer, remotes.mfe_admin, remotes.mfe_cms',
  );
});

test('takes the site URL when it is an absolute http(s) URL, and names a bad one', () => {
  expect(parseRuntimeConfig({ ...good, siteUrl: 'https://agency.example' }).siteUrl).toBe(
    'https://agency.example',
  );
  expect(() => parseRuntimeConfig({ ...good, siteUrl: 'javascript:alert(1)' })).toThrow('bad siteUrl');
});

test("takes an admin's release override, and names a malformed one", () => {
  const override = {
    slice: 'mfe-public',
    version: '0.1.0-3f9a0c12de',
    expiresAt: '2026-11-26T18:00:00.000Z',
  };
  expect(parseRuntimeConfig({ ...good, override }).override).toEqual(override);
  expect(() => parseRuntimeConfig({ ...good, override: { slice: 'mfe-public' } })).toThrow('bad override');
});
