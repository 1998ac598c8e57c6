/**
 * CodeSamples: copy-ready requests for one operation in curl, JavaScript
 * (fetch), Node.js (axios), Python (requests), Java, C#, PHP, Go and Ruby, in
 * tabs synced site-wide (groupId "language"). Printed at build time from the
 * operation's data by one generator (languages.ts, @scalar/snippetz), so the
 * URL, method, headers and body always match the OpenAPI document. The page
 * carries the curl sample (its server HTML shows it); the others load when
 * the reader picks their tab (`load`, the operation's samples module). The
 * Markdown twin and llms-full.txt hold all nine.
 */
import React from 'react';
import type {OperationData} from '../../types';
import SampleTabs, {type LoadSamples} from './SampleTabs';
import styles from './styles.module.css';

export default function CodeSamples({
  operation,
  first,
  load,
  environment = 'sandbox',
}: {
  operation: OperationData;
  /** The curl sample and the variables the samples read (the operation's `.sample.js` module). */
  first: {curl: string; env: string[]};
  /** Every language's sample (the operation's `.samples.json` module). */
  load: LoadSamples;
  environment?: 'sandbox' | 'production';
}) {
  const {env} = first;
  return (
    <div className={styles.samples} data-code-samples={operation.operationId}>
      <p>
        {/* Each run of text is one string: adjacent text nodes cost a `<!-- -->` each in the server HTML. */}
        {`${operation.kind === 'webhook' ? 'Replay the example delivery against your own endpoint to test it before going live.' : `Against the ${environment}; switch the host for production.`}${env.length > 0 ? ' The samples read ' : ''}`}
        {env.map((name, i) => (
          <React.Fragment key={name}>
            {i > 0 && (i === env.length - 1 ? ' and ' : ', ')}
            <code>{name}</code>
          </React.Fragment>
        ))}
        {env.length > 0 && ' from the environment.'}
      </p>
      <SampleTabs samples={{curl: first.curl}} load={load} />
    </div>
  );
}
