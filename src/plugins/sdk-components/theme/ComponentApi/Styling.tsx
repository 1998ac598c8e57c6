/** ComponentApi: slots, shadow parts and CSS custom properties. */
import React from 'react';
import {Md, Tag, Empty, Table, type Props} from './parts';

/* ---------------------------------------------------- Slots, parts, styles */

export function SlotTable({component}: Props) {
  if (component.slots.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> has no slots: it renders only its own content.
      </Empty>
    );
  }
  return (
    <Table head={['Slot', 'Description']} label={`Slots of ${component.tag}`}>
      {component.slots.map((s) => (
        <tr key={s.name || 'default'}>
          <td>{s.name ? <code>{s.name}</code> : <span>(default)</span>}</td>
          <td>
            <Md text={s.docs} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function PartTable({component}: Props) {
  if (component.parts.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> exposes no shadow parts.
      </Empty>
    );
  }
  return (
    <>
      <p>
        Style a part from your stylesheet with <code>{`${component.tag}::part(${component.parts[0].name})`}</code>.
      </p>
      <Table head={['Part', 'Description']} label={`Shadow parts of ${component.tag}`}>
        {component.parts.map((s) => (
          <tr key={s.name}>
            <td>
              <code>{s.name}</code>
            </td>
            <td>
              <Md text={s.docs} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function StyleTable({component}: Props) {
  if (component.styles.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> defines no CSS custom properties of its own; it follows the theme variables set
        on <Tag tag="bp-sdk-root" />
        {component.parts.length > 0 ? ' and can be styled through its shadow parts' : ''}.
      </Empty>
    );
  }
  return (
    <Table head={['Custom property', 'Description']} label={`CSS custom properties of ${component.tag}`}>
      {component.styles.map((s) => (
        <tr key={s.name}>
          <td>
            <code>{s.name}</code>
          </td>
          <td>
            <Md text={s.docs} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
