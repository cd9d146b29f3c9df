// The registry the release commands talk to, from their environment: RELEASE_API_URL, and the deploy token of
// RELEASE_DEPLOY_TOKEN or, unset, the one `npm start` wrote for its run to $DATA_DIR/deploy-token.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './publish';
import { RegistryClient } from './registry-client';

/** Where `npm start` keeps its run's deploy token, readable by its owner only. */
export const DEPLOY_TOKEN_FILE = 'deploy-token';

/** `$DATA_DIR/deploy-token`, DATA_DIR relative to the repository's root (`data/` there when unset). */
export function deployTokenFile(env: Record<string, string | undefined>): string {
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data', DEPLOY_TOKEN_FILE);
}

/** RELEASE_DEPLOY_TOKEN, else the token file's content, else none (the API then refuses). */
export function deployTokenFromEnv(env: Record<string, string | undefined>): string | undefined {
  if (env.RELEASE_DEPLOY_TOKEN) return env.RELEASE_DEPLOY_TOKEN;
  try {
    return fs.readFileSync(deployTokenFile(env), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function registryFromEnv(env: Record<string, string | undefined>): RegistryClient {
  return new RegistryClient(env.RELEASE_API_URL ?? 'http://127.0.0.1:4000', deployTokenFromEnv(env));
}
