import v8 from 'node:v8';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ContainerLoad } from '@agency/web/page-renderer';

/** The parameters of CommonJS's module wrapper, which a `commonjs-module` container is written for. */
const WRAPPER_PARAMS = ['exports', 'module', 'require', '__dirname', '__filename'];

/** What a container exports to the runtime, as the runtime's `loadEntry` hook returns it. */
type Container = NonNullable<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>>;

/** The `require` a container gets: a Node container of ours asks only for Node's built-in modules. */
function requireBuiltin(id: string): unknown {
  const builtin = process.getBuiltinModule(id);
  if (!builtin) throw new Error(`A remote container asked for ${id}, which is not one of Node's modules`);
  return builtin;
}

/**
 * Loads a remote's Node container with `vm.compileFunction` instead of Module Federation's default `vm.Script`.
 * V8 keeps every `vm.Script`'s source and compiled code in its compilation cache, keyed by the source, until memory
 * runs short, and an ordinary full collection does not free it: with a new container per release (new source each
 * time), about a megabyte more per release. A function compiled by `compileFunction` bypasses that cache, so a
 * replaced container goes once nothing refers to it. The container is read, evaluated and returned as the default
 * loader does (the same `globalThis[globalName]` the runtime reads it back from).
 */
export function containerLoader(
  onLoad: (load: ContainerLoad) => void = () => undefined,
): ModuleFederationRuntimePlugin {
  // The chunks a container loads later are evaluated by Module Federation's Node runtime plugin (built into the
  // container) with a direct `eval`, whose compilation-cache entry is keyed by the calling container's code: each
  // release's chunks would stay cached, with the old container's code they name, until memory runs short. This process
  // evaluates little code of its own twice, so it does without V8's compilation cache.
  v8.setFlagsFromString('--no-compilation-cache');
  return {
    name: 'agency-container-loader',
    async loadEntry({ remoteInfo }) {
      if (remoteInfo.type !== 'commonjs-module') return undefined;
      const started = performance.now();
      const loaded = (outcome: ContainerLoad['outcome']) =>
        onLoad({ outcome, seconds: (performance.now() - started) / 1000 });
      try {
        const container = await evaluateContainer(remoteInfo.entry, remoteInfo.entryGlobalName);
        loaded('loaded');
        return container;
      } catch (error) {
        loaded('failed');
        throw error;
      }
    },
  };
}

/** Fetches and evaluates a Node container, publishing it under its global name. */
async function evaluateContainer(entry: string, entryGlobalName: string): Promise<Container> {
  const url = new URL(entry);
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const filename = url.pathname.split('/').at(-1) ?? url.pathname;
  const evaluate = vm.compileFunction(await response.text(), WRAPPER_PARAMS, { filename: url.href });
  const module = { exports: {} as Record<string, unknown> };
  evaluate(module.exports, module, requireBuiltin, url.pathname.split('/').slice(0, -1).join('/'), filename);
  const container = module.exports[entryGlobalName] ?? module.exports;
  (globalThis as Record<string, unknown>)[entryGlobalName] = container;
  return container as Container;
}
