// Types of load-graph.cjs for TypeScript callers (the platform server's preloads, the budget tests).

export interface ChunkInfo {
  files: string[];
  consumes: string[];
  reactDom: boolean;
}

export interface LoadGraph {
  name: string;
  entry: string[];
  chunks: Record<string, ChunkInfo>;
  groups: Record<string, string[]>;
  provides: Record<string, string[]>;
  fallbacks: Record<string, string[]>;
  sizes: Record<string, { raw: number; br: number }>;
}

export interface PageScript {
  build: string;
  chunk: string;
  file: string;
  raw: number;
  br: number;
  reactDom: boolean;
}

export declare const GRAPH_FILE: string;
export declare const PARCEL_GROUP: string;
export declare function readLoadGraph(distDir: string): LoadGraph;
export declare function withSizes(graph: LoadGraph, distDir: string): LoadGraph;
export declare function pageScripts(host: LoadGraph, hostGroups: string[], remotes: Array<{ graph: LoadGraph; groups: string[] }>): PageScript[];
export declare function platformPageScripts(shell: LoadGraph, remotes: LoadGraph[]): PageScript[];
export declare class LoadGraphPlugin {
  constructor(options: { name: string; entry: string });
  apply(compiler: unknown): void;
}
