/**
 * `node --import <this file>`: registers ./ts-hooks.mjs so that a sample can
 * be TypeScript (a `ts`/`tsx` block, or a JavaScript block importing the
 * file a TypeScript block was written as). A plain Node preload, hence .mjs.
 */
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
