import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { FieldError } from '@agency/contracts';
import { verifyPassword } from './password-hasher';
import { Account } from './schemas/account.schema';
import type { SessionUser } from './session-user';
import { ValidationFailedException } from '../common/validated-body';

/** An account whose password was just typed again, with the hash that proved it. */
export type OwnAccount = Awaited<ReturnType<OwnPassword['confirm']>>;

/**
 * Compares the password a signed-in user typed with their account's own; handlers reach it through
 * `@PasswordTypedAgain()`, which counts the try first.
 */
@Injectable()
export class OwnPassword {
  constructor(@InjectModel(Account.name) private readonly accounts: Model<Account>) {}

  /**
   * The account, once the password is its own; otherwise a 400 naming the form's field (never a 401, which would
   * read as an ended session).
   */
  async confirm(user: SessionUser, password: string, refusal: FieldError) {
    const account = await this.accounts.findById(user.accountId).select('+passwordHash').lean();
    if (!account || !(await verifyPassword(account.passwordHash, password)))
      throw new ValidationFailedException([refusal]);
    return account;
  }
}
