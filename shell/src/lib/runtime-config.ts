import { routes, type RemoteName } from '../config/paths';

/** Served beside index.html at deploy time, so remotes and the API move without rebuilding the shell. */
export interface RuntimeConfig {
  apiUrl: string;
  /** Each remote's mf-manifest.json; a server-rendered page names its own remote's container instead. */
  remotes: Record<RemoteName, string>;
  /** The site's public URL (canonical links, link previews); the page's own origin when absent. */
  siteUrl?: string;
  /** An admin's release override, shown to that admin in a bar (the web server set it from a verified cookie). */
  override?: ReleaseOverride;
}

export interface ReleaseOverride {
  slice: string;
  version: string;
  /** When the override stops applying (ISO 8601). */
  expiresAt: string;
}

function parseOverride(value: unknown): ReleaseOverride | undefined {
  const override = value as Partial<ReleaseOverride> | null;
  return typeof override === 'object' &&
    override !== null &&
    typeof override.slice === 'string' &&
    typeof override.version === 'string' &&
    typeof override.expiresAt === 'string'
    ? { slice: override.slice, version: override.version, expiresAt: override.expiresAt }
    : undefined;
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
}

/** Every remote the route table loads pages from. */
const remoteNames: RemoteName[] = [...new Set(routes.map((route) => route.remote))];

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  const input = (value ?? {}) as {
    apiUrl?: unknown;
    remotes?: Record<string, unknown>;
    siteUrl?: unknown;
    override?: unknown;
  };
  if (typeof input.apiUrl !== 'string' || !input.apiUrl) problems.push('apiUrl');
  if (input.siteUrl !== undefined && !isHttpUrl(input.siteUrl)) problems.push('siteUrl');
  const override = parseOverride(input.override);
  if (input.override !== undefined && !override) problems.push('override');
  const remotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const url = input.remotes?.[name];
    if (typeof url === 'string' && url) remotes[name] = url;
    else problems.push(`remotes.${name}`);
  }
  if (problems.length) throw new Error(`config.json is missing or has a bad ${problems.join(', ')}`);
  return {
    apiUrl: input.apiUrl as string,
    remotes,
    ...(input.siteUrl === undefined ? {} : { siteUrl: input.siteUrl as string }),
    ...(override ? { override } : {}),
  };
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read ${url} (${response.status})`);
  return parseRuntimeConfig(await response.json());
}
