import { ModulesContainer } from '@nestjs/core';
import { catalogueRoutes, CONTENT_CATALOGUE, contentResource } from '@agency/contracts';
import { routePath } from '@agency/contracts/endpoints';
import { CONTENT_RESOURCE_METADATA } from '../src/content/content.controller';
import { listRoutes } from './support/route-inventory';
import { TestApi } from './support/test-api';

/**
 * The documented content calls, copied verbatim: the contract the catalogue must cover,
 * misspellings included.
 */
const SPEC_CALLS = `
GET /banner; GET /banner/{id}; POST /add-banner; PUT /update-banner/{id}
GET /logo; GET /logo/{id}; POST /add-logo; PUT /logo/{id}
GET /about; GET /about-us/{id}; POST /add-about; PUT /update-about/{id}
GET /videos; GET /videos/{id}; POST /add-video; PUT /update-videos/{id}
GET /videos-items; GET /videos-items/{id}; POST /add-video-item; PUT /videos-items/{id}
GET /service; GET /service/{id}; POST /add-Service; PUT /service/{id}
GET /service-items; GET /service-item/{id}; POST /add-service-item; PUT /service-item/{id}
GET /steps; GET /step-item/{id}; POST /add-step; PUT /step-item/{id}
GET /worksec; GET /worksec/{id}; POST /add-worksec; PUT /update-worksec/{id}
GET /experiences; GET /experiences/{id}; POST /add-experience; PUT /update-experiences/{id}
GET /counters; GET /counters/{id}; POST /add-counter; PUT /update-counters/{id}
GET /pricings; GET /pricing/{id}; POST /add-pricing; PUT /pricing/{id}
GET /actions; GET /actions/{id}; POST /add-action; PUT /update-actions/{id}
GET /testimonialtext; GET /testimonialtext/{id}; POST /add-testimonial-text; PUT /testimonialtext/{id}; GET /testimonials; GET /testimonial/{id}; POST /add-testimonial; PUT /testimonial/{id}
GET /faq; GET /faq/{id}; POST /add-faq; PUT /faq/{id}; GET /faq-items; GET /faq-item/{id}; POST /add-faq-item; PUT /faq-item/{id}
GET /featurestext; GET /featurestext/{id}; POST /add-feature-text; PUT /featurestext/{id}; GET /featureitems; GET /featureitems/{id}; POST /add-feature-Item; PUT /update-featureitems/{id}
POST /add-teammember-text; GET /teamstext; GET /teamstext/{id}; PUT /teamstext/{id}; POST /add-team-Item; GET /teamitems; GET /teamitems/{id}; PUT /update-teamitems/{id}
GET /contacts; GET /contacts/{id}; POST /add-contact; PUT /contacts/{id}
GET /footer-about; GET /footer-about/{id}; POST /add-footer-about; PUT /footer-about/{id}
GET /footer-address; GET /footer-address/{id}; POST /add-footer-address; PUT /footer-address/{id}
GET /footer-social; GET /footer-social/{id}; POST /add-footer-social; PUT /footer-social/{id}
GET /copyrights; GET /copyrights/{id}; POST /add-footer-copyright; PUT /copyrights/{id}
POST /add-item
`
  .split(/[;\n]/)
  .map((call) => call.trim())
  .filter(Boolean);

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

let api: TestApi;

beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

