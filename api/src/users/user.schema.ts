import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { USER_ROLES, type UserRole } from '@agency/contracts';

/** The admin list's one role, typed so a misspelt role fails to compile. */
export const ADMIN_ROLE: UserRole = 'Admin';

/** Named here because the session lookup joins it by name. */
export const USERS_COLLECTION = 'users';

/** The admin list: whose e-mail grants admin rights once verified (docs/product.md#roles-and-access). */
@Schema({ collection: USERS_COLLECTION, timestamps: true })
export class User {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  userEmail!: string;

  @Prop({ type: String, required: true, enum: USER_ROLES, default: ADMIN_ROLE })
  userRole!: UserRole;
}

export const UserSchema = SchemaFactory.createForClass(User);
