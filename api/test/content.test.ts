import {
  banner,
  CONTENT_CATALOGUE,
  type ContentField,
  type ContentResource,
  DEMO_CONTENT,
  faqItems,
  resourcePath,
} from '@agency/contracts';
import { TestApi } from './support/test-api';

/** Every catalogue resource through real HTTP: access, validation and the add/read/update/delete cycle. */

const UNKNOWN_ID = '0123456789abcdef01234567';
const MALFORMED_IDS = ['123', 'not-an-id', '0123456789abcdef0123456z', '0123456789abcdef012345678'];

let api: TestApi;
let admin: string;
let customer: string;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminCookie();
  customer = (await api.customerCookie()).cookie;
});
afterAll(() => api.close());

const entries = (resource: ContentResource) => Object.entries(resource.fields) as [string, ContentField][];
const fieldsOfKind = (resource: ContentResource, kind: ContentField['kind']) =>
  entries(resource)
    .filter(([, rule]) => rule.kind === kind)
    .map(([name]) => name);
const count = (resource: ContentResource) => api.db.collection(resource.collection).countDocuments();
/** The demo's `index`th record: distinct ones differ in the fields the catalogue keeps unique. */
const validBody = (resource: ContentResource, index = 0) => {
  const demo = DEMO_CONTENT[resource.key as keyof typeof DEMO_CONTENT] as readonly object[];
  return { ...demo[index % demo.length] };
};

/** A value that passes the field's rule and differs from the demo value. */
function changedValue(name: string, rule: ContentField, current: string): string {
  if (rule.kind === 'enum') return rule.values!.find((value) => value !== current) ?? current;
  if (rule.kind === 'link') return `/assets/changed/${name}.svg`;
  if (rule.kind === 'email') return `changed.${name.toLowerCase()}@agency.example`;
  if (rule.format === 'price') return '123.45';
  return `Changed ${name}`.slice(0, rule.maxLength);
}

/** Bodies that must be refused, each with the field the 400 must name. */
function invalidBodies(resource: ContentResource): Array<[string, Record<string, unknown>, string]> {
  const valid = validBody(resource);
  const cases: Array<[string, Record<string, unknown>, string]> = [];
  for (const [name, rule] of entries(resource)) {
    if (rule.required) {
      const { [name]: _omitted, ...rest } = valid as Record<string, unknown>;
      cases.push([`without ${name}`, rest, name]);
      cases.push([`with ${name} blank`, { ...valid, [name]: '   ' }, name]);
    }
    cases.push([`with ${name} as a number`, { ...valid, [name]: 42 }, name]);
    cases.push([`with ${name} as an object`, { ...valid, [name]: { $ne: '' } }, name]);
    const tooLong = rule.kind === 'link' ? `/${'a'.repeat(rule.maxLength)}` : 'a'.repeat(rule.maxLength + 1);
    cases.push([`with ${name} too long`, { ...valid, [name]: tooLong }, name]);
    if (rule.kind === 'link') {
      for (const bad of [
        'javascript:alert(1)',
        'data:text/html;base64,PHNjcmlwdD4=',
        'vbscript:msgbox',
        '//evil.example/x',
        'ftp://files.example/x',
      ]) {
        cases.push([`with ${name} = ${bad}`, { ...valid, [name]: bad }, name]);
      }
    }
    if (rule.kind === 'enum')
      cases.push([`with ${name} outside its values`, { ...valid, [name]: 'Gold' }, name]);
    if (rule.kind === 'email')
      cases.push([`with ${name} not an address`, { ...valid, [name]: 'not-an-address' }, name]);
    if (rule.format === 'price') {
      for (const bad of ['-1', '1.999', 'abc', '1e3', '$10', ''])
        cases.push([`with ${name} = '${bad}'`, { ...valid, [name]: bad }, name]);
    }
  }
  cases.push(['with an unknown field', { ...valid, notAField: 'x' }, 'notAField']);
  cases.push(['with a $-prefixed key', { ...valid, $where: 'sleep(1000)' }, '$where']);
  cases.push(['with a dotted key', { ...valid, 'a.b': 'x' }, 'a.b']);
  return cases;
}

