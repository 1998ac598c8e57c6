import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of the `docs` sidebar, as the docs plugin accepts it. */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
