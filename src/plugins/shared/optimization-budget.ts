/**
 * How much a function runs before V8 optimizes it, raised for the build.
 *
 * V8 runs a function as bytecode first and hands it to its optimizing
 * compiler (TurboFan, on background threads) once the function has run its
 * "interrupt budget" of bytecode, 66 KB by default. A build is one long run of
 * code that each runs for a short while (MDX compilers, loaders, the server
 * bundle's React, the twins' converter), and much of what V8 optimized was
 * used too little to pay for its compilation: on two cores, both busy from the
 * third second of a cold build to its end, that compilation took processor
 * time from the bundler and the static renderer. With the budget below, the
 * build used about 4 s less processor time and took 1.8 s less (README,
 * "Build time", seventh round); budgets from 300 KB to 1 MB measured alike.
 *
 * The flag is set when the site's plugins are created, before any content is
 * loaded; it is process-wide, so the worker threads started later have it too.
 * A budget given on Node's command line (`node --interrupt-budget=…`) is kept.
 */
import {setFlagsFromString} from 'node:v8';

/** Bytes of bytecode a function runs before V8 considers optimizing it. */
export const BUILD_INTERRUPT_BUDGET = 600_000;

/** Sets V8's interrupt budget for the rest of this process, unless Node was started with one. */
export function delayOptimization(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => /^--interrupt[-_]budget=/.test(arg))) return false;
  setFlagsFromString(`--interrupt-budget=${BUILD_INTERRUPT_BUDGET}`);
  return true;
}
