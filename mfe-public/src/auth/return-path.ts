/** Where to go after login: the page the guard sent us from, never an external or login URL; else /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  const pathname = from?.pathname;
  if (!pathname || !pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login')
    return '/dashboard';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
