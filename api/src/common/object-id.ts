import { BadRequestException } from '@nestjs/common';
import { apiMessage } from '../i18n/api-message';

const OBJECT_ID = /^[a-f0-9]{24}$/i;

/** 24 hexadecimal characters, in either case: the text form of a MongoDB ObjectId. */
export function isObjectId(id: string): boolean {
  return OBJECT_ID.test(id);
}

/** A malformed id is the caller's mistake (400), distinct from an id that names nothing (404). */
export function parseObjectId(id: string, label = 'id'): string {
  if (!isObjectId(id)) throw new BadRequestException(apiMessage('error.id.malformed', { field: label }));
  return id.toLowerCase();
}
