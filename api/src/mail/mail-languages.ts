import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { InterfaceLanguage } from '@agency/contracts';
import { Account } from '../auth/schemas/account.schema';
import { accountLanguage } from '../i18n/request-language';

/**
 * The language a mail is written in: its recipient's account's, read when the mail is written (so a language
 * changed after the mail was queued still counts); English for an address without an account.
 */
@Injectable()
export class MailLanguages {
  constructor(@InjectModel(Account.name) private readonly accounts: Model<Account>) {}

  async of(address: string): Promise<InterfaceLanguage> {
    return accountLanguage(await this.accounts.findOne({ email: address }, { language: 1 }).lean());
  }
}
