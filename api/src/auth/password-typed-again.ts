import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { WRONG_CURRENT_PASSWORD, type FieldError } from '@agency/contracts';
import { OwnPassword, type OwnAccount } from './own-password';
import { PasswordAttempts } from './password-attempts';
import type { RequestWithUser } from './current-user.decorator';
import { SESSION_USER } from '../http/request-reader';

/** The password a signed-in user typed again before an act a session alone must not be able to make. */
export interface PasswordAgain {
  /**
   * Counts the try as sign-in counts its attempts (a 429 past the limit, per account and client address), then
   * checks the password is the account's own: the account, or a 400 naming the form's field (the form's
   * `currentPassword` unless `refusal` names another), never a 401, which would read as an ended session.
   */
  confirm(password: string, refusal?: FieldError): Promise<OwnAccount>;
}

const CURRENT_PASSWORD_REFUSAL: FieldError = { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };

/** Makes a request's PasswordAgain: the signed-in user and the client address the limits count. */
@Injectable()
export class PasswordAgainPipe implements PipeTransform<FastifyRequest & RequestWithUser, PasswordAgain> {
  constructor(
    private readonly attempts: PasswordAttempts,
    private readonly ownPassword: OwnPassword,
  ) {}

  transform(request: FastifyRequest & RequestWithUser): PasswordAgain {
    const user = request[SESSION_USER];
    if (!user) throw new Error('@PasswordTypedAgain() is for signed-in routes only');
    return {
      confirm: async (password, refusal = CURRENT_PASSWORD_REFUSAL) => {
        await this.attempts.count(user, request.ip);
        return this.ownPassword.confirm(user, password, refusal);
      },
    };
  }
}

const SignedInRequest = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  context.switchToHttp().getRequest<FastifyRequest>(),
);

/**
 * A handler's PasswordAgain, the one way a sensitive act checks the password typed again: the handler calls
 * `confirm` once its body passed its rules, so a malformed request is refused before it counts as a try.
 */
export const PasswordTypedAgain = (): ParameterDecorator => SignedInRequest(PasswordAgainPipe);
