import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

export type FormFields = Record<string, string>;

/** The first value of each field (PayPal never repeats one); a prototype-less object, so no key is special. */
export function parseForm(raw: Buffer): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [key, value] of new URLSearchParams(raw.toString('latin1'))) {
    if (!Object.hasOwn(fields, key)) fields[key] = value;
  }
  return fields;
}

/**
 * JSON and form bodies up to `bodyLimit`, and uploads as bytes, each keeping its raw bytes beside the parsed value (the app is
 * created with rawBody). Registering them here replaces Nest's defaults, which refuse a JSON content type
 * with no body: many clients send exactly that for a bodiless POST such as logout, and it means `{}`.
 */
export function registerBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const json = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) done(null, {});
    else json(request, body.toString('utf8'), done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_request, body, done) =>
    done(null, parseForm(body)),
  );
  // A file upload (the media library): its bytes as they came, within the route's own limit (`@BodyLimit`).
  fastify.addContentTypeParser(
    /^(application\/octet-stream|image\/[\w.+-]+)$/,
    { parseAs: 'buffer' },
    (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body),
  );
}
