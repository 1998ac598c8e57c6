/**
 * The theme's CodeBlock content (ejected from @docusaurus/theme-classic
 * 3.10.2): the `<pre>` and its highlighted lines. Two changes: while the
 * page hydrates, the `<code>` element keeps the lines the server rendered, and
 * the block is neither tokenized nor hydrated token by token
 * (src/site/kept-from-server.ts); and the server writes the lines as one
 * string (src/plugins/code-blocks/markup.ts) instead of rendering their components. A
 * block is a component and an element per token and per line: an API page
 * has about 900 tokens in eleven blocks. The
 * kept lines are right for the block's whole life: the code theme is the
 * same in both colour modes (src/plugins/code-blocks/colours.ts). A block mounted later (a tab
 * chosen, a page reached by a link) renders its lines as before. Neither the
 * `<pre>` nor its lines carry an inline colour: the stylesheet gives the
 * `<pre>` the code theme's plain colours (`codeThemeCss` in src/plugins/code-blocks/colours.ts),
 * and the lines inherit them.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {useKeptFromServer} from '@site/src/site/kept-from-server';
import {linesMarkup} from '@site/src/plugins/code-blocks/markup';
import {themeFacts} from '@site/src/plugins/code-blocks/token-classes';

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

type GetLineProps = ComponentProps<typeof Line>['getLineProps'];

/** The theme's line props without the plain colour, which the line inherits from the `<pre>`. */
function withoutPlainColour(getLineProps: GetLineProps): GetLineProps {
  return (input) => {
    const output = getLineProps(input);
    if (input.style === undefined) delete output.style;
    return output;
  };
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {kept, keptProps} = useKeptFromServer();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    // Kept lines need no tokens: empty code is not tokenized, nor its grammar built.
    <Highlight theme={prismTheme} code={kept ? '' : code} language={language}>
      {({className, tokens: lines, getLineProps, getTokenProps}) => {
        const lineProps = withoutPlainColour(getLineProps);
        // The server writes the lines as one string (src/plugins/code-blocks/markup.ts); the browser renders components.
        // `process.env.BP_SERVER_BUNDLE` is SERVER_BUNDLE there, true or false when bundled.
        const markup =
          process.env.BP_SERVER_BUNDLE && lineNumbersStart === undefined
            ? linesMarkup(lines, lineProps, getTokenProps, themeFacts(prismTheme), lineClassNames)
            : undefined;
        // No inline style on the <pre>: its colours are the stylesheet's `.prism-code` (src/plugins/code-blocks/colours.ts).
        return (
          <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)}>
            {kept ? (
              <Code {...keptProps} />
            ) : markup !== undefined ? (
              <Code dangerouslySetInnerHTML={{__html: markup}} />
            ) : (
              <Code>
                {lines.map((line, i) => (
                  <Line
                    key={i}
                    line={line}
                    getLineProps={lineProps}
                    getTokenProps={getTokenProps}
                    classNames={lineClassNames[i]}
                    showLineNumbers={lineNumbersStart !== undefined}
                  />
                ))}
              </Code>
            )}
          </Pre>
        );
      }}
    </Highlight>
  );
}
