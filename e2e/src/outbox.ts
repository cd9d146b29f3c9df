// The mail the API writes to $DATA_DIR/outbox when no SMTP server is set, read as the tests' inbox.
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to?: Array<{ address: string }>;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The newest mail to an address that `accept` takes, waiting for it: the API sends mail in the background
 * after it answered the request that caused it.
 */
export async function awaitMail(
  dataDir: string,
  to: string,
  accept: (mail: OutboxMail) => boolean,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'outbox');
  for (let waited = 0; ; waited += 100) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
      : [];
    const mail = files
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
      .filter((candidate) => candidate.to?.some((recipient) => recipient.address === to))
      .filter(accept)
      .pop();
    if (mail) return mail;
    if (waited >= timeoutMs) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
