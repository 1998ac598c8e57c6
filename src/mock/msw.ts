/**
 * The mock as msw request handlers: every request to a platform host
 * (`*.bindpoint.example`) is answered by `mock.handle`, and the control API
 * on the page's own origin under /__mock/ (reset, clock, log). The API
 * console registers these in a service worker (`setupWorker` from
 * `msw/browser`); Node tests use `setupServer` from `msw/node`.
 */
import {http} from 'msw';
import type {Mock} from './types';
import {isPlatformHost} from './hosts';

export function mockHandlers(mock: Mock) {
  return [
    http.all(
      ({request}) => isPlatformHost(new URL(request.url).hostname),
      ({request}) => mock.handle(request),
    ),
    http.all(/\/__mock\//, ({request}) => mock.handle(request)),
  ];
}
