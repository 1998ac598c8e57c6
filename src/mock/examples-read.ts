/**
 * The examples of the OpenAPI document that the mock answers from, named
 * once: the handlers read them through `exampleValue`, and the API console's
 * copy of the document (src/plugins/openapi/console-document.ts) keeps these
 * and drops every other example, which the mock never reads (they were over
 * half of that copy's bytes).
 */
import type {Json} from './http';

export interface ExampleRead {
  operationId: string;
  status: string;
  mediaType: string;
  /** The example's name under the response's `examples`. */
  name: string;
}

/** The sandbox's one segment with market statistics (docs/insurance_intelligence/market_intelligence.mdx). */
export const MARKET_STATISTICS: ExampleRead = {operationId: 'getMarketRecommendation', status: '200', mediaType: 'application/json', name: 'ranked'};

export const EXAMPLES_READ: readonly ExampleRead[] = [MARKET_STATISTICS];

/** The value of a response example of `operation` (the document's operation object). */
export function exampleValue(operation: {responses?: Json}, read: ExampleRead): Json {
  const value = operation.responses?.[read.status]?.content?.[read.mediaType]?.examples?.[read.name]?.value;
  if (value === undefined) throw new Error(`${read.operationId}: the document has no ${read.status} example "${read.name}" (${read.mediaType}), which the mock answers from`);
  return value;
}
