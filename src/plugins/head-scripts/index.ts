/**
 * Docusaurus plugin: two small inline scripts at the top of every page's head,
 * run before the app and before the theme's own scripts.
 * - Canonical address: a static host may serve a page's file at
 *   `<page>.html` or `<page>/index`; the router would show the not-found page
 *   there, so the script sends the reader to `<page>/` (query and hash kept)
 *   before React starts.
 * - Announcement reset: forgets a dismissed announcement when the
 *   announcement's id has changed, before the theme's script hides the bar
 *   (without it a new announcement stays hidden until the second visit).
 * ./__tests__ runs both scripts.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Inline script sending `<page>.html` and `<page>/index` to the canonical `<page>/` before the app loads. */
export function canonicalRedirectScript(baseUrl: string): string {
  return `(function(){try{var l=window.location,p=l.pathname,b=${JSON.stringify(baseUrl)};var m=p.match(/^(.*?)(?:\\/index(?:\\.html?)?|\\.html?)$/);if(!m)return;var t=m[1].replace(/\\/+$/,'')+'/';if(t.indexOf(b)!==0)t=b;if(t!==p)l.replace(t+l.search+l.hash);}catch(e){}})();`;
}

/** Runs before the theme's announcement-bar script (that one is a pre-body tag). */
export function announcementResetScript(id: string): string {
  return `(function(){try{var s=window.localStorage;if(s.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)})s.setItem('docusaurus.announcement.dismiss','false');}catch(e){}})();`;
}

export default function headScriptsPlugin(context: LoadContext): Plugin {
  const announcement = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  return {
    name: 'bindpoint-head-scripts',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: canonicalRedirectScript(context.siteConfig.baseUrl)},
          ...(announcement ? [{tagName: 'script', innerHTML: announcementResetScript(announcement.id)}] : []),
        ],
      };
    },
  };
}
