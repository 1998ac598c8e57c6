/**
 * Runs before Prism's core is evaluated (./prism.ts imports it first): a
 * `Prism` object with `manual` set keeps the core from highlighting the page
 * on DOMContentLoaded and from listening to worker messages. React renders the
 * highlighting (./index.ts).
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};

export {};
