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
