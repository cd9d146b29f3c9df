import { endpointPath, RELEASE_ENDPOINTS as RELEASES, type Endpoint } from '@agency/contracts/endpoints';
import type { ReleaseMetadata, ReleaseRecord, Slice, SliceState } from '@agency/contracts/releases';

/** A refusal from the registry: its status, its message and, from the gate, every mismatch. */
export class RegistryError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly mismatches: string[] = [],
  ) {
    super(message);
  }
}

/** The API's release registry, as the release CLI calls it: JSON over HTTP with the deploy token as bearer. */
export class RegistryClient {
  constructor(
    private readonly apiUrl: string,
    private readonly deployToken: string | undefined,
  ) {}

  register(metadata: ReleaseMetadata): Promise<ReleaseRecord> {
    return this.send(RELEASES.register, RELEASES.register.path, metadata);
  }

  list(): Promise<{ slices: SliceState[] }> {
    return this.send(RELEASES.list, RELEASES.list.path);
  }

  slice(slice: Slice): Promise<SliceState> {
    return this.send(RELEASES.slice, endpointPath(RELEASES.slice, { slice }));
  }

  activate(slice: Slice, version: string, force: boolean): Promise<SliceState> {
    return this.send(RELEASES.activate, endpointPath(RELEASES.activate, { slice }), { version, force });
  }

  rollback(slice: Slice, force: boolean): Promise<SliceState> {
    return this.send(RELEASES.rollback, endpointPath(RELEASES.rollback, { slice }), { force });
  }

  setCanary(slice: Slice, version: string, percent: number, force: boolean): Promise<SliceState> {
    return this.send(RELEASES.setCanary, endpointPath(RELEASES.setCanary, { slice }), {
      version,
      percent,
      force,
    });
  }

  clearCanary(slice: Slice): Promise<SliceState> {
    return this.send(RELEASES.endCanary, endpointPath(RELEASES.endCanary, { slice }));
  }

  private async send<T>({ method }: Endpoint, pathname: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.deployToken) headers.authorization = `Bearer ${this.deployToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      // Appended, not resolved: an API served under a path of the site (`https://site.example/api`) keeps it.
      response = await fetch(`${this.apiUrl.replace(/\/+$/, '')}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new RegistryError(0, `The API at ${this.apiUrl} cannot be reached (${String(error)})`);
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown; mismatches?: string[] };
    if (!response.ok) {
      const message = Array.isArray(answer.message)
        ? answer.message.join('; ')
        : String(answer.message ?? '');
      throw new RegistryError(
        response.status,
        message || `${method} ${pathname}: ${response.status}`,
        answer.mismatches,
      );
    }
    return answer as T;
  }
}
