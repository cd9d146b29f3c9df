// What is made per request (server-rendered pages, config.json, robots.txt, the sitemap): validated by an ETag and
// compressed as it is sent. Files come with their own ETags and pre-compressed from the build, and are left alone.
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyEtag from '@fastify/etag';
import fastifyCompress from '@fastify/compress';

export const generatedBodies = fp(
  async (app) => {
    await app.register(fastifyEtag);
    // What no cache may keep (a form's answer, an admin's override or preview) has nothing to revalidate either.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (/\bno-store\b/.test(String(reply.getHeader('cache-control')))) reply.removeHeader('etag');
      return payload;
    });
    // At a brotli level quick enough to compress as the answer is sent.
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: /^(text\/(html|plain)|application\/(json|xml))\b/,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'generated-bodies' },
);
