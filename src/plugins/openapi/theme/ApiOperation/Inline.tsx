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

export default function Inline({text, block = false}: {text?: string; block?: boolean}) {
  if (!text) return null;
  if (!block) return <>{inline(text.replace(/\s*\n\s*/g, ' ').trim())}</>;
  const paragraphs = text.trim().split(/\n\s*\n/);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i}>{inline(p.replace(/\s*\n\s*/g, ' '))}</p>
      ))}
    </>
  );
}
