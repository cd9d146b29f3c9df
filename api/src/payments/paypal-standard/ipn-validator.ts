import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { NOTIFY_VALIDATE_PREFIX } from './form-encoding';
import { paypalEndpoints } from './paypal-endpoints';

export type ValidationVerdict = { answered: true; body: string } | { answered: false; problem: string };

const TIMEOUT_MS = 10_000;
/** Waits before each retry when PayPal can't be reached or answers 5xx; PayPal won't resend, we already said 200. */
const RETRY_DELAYS_MS = [1_000, 5_000];

/** Posts an IPN back to PayPal (or the simulator) exactly as received, prefixed with cmd=_notify-validate. */
@Injectable()
export class IpnValidator {
  private readonly logger = new Logger(IpnValidator.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async validate(raw: Buffer): Promise<ValidationVerdict> {
    const url = paypalEndpoints(this.config).validationUrl;
    const body = Buffer.concat([NOTIFY_VALIDATE_PREFIX, raw]);
    let problem = '';
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      if (attempt > 0) await delay(RETRY_DELAYS_MS[attempt - 1]!);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'user-agent': 'agency-api-ipn/1.0',
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await response.text();
        if (response.ok) return { answered: true, body: text };
        problem = `validation endpoint answered HTTP ${response.status}`;
        if (response.status < 500) break;
      } catch (error) {
        problem = `validation endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`;
      }
      this.logger.warn(`IPN validation attempt ${attempt + 1} failed: ${problem}`);
    }
    return { answered: false, problem };
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
