/** `contracts` paths use the product description's `{id}`; the router wants `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