describe('the catalogue against the product description', () => {
  it('documents every content call of the product description, spelled as the product description spells it, and no other as documented', () => {
    const documented = catalogueRoutes()
      .filter((route) => route.documented)
      .map(key);
    expect(SPEC_CALLS).toHaveLength(105);
    expect([...documented].sort()).toEqual([...new Set(SPEC_CALLS)].sort());
  });

  it('adds only DELETE and order for collection items, the design item reads and update, and the site settings', () => {
    const additions = catalogueRoutes().filter((route) => !route.documented);
    expect(
      additions
        .filter((route) => route.method !== 'DELETE' && route.kind !== 'order')
        .map(key)
        .sort(),
    ).toEqual(
      [
        'GET /design-items',
        'GET /design-items/{id}',
        'PUT /design-items/{id}',
        'GET /site-settings',
        'GET /site-settings/{id}',
        'POST /add-site-settings',
        'PUT /site-settings/{id}',
      ].sort(),
    );
    const deletable = CONTENT_CATALOGUE.filter((resource) => !resource.singleton).map(
      (resource) => resource.key,
    );
    expect(
      additions
        .filter((route) => route.method === 'DELETE')
        .map((route) => route.resource)
        .sort(),
    ).toEqual([...deletable].sort());
    expect(
      additions
        .filter((route) => route.kind === 'order')
        .map((route) => [route.resource, key(route)])
        .sort(),
    ).toEqual(
      CONTENT_CATALOGUE.filter((resource) => !resource.singleton)
        .map((resource) => [resource.key, `PUT ${resource.paths.list[0]}/order`])
        .sort(),
    );
  });

  it('has no two routes on the same method and path', () => {
    const keys = catalogueRoutes().map((route) => key({ method: route.method, path: routePath(route.path) }));
    expect(keys.filter((k, index) => keys.indexOf(k) !== index)).toEqual([]);
  });
});

describe('the running app against the catalogue', () => {
  it('serves every catalogue route', () => {
    const fastify = api.app.getHttpAdapter().getInstance();
    const missing = catalogueRoutes().filter(
      (route) => !fastify.hasRoute({ method: route.method, url: routePath(route.path) }),
    );
    expect(missing.map(key)).toEqual([]);
    expect(catalogueRoutes().filter((route) => route.documented)).toHaveLength(105);
  });

  it('serves no content route that the catalogue does not list, and no other controller takes a catalogue path', () => {
    const contentControllers = new Map<string, string>();
    for (const module of api.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const resource = wrapper.metatype && Reflect.getMetadata(CONTENT_RESOURCE_METADATA, wrapper.metatype);
        if (resource) contentControllers.set(wrapper.metatype!.name, resource);
      }
    }
    expect([...contentControllers.values()].sort()).toEqual(
      CONTENT_CATALOGUE.map((resource) => resource.key).sort(),
    );

    const expected = new Set(
      catalogueRoutes().map((route) => key({ method: route.method, path: routePath(route.path) })),
    );
    const routes = listRoutes(api.app);
    const isContent = (handler: string) => contentControllers.has(handler.split('.')[0]!);
    const content = routes.filter((route) => isContent(route.handler));
    expect(content.map(key).filter((k) => !expected.has(k))).toEqual([]);
    expect(content).toHaveLength(expected.size);
    expect(routes.filter((route) => !isContent(route.handler) && expected.has(key(route))).map(key)).toEqual(
      [],
    );
  });

  it('describes every content route in the OpenAPI document at /docs, with the catalogue fields', async () => {
    const page = await api.request('/docs');
    expect(page.status).toBe(200);
    const document = (await api.request('/docs-json')).body;
    const missing: string[] = [];
    for (const route of catalogueRoutes()) {
      const operation = document.paths?.[route.path]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(key(route));
        continue;
      }
      const resource = contentResource(route.resource);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (route.kind === 'order') {
        expect([schema?.required, schema?.properties?.ids?.type]).toEqual([['ids'], 'array']);
      } else if (route.method === 'POST' || route.method === 'PUT') {
        expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(Object.keys(resource.fields).sort());
      }
      if (route.method === 'POST') {
        const required = Object.entries(resource.fields)
          .filter(([, rule]) => rule.required)
          .map(([name]) => name);
        expect(operation.requestBody.content['application/json'].schema.required.sort()).toEqual(
          required.sort(),
        );
      }
    }
    expect(missing).toEqual([]);
  });
});
