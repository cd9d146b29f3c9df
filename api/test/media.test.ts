import zlib from 'node:zlib';
import sharp from 'sharp';
import { MEDIA_MAX_BYTES, mediaSources, type MediaItem, type SearchPage } from '@agency/contracts';
import { TEST_ADMIN, TestApi } from './support/test-api';

/** A real photograph-like JPEG and a transparent PNG, made by the same library the API uses. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A small PNG whose header claims `width` × `height` pixels (a decompression bomb): read, never decoded. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('media library', () => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await TestApi.start();
    admin = await api.adminCookie();
  });
  afterAll(() => api.close());

  const upload = (bytes: Buffer | string, name: string, cookie = admin, type = 'application/octet-stream') =>
    fetch(`${api.url}/media?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { cookie, 'content-type': type },
      body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  let photo: MediaItem;

  it('takes a JPEG and makes every width in WebP and JPEG, served immutable', async () => {
    const response = await upload(await jpeg(1200, 800), 'C:\\photos\\team day.JPG');
    expect(response.status).toBe(201);
    photo = response.body;
    expect(photo).toMatchObject({
      name: 'team day.JPG',
      type: 'jpeg',
      width: 1200,
      height: 800,
      widths: [320, 640, 1024, 1200],
      fallback: 'jpg',
      uploadedByEmail: TEST_ADMIN.email,
    });
    expect(photo.url).toBe(`http://api.test/media/${photo._id}/1200.jpg`);

    for (const width of photo.widths) {
      for (const [format, type] of [
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ]) {
        const file = await fetch(`${api.url}/media/${photo._id}/${width}.${format}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe(type);
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
      }
    }
    expect((await fetch(`${api.url}/media/${photo._id}/2000.jpg`)).status).toBe(404);
    expect((await fetch(`${api.url}/media/${photo._id}/320.gif`)).status).toBe(404);
    // What the public pages build their srcset from.
    expect(mediaSources(photo.url)?.webp).toBe(
      [320, 640, 1024, 1200]
        .map((width) => `http://api.test/media/${photo._id}/${width}.webp ${width}w`)
        .join(', '),
    );
  });

  it('keeps a transparent PNG as PNG and never enlarges a small image', async () => {
    const response = await upload(await png(200, 100), 'logo.png', admin, 'image/png');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type: 'png', widths: [200], fallback: 'png' });
    const file = await fetch(`${api.url}/media/${response.body._id}/200.png`);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it('checks the type by the content, not the name', async () => {
    const disguised = await upload(
      Buffer.from('MZ\x90\x00 this is an executable'),
      'cat.jpg',
      admin,
      'image/jpeg',
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe('This file is not an image: upload a JPEG, PNG, WebP, GIF or AVIF');
    const pdf = await upload(Buffer.from('%PDF-1.7\n...'), 'brochure.png');
    expect(pdf.status).toBe(415);
    // A real PNG under a .jpg name is taken as the PNG it is.
    const renamed = await upload(await png(50, 50), 'photo.jpg');
    expect(renamed.body.type).toBe('png');
  });

  it('refuses SVG, scripts and all, however it is dressed', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?>\n<!-- logo -->\n<svg onload="alert(1)"></svg>',
      '\uFEFF  <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg/>',
    ]) {
      const response = await upload(Buffer.from(svg), 'logo.png', admin, 'image/png');
      expect(response.status).toBe(415);
      expect(response.body.message).toMatch(/^SVG images are not accepted/);
    }
  });

  it('refuses an image with too many pixels before decoding it, and a damaged one', async () => {
    const huge = await upload(pngHeader(20_000, 20_000), 'huge.png');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(
      'The image is 20000 × 20000 pixels; at most 40 million pixels are accepted',
    );
    const damaged = await upload(Buffer.concat([(await jpeg(100, 100)).subarray(0, 40)]), 'broken.jpg');
    expect(damaged.status).toBe(400);
    expect(damaged.body.message).toMatch(/cannot be read/);
  });

  it('refuses an oversized file and an empty one, and stores nothing for either', async () => {
    const before = await api.db.collection('media').countDocuments();
    const tooBig = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 10, 0xff), 'big.jpg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file is larger than 10 MB');
    const wayTooBig = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 100_000, 0xff), 'bigger.jpg');
    expect(wayTooBig.status).toBe(413);
    const empty = await upload(Buffer.alloc(0), 'nothing.jpg');
    expect(empty.status).toBe(400);
    expect(await api.db.collection('media').countDocuments()).toBe(before);
  });

  it('lets only admins upload, list and delete; anyone loads the files', async () => {
    const { cookie } = await api.customerCookie();
    expect((await upload(await jpeg(10, 10), 'x.jpg', cookie)).status).toBe(403);
    expect((await upload(await jpeg(10, 10), 'x.jpg', '')).status).toBe(401);
    expect((await api.request('/media/search', { cookie })).status).toBe(403);
    expect((await api.request(`/media/${photo._id}`, { method: 'DELETE', cookie })).status).toBe(403);
    expect((await fetch(`${api.url}/media/${photo._id}/320.webp`)).status).toBe(200);
  });

  it('lists and searches the library, newest first', async () => {
    const page = await api.request<SearchPage<MediaItem>>('/media/search', { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.body.items[0].name).toBe('photo.jpg');
    expect(page.body.items.at(-1)!.name).toBe('team day.JPG');
    expect(Object.keys(page.body.items[0])).not.toContain('files');
    const found = await api.request<SearchPage<MediaItem>>('/media/search?q=team', { cookie: admin });
    expect(found.body.items.map((item) => item.name)).toEqual(['team day.JPG']);
  });

  it('refuses to delete an image the content uses, saying where, and deletes it once it is not', async () => {
    const banner = {
      bannerHeading: 'Hi',
      bannerDetails: 'Hello',
      buttonTwoLink: 'Work',
      bannerImage: photo.url,
      buttonOneText: 'Go',
      buttonOneLink: '/pricing/',
    };
    const created = await api.request('/add-banner', { method: 'POST', cookie: admin, body: banner });
    const refused = await api.request(`/media/${photo._id}`, { method: 'DELETE', cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This image is still used by Banner (Banner Image). Choose another image there first',
    );
    expect((await fetch(`${api.url}/media/${photo._id}/320.webp`)).status).toBe(200);

    await api.request(`/update-banner/${created.body._id}`, {
      method: 'PUT',
      cookie: admin,
      body: { bannerImage: 'https://cdn.example.com/other.jpg' },
    });
    const deleted = await api.request(`/media/${photo._id}`, { method: 'DELETE', cookie: admin });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${api.url}/media/${photo._id}/320.webp`)).status).toBe(404);
    expect(
      await api.db.collection('media.files').countDocuments({ 'metadata.mediaId': { $exists: true } }),
    ).toBe(2 * (1 + 1));
    const lines = await api.request('/audit-log/search?area=media', { cookie: admin });
    expect(lines.body.items.map((line: { action: string }) => line.action)).toEqual([
      'Deleted an image',
      'Uploaded an image',
      'Uploaded an image',
      'Uploaded an image',
    ]);
  });
});
