/**
 * ComponentApi: the sections of an SDK component page, rendered from that
 * component's own data (`@generated/bp-sdk-components/default/<tag>.json`,
 * written by src/plugins/sdk-components from the manifest).
 *
 * A page renders Overview and Usage itself (writers add prose there) and then
 * the generated partial `<tag>.mdx`, which lays out the other parts below
 * under real `##`/`###` headings so they reach the TOC and the search index:
 *
 * @example
 * import {ComponentOverview, ComponentUsage} from '@theme/ComponentApi';
 * import component from '@generated/bp-sdk-components/default/bp-sdk-date-input.json';
 * import ComponentReference from '@generated/bp-sdk-components/default/bp-sdk-date-input.mdx';
 */
export {Md, componentPath} from './parts';
export {ComponentOverview, ComponentUsage} from './Overview';
export {PropertyTable, PropertyDetails, EventTable, EventDetails, MethodsEmpty, MethodDetails} from './Members';
export {SlotTable, PartTable, StyleTable} from './Styling';
export {HookTable, Contract, Dependencies} from './Extending';
