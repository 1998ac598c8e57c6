/**
 * The sandbox mock's core, for Node and the browser alike (no `node:`
 * imports from here down; `src/mock/node` is the Node server).
 *
 *   const mock = createMock({document});         // the resolved OpenAPI document
 *   const response = await mock.handle(request); // a fetch Request in, a Response out
 *
 * `mockHandlers(mock)` (msw.ts) wraps it for msw: a service worker in the
 * browser, or `setupServer` in Node tests.
 */
export {createMock, type Mock, type MockOptions, type LogEntry} from './mock';
export {createClock, type Clock, type ClockOptions} from './clock';
export {worldSeed} from './seed';
export {mockHandlers} from './msw';
export type {MockWorld, EnvironmentSeed, TenantSeed, ClientSeed, UserSeed, FormSeed, ReceiverSeed, QuoteRequestSeed} from './world';
export type {Environment, ApiName} from './hosts';
