export interface Generated {
  manifest: unknown;
  chunkNames: Record<string, unknown>;
  routes: Array<{path: string; hash: string; exact: boolean}>;
}
export function readGenerated(siteDir: string): Generated | null;
export function routeChunkAssets(generated: Generated | null, route: string): {js: string[]; css: string[]};
export function pageScripts(html: string): string[];
export function routesOf(source: string, file?: string): Array<{path: string; hash: string; exact: boolean}>;
