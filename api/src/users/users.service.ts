import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { UserRole } from '@agency/contracts';
import { ACCOUNTS_COLLECTION } from '../auth/schemas/account.schema';
import { SessionHolders } from '../auth/session-holders';
import { isDuplicateKeyError } from '../database/database-errors';
import { ADMIN_ROLE, User } from './user.schema';
import type { FixedText } from '../i18n/api-message';

/** The role defaults to Admin, the only one the product description knows. */
export interface UserInput {
  userEmail: string;
  userRole?: UserRole;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly holders: SessionHolders,
  ) {}

  /** Oldest first, each marked whether its owner has yet to sign up and verify the e-mail. */
  async list() {
    const users = await this.users.find().sort({ createdAt: 1 }).lean();
    const verified = new Set(
      (
        await this.users.db
          .collection(ACCOUNTS_COLLECTION)
          .find({ email: { $in: users.map((user) => user.userEmail) }, emailVerified: true })
          .project<{ email: string }>({ email: 1 })
          .toArray()
      ).map((account) => account.email),
    );
    return users.map((user) => ({ ...user, pendingVerification: !verified.has(user.userEmail) }));
  }

  /**
   * Takes an admin off the list: never the one asking (who would lock themselves out), never the last one.
   */
  async remove(id: string, asking: { email: string }) {
    const user = await this.get(id);
    if (user.userEmail === asking.email.toLowerCase())
      throw new ForbiddenException('You cannot remove yourself from the admin list');
    const removed = await this.removeUnlessLastAdmin(user, 'The last admin cannot be removed');
    if (!removed) throw new NotFoundException('No admin user with this id');
    return removed;
  }

  /**
   * Takes a deleted account's verified e-mail off the list, unless it is the last admin (then `lastAdminMessage`,
   * 409). Answers the entry removed, or null.
   */
  async removeLeavingAccount(email: string, lastAdminMessage: FixedText) {
    const user = await this.users.findOne({ userEmail: email.toLowerCase() }).lean();
    return user ? this.removeUnlessLastAdmin(user, lastAdminMessage) : null;
  }

  /**
   * Two removals at the same moment could both pass the count, so a removal that left no admin is undone. Answers
   * the removed entry, or null when it was already gone.
   */
  private async removeUnlessLastAdmin(
    user: { _id: unknown; userRole: UserRole },
    lastAdminMessage: FixedText,
  ) {
    const lastAdmin = new ConflictException(lastAdminMessage);
    if (user.userRole === ADMIN_ROLE && (await this.adminCount()) <= 1) throw lastAdmin;
    const removed = await this.users.findByIdAndDelete(user._id).lean();
    if (!removed) return null;
    const undone = removed.userRole === ADMIN_ROLE && (await this.adminCount()) === 0;
    if (undone) await this.users.create(removed);
    await this.holders.changed({ email: removed.userEmail });
    if (undone) throw lastAdmin;
    return removed;
  }

  private adminCount(): Promise<number> {
    return this.users.countDocuments({ userRole: ADMIN_ROLE });
  }

  async get(id: string) {
    const user = await this.users.findById(id).lean();
    if (!user) throw new NotFoundException('No admin user with this id');
    return user;
  }

  async add(input: UserInput) {
    let added;
    try {
      added = (await this.users.create(withRole(input))).toObject();
    } catch (error) {
      throw duplicateAsConflict(error);
    }
    await this.holders.changed({ email: added.userEmail });
    return added;
  }

  async update(id: string, input: UserInput) {
    let before;
    try {
      // The entry as it was, read in the same write: the e-mail it leaves loses the rights it gave.
      before = await this.users
        .findByIdAndUpdate(id, withRole(input), { returnDocument: 'before', runValidators: true })
        .lean();
    } catch (error) {
      throw duplicateAsConflict(error);
    }
    if (!before) throw new NotFoundException('No admin user with this id');
    await this.holders.changed({ email: before.userEmail });
    const after = await this.get(id);
    if (after.userEmail !== before.userEmail) await this.holders.changed({ email: after.userEmail });
    return after;
  }

  /** An admin's e-mail appears in the list with role Admin (the unique index keeps it to one record). */
  async adminEmails(): Promise<string[]> {
    const admins = await this.users.find({ userRole: ADMIN_ROLE }, { userEmail: 1 }).lean();
    return admins.map((admin) => admin.userEmail);
  }

  async isAdminEmail(email: string): Promise<boolean> {
    return (await this.users.exists({ userEmail: email.toLowerCase(), userRole: ADMIN_ROLE })) !== null;
  }

  /** Adds the e-mail to the admin list unless it is already there. */
  async ensureAdmin(email: string): Promise<void> {
    await this.users.updateOne(
      { userEmail: email.toLowerCase() },
      { $setOnInsert: { userEmail: email.toLowerCase(), userRole: ADMIN_ROLE } },
      { upsert: true },
    );
    await this.holders.changed({ email: email.toLowerCase() });
  }
}

function duplicateAsConflict(error: unknown): unknown {
  return isDuplicateKeyError(error)
    ? new ConflictException('This e-mail is already in the admin list')
    : error;
}

function withRole(input: UserInput): Required<UserInput> {
  return { userEmail: input.userEmail, userRole: input.userRole ?? ADMIN_ROLE };
}