describe.each(CONTENT_CATALOGUE.map((resource) => [resource.key, resource as ContentResource] as const))(
  '%s',
  (_key, resource) => {
    const { paths } = resource;

    it(`answers reads ${resource.read === 'admin' ? 'to admins only' : 'to anyone'}`, async () => {
      for (const path of [...paths.list, ...paths.one.map((p) => resourcePath(p, UNKNOWN_ID))]) {
        const anonymous = await api.request(path);
        const asCustomer = await api.request(path, { cookie: customer });
        const asAdmin = await api.request(path, { cookie: admin });
        if (resource.read === 'admin') {
          expect([anonymous.status, asCustomer.status]).toEqual([401, 403]);
        } else {
          expect(anonymous.status).toBe(path.includes(UNKNOWN_ID) ? 404 : 200);
          expect(asCustomer.status).toBe(anonymous.status);
        }
        expect(asAdmin.status).toBe(path.includes(UNKNOWN_ID) ? 404 : 200);
        if (!path.includes(UNKNOWN_ID)) expect(Array.isArray(asAdmin.body)).toBe(true);
      }
    });

    it('refuses every write to anonymous visitors (401) and customers (403), storing nothing', async () => {
      const before = await count(resource);
      const writes: Array<[string, string]> = [
        ...paths.add.map((path) => ['POST', path] as [string, string]),
        ...paths.update.map((path) => ['PUT', resourcePath(path, UNKNOWN_ID)] as [string, string]),
        ...(paths.remove ?? []).map((path) => ['DELETE', resourcePath(path, UNKNOWN_ID)] as [string, string]),
      ];
      for (const [method, path] of writes) {
        const body = method === 'DELETE' ? undefined : validBody(resource);
        expect((await api.request(path, { method, body })).status).toBe(401);
        expect((await api.request(path, { method, body, cookie: customer })).status).toBe(403);
      }
      expect(await count(resource)).toBe(before);
    });

    it.each(invalidBodies(resource))(
      'refuses an add %s with 400 naming the field',
      async (_case, body, field) => {
        const before = await count(resource);
        for (const path of paths.add) {
          const response = await api.request(path, { method: 'POST', body, cookie: admin });
          expect(response.status).toBe(400);
          expect(response.body.message).toContain(field);
          expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
        }
        expect(await count(resource)).toBe(before);
      },
    );

    it('adds, reads by id, updates part of a record, and reads it back', async () => {
      const body = validBody(resource);
      const added = await api.request(paths.add[0]!, { method: 'POST', body, cookie: admin });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject(body);
      expect(added.body._id).toMatch(/^[a-f0-9]{24}$/);
      expect(Object.keys(added.body).sort()).toEqual(
        Object.keys({
          ...body,
          _id: 0,
          createdAt: 0,
          updatedAt: 0,
          ...(resource.singleton ? {} : { order: 0 }),
        }).sort(),
      );
      const id = added.body._id as string;

      for (const path of paths.one) {
        const read = await api.request(resourcePath(path, id), { cookie: admin });
        expect(read.status).toBe(200);
        expect(read.body).toEqual(added.body);
      }

      const [field, rule] = entries(resource)[0]!;
      for (const path of paths.update) {
        const value = changedValue(field, rule, String(body[field as keyof typeof body]));
        const updated = await api.request(resourcePath(path, id), {
          method: 'PUT',
          body: { [field]: value },
          cookie: admin,
        });
        expect(updated.status).toBe(200);
        expect(updated.body).toEqual({ ...added.body, [field]: value, updatedAt: expect.any(String) });
        const read = await api.request(resourcePath(paths.one[0]!, id), { cookie: admin });
        expect(read.body[field]).toBe(value);
        const listed = await api.request(paths.list[0]!, { cookie: admin });
        expect(listed.body.find((record: { _id: string }) => record._id === id)?.[field]).toBe(value);
      }
    });

    it('keeps required fields on update and checks what is sent', async () => {
      const id = await anyRecordId(resource);
      const required = entries(resource).filter(([, rule]) => rule.required);
      for (const path of paths.update) {
        for (const [name] of required) {
          const emptied = await api.request(resourcePath(path, id), {
            method: 'PUT',
            body: { [name]: '' },
            cookie: admin,
          });
          expect(emptied.status).toBe(400);
          expect(emptied.body.message).toContain(name);
        }
        for (const bad of [{ notAField: 'x' }, { $set: { a: 1 } }, {}, []]) {
          expect(
            (await api.request(resourcePath(path, id), { method: 'PUT', body: bad, cookie: admin })).status,
          ).toBe(400);
        }
      }
      const read = await api.request(resourcePath(paths.one[0]!, id), { cookie: admin });
      for (const [name] of required) expect(read.body[name]).not.toBe('');
    });

    const links = fieldsOfKind(resource, 'link');
    if (links.length > 0)
      it(`accepts site paths, anchors and http(s) URLs in ${links.join(', ')}`, async () => {
        const id = await anyRecordId(resource);
        for (const value of [
          '/pricing/',
          '#contact-sec',
          'https://cdn.example.com/a.png?x=1',
          'http://example.com/',
        ]) {
          const body = Object.fromEntries(links.map((name) => [name, value]));
          const updated = await api.request(resourcePath(paths.update[0]!, id), {
            method: 'PUT',
            body,
            cookie: admin,
          });
          expect(updated.status).toBe(200);
          expect(updated.body).toMatchObject(body);
        }
        for (const bad of [
          'javascript:alert(1)',
          'data:image/svg+xml,<svg/onload=alert(1)>',
          ' JavaScript:alert(1)',
        ]) {
          const refused = await api.request(resourcePath(paths.update[0]!, id), {
            method: 'PUT',
            body: { [links[0]!]: bad },
            cookie: admin,
          });
          expect(refused.status).toBe(400);
          expect(refused.body.message).toContain(links[0]);
        }
      });

    it('answers 400 to a malformed id and 404 to an unknown one', async () => {
      const [field, rule] = entries(resource)[0]!;
      const calls: Array<[string, string, unknown]> = [
        ...paths.one.map((path) => ['GET', path, undefined] as [string, string, unknown]),
        ...paths.update.map(
          (path) => ['PUT', path, { [field]: changedValue(field, rule, '') }] as [string, string, unknown],
        ),
        ...(paths.remove ?? []).map((path) => ['DELETE', path, undefined] as [string, string, unknown]),
      ];
      for (const [method, template, body] of calls) {
        for (const id of MALFORMED_IDS) {
          const response = await api.request(resourcePath(template, id), { method, body, cookie: admin });
          expect([method, id, response.status]).toEqual([method, id, 400]);
        }
        const unknown = await api.request(resourcePath(template, UNKNOWN_ID), {
          method,
          body,
          cookie: admin,
        });
        expect([method, unknown.status]).toEqual([method, 404]);
      }
    });

    if (resource.singleton) {
      it('holds one record: a second add gets 409 and stores nothing', async () => {
        await anyRecordId(resource);
        const before = await count(resource);
        expect(before).toBe(1);
        for (const path of paths.add) {
          const again = await api.request(path, { method: 'POST', body: validBody(resource), cookie: admin });
          expect(again.status).toBe(409);
        }
        expect(await count(resource)).toBe(1);
        expect(paths.remove ?? []).toEqual([]);
      });
    } else {
      it('adds several records, lists new ones last, and deletes one', async () => {
        // Unique values (package names) left by earlier tests would refuse the adds.
        if (resource.unique) await api.db.collection(resource.collection).deleteMany({});
        const first = await api.request(paths.add[0]!, {
          method: 'POST',
          body: validBody(resource, 0),
          cookie: admin,
        });
        const second = await api.request(paths.add[0]!, {
          method: 'POST',
          body: validBody(resource, 1),
          cookie: admin,
        });
        expect([first.status, second.status]).toEqual([201, 201]);
        const listed = await api.request(paths.list[0]!, { cookie: admin });
        const ids = (listed.body as Array<{ _id: string }>).map((record) => record._id);
        expect(ids.indexOf(first.body._id)).toBeLessThan(ids.indexOf(second.body._id));

        for (const path of paths.remove!) {
          const before = await count(resource);
          const removed = await api.request(resourcePath(path, first.body._id), {
            method: 'DELETE',
            cookie: admin,
          });
          expect(removed.status).toBe(200);
          expect(removed.body._id).toBe(first.body._id);
          expect(await count(resource)).toBe(before - 1);
          expect(
            (await api.request(resourcePath(paths.one[0]!, first.body._id), { cookie: admin })).status,
          ).toBe(404);
          const after = await api.request(paths.list[0]!, { cookie: admin });
          expect(after.body.map((record: { _id: string }) => record._id)).not.toContain(first.body._id);
          expect(
            (await api.request(resourcePath(path, first.body._id), { method: 'DELETE', cookie: admin }))
              .status,
          ).toBe(404);
        }
      });
    }
  },
);

