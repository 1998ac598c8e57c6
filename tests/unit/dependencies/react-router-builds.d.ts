// The two builds of react-router that tests/unit/dependencies/react-router-match.test.ts compares:
// the same API as the package's own types.
declare module 'react-router/esm/react-router.js' {
  export {matchPath} from 'react-router';
}
declare module 'react-router/cjs/react-router.js' {
  export {matchPath} from 'react-router';
}
