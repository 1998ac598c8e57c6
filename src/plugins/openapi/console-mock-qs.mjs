// Stands in for `qs` in the API console's mock worker only (console-mock-vite.mjs aliases it).
// openapi-backend's router parses a query string with qs only when a request's query is not
// already an object; the mock always passes it as one (src/mock/router.ts), so in the browser
// qs is never called, and it and its dependencies were 55 KB of the worker's 500 (decisions/0023).
// Should it be called, repeated names give arrays, as qs's `a=1&a=2` does.
export function parse(text) {
  const out = {};
  for (const [name, value] of new URLSearchParams(String(text ?? ''))) out[name] = name in out ? [].concat(out[name], value) : value;
  return out;
}

export default {parse};
