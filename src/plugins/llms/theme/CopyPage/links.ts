/** Addresses the Copy page menu uses, kept free of React so unit tests can check them. */

/** Twin route of a doc route: /docs/a/b/ -> /docs/a/b.md */
export function twinUrl(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}

/** The twin's absolute address on the site at `siteUrl`. */
export function absoluteTwinUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl.replace(/\/$/, '')}${twinUrl(permalink)}`;
}

/** The prompt an assistant receives: it names the twin's absolute address. */
export function assistantPrompt(absoluteTwinUrl: string): string {
  return `Read ${absoluteTwinUrl} so I can ask questions about it.`;
}

export function chatGptUrl(absoluteTwinUrl: string): string {
  return `https://chatgpt.com/?q=${encodeURIComponent(assistantPrompt(absoluteTwinUrl))}`;
}

export function claudeUrl(absoluteTwinUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(absoluteTwinUrl))}`;
}
