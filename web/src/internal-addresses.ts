// Where the servers reach each other when that is not where browsers do (the slices on hosts of their own behind an
// edge, docs/configuration.md): a page and its configuration name the public addresses, and whatever a server
// fetches itself (the API's reads, a remote's manifests and server container) goes to the internal ones. Kept free
// of Node's modules: the shell's server renderer reads it too.

/** A remote's files as browsers load them (`public`) and as the servers reach them (`internal`): two base URLs. */
export interface RemoteFiles {
  public: string;
  internal: string;
}

export interface InternalAddresses {
  /** Where the servers reach the API. */
  apiUrl: string;
  /** Where the servers reach each remote's files, by the remote's name (`mfe-public`). */
  remoteFiles?: Record<string, RemoteFiles>;
}

const withSlash = (url: string) => url.replace(/\/?$/, '/');

/**
 * Where a server fetches a URL that a page names for browsers: under a remote's internal base when the URL is under
 * its public one (a release's `<base>_releases/<version>/` too), as named otherwise.
 */
export function readableAt(url: string, internal?: InternalAddresses): string {
  for (const files of Object.values(internal?.remoteFiles ?? {})) {
    const publicBase = withSlash(files.public);
    if (url.startsWith(publicBase)) return withSlash(files.internal) + url.slice(publicBase.length);
  }
  return url;
}
