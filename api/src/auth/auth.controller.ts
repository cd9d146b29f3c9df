import { Controller, Headers, HttpCode, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESET_REQUESTED_MESSAGE } from '@agency/contracts';
import { AUTH_ENDPOINTS as AUTH } from '@agency/contracts/endpoints/auth';
import type { AppConfig } from '../config/app-config';
import { BackgroundTasks } from '../background/background-tasks';
import { APP_CONFIG } from '../config/app-config.token';
import { ClientAddress } from '../http/client-address.decorator';
import { NoBody } from '../common/no-body.decorator';
import { accountLanguage, requestLanguage } from '../i18n/request-language';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../common/endpoint-route';
import { RateLimitService, type RateLimit } from '../rate-limit/rate-limit.service';
import { AccountsService, type Credentials } from './accounts.service';
import { refuseCommonPassword } from '../common/common-passwords';
import { CurrentUser } from './current-user.decorator';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { SessionActivity } from './session-activity';
import type { SessionUser } from './session-user';
import { SessionsService } from './sessions.service';
import { AdminGrace } from './second-factor/admin-grace';
import { PendingSignIns } from './second-factor/pending-sign-ins';
import { secondStepChallenge } from './second-factor/second-step-challenge';
import { signedInAnswer } from './second-factor/sign-in-answer';
import { SignInCompletion } from './second-factor/sign-in-completion';
import { AnswerTexts, type AnswerText } from '../i18n/answer-texts';

const PER_MINUTE = 60_000;
/** One address may try this many times the per-account limit across all accounts (an office behind one NAT). */
const ADDRESS_CEILING_FACTOR = 3;
const REGISTERED_MESSAGE =
  'Thanks! We sent a message to this address: follow it to confirm your e-mail, then log in.';

