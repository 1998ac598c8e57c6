/**
 * Types of the component manifest (src/data/components/manifest.json): the
 * shape of Stencil's `docs-json` output, plus the site's `x-site` extension.
 * The JSON Schema next to the manifest describes the same shape.
 */

export interface TypeReference {
  location: 'import' | 'local' | 'global';
  path?: string;
  id?: string;
}

export interface ComplexType {
  original: string;
  resolved: string;
  references: Record<string, TypeReference>;
}

export interface DocsTag {
  name: string;
  text?: string;
}

export interface PropValue {
  value?: string;
  type: string;
}

export interface ComponentProp {
  name: string;
  type: string;
  complexType: ComplexType;
  mutable: boolean;
  attr?: string;
  reflectToAttr: boolean;
  docs: string;
  docsTags: DocsTag[];
  default?: string;
  deprecation?: string;
  values: PropValue[];
  optional: boolean;
  required: boolean;
}

export interface MethodParameter {
  name: string;
  type: string;
  docs: string;
}

export interface ComponentMethod {
  name: string;
  returns: {type: string; docs: string};
  complexType: {
    signature: string;
    parameters: MethodParameter[];
    references: Record<string, TypeReference>;
    return: string;
  };
  signature: string;
  parameters: MethodParameter[];
  docs: string;
  docsTags: DocsTag[];
}

export interface ComponentEvent {
  event: string;
  detail: string;
  bivariant: boolean;
  cancelable: boolean;
  bubbles?: boolean;
  composed: boolean;
  complexType: ComplexType;
  docs: string;
  docsTags: DocsTag[];
  deprecation?: string;
}

export interface NamedDoc {
  name: string;
  docs: string;
}

export interface StyleDoc extends NamedDoc {
  annotation: 'prop';
}

export interface ComponentHook {
  /** `bp-sdk-external-<name>` */
  name: string;
  /** True when registering the hook replaces the component and everything below it. */
  disablesHtml: boolean;
  docs: string;
}

export interface SiteExtension {
  family: string;
  familyLabel: string;
  summary: string;
  /** `I<Name>Component` */
  contract: string;
  contractPackage: string;
  hooks: ComponentHook[];
  since: string;
}

export interface ComponentDoc {
  filePath: string;
  encapsulation: 'shadow' | 'scoped' | 'none';
  tag: string;
  readme: string;
  docs: string;
  docsTags: DocsTag[];
  usage: Record<string, string>;
  props: ComponentProp[];
  methods: ComponentMethod[];
  events: ComponentEvent[];
  listeners: Array<{event: string; target?: string; capture: boolean; passive: boolean}>;
  styles: StyleDoc[];
  slots: NamedDoc[];
  parts: NamedDoc[];
  dependents: string[];
  dependencies: string[];
  dependencyGraph: Record<string, string[]>;
  'x-site': SiteExtension;
}

export interface FamilyInfo {
  id: string;
  label: string;
  since: string;
}

export interface Manifest {
  timestamp: string;
  compiler: {name: string; version: string; typescriptVersion: string};
  components: ComponentDoc[];
  'x-site': {package: string; families: FamilyInfo[]};
}

/**
 * What one page receives (`@generated/bp-sdk-components/default/<tag>.json`):
 * its manifest entry, plus the summaries of the components it links to.
 */
export interface ComponentPageData extends Omit<ComponentDoc, 'readme'> {
  related: Record<string, string>;
  package: string;
}

/** One row of the components index page. */
export interface ComponentIndexEntry {
  tag: string;
  summary: string;
  family: string;
  familyLabel: string;
}
