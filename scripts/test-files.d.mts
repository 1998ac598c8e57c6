/** Types of ./test-files.mjs. */
export declare function testFiles(root: string, entries: string[]): string[];
