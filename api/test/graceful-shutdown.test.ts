import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@agency/embedded-mongo';
import { MongoClient } from 'mongodb';
import { ApiProcess } from './support/api-process';
import { eventually } from './support/eventually';

const ADMIN = { email: 'admin@agency.test', password: 'admin-password' };
const MESSAGE = {
  name: 'Margaret Hamilton',
  email: 'margaret@example.com',
  number: '',
  subject: 'Shutdown',
  message: 'Finish what you started.',
};

interface HeldRequest {
  /** Sends the body the server has been waiting for; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
}

/**
 * A POST the server has started (it answered `100 Continue` to its headers) and holds in flight until the test sends
 * the body: a request that is certainly in progress, with no clock involved.
 */
function holdRequest(url: string, body: unknown): Promise<HeldRequest> {
  const payload = JSON.stringify(body);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('continue', () =>
      resolve({
        finish: () => {
          request.end(payload);
          return answer;
        },
      }),
    );
  });
}

describe('graceful shutdown of an API process', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-shutdown-'));
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM reports not ready at once, finishes the requests in flight and their mail, and exits with 0', async () => {
    api = await ApiProcess.start({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      PAYPAL_MODE: 'simulator',
      // Long enough for this test to read the readiness while the instance still accepts connections.
      SHUTDOWN_DRAIN_MS: '3000',
      SHUTDOWN_GRACE_MS: '30000',
    });
    expect((await fetch(`${api.url}/health/live`)).status).toBe(200);

    const held = await Promise.all([
      holdRequest(`${api.url}/auth/login`, ADMIN),
      holdRequest(`${api.url}/auth/login`, ADMIN),
      holdRequest(`${api.url}/add-subscriber`, { subemail: 'last@example.com' }),
      // Answered at once, its mail to the admin sent after the answer: background work shutdown must wait for.
      holdRequest(`${api.url}/add-message`, MESSAGE),
    ]);

    api.signal('SIGTERM');
    const readiness = await eventually(
      () =>
        fetch(`${api!.url}/health/ready`).then(async (response) => ({
          status: response.status,
          body: await response.json(),
        })),
      (answer) => answer.status === 503,
    );
    expect(readiness).toEqual({ status: 503, body: { status: 'not-ready', failing: ['shutting-down'] } });
    // The process still answers while it drains, and /health keeps reporting the database.
    expect((await fetch(`${api.url}/health/live`)).status).toBe(200);

    const answers = await Promise.all(held.map((request) => request.finish()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 201, 201]);

    // Exit code 1 would mean the grace period ran out and the process was ended unfinished.
    expect(await api.exited()).toBe(0);
    expect(api.log).toContain('Shutting down');

    // What the held requests wrote and the mail they caused are there after the exit.
    const outbox = path.join(dataDir, 'outbox');
    expect(readdirSync(outbox).filter((file) => file.endsWith('.json'))).toHaveLength(1);
    const engine = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db') });
    try {
      const client = await MongoClient.connect(engine.uri);
      try {
        const db = client.db();
        expect(await db.collection('subscribers').countDocuments({ subemail: 'last@example.com' })).toBe(1);
        expect(await db.collection('messages').countDocuments({ subject: 'Shutdown' })).toBe(1);
      } finally {
        await client.close();
      }
    } finally {
      await engine.stop();
    }
  });
});
