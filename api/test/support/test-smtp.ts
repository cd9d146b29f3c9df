import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server speaking the real protocol that keeps every message it accepts (as sent, headers and body), and
 * refuses the first `refusals` messages with a temporary error.
 */
export class TestSmtp {
  attempts = 0;
  readonly accepted: string[] = [];
  private readonly server: SMTPServer;

  constructor(private refusals = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.attempts += 1;
          if (this.refusals > 0) {
            this.refusals -= 1;
            const refused = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(refused);
            return;
          }
          this.accepted.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
  }

  /** Starts listening on a free port of 127.0.0.1; answers the `SMTP_URL` that reaches it. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
