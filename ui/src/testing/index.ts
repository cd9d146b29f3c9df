// Test helpers: a fetch stub at the HTTP boundary, answering by "METHOD /path" like the real API would.

export interface StubReply {
  status?: number;
  body?: unknown;
  /** Resolve later (to observe loading states). */
  wait?: Promise<void>;
}

type Handler = StubReply | ((init: RequestInit & { url: string }) => StubReply);

export interface FetchStub extends jest.Mock {
  calls: Array<{ method: string; path: string; body: unknown; init: RequestInit }>;
}

export function stubFetch(routes: Record<string, Handler>, baseUrl = 'http://127.0.0.1:4000'): FetchStub {
  const calls: FetchStub['calls'] = [];
  const mock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, init });
    const handler = routes[`${method} ${path}`];
    const reply: StubReply =
      typeof handler === 'function'
        ? handler({ ...init, url })
        : (handler ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } });
    if (reply.wait) await reply.wait;
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      json: async () => reply.body,
    };
  }) as unknown as FetchStub;
  mock.calls = calls;
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A promise to hold a reply until the test releases it. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
export * from './shell-providers';
export * from './render-page';
