/**
 * The three samples of one request (curl, JavaScript, Python) in tabs synced
 * site-wide (groupId "language"): the operation page's CodeSamples and the
 * API console's "This request as code" show the same tabs.
 */
import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export default function SampleTabs({curl, javascript, python}: {curl: string; javascript: string; python: string}) {
  return (
    <Tabs groupId="language" defaultValue="curl" values={[
      {value: 'curl', label: 'curl'},
      {value: 'javascript', label: 'JavaScript'},
      {value: 'python', label: 'Python'},
    ]}>
      <TabItem value="curl">
        <CodeBlock language="bash">{curl}</CodeBlock>
      </TabItem>
      <TabItem value="javascript">
        <CodeBlock language="js">{javascript}</CodeBlock>
      </TabItem>
      <TabItem value="python">
        <CodeBlock language="python">{python}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
