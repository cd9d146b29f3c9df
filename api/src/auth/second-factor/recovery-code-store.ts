import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Clock } from './clock';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { RecoveryCode } from './recovery-code.schema';

/** An account's recovery codes: kept as hashes, each used once. */
@Injectable()
export class RecoveryCodeStore {
  constructor(
    @InjectModel(RecoveryCode.name) private readonly codes: Model<RecoveryCode>,
    private readonly clock: Clock,
  ) {}

  /** A new set, answered once in plain text; the old set stops working. */
  async replace(accountId: Types.ObjectId): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.codes.deleteMany({ accountId });
    await this.codes.insertMany(
      codes.map((code) => ({ accountId, codeHash: hashRecoveryCode(code), usedAt: null })),
    );
    return codes;
  }

  left(accountId: Types.ObjectId): Promise<number> {
    return this.codes.countDocuments({ accountId, usedAt: null });
  }

  /** Marks the code used in one conditional update, so two tries with the same code cannot both pass. */
  async use(accountId: Types.ObjectId, code: string): Promise<boolean> {
    const used = await this.codes.findOneAndUpdate(
      { accountId, codeHash: hashRecoveryCode(code), usedAt: null },
      { $set: { usedAt: this.clock.now() } },
    );
    return used !== null;
  }

  async removeAll(accountId: Types.ObjectId): Promise<void> {
    await this.codes.deleteMany({ accountId });
  }
}
