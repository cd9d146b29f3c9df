import { MongooseModule } from '@nestjs/mongoose';
import { AdminGrace } from './admin-grace';
import { Passkey, PasskeySchema } from './passkey.schema';
import { PendingSignIn, PendingSignInSchema } from './pending-sign-in.schema';
import { PendingSignIns } from './pending-sign-ins';
import { RecoveryCode, RecoveryCodeSchema } from './recovery-code.schema';
import { RecoveryCodeStore } from './recovery-code-store';
import { SecondFactorResetController } from './second-factor-reset.controller';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactor, SecondFactorSchema } from './second-factor.schema';
import { SecondFactorService } from './second-factor.service';
import { SecondStepController } from './second-step.controller';
import { SignInCompletion } from './sign-in-completion';

/**
 * The second sign-in step's part of the auth module: sign-in, the session guard and the second step share the
 * sessions, so they are one module, and this file is the second step's list of what it adds.
 */
export const SECOND_FACTOR_MODELS = MongooseModule.forFeature([
  { name: SecondFactor.name, schema: SecondFactorSchema },
  { name: Passkey.name, schema: PasskeySchema },
  { name: RecoveryCode.name, schema: RecoveryCodeSchema },
  { name: PendingSignIn.name, schema: PendingSignInSchema },
]);

export const SECOND_FACTOR_CONTROLLERS = [
  SecondFactorController,
  SecondStepController,
  SecondFactorResetController,
];

export const SECOND_FACTOR_PROVIDERS = [
  AdminGrace,
  PendingSignIns,
  RecoveryCodeStore,
  SecondFactorService,
  SignInCompletion,
];