@ApiTags('auth')
@Controller()
export class AuthController {
  private readonly loginLimit: RateLimit;
  private readonly loginAddressLimit: RateLimit;
  private readonly registerLimit: RateLimit;
  private readonly resetLimit: RateLimit;

  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly activity: SessionActivity,
    private readonly grace: AdminGrace,
    private readonly pendingSignIns: PendingSignIns,
    private readonly completion: SignInCompletion,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const limit = config.authRateLimitPerMinute;
    this.loginLimit = { scope: 'login', limit, windowMs: PER_MINUTE };
    this.loginAddressLimit = { scope: 'login', limit: limit * ADDRESS_CEILING_FACTOR, windowMs: PER_MINUTE };
    this.registerLimit = { scope: 'register', limit, windowMs: PER_MINUTE };
    this.resetLimit = { scope: 'reset', limit, windowMs: PER_MINUTE };
  }

  /**
   * The same answer, byte for byte, whether the e-mail is new or already has an account (whose owner is
   * mailed instead), and no session: the site signs in next with the same credentials.
   */
  @EndpointRoute(AUTH.register)
  @HttpCode(202)
  async register(
    @EndpointBody(AUTH.register) body: EndpointBodyOf<typeof AUTH.register>,
    @ClientAddress() address: string,
    @Req() request: FastifyRequest,
    @AnswerTexts() say: AnswerText,
  ) {
    // Before anything is counted or stored: the answer depends on the password alone, never on the e-mail.
    refuseCommonPassword(body.password, 'password');
    await this.countAttempt(this.registerLimit, address, body.email);
    // The page's language: named in the body by a form that knows it, else the one the request asks for.
    const language = body.language ?? requestLanguage(request);
    await this.accounts.register({ email: body.email, password: body.password, language });
    return { message: say(REGISTERED_MESSAGE) };
  }

  @EndpointRoute(AUTH.login)
  @HttpCode(200)
  async login(
    @EndpointBody(AUTH.login) body: Credentials,
    @ClientAddress() address: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Per (account, address), so a stranger's failures never lock the owner out, under a ceiling per address.
    await this.rateLimits.consume(this.loginAddressLimit, [`ip:${address}`]);
    await this.rateLimits.consume(this.loginLimit, [`email-ip:${body.email}|${address}`]);
    const account = await this.accounts.authenticate(body);
    const client = { userAgent: request.headers['user-agent'], address };
    // An account with a second step gets no session yet: only a pending sign-in that the step completes.
    const factors = await this.grace.factorsOf(account._id);
    if (factors.totp || factors.passkey) {
      const expiresAt = await this.pendingSignIns.start(account._id, client, reply);
      return secondStepChallenge(factors, expiresAt);
    }
    return this.completion.complete(account, client, request, reply);
  }

  @EndpointRoute(AUTH.logout)
  @HttpCode(204)
  @NoBody()
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end(readSessionToken(request));
    clearSessionCookie(reply, this.config);
  }

  @EndpointRoute(AUTH.me)
  me(@CurrentUser() user: SessionUser) {
    return this.answer(user);
  }

  /**
   * Who is signed in, for the site's own pages: 200 with `user: null` for an anonymous visitor, so a page that
   * merely asks logs no failed request in the browser console (`/auth/me` keeps answering 401).
   */
  @EndpointRoute(AUTH.session)
  async session(@Req() request: FastifyRequest) {
    const token = readSessionToken(request);
    const user = await this.sessions.resolve(token);
    if (user && token) this.background.run('Session last seen', () => this.activity.touch(token));
    // The account's language rides along here only: the site's pages follow it, and /auth/me stays as documented.
    return { user: user ? { ...(await this.answer(user)), language: accountLanguage(user) } : null };
  }

  @EndpointRoute(AUTH.reset)
  @HttpCode(202)
  async requestReset(
    @EndpointBody(AUTH.reset) body: EndpointBodyOf<typeof AUTH.reset>,
    @ClientAddress() address: string,
    @AnswerTexts() say: AnswerText,
  ) {
    await this.countAttempt(this.resetLimit, address, body.email);
    // Answered before the account is even looked up, so the timing tells nothing about whether it exists.
    await this.accounts.requestPasswordReset(body.email);
    return { message: say(RESET_REQUESTED_MESSAGE) };
  }

  /** Lets the page a reset link opens say that the link was used, replaced or expired, before asking for a password. */
  @EndpointRoute(AUTH.resetCheck)
  async checkReset(@Query('token') token: unknown) {
    await this.accounts.checkPasswordResetLink(typeof token === 'string' ? token : '');
    return { valid: true };
  }

  @EndpointRoute(AUTH.resetConfirm)
  @HttpCode(200)
  async confirmReset(
    @EndpointBody(AUTH.resetConfirm) body: EndpointBodyOf<typeof AUTH.resetConfirm>,
    @ClientAddress() address: string,
    @AnswerTexts() say: AnswerText,
  ) {
    await this.rateLimits.consume(this.resetLimit, [`ip:${address}`]);
    refuseCommonPassword(body.password, 'password');
    await this.accounts.confirmPasswordReset(body.token, body.password);
    return { message: say('Your password has been changed. Log in with your new password.') };
  }

  /**
   * The site's /verify-email page, which the welcome e-mail's link opens, asks here for JSON (`{ verified }`) and
   * goes on to /login itself; a browser sent here (a link mailed before the site's page took it) continues to the
   * site's /login.
   */
  @EndpointRoute(AUTH.verifyEmail)
  async verifyEmail(
    @Query('token') token: unknown,
    @Headers('accept') accept: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const verified = await this.accounts
      .verifyEmail(typeof token === 'string' ? token : '')
      .then(() => true)
      .catch(() => false);
    if (asksForJson(accept)) return void reply.header('Cache-Control', 'no-store').send({ verified });
    await reply.redirect(`${this.config.shellPublicUrl}/login?verified=${verified ? '1' : '0'}`, 303);
  }

  /** Counts the attempt per IP, then per e-mail (a malformed body was refused by the pipe and costs nothing). */
  private async countAttempt(limit: RateLimit, address: string, email: string): Promise<void> {
    await this.rateLimits.consume(limit, [`ip:${address}`]);
    await this.rateLimits.consume(limit, [`email:${email}`]);
  }

  /** Who is signed in; an admin without a second step (even one whose grace ran out) is told until when. */
  private async answer(user: SessionUser) {
    const asListed = user.backOfficeLocked ? { ...user, isAdmin: true } : user;
    return signedInAnswer(asListed, await this.grace.setup(asListed));
  }
}

/** A script's request (the site's page asks for `application/json` only), not a browser opening a link. */
function asksForJson(accept: unknown): boolean {
  return typeof accept === 'string' && accept.includes('application/json') && !accept.includes('text/html');
}
