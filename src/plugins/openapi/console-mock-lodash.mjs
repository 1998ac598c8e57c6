// Stands in for `lodash` in the API console's mock worker only (console-mock-vite.mjs aliases it):
// openapi-backend's router (the mock's router, src/mock/router.ts) requires all of lodash (72 KB of
// the worker's 450) for the few functions below, including a `chain` of them. Each is lodash's own
// (lodash-es, whose modules the bundler tree-shakes); `chain` wraps them. A function the router starts to use
// that is not here fails at once with its name (the console's browser tests send every operation).
import {cloneDeep, entries, find, flatMap, flatten, mapKeys, orderBy, pick, range} from 'lodash-es';

const functions = {cloneDeep, entries, find, flatMap, flatten, mapKeys, orderBy, pick, range};

function chain(value) {
  const wrapped = {value: () => value};
  for (const [name, fn] of Object.entries(functions)) wrapped[name] = (...args) => chain(fn(value, ...args));
  return missing(wrapped, 'chain()');
}

function missing(target, where) {
  return new Proxy(target, {
    get(object, name) {
      if (name in object || typeof name === 'symbol' || name === 'then' || name === '__esModule' || name === 'default') return object[name];
      throw new Error(`console-mock-lodash.mjs: ${where}.${String(name)} is not in the console's lodash stand-in: add it (from lodash-es)`);
    },
  });
}

const lodash = missing({...functions, chain}, '_');
export default lodash;
export {chain, cloneDeep, entries, find, flatMap, flatten, mapKeys, orderBy, pick, range};
