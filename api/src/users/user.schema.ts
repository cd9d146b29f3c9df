import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { USER_ROLES, type UserRole } from '@agency/contracts';

/** The one role of spec 000 §3, typed so a misspelt role fails to compile. */
export const ADMIN_ROLE: UserRole = 'Admin';

/** Named here because the session lookup joins it by name. */
export const USERS_COLLECTION = 'users';

/** The spec's admin list (spec 000 §3 "User"): whose e-mail grants admin rights once verified. */
@Schema({ collection: USERS_COLLECTION, timestamps: true })
export class User {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  userEmail!: string;

  @Prop({ type: String, required: true, enum: USER_ROLES, default: ADMIN_ROLE })
  userRole!: UserRole;
}

export const UserSchema = SchemaFactory.createForClass(User);
