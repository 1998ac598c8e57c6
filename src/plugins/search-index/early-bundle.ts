/**
 * The search page's early query bundle (src/search/early-query.ts): the
 * search engine and src/search/early-page.ts, bundled on their own
 * (../shared/bundle-script.ts, as the API console's mock worker is) so that
 * the search page can load them apart from the main chunk, with the site's
 * base URL compiled in. Started when the site starts loading, awaited when
 * the plugin's global data is set.
 *
 * Why apart from the site's bundler: the bundle's address goes into the
 * search page's head (global data), so it must be known before the site's
 * own compile runs; and the bundle must hold everything it runs, with no
 * chunk shared with the site's.
 */
import path from 'node:path';
import {bundleScript} from '../shared/bundle-script';

/** The bundle's entry, under the site's directory. */
export const EARLY_ENTRY = 'src/search/early-page.ts';

/** Builds the bundle for a site under `baseUrl`; resolves with its code. */
export async function bundleEarlyQuery(siteDir: string, baseUrl: string): Promise<string> {
  try {
    return await bundleScript({entry: path.join(siteDir, EARLY_ENTRY), siteDir, name: 'bindpointSearchQuery', define: {__BP_BASE_URL__: JSON.stringify(baseUrl)}});
  } catch (error) {
    throw new Error(`[search] the search page's early query: ${(error as Error).message}`);
  }
}
