import { Controller, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectConnection } from '@nestjs/mongoose';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import { HEALTH_ENDPOINTS } from '@agency/contracts/endpoints/health';
import { EndpointRoute } from '../common/endpoint-route';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-errors';
import { Readiness } from './readiness';

const PING_TIMEOUT_MS = 1500;

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly readiness: Readiness,
  ) {}

  @EndpointRoute(HEALTH_ENDPOINTS.check)
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const database = (await this.pingDatabase()) ? 'up' : 'down';
    if (database === 'down') {
      reply
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return { status: database === 'up' ? 'ok' : 'degraded', api: 'up', database };
  }

  /** The process answers: an orchestrator restarts an instance only when this fails. */
  @EndpointRoute(HEALTH_ENDPOINTS.live)
  live() {
    return { status: 'live' };
  }

  /**
   * Whether a load balancer should send this instance requests: the database answers, every registered condition
   * (migrations) is met, and the instance is not shutting down.
   */
  @EndpointRoute(HEALTH_ENDPOINTS.ready)
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, unmet] = await Promise.all([this.pingDatabase(), this.readiness.unmet()]);
    const failing = [
      ...(this.readiness.shuttingDown ? ['shutting-down'] : []),
      ...(database ? [] : ['database']),
      ...unmet,
    ];
    if (failing.length === 0) return { status: 'ready' };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'not-ready', failing };
  }

  private async pingDatabase(): Promise<boolean> {
    const db = this.connection.db;
    if (this.connection.readyState !== 1 || !db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([db.command({ ping: 1 }).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
