/**
 * The search page's query starts before the page's scripts have run.
 *
 * On a phone, `/search/?q=…` hydrates two to three seconds after the
 * navigation, and only then did the search ask for the files its words need
 * (the word lists, then the term files, then the section texts: three round
 * trips). A small script of the search page (EARLY_QUERY_SCRIPT, written by
 * src/plugins/search-index to a file named by its content, loaded async in
 * that page's head) starts those downloads as soon as it arrives: the index's
 * metadata, then the word lists and term files of the query's words. The
 * embedded backend (./embedded.ts) takes a download already under way
 * (`takeEarlyFile`) instead of starting another, so after hydration only the
 * section texts of the results remain to fetch.
 *
 * The script guesses the files from the words as typed: a term file is named
 * by a term's first two characters, and a word's stem begins as the word does;
 * the synonym groups of the metadata add their members' files. A guess that
 * misses costs nothing but the round trip the search made anyway
 * (src/plugins/search-index/__tests__/early-query.build.test.ts holds how
 * often the guess covers what the backend asks for, and how little it fetches
 * in vain). It runs once, on the first load of the page: after hydration the
 * page's own search asks for what it needs.
 */
import {STOP_WORDS} from '../data/search/terms';
import {MIN_CHECKED_LENGTH, TOKEN as CHECKED_WORD} from './spelling';
import {MAX_TOKEN_LENGTH, MIN_TERM_LENGTH, TOKEN} from './text';
import {MAX_QUERY_LENGTH} from './types';

/** What the search page reads of src/plugins/search-index (usePluginData): the address of this script, when the build has one. */
export type SearchIndexGlobalData = {earlyQueryScript: string | null};

/** The downloads the script started, by URL, on `window`. */
export const EARLY_FILES_GLOBAL = '__bpSearchFiles';

type EarlyWindow = Window & {[EARLY_FILES_GLOBAL]?: Record<string, Promise<unknown>>};

/**
 * The script for a site under `baseUrl`. Written by hand in ES5 (it runs
 * before anything else of the page, on any browser that loads the page);
 * tests/unit/search/early-query.test.ts runs it.
 */
export function earlyQueryScript(baseUrl: string): string {
  const stop = JSON.stringify(Object.fromEntries(STOP_WORDS.map((word) => [word, 1])));
  return (
    `(function(){var w=window,d=document.documentElement;if(w.${EARLY_FILES_GLOBAL}||d.getAttribute('data-has-hydrated')=='true')return;` +
    `var f=w.${EARLY_FILES_GLOBAL}={},dir=${JSON.stringify(`${baseUrl}search-index/`)},S=${stop},q;` +
    `function get(n){var u=dir+n;if(!f[u]){f[u]=fetch(u).then(function(r){if(r.status==404)return null;if(!r.ok)throw new Error(u+': HTTP '+r.status);return r.json()});f[u]['catch'](function(){})}return f[u]}` +
    `function words(t){return (t.toLowerCase().normalize('NFKD').replace(/[\\u0300-\\u036f]/g,'').match(/${TOKEN.source}/g)||[])}` +
    `try{q=new URLSearchParams(location.search).get('q')}catch(e){}` +
    // As normalizeQuery (./types.ts) cuts it.
    `var m=get('meta.json');q=(q||'').replace(/\\s+/g,' ').trim().slice(0,${MAX_QUERY_LENGTH}).trim();if(!q)return;` +
    `m.then(function(meta){if(!meta)return;var shards={},syn={},typed={},i,j,k,x;` +
    `for(i=0;i<meta.shards.length;i++)shards[meta.shards[i]]=1;` +
    // The query's words and their parts, as the engine splits them (src/search/text.ts).
    `var ws=words(q),parts=[];for(i=0;i<ws.length;i++){x=ws[i].split(/[_-]/);if(x.length>1)parts.push(ws[i]);parts=parts.concat(x)}` +
    `function key(p){return p.slice(0,4)}` +
    `for(i=0;i<parts.length;i++)typed[key(parts[i])]=1;` +
    // Synonym groups with a member whose every word was typed (by its first four letters): every member's words count.
    `var more=[];for(i=0;i<meta.synonyms.length;i++){var g=meta.synonyms[i].terms,hit=0;` +
    `for(j=0;j<g.length;j++){var mw=words(g[j]),all=mw.length>0;for(k=0;k<mw.length;k++){syn[mw[k]]=1;if(!S[mw[k]]&&!typed[key(mw[k])])all=false}if(all)hit=1}` +
    `if(hit)for(j=0;j<g.length;j++)more=more.concat(words(g[j]))}` +
    `var all=parts.concat(more);for(i=0;i<all.length;i++){x=all[i];if(x.length<${MIN_TERM_LENGTH}||x.length>${MAX_TOKEN_LENGTH}||S[x])continue;if(shards[x.slice(0,2)])get('terms/'+x.slice(0,2)+'.json')}` +
    // The word lists of the words the spelling check looks up: not stop words, not words of a synonym group.
    `x=q.toLowerCase().match(/${CHECKED_WORD.source}/g)||[];for(j=0;j<x.length;j++)if(x[j].length>=${MIN_CHECKED_LENGTH}&&!S[x[j]]&&!syn[x[j]])get('words/'+x[j].slice(0,2)+'.json')` +
    `},function(){})})();`
  );
}

/** A download the script started for this URL, handed over once; undefined when it started none. */
export function takeEarlyFile(url: string, win: Window | undefined = typeof window === 'undefined' ? undefined : window): Promise<unknown> | undefined {
  const files = (win as EarlyWindow | undefined)?.[EARLY_FILES_GLOBAL];
  const download = files?.[url];
  if (download) delete files[url];
  return download;
}
