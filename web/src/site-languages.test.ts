import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteLanguages } from './site-languages';

/** A stand-in API answering GET /languages with `answer`, or never (a stalled API) while `stalled`. */
async function languagesApi() {
  const state = { answer: { languages: ['en'], defaultLanguage: 'en' }, stalled: false, reads: 0 };
  const server = http.createServer((request, response) => {
    state.reads += 1;
    if (state.stalled) return;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(state.answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What `current()` answers once the read it started has landed (polled: the read is another request). */
async function settledAnswer(languages: ReturnType<typeof createSiteLanguages>, expected: unknown) {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await languages.current();
    if (JSON.stringify(answer) === JSON.stringify(expected)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return languages.current();
}

let api: Awaited<ReturnType<typeof languagesApi>>;
beforeEach(async () => {
  api = await languagesApi();
});
afterEach(() => api.close());

test('one read serves until it is older than its age, and a change shows a read later', async () => {
  let clock = 0;
  const languages = createSiteLanguages({
    apiUrl: () => api.url,
    maxAgeMs: 1000,
    timeoutMs: 2000,
    now: () => clock,
  });
  expect(await languages.current()).toEqual({ languages: ['en'], defaultLanguage: 'en' });
  api.state.answer = { languages: ['en', 'de'], defaultLanguage: 'en' };
  clock = 1000;
  expect(await languages.current()).toEqual({ languages: ['en'], defaultLanguage: 'en' });
  expect(api.state.reads).toBe(1);
  clock = 1001;
  // Answered with what is known while the new read runs; the next request sees its answer.
  expect(await languages.current()).toEqual({ languages: ['en'], defaultLanguage: 'en' });
  const de = { languages: ['en', 'de'], defaultLanguage: 'en' };
  expect(await settledAnswer(languages, de)).toEqual(de);
  expect(api.state.reads).toBe(2);
});

test('fresh() waits for a new read once the last is older than its age, and starts one past half of it', async () => {
  let clock = 0;
  const languages = createSiteLanguages({
    apiUrl: () => api.url,
    maxAgeMs: 1000,
    timeoutMs: 2000,
    now: () => clock,
  });
  expect(await languages.fresh()).toEqual({ languages: ['en'], defaultLanguage: 'en' });
  const de = { languages: ['en', 'de'], defaultLanguage: 'en' };
  api.state.answer = de;
  clock = 400;
  expect(await languages.fresh()).toEqual({ languages: ['en'], defaultLanguage: 'en' });
  expect(api.state.reads).toBe(1);
  clock = 1001;
  // The first request past the age gets the new languages itself, not the one after it.
  expect(await languages.fresh()).toEqual(de);
  expect(api.state.reads).toBe(2);
  api.state.answer = { languages: ['en'], defaultLanguage: 'en' };
  clock = 1600;
  // Past half the age: answered at once with what is known, and the next read is under way.
  expect(await languages.fresh()).toEqual(de);
  expect(await settledAnswer(languages, api.state.answer)).toEqual(api.state.answer);
  expect(api.state.reads).toBe(3);
});

test('a stalled API holds no request up once one read has answered', async () => {
  let clock = 0;
  const languages = createSiteLanguages({
    apiUrl: () => api.url,
    maxAgeMs: 1000,
    timeoutMs: 60_000,
    now: () => clock,
  });
  await languages.current();
  api.state.stalled = true;
  clock = 5000;
  const answered = await Promise.race([
    languages.current(),
    new Promise((resolve) => setTimeout(() => resolve('waited'), 500)),
  ]);
  expect(answered).toEqual({ languages: ['en'], defaultLanguage: 'en' });
});

test('nothing known while the API cannot be reached: no language is offered, and it is tried again later', async () => {
  let clock = 0;
  await api.close();
  const languages = createSiteLanguages({
    apiUrl: () => api.url,
    maxAgeMs: 1000,
    timeoutMs: 2000,
    now: () => clock,
  });
  expect(await languages.current()).toBeUndefined();
  api = await languagesApi();
  clock = 1001;
  const retried = createSiteLanguages({
    apiUrl: () => api.url,
    maxAgeMs: 1000,
    timeoutMs: 2000,
    now: () => clock,
  });
  expect(await retried.current()).toEqual({ languages: ['en'], defaultLanguage: 'en' });
});
