/** `contracts` paths use the spec's `{id}`; the router wants `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
