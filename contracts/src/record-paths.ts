// A record's path templates (`/pricing/{id}`) as the content blocks and the endpoint catalogue write them, filled and
// matched. Browser bundles import this file alone (`@agency/contracts/record-paths`).

/** Fills a path template: resourcePath('/pricing/{id}', id) → '/pricing/64…'. */
export function resourcePath(template: string, id?: string): string {
  return id === undefined ? template : template.replace('{id}', encodeURIComponent(id));
}

/** Whether a concrete path (without its query string) is an instance of a template like '/order/{id}'. */
export function matchesPath(template: string, path: string): boolean {
  const bare = (value: string) => value.split('?')[0];
  const pattern = bare(template)
    .split('{id}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(bare(path));
}
