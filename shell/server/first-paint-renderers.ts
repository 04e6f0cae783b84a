import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FirstPaintRenderer } from 'shared-kit';

export interface FirstPaintRenderers {
  /** The server render module at `file` (a remote's build), or null when there is none or it is not one. */
  load(file: string): Promise<FirstPaintRenderer | null>;
}

const isRenderer = (module: unknown): module is FirstPaintRenderer =>
  typeof module === 'object' &&
  module !== null &&
  'firstRequest' in module &&
  typeof module.firstRequest === 'function' &&
  'render' in module &&
  typeof module.render === 'function' &&
  // Optional (a build before requests in a row has none), a function when there.
  (!('nextRequest' in module) || typeof module.nextRequest === 'function') &&
  // Optional too, a list of file names when there.
  (!('stylesheets' in module) || (Array.isArray(module.stylesheets) && module.stylesheets.every((sheet: unknown) => typeof sheet === 'string')));

/**
 * The remotes' server render modules (shared-kit FirstPaintRenderer), each imported once per build: a remote rebuilt in
 * place (a new modification time) is imported again on its next page, so a redeploy needs no restart. Each import of a
 * build stays in memory (Node cannot unload a module): one per redeploy of a remote.
 */
export function firstPaintRenderers(importModule: (url: string) => Promise<unknown> = (url) => import(url)): FirstPaintRenderers {
  const loaded = new Map<string, { version: number; module: Promise<FirstPaintRenderer | null> }>();
  return {
    async load(file) {
      let version: number;
      try {
        version = (await stat(file)).mtimeMs;
      } catch {
        return null;
      }
      const known = loaded.get(file);
      if (known?.version === version) return known.module;
      const module = importModule(`${pathToFileURL(file).href}?build=${version}`).then(
        (imported: unknown) => (isRenderer(imported) ? imported : null),
        () => null,
      );
      loaded.set(file, { version, module });
      return module;
    },
  };
}
