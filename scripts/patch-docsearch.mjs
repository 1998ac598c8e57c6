#!/usr/bin/env node
/**
 * Runs after `npm install` / `npm ci` (the `postinstall` script). Fixes one
 * bug of @docsearch/react 4.7.1: it stores the "Try searching for" suggestions
 * by spreading a list into an object, so the no-results screen never shows
 * them (spec §2 requires them). The file is minified into a few huge lines,
 * so a patch-package diff would be ~900 KB of unreadable text; this exact,
 * checked replacement is the reviewable form of the same one-line change.
 * It fails loudly if the package changes, so an upgrade cannot drop the fix
 * silently, and does nothing when the fix is already applied.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
// The modal's ES module build, the one bundlers use (package export "./modal").
const file = require.resolve('@docsearch/react/modal');
const broken = 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))';
const fixed = 'searchSuggestions:Object.keys(o)';

const source = fs.readFileSync(file, 'utf8');
if (source.includes(fixed) && !source.includes(broken)) {
  console.log('@docsearch/react: search suggestions fix already applied');
} else if (source.split(broken).length === 2) {
  fs.writeFileSync(file, source.replace(broken, fixed));
  console.log('@docsearch/react: applied the search suggestions fix');
} else {
  console.error(`@docsearch/react: ${file} no longer has the expected code; review scripts/patch-docsearch.mjs for this version.`);
  process.exit(1);
}
