// The query layer against a real HTTP server: a confirmed save makes the public read stale, and a server's
// dehydrated cache fills a new client without asking again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen } from '@testing-library/react';
import { dehydrate, useQuery } from '@tanstack/react-query';
import { api, configureApi } from '../api/api-client';
import { publicContentQuery, queryKeys } from './api-queries';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { CONTENT_WRITE_STALE } from '@agency/contracts/endpoints/endpoint';

function httpFetch(url: string, init: RequestInit = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: init.method ?? 'GET',
      headers: init.headers as http.OutgoingHttpHeaders,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
      });
    });
    request.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

let banner = { _id: '64b7f0c2a1b2c3d4e5f60718', bannerHeading: 'Before the edit' };
const requests: string[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/banner') return json(200, [banner]);
    if (request.method === 'PUT' && request.url === `/update-banner/${banner._id}`) {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        banner = { ...banner, ...JSON.parse(body) };
        json(200, banner);
      });
      return;
    }
    json(404, { statusCode: 404, message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // jsdom has no fetch (nor the streams Node's needs); this one speaks real HTTP with what the api client reads.
  globalThis.fetch = httpFetch as unknown as typeof fetch;
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

function BannerHeading() {
  const { data } = useQuery(publicContentQuery('banner'));
  return <h1>{data?.[0]?.bannerHeading ?? 'loading'}</h1>;
}

test('a confirmed save makes the public read stale, so the page shows the edit without a reload', async () => {
  const client = createQueryClient();
  const view = render(
    <QueryProvider client={client}>
      <BannerHeading />
    </QueryProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Before the edit' })).toBeInTheDocument();
  // The admin leaves the public page for the editor: the read stays in the cache, fresh for STALE_MS.
  view.rerender(<QueryProvider client={client}>{null}</QueryProvider>);
  await act(() =>
    api.put(
      `/update-banner/${banner._id}`,
      { bannerHeading: 'After the edit' },
      { stale: CONTENT_WRITE_STALE },
    ),
  );
  expect(client.getQueryState(queryKeys.contentList('banner'))?.isInvalidated).toBe(true);

  view.rerender(
    <QueryProvider client={client}>
      <BannerHeading />
    </QueryProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'After the edit' })).toBeInTheDocument();
  expect(requests).toEqual(['GET /banner', `PUT /update-banner/${banner._id}`, 'GET /banner']);
});

test('a write naming other reads leaves the read fresh', async () => {
  const client = createQueryClient();
  render(
    <QueryProvider client={client}>
      <BannerHeading />
    </QueryProvider>,
  );
  await screen.findByRole('heading', { name: banner.bannerHeading });
  await act(() =>
    api.put('/update-logo-that-does-not-exist', {}, { stale: CONTENT_WRITE_STALE }).catch(() => undefined),
  );
  await act(() => api.put('/new-order', {}, { stale: ['orders', 'auditLog'] }).catch(() => undefined));
  expect(client.getQueryState(queryKeys.contentList('banner'))?.isInvalidated).toBe(false);
});

test("a server's dehydrated cache hydrates a new client, and the page shows it without asking again", async () => {
  const serverClient = createQueryClient();
  await serverClient.prefetchQuery(publicContentQuery('banner'));
  const state = JSON.parse(JSON.stringify(dehydrate(serverClient)));
  requests.length = 0;

  const browserClient = createQueryClient();
  render(
    <QueryProvider client={browserClient} state={state}>
      <BannerHeading />
    </QueryProvider>,
  );
  expect(screen.getByRole('heading', { name: banner.bannerHeading })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(requests).toEqual([]);
  expect(browserClient.getQueryData(queryKeys.contentList('banner'))).toEqual([banner]);
});
