import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { mongo, type Connection, type Model } from 'mongoose';
import { MEDIA_MAX_BYTES, type MediaItem } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints';
import { MEDIA_ENDPOINTS } from '@agency/contracts/endpoints/media';
import type { SessionUser } from '../auth/session-user';
import { searchPage, type ListQuery } from '../common/list-search';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ContentRegistry } from '../content/publishing/content-registry';
import { imageTypeOf } from './image-type';
import { ImageRefused, inspectImage, renderVariants } from './image-variants';
import { MediaRecord } from './media.schema';
import { apiMessage } from '../i18n/api-message';

const BUCKET = 'media';
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};
const FILE_NAME = /^(\d{1,5})\.(webp|jpg|png)$/;
const MAX_NAME_LENGTH = 200;

type StoredMedia = MediaRecord & { _id: mongo.ObjectId };

/** What the upload's name becomes: its last path segment, printable, at most 200 characters. */
function cleanName(name: unknown): string {
  const text = typeof name === 'string' ? name : '';
  const last = text.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const printable = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, MAX_NAME_LENGTH) || 'image';
}

/** The media library: images checked by their bytes, made in several widths and formats, kept in GridFS. */
@Injectable()
export class MediaService {
  private readonly bucket: mongo.GridFSBucket;

  constructor(
    @InjectModel(MediaRecord.name) private readonly media: Model<MediaRecord>,
    @InjectConnection() connection: Connection,
    private readonly content: ContentRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.bucket = new mongo.GridFSBucket(connection.db!, { bucketName: BUCKET });
  }

  async upload(bytes: Buffer, name: unknown, actor: SessionUser): Promise<MediaItem> {
    if (!Buffer.isBuffer(bytes) || bytes.length === 0)
      throw new BadRequestException(
        'Send the image file as the request body (Content-Type: application/octet-stream)',
      );
    if (bytes.length > MEDIA_MAX_BYTES)
      throw new PayloadTooLargeException(
        apiMessage('error.media.tooLarge', { megabytes: MEDIA_MAX_BYTES / 1024 / 1024 }),
      );
    const type = await imageTypeOf(bytes);
    if (type === 'svg')
      throw new UnsupportedMediaTypeException(
        'SVG images are not accepted: they can carry scripts. Upload a PNG instead',
      );
    if (!type)
      throw new UnsupportedMediaTypeException(
        'This file is not an image: upload a JPEG, PNG, WebP, GIF or AVIF',
      );
    let variants;
    let image;
    try {
      image = await inspectImage(bytes, type);
      variants = await renderVariants(bytes, image);
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      if ('code' in error.refusal && error.refusal.code === 'error.media.tooManyPixels')
        throw new PayloadTooLargeException(error.refusal);
      throw new BadRequestException(error.refusal);
    }
    const id = new mongo.ObjectId();
    const files = [];
    for (const variant of variants) {
      const upload = this.bucket.openUploadStream(`${id.toHexString()}/${variant.width}.${variant.format}`, {
        metadata: { mediaId: id, width: variant.width, format: variant.format },
      });
      await pipeline(Readable.from([variant.bytes]), upload);
      files.push({
        width: variant.width,
        format: variant.format,
        fileId: upload.id.toHexString(),
        bytes: variant.bytes.length,
      });
    }
    const created = await this.media.create({
      _id: id,
      name: cleanName(name),
      type,
      width: image.width,
      height: image.height,
      bytes: bytes.length,
      widths: [...new Set(variants.map((variant) => variant.width))],
      fallback: image.fallback,
      files,
      uploadedById: actor.accountId,
      uploadedByEmail: actor.email,
    });
    return this.toItem(created.toObject() as StoredMedia);
  }

  async search(query: ListQuery) {
    const page = await searchPage(this.media, query);
    return { ...page, items: (page.items as StoredMedia[]).map((item) => this.toItem(item)) };
  }

  async get(id: string): Promise<MediaItem> {
    return this.toItem(await this.find(id));
  }

  /** A generated file as a stream, with what the answer needs to describe it. */
  async file(id: string, file: string) {
    const match = FILE_NAME.exec(file);
    const record = match && (await this.media.findById(id).select('+files').lean<StoredMedia>());
    const stored = record?.files.find(
      (candidate) => candidate.width === Number(match![1]) && candidate.format === match![2],
    );
    if (!stored) throw new NotFoundException('No such image file');
    return {
      stream: this.bucket.openDownloadStream(new mongo.ObjectId(stored.fileId)),
      contentType: CONTENT_TYPES[stored.format],
      length: stored.bytes,
    };
  }

  /** Deletes an image no content uses; one still in use is refused, saying where. */
  async remove(id: string): Promise<MediaItem> {
    const record = await this.find(id, { withFiles: true });
    // Every file of the image: their URLs are under its own.
    const needle = `${endpointPath(MEDIA_ENDPOINTS.one, { id })}/`;
    const places = (
      await Promise.all(this.content.all().map((service) => service.placesUsing(needle)))
    ).flat();
    if (places.length > 0)
      throw new ConflictException(apiMessage('error.media.inUse', { places: places.join('; ') }));
    await this.media.deleteOne({ _id: id });
    for (const file of record.files) {
      await this.bucket.delete(new mongo.ObjectId(file.fileId)).catch(() => undefined);
    }
    return this.toItem(record);
  }

  /** The record, with the ids of its stored files when asked (they never leave the API). */
  private async find(id: string, { withFiles = false } = {}): Promise<StoredMedia> {
    const query = this.media.findById(id);
    const record = await (withFiles ? query.select('+files') : query).lean<StoredMedia>();
    if (!record) throw new NotFoundException('No image with this id');
    return record;
  }

  private toItem(record: StoredMedia): MediaItem {
    const id = record._id.toHexString();
    const largest = record.widths[record.widths.length - 1];
    const file = endpointPath(MEDIA_ENDPOINTS.file, { id, width: String(largest), ext: record.fallback });
    return {
      _id: id,
      name: record.name,
      type: record.type,
      width: record.width,
      height: record.height,
      bytes: record.bytes,
      widths: record.widths,
      fallback: record.fallback,
      url: `${this.config.apiPublicUrl}${file}`,
      uploadedByEmail: record.uploadedByEmail,
      createdAt:
        (record.createdAt as Date | string | undefined) instanceof Date
          ? record.createdAt.toISOString()
          : String(record.createdAt),
    };
  }
}
