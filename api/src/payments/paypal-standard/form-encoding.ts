import { BadRequestException, UnsupportedMediaTypeException, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { FormFields } from '../../http/body-parsers';

/** Prefix PayPal requires before the unchanged IPN body when it is posted back for validation. */
export const NOTIFY_VALIDATE_PREFIX = Buffer.from('cmd=_notify-validate&');

export interface RawForm {
  raw: Buffer;
  fields: FormFields;
}

/**
 * A form-encoded request body with its exact bytes. PayPal's IPN must be posted back unchanged, so the
 * bytes, not a re-encoding of the parsed fields, are what the caller keeps.
 */
export function readForm(request: RawBodyRequest<FastifyRequest>): RawForm {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded(;|$)/i.test(type)) {
    throw new UnsupportedMediaTypeException('Send the body as application/x-www-form-urlencoded');
  }
  const raw = request.rawBody;
  if (!raw || raw.length === 0) throw new BadRequestException('The form body is empty');
  // The form parser registered in create-api parsed these very bytes.
  return { raw, fields: request.body as FormFields };
}

export function encodeForm(fields: FormFields): Buffer {
  return Buffer.from(new URLSearchParams(fields).toString());
}
