import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Named here because the session lookup joins it by name. */
export const ACCOUNTS_COLLECTION = 'accounts';

/** A person who can sign in. Separate from the product description's `users` list, which only says who is an admin. */
@Schema({ collection: ACCOUNTS_COLLECTION, timestamps: true })
export class Account {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email!: string;

  @Prop({ required: true, select: false })
  passwordHash!: string;

  @Prop({ required: true, default: false })
  emailVerified!: boolean;

  /** The name and default billing details the account page keeps; the order form starts from them. */
  @Prop({ type: String, default: '' })
  name!: string;

  @Prop({ type: String, default: '' })
  billingAddress!: string;

  @Prop({ type: String, default: '' })
  billingCountry!: string;

  /** Increased by every change its sessions' copy of it must follow (SessionHolders); unset until the first. */
  @Prop({ type: Number })
  sessionHolderVersion?: number;

  /**
   * The language the account's pages, e-mails and API messages are in (INTERFACE_LANGUAGES); accounts made before
   * it existed have none and are English.
   */
  @Prop({ type: String })
  language?: string;

  /**
   * Since when the account is an admin (its verified address on the admin list); unset while it is not one. Written
   * by AdminStanding only: the second step's grace counts from here.
   */
  @Prop({ type: Date })
  adminSince?: Date;

  createdAt!: Date;
}

export const AccountSchema = SchemaFactory.createForClass(Account);
