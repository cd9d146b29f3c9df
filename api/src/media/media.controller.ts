import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_MAX_BYTES } from '@agency/contracts';
import { MEDIA_ENDPOINTS } from '@agency/contracts/endpoints/media';
import { Audited } from '../audit/audited.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { FileUpload } from '../auth/file-upload.decorator';
import type { SessionUser } from '../auth/session-user';
import { EndpointRoute } from '../common/endpoint-route';
import type { ListQuery } from '../common/list-search';
import { IdParam } from '../common/object-id.pipe';
import { SearchQuery } from '../common/search-query';
import { BodyLimit } from '../http/body-limit';
import { MediaService } from './media.service';

const ENDPOINTS = MEDIA_ENDPOINTS;
/** A file's bytes never change for its id and name: any cache may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The media library: admins upload, search and delete images; anyone loads the generated files. */
@ApiTags('media')
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @EndpointRoute(ENDPOINTS.upload)
  @Audited('media', 'Uploaded an image')
  @FileUpload()
  // A little above the limit, so the service answers an oversized file with its own words.
  @BodyLimit(MEDIA_MAX_BYTES + 1024)
  @ApiOperation({
    summary: ENDPOINTS.upload.summary,
    description: `The body is the file (application/octet-stream or image/*), at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB; \`name\` is its file name. Answers the library item with the URL an image field stores.`,
  })
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  upload(@Req() request: FastifyRequest, @Query('name') name: unknown, @CurrentUser() user: SessionUser) {
    return this.media.upload(request.body as Buffer, name, user);
  }

  @EndpointRoute(ENDPOINTS.search)
  search(@SearchQuery('media') query: ListQuery) {
    return this.media.search(query);
  }

  @EndpointRoute(ENDPOINTS.one)
  get(@IdParam() id: string) {
    return this.media.get(id);
  }

  @EndpointRoute(ENDPOINTS.remove)
  @Audited('media', 'Deleted an image')
  remove(@IdParam() id: string) {
    return this.media.remove(id);
  }

  @EndpointRoute(ENDPOINTS.file)
  async file(
    @IdParam() id: string,
    @Param('width') width: string,
    @Param('ext') ext: string,
    @Res() reply: FastifyReply,
  ) {
    const { stream, contentType, length } = await this.media.file(id, `${width}.${ext}`);
    return (
      reply
        .header('content-type', contentType)
        .header('content-length', String(length))
        .header('cache-control', IMMUTABLE)
        // Public pages on the site's own origin show these; other sites may link them too.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(stream)
    );
  }
}
