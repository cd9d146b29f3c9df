import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function temporaryFolder(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `${name}-`));
}

export interface FixtureApp {
  /** `react` as the build shares it: the version it was built with and the range it asks for. */
  react?: { version: string; requiredVersion: string };
  exposes?: string[];
  /** A shell's routes: the remote and module each loads. */
  routes?: { remote: string; module: string }[];
  /** Any file content: a different value is a different build. */
  body?: string;
}

/**
 * A slice's workspace folder with a small build in dist/: what Module Federation's manifest and the shell's route
 * table say about it, and one script, enough for the release command to describe and publish it.
 */
export function fixtureApp(root: string, slice: string, app: FixtureApp = {}): string {
  const dir = path.join(root, `${slice}-${Math.random().toString(16).slice(2)}`);
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: `@agency/${slice}`, version: '0.1.0' }),
  );
  const react = app.react ?? { version: '19.3.1', requiredVersion: '^19.3.1' };
  const manifest = {
    metaData: { pluginVersion: '2.9.2' },
    shared: [
      { name: 'react', ...react },
      { name: '@agency/ui', version: '0.1.0', requiredVersion: '^0.1.0' },
    ],
    exposes: (app.exposes ?? []).map((module) => ({ name: module.slice(2), path: module })),
  };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'main.js'), `console.log(${JSON.stringify(app.body ?? slice)});\n`);
  writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
  if (app.routes)
    writeFileSync(
      path.join(dist, 'routes.json'),
      JSON.stringify({
        routes: app.routes.map((route, index) => ({ path: `/p${index}`, access: 'public', ...route })),
      }),
    );
  return dir;
}
