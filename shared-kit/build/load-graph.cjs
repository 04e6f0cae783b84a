// @ts-check
// What a browser loads, computed from the builds' own bytes without a browser (issue 15, budgets in CI).
//
// LoadGraphPlugin writes `load-graph.json` beside each build: the entry's script files, every async chunk group
// (by name, or by the request that created it: './bootstrap', an exposed './parcel'), and for each chunk its files,
// the shared modules it consumes and whether it holds React DOM's renderer. `pageScripts` then follows a page as the
// federation runtime does with `shareStrategy: 'loaded-first'`: the host's entry and the groups the page opens, every
// shared module those chunks consume, served by the host's copy when the host provides it (it initialises the share
// scope first), otherwise by the consuming build's own fallback, and what those chunks consume in turn.
const fs = require('node:fs');
const path = require('node:path');

const GRAPH_FILE = 'load-graph.json';
/** The module that is React DOM's renderer (one copy of it means one React DOM). */
const REACT_DOM_RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.(production|development)\.js$/;

/**
 * @typedef {{ files: string[], consumes: string[], reactDom: boolean }} ChunkInfo
 * @typedef {{
 *   name: string,
 *   entry: string[],
 *   chunks: Record<string, ChunkInfo>,
 *   groups: Record<string, string[]>,
 *   provides: Record<string, string[]>,
 *   fallbacks: Record<string, string[]>,
 *   sizes: Record<string, { raw: number, br: number }>,
 * }} LoadGraph
 */

class LoadGraphPlugin {
  /** @param {{ name: string, entry: string }} options entry: the entry (host) or container (remote) chunk name */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('LoadGraphPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const compilation = stats.compilation;
      const { chunkGraph } = compilation;
      const idOf = (/** @type {import('webpack').Chunk} */ chunk) => String(chunk.id);
      const jsFiles = (/** @type {import('webpack').Chunk} */ chunk) => [...chunk.files].filter((f) => f.endsWith('.js')).sort();
      const groupChunks = (/** @type {import('webpack').ChunkGroup | undefined} */ group) => (group ? group.chunks.map(idOf) : []);

      /** @type {LoadGraph['chunks']} */
      const chunks = {};
      for (const chunk of compilation.chunks) {
        const consumes = [];
        for (const module of chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? []) {
          const key = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options?.shareKey;
          if (key) consumes.push(key);
        }
        let reactDom = false;
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const resource = /** @type {{ resource?: string }} */ (/** @type {unknown} */ (module)).resource;
          if (resource && REACT_DOM_RENDERER.test(resource)) reactDom = true;
        }
        chunks[idOf(chunk)] = { files: jsFiles(chunk), consumes: [...new Set(consumes)].sort(), reactDom };
      }

      /** @type {LoadGraph['groups']} */
      const groups = {};
      for (const group of compilation.chunkGroups) {
        if (group.isInitial()) continue;
        const keys = group.name ? [group.name] : [];
        for (const origin of group.origins) if (origin.request) keys.push(origin.request);
        for (const key of keys) groups[key] = [...new Set([...(groups[key] ?? []), ...groupChunks(group)])];
      }

      /** @type {LoadGraph['provides']} */
      const provides = {};
      /** @type {LoadGraph['fallbacks']} */
      const fallbacks = {};
      for (const module of compilation.modules) {
        const kind = module.constructor.name;
        const block = module.blocks[0];
        const target = block ? groupChunks(chunkGraph.getBlockChunkGroup(block) ?? undefined) : [];
        if (kind === 'ProvideSharedModule') {
          const name = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
          if (name) provides[name] = target;
        } else if (kind === 'ConsumeSharedModule') {
          const key = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options?.shareKey;
          if (key) fallbacks[key] = target;
        }
      }

      const entrypoint = compilation.entrypoints.get(this.options.entry);
      const entry = entrypoint ? entrypoint.chunks.map(idOf) : [];
      /** @type {LoadGraph} */
      const graph = { name: this.options.name, entry, chunks, groups, provides, fallbacks, sizes: {} };
      const outDir = compilation.outputOptions.path ?? '.';
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, GRAPH_FILE), JSON.stringify(graph, null, 1));
    });
  }
}

