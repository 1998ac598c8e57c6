/**
 * Data types, anchors and TOC entries of SelectorTable, free of React and
 * theme imports so tests and pages can use them directly.
 */
export interface SelectorEntry {
  name: string;
  slice: string;
  signature: string;
  returnType: string;
  description: string;
  example: string;
}

export interface SelectorData {
  package: string;
  slices: string[];
  selectors: SelectorEntry[];
}

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** Headings of the store slices, in the order of `slices`. */
export const SLICE_TITLES: Record<string, string> = {
  config: 'Configuration',
  auth: 'Authentication',
  applicationForm: 'Application form',
  questions: 'Questions and answers',
  products: 'Products',
  quoteRequests: 'Quote requests',
  vehicles: 'Vehicles',
  drivers: 'Drivers',
  navigation: 'Navigation',
  ui: 'User interface',
  connection: 'Connection',
};

export const sliceAnchor = (slice: string): string => `slice-${slice.toLowerCase()}`;
export const selectorAnchor = (name: string): string => name.toLowerCase();

/** TOC entries for every heading SelectorTable renders (level 2 slices, level 3 selectors). */
export function selectorToc(data: SelectorData): TocItem[] {
  return data.slices.flatMap((slice) => [
    {value: SLICE_TITLES[slice] ?? slice, id: sliceAnchor(slice), level: 2},
    ...data.selectors
      .filter((s) => s.slice === slice)
      .map((s) => ({value: `<code>${s.name}</code>`, id: selectorAnchor(s.name), level: 3})),
  ]);
}
