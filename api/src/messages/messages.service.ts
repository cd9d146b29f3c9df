import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { matchingCursor, searchPage, type ListQuery } from '../common/list-search';
import type { MessageStatus } from '@agency/contracts';
import { ShopNotifications } from '../notifications/shop-notifications.service';
import type { NewMessageBody } from './dto/message-rules';
import { Message } from './schemas/message.schema';

const NOT_FOUND = 'No message with this id';

@Injectable()
export class MessagesService {
  constructor(
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly notifications: ShopNotifications,
  ) {}

  async add(body: NewMessageBody) {
    const _id = new Types.ObjectId();
    const message = await this.notifications.newContactMessage(_id.toString(), () =>
      this.messages.create({
        _id,
        name: body.name,
        email: body.email,
        number: body.number ?? '',
        subject: body.subject ?? '',
        message: body.message,
        messageStatus: 'UnRead',
      }),
    );
    return message.toObject();
  }

  list() {
    return this.messages.find().sort({ createdAt: -1, _id: -1 }).lean();
  }

  /** Every message, newest first, read one at a time (the CSV export). */
  everyMessage(query: ListQuery) {
    return matchingCursor(this.messages, query);
  }

  /** One page of an admin's search (LIST_SEARCHES.messages). */
  search(query: ListQuery) {
    return searchPage(this.messages, query);
  }

  async get(id: string) {
    const message = await this.messages.findById(id).lean();
    if (!message) throw new NotFoundException(NOT_FOUND);
    return message;
  }

  async setStatus(id: string, messageStatus: MessageStatus) {
    const message = await this.messages
      .findByIdAndUpdate(id, { $set: { messageStatus } }, { returnDocument: 'after' })
      .lean();
    if (!message) throw new NotFoundException(NOT_FOUND);
    return message;
  }

  async remove(id: string) {
    const message = await this.messages.findByIdAndDelete(id).lean();
    if (!message) throw new NotFoundException(NOT_FOUND);
    return message;
  }
}