it('treats the banner buttonTwoLink as a tagline: plain text is accepted', async () => {
  const id = await anyRecordId(banner);
  const tagline = 'Creative agency since 2015 — we build brands';
  const updated = await api.request(resourcePath(banner.paths.update[0], id), {
    method: 'PUT',
    body: { buttonTwoLink: tagline },
    cookie: admin,
  });
  expect(updated.status).toBe(200);
  expect(updated.body.buttonTwoLink).toBe(tagline);
});

it('refuses a body that is not JSON', async () => {
  const response = await api.request(banner.paths.add[0], {
    method: 'POST',
    body: 'bannerHeading=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookie: admin,
  });
  expect([400, 415]).toContain(response.status);
});

describe('hostile bodies', () => {
  const valid = { accodingTitle: 'Do you work weekends?', accodingText: 'Only for launches.' };
  const add = (body: string) => api.request(faqItems.paths.add[0], { method: 'POST', body, cookie: admin });

  it('refuses a body over the size limit with 413 and stores nothing', async () => {
    const before = await count(faqItems);
    const response = await add(JSON.stringify({ ...valid, accodingText: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await count(faqItems)).toBe(before);
  });

  it.each([
    ['__proto__', `{"accodingTitle":"t","accodingText":"x","__proto__":{"isAdmin":true}}`],
    ['constructor', `{"accodingTitle":"t","accodingText":"x","constructor":{"prototype":{"isAdmin":true}}}`],
  ])('refuses a %s key with 400 and stores nothing', async (_key, body) => {
    const before = await count(faqItems);
    const response = await add(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await count(faqItems)).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

/** The id of the resource's record, adding one first when there is none. */
async function anyRecordId(resource: ContentResource): Promise<string> {
  const listed = await api.request(resource.paths.list[0]!, { cookie: admin });
  if (listed.body.length > 0) return listed.body[0]._id;
  const added = await api.request(resource.paths.add[0]!, {
    method: 'POST',
    body: validBody(resource),
    cookie: admin,
  });
  expect(added.status).toBe(201);
  return added.body._id;
}
