// One page view as one trace: the shell's server render of `/`, its reads of the API and the API's database
// commands, exported by both processes over OTLP (JSON) to a receiver in this test, and the API's log line of the
// request naming that trace.
import http from 'node:http';
import { close, listen } from './http-listen';
import { startTestStack, type TestStack } from './stack';

/** An OTLP/JSON span, as the exporters send it (ids in hex). */
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, unknown>;
}

const SERVER = 2;
const CLIENT = 3;

interface ExportRequest {
  resourceSpans: {
    resource: { attributes: KeyValue[] };
    scopeSpans: { spans: (Omit<Span, 'service' | 'attributes'> & { attributes?: KeyValue[] })[] }[];
  }[];
}
type KeyValue = { key: string; value: Record<string, unknown> };
const valuesOf = (attributes: KeyValue[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

const spans: Span[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = String(valuesOf(resource.attributes)['service.name']);
        for (const scope of scopeSpans)
          for (const span of scope.spans)
            spans.push({ ...span, service, attributes: valuesOf(span.attributes) });
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let stack: TestStack;
const environment = { ...process.env };

beforeAll(async () => {
  const port = await listen(receiver, 0);
  // The stack's processes take the environment when they start: OTLP over JSON to the receiver, spans sent a tenth
  // of a second after they end, JSON log lines.
  Object.assign(process.env, {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    LOG_JSON: 'true',
  });
  try {
    // This test is about the trace, not speed: a cold, traced render on a busy machine gets all the time it needs.
    stack = await startTestStack({ rendering: { budgetMs: 30_000 } });
  } finally {
    process.env = environment;
  }
});

afterAll(async () => {
  await stack?.stop();
  await close(receiver);
});

/** Waits until the receiver holds what `find` looks for (the exporters send in batches). */
async function received<T>(find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not received; spans:\n${spans.map(spanLine).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const spanLine = (span: Span) =>
  `${span.service} ${span.kind} ${span.name} ${span.traceId}/${span.spanId} <- ${span.parentSpanId ?? '-'}`;

/** Whether `ancestor` is `span` or one of its parents, following the parent links within its trace. */
function descendsFrom(span: Span, ancestor: Span): boolean {
  const byId = new Map(
    spans.filter((each) => each.traceId === span.traceId).map((each) => [each.spanId, each]),
  );
  for (let current: Span | undefined = span; current; current = byId.get(current.parentSpanId ?? ''))
    if (current.spanId === ancestor.spanId) return true;
  return false;
}

test('a server-rendered / is one trace from the web server through the API to the database', async () => {
  const response = await fetch(`${stack.urls.shell}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).not.toMatch(/<div id="?root"?><\/div>/);

  const chain = await received(() => {
    const page = spans.find(
      (span) =>
        span.service === 'agency-web' &&
        span.kind === SERVER &&
        (span.attributes['url.path'] ?? span.attributes['http.target']) === '/' &&
        !span.parentSpanId,
    );
    if (!page) return undefined;
    const inTrace = spans.filter((span) => span.traceId === page.traceId);
    for (const apiRequest of inTrace.filter(
      (span) => span.service === 'agency-api' && span.kind === SERVER,
    )) {
      const read = inTrace.find((span) => span.spanId === apiRequest.parentSpanId);
      const command = inTrace.find(
        (span) =>
          span.service === 'agency-api' &&
          span.kind === CLIENT &&
          (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'mongodb' &&
          descendsFrom(span, apiRequest),
      );
      if (read && command) return { page, read, apiRequest, command };
    }
    return undefined;
  });

  // The render's read of the API is a client span of the web server, under the page's request, whose id the API's
  // request span names as its parent; a database command of that request is under it.
  expect(chain.read).toMatchObject({ service: 'agency-web', kind: CLIENT, traceId: chain.page.traceId });
  expect(descendsFrom(chain.read, chain.page)).toBe(true);
  expect(chain.apiRequest.traceId).toBe(chain.page.traceId);
  expect(chain.command.traceId).toBe(chain.page.traceId);

  // The API's line for that request carries its trace, its span and its request id.
  const line = await received(() =>
    stack.logs
      .filter((each) => each.startsWith('[api] {'))
      .map((each) => JSON.parse(each.slice('[api] '.length)) as Record<string, unknown>)
      .find((entry) => entry.context === 'Request' && entry.span_id === chain.apiRequest.spanId),
  );
  expect(line).toMatchObject({ trace_id: chain.page.traceId, request_id: expect.any(String) });
});