/**
 * Adds the on-disk sizes of every script of `graph` (raw, and the brotli copy the platform server sends; files too
 * small to have one are sent as they are).
 * @param {LoadGraph} graph
 * @param {string} distDir
 * @returns {LoadGraph}
 */
function withSizes(graph, distDir) {
  /** @type {LoadGraph['sizes']} */
  const sizes = {};
  for (const chunk of Object.values(graph.chunks)) {
    for (const file of chunk.files) {
      const raw = fs.statSync(path.join(distDir, file)).size;
      const br = fs.existsSync(path.join(distDir, `${file}.br`)) ? fs.statSync(path.join(distDir, `${file}.br`)).size : raw;
      sizes[file] = { raw, br };
    }
  }
  return { ...graph, sizes };
}

/** @param {string} distDir */
function readLoadGraph(distDir) {
  return withSizes(JSON.parse(fs.readFileSync(path.join(distDir, GRAPH_FILE), 'utf8')), distDir);
}

/**
 * The scripts a page loads: `host` opens its entry and `hostGroups`; each of `remotes` opens its container entry and
 * `groups` (e.g. `__federation_expose_parcel`). Returns each script once, with the build it comes from.
 * @param {LoadGraph} host
 * @param {string[]} hostGroups
 * @param {Array<{ graph: LoadGraph, groups: string[] }>} remotes
 * @returns {Array<{ build: string, chunk: string, file: string, raw: number, br: number, reactDom: boolean }>}
 */
function pageScripts(host, hostGroups, remotes) {
  /** @type {Map<string, { build: string, chunk: string, file: string, raw: number, br: number, reactDom: boolean }>} */
  const scripts = new Map();
  /** @type {Set<string>} */
  const consumed = new Set();
  /** @type {Array<[LoadGraph, string]>} */
  const queue = [];
  const openChunks = (/** @type {LoadGraph} */ graph, /** @type {string[]} */ ids) => ids.forEach((id) => queue.push([graph, id]));
  const openGroup = (/** @type {LoadGraph} */ graph, /** @type {string} */ name) => {
    const ids = graph.groups[name];
    if (!ids) throw new Error(`${graph.name} has no chunk group '${name}' (load-graph.json)`);
    openChunks(graph, ids);
  };
  openChunks(host, host.entry);
  hostGroups.forEach((name) => openGroup(host, name));
  for (const remote of remotes) {
    openChunks(remote.graph, remote.graph.entry);
    remote.groups.forEach((name) => openGroup(remote.graph, name));
  }
  /** @type {Set<string>} */
  const opened = new Set();
  while (queue.length > 0) {
    const [graph, id] = /** @type {[LoadGraph, string]} */ (queue.shift());
    if (opened.has(`${graph.name}:${id}`)) continue;
    opened.add(`${graph.name}:${id}`);
    const chunk = graph.chunks[id];
    if (!chunk) throw new Error(`${graph.name} has no chunk ${id} (load-graph.json)`);
    for (const file of chunk.files) {
      const size = graph.sizes[file] ?? { raw: 0, br: 0 };
      scripts.set(`${graph.name}/${file}`, { build: graph.name, chunk: id, file, ...size, reactDom: chunk.reactDom });
    }
    for (const key of chunk.consumes) {
      if (consumed.has(key)) continue;
      consumed.add(key);
      // loaded-first singletons: the host's copy when it provides one, else the consuming build's fallback.
      if (host.provides[key]) openChunks(host, host.provides[key]);
      else openChunks(graph, graph.fallbacks[key] ?? []);
    }
  }
  return [...scripts.values()];
}

/** The chunk group of a remote's exposed `./parcel`, the module the shell mounts. */
const PARCEL_GROUP = '__federation_expose_parcel';

/**
 * The scripts of a page of the platform: the shell opens its entry and `./bootstrap`, and the page's remote its
 * container entry and `./parcel` (`remotes`: the remotes opened in the page's life, one for a single page).
 * @param {LoadGraph} shell
 * @param {LoadGraph[]} remotes
 */
function platformPageScripts(shell, remotes) {
  return pageScripts(
    shell,
    ['./bootstrap'],
    remotes.map((graph) => ({ graph, groups: [PARCEL_GROUP] })),
  );
}

module.exports = { LoadGraphPlugin, GRAPH_FILE, readLoadGraph, withSizes, pageScripts, platformPageScripts };
