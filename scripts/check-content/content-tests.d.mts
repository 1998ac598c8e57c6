/** Types of ./content-tests.mjs. */
export declare const CONTENT_TESTS: string[];
export declare const AREA_TESTS: Record<string, RegExp[]>;
export declare const PAGE_FREE_TESTS: string[];
export declare function testFiles(root: string, entries: string[]): string[];
export declare function readsPages(file: string, pages: string[]): boolean;
