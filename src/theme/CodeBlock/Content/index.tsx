/**
 * The theme's CodeBlock content (ejected from @docusaurus/theme-classic
 * 3.10.2): the `<pre>` and its highlighted lines. One change: when the page
 * hydrates, the lines the server rendered are kept as they are, not tokenized
 * and hydrated again (README, "Code blocks hydrate without their tokens").
 *
 * Hydration walks every element the server rendered. A code block is a
 * component and an element per token and per line: an API page has about 900
 * tokens in eleven blocks, a third of its elements. During hydration
 * (`useIsBrowser()` is false in the browser only then) the `<code>` element is
 * rendered with an empty `dangerouslySetInnerHTML`, which React does not
 * compare with the server's children in production: the server's lines stay,
 * and nothing is tokenized. The block's colours do not depend on the colour
 * mode (src/site/prism.ts: CSS variables), so the kept lines are right for
 * the block's whole life. A block that mounts after hydration (a tab chosen, a
 * page reached by a link) renders its lines as before. If React rendered the
 * block from scratch instead of hydrating it (a mismatch above it), the
 * `<code>` is empty after the commit, and the block renders its lines at once.
 */
import React, {useCallback, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * True for the life of a block first rendered by hydration in the browser
 * (`useIsBrowser()` is false there only while the page hydrates), with the
 * call that ends it.
 */
function useKeptFromServer(): [boolean, () => void] {
  const isBrowser = useIsBrowser();
  const [kept, setKept] = useState(() => !isBrowser && typeof window !== 'undefined');
  return [kept, useCallback(() => setKept(false), [])];
}

/** The `<code>` element with the server's lines in it; `onEmpty` if React built it empty instead. */
function KeptLines({onEmpty}: {onEmpty: () => void}): ReactNode {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!ref.current?.firstChild) onEmpty();
  }, [onEmpty]);
  return <Code ref={ref} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const [kept, renderLines] = useKeptFromServer();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    // Kept lines need no tokens: empty code is not tokenized, nor its grammar built.
    <Highlight theme={prismTheme} code={kept ? '' : code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          {kept ? (
            <KeptLines onEmpty={renderLines} />
          ) : (
            <Code>
              {lines.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </Code>
          )}
        </Pre>
      )}
    </Highlight>
  );
}
