/**
 * Data types, anchors and TOC entries of GlobalsReference, free of React and
 * theme imports so tests and pages can use them directly.
 */
export interface ConfigField {
  name: string;
  type: string;
  required: boolean;
  default: string | null;
  description: string;
}

export interface EnvironmentEntry {
  name: string;
  description: string;
  /** Host role → identity token name (e.g. `partnerApiSandbox`). */
  hosts: Record<string, string>;
}

export interface EventDetailField {
  name: string;
  type: string;
  description: string;
}

export interface WindowEventEntry {
  name: string;
  detailType: string;
  when: string;
  cancelable: boolean;
  detail: EventDetailField[];
  example: string;
}

export interface GlobalsData {
  config: ConfigField[];
  environments: EnvironmentEntry[];
  events: WindowEventEntry[];
}

export type GlobalsSection = 'config' | 'environments' | 'events';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export const configAnchor = (name: string): string => `config-${name.toLowerCase().replace(/\./g, '-')}`;
export const environmentAnchor = (name: string): string => `env-${name}`;
export const eventAnchor = (name: string): string => name.toLowerCase();

/** TOC entries (level 3) for the headings one section renders. */
export function globalsToc(data: GlobalsData, section: GlobalsSection): TocItem[] {
  switch (section) {
    case 'config':
      return data.config.map((f) => ({value: `<code>${f.name}</code>`, id: configAnchor(f.name), level: 3}));
    case 'environments':
      return data.environments.map((e) => ({value: `<code>${e.name}</code>`, id: environmentAnchor(e.name), level: 3}));
    case 'events':
      return data.events.map((e) => ({value: `<code>${e.name}</code>`, id: eventAnchor(e.name), level: 3}));
    default:
      return [];
  }
}
