/**
 * CodeSamples: copy-ready requests for one operation in curl, JavaScript
 * (fetch) and Python (requests), in tabs synced site-wide (groupId
 * "language"). Generated from the operation's data, so the URL, method,
 * headers and body always match the OpenAPI document. The page's HTML holds
 * the curl sample; the others render when chosen (the Markdown twin and
 * llms-full.txt hold all three).
 */
import React from 'react';
import type {OperationData} from '../../types';
import SampleTabs from './SampleTabs';
import {renderAll, type Environment} from './generate';
import styles from './styles.module.css';

export default function CodeSamples({
  operation,
  environment = 'sandbox',
}: {
  operation: OperationData;
  environment?: Environment;
}) {
  const samples = renderAll(operation, environment);
  const {env} = samples.request;
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
      {/* Lazy, as every "language" group (src/theme/Tabs): an API page had 1,273 elements in hidden panels. */}
      <SampleTabs curl={samples.curl} javascript={samples.javascript} python={samples.python} />
    </div>
  );
}
