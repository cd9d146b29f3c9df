import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../database/database-errors';
import { PAYPAL_EMAIL_SLOT, PaypalEmail } from './schemas/paypal-email.schema';

const NOT_FOUND = 'No PayPal e-mail with this id';

export interface PaypalEmailInput {
  paypalEmail: string;
}

@Injectable()
export class PaypalSettingsService {
  constructor(@InjectModel(PaypalEmail.name) private readonly emails: Model<PaypalEmail>) {}

  list() {
    return this.emails.find().lean();
  }

  async get(id: string) {
    const record = await this.emails.findById(id).lean();
    if (!record) throw new NotFoundException(NOT_FOUND);
    return record;
  }

  /** At most one record: the second add is refused (edit the existing one instead). */
  async add({ paypalEmail }: PaypalEmailInput) {
    try {
      const result = await this.emails.updateOne(
        { slot: PAYPAL_EMAIL_SLOT },
        { $setOnInsert: { paypalEmail } },
        { upsert: true },
      );
      if (result.upsertedCount !== 1) throw alreadySet();
      return this.get(String(result.upsertedId));
    } catch (error) {
      throw isDuplicateKeyError(error) ? alreadySet() : error;
    }
  }

  async update(id: string, { paypalEmail }: PaypalEmailInput) {
    const record = await this.emails
      .findByIdAndUpdate(id, { $set: { paypalEmail } }, { returnDocument: 'after' })
      .lean();
    if (!record) throw new NotFoundException(NOT_FOUND);
    return record;
  }

  /** The business e-mail payments go to, or undefined while no admin has set it. */
  async businessEmail(): Promise<string | undefined> {
    return (await this.emails.findOne({ slot: PAYPAL_EMAIL_SLOT }).lean())?.paypalEmail;
  }
}

function alreadySet(): ConflictException {
  return new ConflictException('A PayPal e-mail is already set; edit it instead');
}
