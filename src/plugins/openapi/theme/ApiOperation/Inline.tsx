/**
 * Renders the small Markdown subset used in OpenAPI descriptions: paragraphs,
 * `inline code`, **bold** and [links](/docs/...). Anything else stays text.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;

export function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (!part) return null;
    if (part.startsWith('`') && part.endsWith('`')) return <code key={i}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    const link = part.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/);
    if (link) return <Link key={i} to={link[2]}>{link[1]}</Link>;
    return part;
  });
}

/**
 * `lead` and `trail` (a space) join the text's first and last words, so the
 * server HTML has one text node where a `{' '}` beside it would add a second
 * and a `<!-- -->` between them (18 of them on an API page).
 */
export default function Inline({text, block = false, lead = '', trail = ''}: {text?: string; block?: boolean; lead?: string; trail?: string}) {
  if (!text) return null;
  if (!block) {
    const parts = inline(text.replace(/\s*\n\s*/g, ' ').trim()).filter((p) => p !== null);
    if (lead) parts.unshift(typeof parts[0] === 'string' ? lead + parts.shift() : lead);
    if (trail) parts.push(typeof parts[parts.length - 1] === 'string' ? parts.pop() + trail : trail);
    return <>{parts}</>;
  }
  const paragraphs = text.trim().split(/\n\s*\n/);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i}>{inline(p.replace(/\s*\n\s*/g, ' '))}</p>
      ))}
    </>
  );
}
