import { Injectable } from '@nestjs/common';

/**
 * The time the second step reads: authenticator codes, expiring sign-ins and challenges, the admins' grace. One
 * injectable so a test can set it and check a code at a known moment or a grace that ran out, without waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
