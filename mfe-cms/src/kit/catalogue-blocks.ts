import { CONTENT_CATALOGUE, type ContentResource } from '@agency/contracts';

const byKey = new Map<string, ContentResource>(CONTENT_CATALOGUE.map((resource) => [resource.key, resource]));

/** The catalogue's block of a key that CMS_SCREENS names. */
export function catalogueBlock(key: string): ContentResource | undefined {
  return byKey.get(key);
}
