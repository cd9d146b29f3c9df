import { Body, Controller, HttpCode, Param, Req, Res } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OVERRIDE_MAX_MINUTES, SLICES, type ReleaseMetadata } from '@agency/contracts/releases';
import { CurrentUser } from '../auth/current-user.decorator';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionUser } from '../auth/session-user';
import { Audited, AuditedByHandler } from '../audit/audited.decorator';
import { NoBody } from '../common/no-body.decorator';
import { OverrideTokensService } from './override-tokens.service';
import {
  ParsedBody,
  canaryOf,
  overrideRequestOf,
  releaseMetadataOf,
  rollbackOf,
  sliceParam,
  versionChangeOf,
  versionOf,
  type VersionChange,
} from './release-input';
import { ReleasesService } from './releases.service';
import { RELEASE_ENDPOINTS as RELEASES } from '@agency/contracts/endpoints/releases';
import { EndpointRoute } from '../common/endpoint-route';

/** Web servers poll the routing document; a few seconds of caching spares the API without delaying a switch much. */
const ROUTING_MAX_AGE_SECONDS = 5;

const versionSchema = { type: 'string', example: '0.1.0-3f9a0c12de' };
const forceSchema = {
  type: 'boolean',
  description: 'Skip the compatibility gate (written to the audit log)',
};

/**
 * The release registry. Releasers are signed-in admins or the release CLI with the deploy token; the routing
 * document is public (it names versions only) and the override tokens are for admins alone.
 */
@ApiTags('releases')
@Controller()
export class ReleasesController {
  constructor(
    private readonly registry: ReleasesService,
    private readonly overrides: OverrideTokensService,
  ) {}

  @EndpointRoute(RELEASES.routing)
  async routing(@Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('Cache-Control', `public, max-age=${ROUTING_MAX_AGE_SECONDS}`);
    return this.registry.routing();
  }

  @EndpointRoute(RELEASES.list)
  async list() {
    return { slices: await this.registry.slices() };
  }

  @EndpointRoute(RELEASES.register)
  @Audited('releases', 'Registered a release')
  @ApiBody({ schema: { type: 'object', description: "The release's release.json" } })
  async register(
    @Body(new ParsedBody(releaseMetadataOf)) metadata: ReleaseMetadata,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { created, release } = await this.registry.register(metadata, user);
    reply.status(created ? 201 : 200);
    return release;
  }

  @EndpointRoute(RELEASES.override)
  @Audited('releases', 'Issued a release override')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['slice', 'version', 'minutes'],
      properties: {
        slice: { type: 'string', enum: [...SLICES] },
        version: versionSchema,
        minutes: { type: 'integer', minimum: 1, maximum: OVERRIDE_MAX_MINUTES },
      },
    },
  })
  async override(
    @Body(new ParsedBody(overrideRequestOf)) body: ReturnType<typeof overrideRequestOf>,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    await this.registry.release(body.slice, body.version);
    return this.overrides.issue(body, user.email, readSessionToken(request));
  }

  @EndpointRoute(RELEASES.slice)
  slice(@Param('slice') slice: string) {
    return this.registry.slice(sliceParam(slice));
  }

  @EndpointRoute(RELEASES.check)
  async check(@Param('slice') slice: string, @Param('version') version: string) {
    const mismatches = await this.registry.check(sliceParam(slice), versionOf(version));
    return { compatible: mismatches.length === 0, mismatches };
  }

  @EndpointRoute(RELEASES.activate)
  @HttpCode(200)
  @AuditedByHandler('releases', 'Activated a release')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['version'],
      properties: { version: versionSchema, force: forceSchema },
    },
  })
  activate(
    @Param('slice') slice: string,
    @Body(new ParsedBody(versionChangeOf)) { version, force }: VersionChange,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.registry.activate(sliceParam(slice), version, force, user, request);
  }

  @EndpointRoute(RELEASES.rollback)
  @HttpCode(200)
  @AuditedByHandler('releases', 'Rolled back a release')
  @ApiBody({ schema: { type: 'object', properties: { force: forceSchema } }, required: false })
  rollback(
    @Param('slice') slice: string,
    @Body(new ParsedBody(rollbackOf)) { force }: { force: boolean },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.registry.rollback(sliceParam(slice), force, user, request);
  }

  @EndpointRoute(RELEASES.setCanary)
  @AuditedByHandler('releases', 'Set a canary')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['version', 'percent'],
      properties: {
        version: versionSchema,
        percent: { type: 'integer', minimum: 0, maximum: 100 },
        force: forceSchema,
      },
    },
  })
  setCanary(
    @Param('slice') slice: string,
    @Body(new ParsedBody(canaryOf)) { version, percent, force }: ReturnType<typeof canaryOf>,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.registry.setCanary(sliceParam(slice), { version, percent }, force, user, request);
  }

  @EndpointRoute(RELEASES.endCanary)
  @NoBody()
  @AuditedByHandler('releases', 'Ended a canary')
  clearCanary(
    @Param('slice') slice: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.registry.clearCanary(sliceParam(slice), user, request);
  }
}
