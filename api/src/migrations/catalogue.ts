import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { backfillSearchWords } from '../common/search-words';
import { Account } from '../auth/schemas/account.schema';
import { Message } from '../messages/schemas/message.schema';
import { assignOrdersToAccounts } from '../orders/order-owners';
import { OrderNumbers } from '../orders/order-numbers.service';
import { SalesDaysService } from '../orders/sales-days.service';
import { Order } from '../orders/schemas/order.schema';
import { recordPaymentChangesOnOrders } from '../payments/payment-changes-on-orders';
import { PaymentTransaction } from '../payments/schemas/payment-transaction.schema';
import { Subscriber } from '../subscribers/schemas/subscriber.schema';
import { ContentDraftRecord, RECORD_DRAFT_INDEX } from '../content/publishing/content-draft.schema';
import type { Migration } from './migration';

/**
 * Every data migration, in the order they run. Append only: a new one goes last with a new id; one already
 * released is never edited, since databases that ran it keep its record.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-order-numbers',
    description: 'numbers the orders stored before order numbers existed, oldest first',
    run: ({ get }) => get(OrderNumbers).backfill(),
  },
  {
    id: '0002-search-words',
    description: 'gives orders, messages and subscribers stored without search words their words',
    async run({ get }) {
      await backfillSearchWords(get<Model<Order>>(getModelToken(Order.name)), 'orders');
      await backfillSearchWords(get<Model<Message>>(getModelToken(Message.name)), 'messages');
      await backfillSearchWords(get<Model<Subscriber>>(getModelToken(Subscriber.name)), 'subscribers');
    },
  },
  {
    id: '0003-sales-days-payment-times',
    description:
      'dates the payments of orders paid before payment times were kept, then seals the sales days again',
    run: ({ get }) => get(SalesDaysService).datePaymentsOfEarlyOrders(),
  },
  {
    id: '0004-order-accounts',
    description: 'gives the orders stored before orders named their account the account of their e-mail',
    run: ({ get }) =>
      assignOrdersToAccounts(
        get<Model<Order>>(getModelToken(Order.name)),
        get<Model<Account>>(getModelToken(Account.name)),
      ),
  },
  {
    id: '0005-drafts-per-language',
    description: 'lets a record have a draft per language: drops the index that allowed one draft per record',
    async run({ get }) {
      const drafts = get<Model<ContentDraftRecord>>(getModelToken(ContentDraftRecord.name));
      const indexes = await drafts.collection.indexes().catch(() => []);
      if (indexes.some((index) => index.name === RECORD_DRAFT_INDEX))
        await drafts.collection.dropIndex(RECORD_DRAFT_INDEX);
    },
  },
  {
    id: '0006-payment-changes-on-orders',
    description:
      'records on each order the transactions that changed its payment, which the order now says itself',
    run: ({ get }) =>
      recordPaymentChangesOnOrders(
        get<Model<Order>>(getModelToken(Order.name)),
        get<Model<PaymentTransaction>>(getModelToken(PaymentTransaction.name)),
      ),
  },
];
