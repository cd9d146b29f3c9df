import type { SessionUser } from '../auth/session-user';

/** Spec 000 §5/§6: a customer's orders are those placed with their account e-mail; an admin's are all. */
export function ownOrders(user: SessionUser): { customerEmail?: string } {
  return user.isAdmin ? {} : ownedBy(user);
}

export function ownedBy(user: SessionUser): { customerEmail: string } {
  return { customerEmail: user.email.toLowerCase() };
}
