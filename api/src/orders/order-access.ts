import type { SessionUser } from '../auth/session-user';

/**
 * A customer's orders are those placed with their account e-mail; an admin's are all
 * (docs/product.md#roles-and-access).
 */
export function ownOrders(user: SessionUser): { customerEmail?: string } {
  return user.isAdmin ? {} : ownedBy(user);
}

export function ownedBy(user: SessionUser): { customerEmail: string } {
  return { customerEmail: user.email.toLowerCase() };
}
