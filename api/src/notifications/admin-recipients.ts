import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { Account } from '../auth/schemas/account.schema';
import { ADMIN_ROLE, User } from '../users/user.schema';

/** Who hears about new orders and messages: the admins of the users list whose account proved its e-mail. */
@Injectable()
export class AdminRecipients {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
  ) {}

  /** Admin rights need a verified account (DESIGN: admin means listed and verified), and so does their mail. */
  async emails(): Promise<string[]> {
    const admins = await this.users.find({ userRole: ADMIN_ROLE }, { userEmail: 1 }).lean();
    if (admins.length === 0) return [];
    const verified = await this.accounts
      .find(
        { email: trusted({ $in: admins.map((admin) => admin.userEmail) }), emailVerified: true },
        { email: 1 },
      )
      .sort({ email: 1 })
      .lean();
    return verified.map((account) => account.email);
  }
}
