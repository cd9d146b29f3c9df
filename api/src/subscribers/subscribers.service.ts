import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { matchingCursor, searchPage, type ListQuery } from '../common/list-search';
import { searchWordsFor } from '../common/search-words';
import { isDuplicateKeyError } from '../database/database-errors';
import { Subscriber } from './schemas/subscriber.schema';

@Injectable()
export class SubscribersService {
  constructor(@InjectModel(Subscriber.name) private readonly subscribers: Model<Subscriber>) {}

  /** Subscribing again is a success that changes nothing, so the form never reveals who is subscribed. */
  async subscribe(subemail: string) {
    try {
      await this.subscribers.updateOne(
        { subemail },
        { $setOnInsert: { subemail, searchWords: searchWordsFor('subscribers', { subemail }) } },
        { upsert: true },
      );
    } catch (error) {
      // Two sign-ups racing: the unique index kept one record, which is what we wanted.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return { subemail };
  }

  list() {
    return this.subscribers.find().sort({ createdAt: -1, _id: -1 }).lean();
  }

  /** Every subscriber, newest first, read one at a time (the CSV export). */
  everySubscriber(query: ListQuery) {
    return matchingCursor(this.subscribers, query);
  }

  /** One page of an admin's search (LIST_SEARCHES.subscribers). */
  search(query: ListQuery) {
    return searchPage(this.subscribers, query);
  }

  async remove(id: string) {
    const subscriber = await this.subscribers.findByIdAndDelete(id).lean();
    if (!subscriber) throw new NotFoundException('No subscriber with this id');
    return subscriber;
  }
}
