// An admin's override of a release for their own browser: the API signed it, this origin checks it before keeping it
// in an HttpOnly cookie (only a JSON body is read, so no other site can post one here without the browser asking
// this server first), and the override bar's "clear" removes it.
import fp from 'fastify-plugin';
import { RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import { OVERRIDE_COOKIE, type SiteReleases } from '../releases/site-releases';
import { valueOf, type Live } from '../web-server-options';

export const releaseOverrides = fp<{ releases: SiteReleases; secureCookies: Live<boolean> }>(
  async (app, { releases, secureCookies }) => {
    app.post(RELEASE_OVERRIDE_PATHS.set, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body = request.body as { token?: unknown } | undefined;
      const token = request.headers['content-type']?.startsWith('application/json') ? body?.token : undefined;
      const override = typeof token === 'string' ? await releases.verifyOverride(token) : undefined;
      if (!override || typeof token !== 'string')
        return reply.code(400).send({
          statusCode: 400,
          message:
            'token must be a release override signed by the registry, unexpired, naming a stored release',
        });
      reply.setCookie(OVERRIDE_COOKIE, token, {
        path: '/',
        maxAge: Math.max(0, Math.floor(override.exp - Date.now() / 1000)),
        httpOnly: true,
        sameSite: 'lax',
        secure: valueOf(secureCookies),
      });
      return {
        slice: override.slice,
        version: override.version,
        expiresAt: new Date(override.exp * 1000).toISOString(),
      };
    });
    // The override bar's "clear" is a plain HTML form (its empty body is not read).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
      app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
        done(null, {}),
      );
    app.post(RELEASE_OVERRIDE_PATHS.clear, async (_request, reply) =>
      reply
        .clearCookie(OVERRIDE_COOKIE, { path: '/' })
        .header('Cache-Control', 'no-store')
        .redirect('/', 303),
    );
  },
  { name: 'release-overrides', dependencies: ['@fastify/cookie'] },
);
