/**
 * The theme's CodeBlock content (ejected from @docusaurus/theme-classic
 * 3.10.2): the `<pre>` and its highlighted lines, with one change: neither
 * the `<pre>` nor its lines carry an inline colour. The stylesheet gives the
 * `<pre>` the code theme's plain colours (`codeThemeCss` in
 * ../../../colours.ts), CSS variables of each colour mode, and the lines
 * inherit them, so one render serves both modes. Ejected, not wrapped: the
 * inline style is set inside Content, which has no prop for it.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

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
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, tokens: lines, getLineProps, getTokenProps}) => {
        const lineProps = withoutPlainColour(getLineProps);
        // No inline style on the <pre>: its colours are the stylesheet's `.prism-code` (../../../colours.ts).
        return (
          <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)}>
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
          </Pre>
        );
      }}
    </Highlight>
  );
}
