import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WRONG_CURRENT_PASSWORD, type FieldError } from '@agency/contracts';
import { verifyPassword } from './password-hasher';
import { Account } from './schemas/account.schema';
import type { SessionUser } from './session-user';
import { ValidationFailedException } from '../common/validated-body';

/** Checks the signed-in user's own password before a change that a session alone must not be able to make. */
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

  /** The same check for a form's `currentPassword` field. */
  confirmCurrent(user: SessionUser, currentPassword: string) {
    return this.confirm(user, currentPassword, { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
  }
}
