import { Types } from 'mongoose';
import type { SessionUser } from '../auth/session-user';

/**
 * A customer's orders are those their account placed, whatever e-mail the account had then; an admin's are all
 * (docs/product.md#roles-and-access).
 */
export function ownOrders(user: SessionUser): { accountId?: Types.ObjectId } {
  return user.isAdmin ? {} : ownedBy(user);
}

export function ownedBy(user: SessionUser): { accountId: Types.ObjectId } {
  return { accountId: new Types.ObjectId(user.accountId) };
}

/** What a new order records of who placed it: the account it belongs to, and the e-mail it is placed with. */
export function placedBy(user: SessionUser): { accountId: Types.ObjectId; customerEmail: string } {
  return { ...ownedBy(user), customerEmail: user.email.toLowerCase() };
}
