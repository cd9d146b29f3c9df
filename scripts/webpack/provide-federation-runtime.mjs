// A remote's standalone preview page runs this before its own scripts: the remote's production build leaves
// Module Federation's runtime to its host (federation-runtime.cjs), and standalone it has none.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
