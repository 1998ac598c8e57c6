// Prism's core and grammar files, imported one by one (./prism.ts); the types are @types/prismjs's.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
