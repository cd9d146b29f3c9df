import 'reflect-metadata';
import { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import { requestIdHook, tracingEnabled } from '@agency/telemetry';
import type { ContentResource } from '@agency/contracts';
import { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import type { MigrationSettings } from './migrations/migrations.service';
import { applyRouteBodyLimits } from './http/body-limit';
import { registerBodyParsers } from './http/body-parsers';
import { applyCors } from './http/cors';
import { securityHeaders } from './http/security-headers';
import { TracedLogger } from './logging/traced-logger';
import { closeConnectionsWhenShuttingDown } from './health/graceful-shutdown';
import { Readiness } from './health/readiness';
import { ApiMetrics } from './metrics/api-metrics';
import { withCommandMonitoring } from './metrics/database-metrics';
import { measureRequests } from './metrics/request-metrics';

/** Largest JSON body any endpoint accepts; content blocks are short texts and links. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface ApiOptions {
  databaseUri: string;
  logger?: LoggerService | false;
  /** Another content catalogue than the contracts' (a test adding a block). */
  catalogue?: readonly ContentResource[];
  /** Other migrations than the catalogue's, or another lease (a test of the migration lock). */
  migrations?: Partial<MigrationSettings>;
}

export function createLogger(config: AppConfig): LoggerService {
  return new TracedLogger({ json: config.logJson, colors: !config.logJson, prefix: 'api' });
}

/** Builds the Nest application on Fastify with its security layers; the caller decides when to listen. */
export async function createApi(config: AppConfig, options: ApiOptions): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger(config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(
      config,
      config.metrics ? withCommandMonitoring(options.databaseUri) : options.databaseUri,
      options.catalogue,
      options.migrations,
    ),
    // skipMiddie: no Nest middleware is used, and its per-request runner costs every read.
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      // Only the configured proxies may say who the client is; anyone else's X-Forwarded-For is ignored.
      trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
      skipMiddie: true,
    }),
    // rawBody: PayPal's IPN must be posted back byte for byte, so form bodies keep their raw bytes beside the parsed fields.
    { logger, abortOnError: false, rawBody: true },
  );

  // With tracing on, each request runs with its id in context and is logged once answered, so that its log lines and
  // its trace find each other; with tracing off nothing is added to a request's way.
  if (tracingEnabled())
    app
      .getHttpAdapter()
      .getInstance()
      .addHook(
        'onRequest',
        requestIdHook((line) => logger && logger.log(line, 'Request')),
      );
  registerBodyParsers(app, BODY_LIMIT_BYTES);
  applyRouteBodyLimits(app.getHttpAdapter().getInstance());
  await app.register(fastifyCookie);
  const server = app.getHttpAdapter().getInstance();
  if (config.metrics) measureRequests(server, app.get(ApiMetrics));
  closeConnectionsWhenShuttingDown(server, app.get(Readiness));
  const headers = securityHeaders();
  const allowed = new Set(config.allowedOrigins);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(headers.every);
      if (!applyCors(allowed, request, reply)) done();
    })
    .addHook('onSend', (_request, reply, payload, done) => {
      if (String(reply.getHeader('content-type')).startsWith('text/html')) {
        // A page that set its own policy (the payment pages) keeps it.
        const own = reply.getHeader('content-security-policy');
        void reply.headers(headers.pages);
        if (own !== headers.every['content-security-policy'])
          void reply.header('content-security-policy', own);
      }
      done(null, payload);
    });

  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Agency API')
        .setDescription('Content, accounts, orders and payment for the agency website.')
        .addCookieAuth('sid')
        // Where the page's "try it out" sends requests: the API's public URL, never the address it binds.
        .addServer(config.apiPublicUrl)
        .build(),
    );
    SwaggerModule.setup('docs', app, document);
  }
  return app;
}
