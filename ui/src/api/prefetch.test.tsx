import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubFetch } from '../testing';
import { configureApi } from './api-client';
import { clearPrefetched, prefetchApi } from './prefetch';
import { useApiQuery, usePrefetchedQuery } from './use-api-query';

function Banner() {
  const { data, loading, error, reload } = usePrefetchedQuery<Array<{ bannerHeading: string }>>('/banner');
  if (loading) return <p>loading</p>;
  if (error) return <p>failed: {error.message}</p>;
  return (
    <>
      <h1>{data?.[0]?.bannerHeading}</h1>
      <button onClick={reload}>again</button>
    </>
  );
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
  clearPrefetched();
});

test('a prefetched read is used by the query instead of a second request', async () => {
  const hold = deferred();
  const stub = stubFetch({ 'GET /banner': { body: [{ bannerHeading: 'Grow' }], wait: hold.promise } });
  prefetchApi(['/banner']);
  prefetchApi(['/banner']);
  render(<Banner />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  hold.release();
  expect(await screen.findByRole('heading', { name: 'Grow' })).toBeInTheDocument();
  expect(stub.calls).toHaveLength(1);
});

test('an answer that arrived before the first render is shown at once', async () => {
  stubFetch({ 'GET /banner': { body: [{ bannerHeading: 'Ready' }] } });
  prefetchApi(['/banner']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  render(<Banner />);
  expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
});

test('without a prefetch the query reads by itself, and reload reads again', async () => {
  let count = 0;
  const stub = stubFetch({ 'GET /banner': () => ({ body: [{ bannerHeading: `Read ${++count}` }] }) });
  render(<Banner />);
  expect(await screen.findByRole('heading', { name: 'Read 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'again' }));
  expect(await screen.findByRole('heading', { name: 'Read 2' })).toBeInTheDocument();
  expect(stub.calls).toHaveLength(2);
});

test('a failed prefetch shows as the query error', async () => {
  stubFetch({ 'GET /banner': { status: 503, body: { message: 'Database unavailable' } } });
  prefetchApi(['/banner']);
  render(<Banner />);
  expect(await screen.findByText('failed: Database unavailable')).toBeInTheDocument();
});

test('a stale prefetch is not reused', async () => {
  const now = jest.spyOn(Date, 'now');
  now.mockReturnValue(1_000);
  let count = 0;
  const stub = stubFetch({ 'GET /banner': () => ({ body: [{ bannerHeading: `Read ${++count}` }] }) });
  prefetchApi(['/banner']);
  now.mockReturnValue(60_000);
  render(<Banner />);
  expect(await screen.findByRole('heading', { name: 'Read 2' })).toBeInTheDocument();
  expect(stub.calls).toHaveLength(2);
  now.mockRestore();
});

test('useApiQuery never takes a prefetched answer: it always reads by itself', async () => {
  let count = 0;
  const stub = stubFetch({ 'GET /banner': () => ({ body: [{ bannerHeading: `Read ${++count}` }] }) });
  prefetchApi(['/banner']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  function PlainBanner() {
    const { data } = useApiQuery<Array<{ bannerHeading: string }>>('/banner');
    return <h1>{data?.[0]?.bannerHeading ?? 'none yet'}</h1>;
  }
  render(<PlainBanner />);
  expect(screen.getByRole('heading', { name: 'none yet' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Read 2' })).toBeInTheDocument();
  expect(stub.calls).toHaveLength(2);
});
