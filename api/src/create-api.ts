import 'reflect-metadata';
import { ConsoleLogger, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import { AppConfig } from './config/app-config';
import { AppModule } from './app.module';

/** Largest JSON body any endpoint accepts; content blocks are short texts and links. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface ApiOptions {
  databaseUri: string;
  logger?: LoggerService | false;
}

export function createLogger(config: AppConfig): LoggerService {
  return new ConsoleLogger({ json: config.logJson, colors: !config.logJson, prefix: 'api' });
}

/** Builds the Nest application on Fastify with its security layers; the caller decides when to listen. */
export async function createApi(config: AppConfig, options: ApiOptions): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.databaseUri),
    new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.nodeEnv === 'production' }),
    // rawBody: PayPal's IPN must be posted back byte for byte, so form bodies keep their raw bytes beside the parsed fields.
    { logger: options.logger ?? createLogger(config), abortOnError: false, rawBody: true },
  );

  await app.register(fastifyCookie);
  // Built once: @fastify/helmet rebuilds helmet (re-parsing the CSP) on every request, which cost more than half
  // the throughput of a cached content list (see api/bench).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'"],
        // The API docs page (Swagger UI) inlines its styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
  const allowed = new Set(config.allowedOrigins);
  app.enableCors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Agency API')
      .setDescription('Content, accounts, orders and payment for the agency website.')
      .addCookieAuth('sid')
      .build(),
  );
  SwaggerModule.setup('docs', app, document);
  return app;
}
