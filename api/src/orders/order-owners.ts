import { Logger } from '@nestjs/common';
import { trusted, type Model } from 'mongoose';
import type { Account } from '../auth/schemas/account.schema';
import type { Order } from './schemas/order.schema';

/**
 * Gives the orders stored before orders named their account the account of the e-mail they were placed with (a
 * migration: each write is conditional on the order still having no account, so a repeated run changes nothing).
 * An order whose e-mail has no account that proved it (a deleted account's accounting record, or an address someone
 * registered without showing they hold it) stays without one.
 */
export async function assignOrdersToAccounts(orders: Model<Order>, accounts: Model<Account>): Promise<void> {
  const unowned = { accountId: trusted({ $exists: false }) };
  const emails = await orders.distinct('customerEmail', unowned);
  let assigned = 0;
  for (const email of emails) {
    const account = await accounts.findOne({ email, emailVerified: true }, { _id: 1 }).lean();
    if (!account) continue;
    const result = await orders.updateMany(
      { customerEmail: email, ...unowned },
      { $set: { accountId: account._id } },
      { timestamps: false },
    );
    assigned += result.modifiedCount;
  }
  if (assigned > 0) new Logger('Migrations').log(`Gave ${assigned} earlier orders their accounts`);
}
