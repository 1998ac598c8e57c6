/** ComponentApi: properties, events and methods. */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {ComponentProp} from '../../types';
import {Md, Tag, Empty, Table, type Props, type NamedProps} from './parts';
import styles from './styles.module.css';

/* ---------------------------------------------------------------- Properties */

function defaultText(prop: ComponentProp) {
  return prop.default !== undefined ? <code>{prop.default}</code> : <span className={styles.muted}>none</span>;
}

export function PropertyTable({component}: Props) {
  if (component.props.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> has no properties: it takes everything it needs from the store and from its
        content.
      </Empty>
    );
  }
  return (
    <Table head={['Property', 'Attribute', 'Type', 'Default']} label={`Properties of ${component.tag}`}>
      {component.props.map((p) => (
        <tr key={p.name} className={clsx(p.deprecation && styles.deprecatedRow)}>
          <td>
            <Link to={`#prop-${p.name}`}>
              <code>{p.name}</code>
            </Link>
            {p.required && <span className={styles.badge}>required</span>}
            {p.deprecation && <span className={clsx(styles.badge, styles.badgeWarn)}>deprecated</span>}
          </td>
          <td>{p.attr ? <code>{p.attr}</code> : <span className={styles.muted}>property only</span>}</td>
          <td>
            <code>{p.complexType.original}</code>
          </td>
          <td>{defaultText(p)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function PropertyDetails({component, name}: NamedProps) {
  const p = component.props.find((prop) => prop.name === name);
  if (!p) return null;
  const literals = p.values.filter((v) => v.value !== undefined);
  return (
    <div className={styles.member}>
      {p.deprecation && (
        <div className={clsx('alert alert--warning', styles.deprecation)} role="note">
          <strong>Deprecated.</strong> <Md text={p.deprecation} />
        </div>
      )}
      <p>
        <Md text={p.docs} />
      </p>
      <dl className={styles.memberFacts}>
        <dt>Type</dt>
        <dd>
          <code>{p.complexType.original}</code>
        </dd>
        <dt>Attribute</dt>
        <dd>
          {p.attr ? (
            <>
              <code>{p.attr}</code>
              {p.reflectToAttr && ' (reflected: the attribute follows the property)'}
            </>
          ) : (
            'None: set it as a JavaScript property'
          )}
        </dd>
        <dt>Default</dt>
        <dd>{defaultText(p)}</dd>
        <dt>Required</dt>
        <dd>{p.required ? 'Yes' : 'No'}</dd>
        {p.mutable && (
          <>
            <dt>Mutable</dt>
            <dd>Yes: the component updates it as the user interacts</dd>
          </>
        )}
        {literals.length > 0 && (
          <>
            <dt>Values</dt>
            <dd>
              {literals.map((v, i) => (
                <React.Fragment key={v.value}>
                  {i > 0 && ', '}
                  <code>{v.value}</code>
                </React.Fragment>
              ))}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

/* -------------------------------------------------------------------- Events */

export function EventTable({component}: Props) {
  if (component.events.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> emits no events of its own
        {component.dependents.length > 0 ? (
          <>
            ; listen on the component that renders it, such as <Tag tag={component.dependents[0]} />.
          </>
        ) : (
          '.'
        )}
      </Empty>
    );
  }
  return (
    <Table head={['Event', 'Detail', 'Cancelable']} label={`Events of ${component.tag}`}>
      {component.events.map((e) => (
        <tr key={e.event}>
          <td>
            <Link to={`#event-${e.event}`}>
              <code>{e.event}</code>
            </Link>
          </td>
          <td>
            <code>{e.complexType.original}</code>
          </td>
          <td>{e.cancelable ? 'Yes' : 'No'}</td>
        </tr>
      ))}
    </Table>
  );
}

export function EventDetails({component, name}: NamedProps) {
  const e = component.events.find((ev) => ev.event === name);
  if (!e) return null;
  return (
    <div className={styles.member}>
      <p>
        <Md text={e.docs} />
      </p>
      <dl className={styles.memberFacts}>
        <dt>Detail</dt>
        <dd>
          <code>{e.complexType.original}</code>
        </dd>
        <dt>Propagation</dt>
        <dd>
          {e.bubbles === false ? 'Does not bubble' : 'Bubbles'}
          {e.composed ? ' and crosses shadow roots (composed)' : ''}
          {e.cancelable ? '; cancelable with preventDefault()' : ''}
        </dd>
        <dt>Listen</dt>
        <dd>
          <code>{`element.addEventListener('${e.event}', (event) => { /* event.detail */ })`}</code>
        </dd>
      </dl>
    </div>
  );
}

/* ------------------------------------------------------------------- Methods */

export function MethodsEmpty({component}: Props) {
  return (
    <Empty>
      <Tag tag={component.tag} /> has no public methods;{' '}
      {component.props.length > 0 ? 'drive it through its properties.' : 'it is configured by its content.'}
    </Empty>
  );
}

export function MethodDetails({component, name}: NamedProps) {
  const m = component.methods.find((method) => method.name === name);
  if (!m) return null;
  return (
    <div className={styles.member}>
      <p>
        <Md text={m.docs} />
      </p>
      <CodeBlock language="ts">{m.signature}</CodeBlock>
      {m.parameters.length > 0 ? (
        <Table head={['Parameter', 'Type', 'Description']} label={`Parameters of ${m.name}`}>
          {m.parameters.map((param) => (
            <tr key={param.name}>
              <td>
                <code>{param.name}</code>
              </td>
              <td>
                <code>{param.type}</code>
              </td>
              <td>
                <Md text={param.docs} />
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className={styles.muted}>Takes no parameters.</p>
      )}
      <p>
        <strong>Returns</strong> <code>{m.returns.type}</code>: <Md text={m.returns.docs} />
      </p>
    </div>
  );
}
