import { readSignedInState, SIGNED_IN_STATE_ID } from './signed-in-state';

const config = {
  apiUrl: 'http://api.test',
  remotes: {
    mfe_public: 'http://public.test/mf-manifest.json',
    mfe_customer: 'http://customer.test/mf-manifest.json',
    mfe_admin: 'http://admin.test/mf-manifest.json',
    mfe_cms: 'http://cms.test/mf-manifest.json',
  },
};

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null)
    doc.head.innerHTML = `<script id="${SIGNED_IN_STATE_ID}" type="application/json">${json}</script>`;
  return doc;
}

test('the configuration and the signed-in user the server sent are read', () => {
  const user = { email: 'a@example.com', isAdmin: false, emailVerified: true };
  expect(readSignedInState(pageWith(JSON.stringify({ config, session: { user } })))).toEqual({
    config: expect.objectContaining({ apiUrl: config.apiUrl, remotes: config.remotes }),
    user,
  });
});

test('an anonymous visitor is known as such; a session the server could not read is left to the browser', () => {
  expect(readSignedInState(pageWith(JSON.stringify({ config, session: { user: null } })))?.user).toBeNull();
  expect(readSignedInState(pageWith(JSON.stringify({ config })))?.user).toBeUndefined();
  // A user of another shape (another build's server) is not trusted as a session either.
  expect(
    readSignedInState(pageWith(JSON.stringify({ config, session: { user: { email: 1 } } })))?.user,
  ).toBeUndefined();
});

test('a page without the state, or with one that does not read, starts as before', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(readSignedInState(pageWith(null))).toBeNull();
  expect(readSignedInState(pageWith('{"config": {}}'))).toBeNull();
  expect(readSignedInState(pageWith('not json'))).toBeNull();
});
