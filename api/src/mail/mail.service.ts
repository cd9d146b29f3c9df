import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML, for mail clients that show it (templates/ renders both). */
  html?: string;
}

/** The folder that receives mail when no SMTP server is configured (development, demos, tests). */
export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/** Sends through SMTP when SMTP_URL is set; otherwise nodemailer renders the message into the outbox folder. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  /**
   * Sends one queued mail. Its Message-ID comes from the job, so a mail sent again (its sender died before it
   * could record the send) is the same message: a mail server or client can drop the repeat, and the outbox
   * replaces its file instead of adding one.
   */
  async send(message: MailMessage, job: { id: string; queuedAt: Date }): Promise<void> {
    const messageId = `<${job.id}@mail-queue.agency>`;
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message, messageId });
    if (this.config.smtpUrl) return;
    const dir = outboxDir(this.config);
    await mkdir(dir, { recursive: true });
    // Named by when it was queued, so the outbox lists mail in the order its causes happened.
    const file = path.join(dir, `${job.queuedAt.getTime()}-${job.id}.json`);
    // Written beside, then renamed into place: whoever reads the outbox never sees half a mail.
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, (info as { message: string }).message);
    await rename(partial, file);
    this.logger.log(`Mail "${message.subject}" written to the outbox: ${file}`);
  }
}
