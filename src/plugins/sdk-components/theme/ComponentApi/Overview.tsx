/** ComponentApi: the Overview and Usage sections a component page renders itself. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {ComponentPageData} from '../../types';
import {Md, Tag, fenced, type Props} from './parts';
import styles from './styles.module.css';

/* ----------------------------------------------------------- Overview, Usage */

export function ComponentOverview({component}: Props) {
  const site = component['x-site'];
  return (
    <div className={styles.overview} data-component={component.tag}>
      <p className={styles.lead}>
        <Md text={component.docs} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Element</dt>
          <dd>
            <Tag tag={component.tag} />
          </dd>
        </div>
        <div>
          <dt>Family</dt>
          <dd>{site.familyLabel}</dd>
        </div>
        <div>
          <dt>Package</dt>
          <dd>
            <code>{component.package}</code>
          </dd>
        </div>
        <div>
          <dt>Contract</dt>
          <dd>
            <Link to="#contract">
              <code>{site.contract}</code>
            </Link>
          </dd>
        </div>
        <div>
          <dt>Since</dt>
          <dd>SDK {site.since}</dd>
        </div>
        <div>
          <dt>Rendering</dt>
          <dd>{component.encapsulation === 'shadow' ? 'Shadow DOM' : component.encapsulation}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Where the element goes on a page, from its place in the dependency graph. */
function placement(component: ComponentPageData): ReactNode {
  const {tag, dependents} = component;
  if (tag === 'bp-sdk-setup') {
    return <>Place one <Tag tag={tag} /> per page, before <Tag tag="bp-sdk-root" />.</>;
  }
  if (tag === 'bp-sdk-root') {
    return <>Place <Tag tag={tag} /> after <Tag tag="bp-sdk-setup" />, which creates the store it connects to.</>;
  }
  if (dependents.length > 0) {
    return (
      <>
        <Tag tag={dependents[0]} /> renders <Tag tag={tag} /> for you; place it yourself only when you compose that
        part of the flow by hand, inside <Tag tag="bp-sdk-root" /> so that it finds the store.
      </>
    );
  }
  return (
    <>
      Place <Tag tag={tag} /> inside <Tag tag="bp-sdk-root" />, after <Tag tag="bp-sdk-setup" /> has created the
      store.
    </>
  );
}

export function ComponentUsage({component}: Props) {
  const html = fenced(component.usage.html);
  const react = fenced(component.usage.react);
  return (
    <>
      <p>
        Register the elements once with <code>defineCustomElements()</code> from{' '}
        <code>{`${component.package}/loader`}</code> (see <Link to="/docs/sdk/sdk_install/">Install the SDK</Link>).{' '}
        {placement(component)} In React 19, render the element itself: React sets each property (camelCase, objects
        included) on the defined element, and a handler named <code>on</code> followed by the event name exactly as
        written (<code>{`on${component.events[0]?.event ?? 'bpSdkChange'}`}</code>) listens to that event.
      </p>
      <Tabs groupId="language" queryString={false}>
        {html && (
          <TabItem value="html" label="HTML">
            <CodeBlock language="html">{html.code}</CodeBlock>
          </TabItem>
        )}
        {react && (
          <TabItem value="react" label="React">
            <CodeBlock language="tsx">{react.code}</CodeBlock>
          </TabItem>
        )}
      </Tabs>
    </>
  );
}
