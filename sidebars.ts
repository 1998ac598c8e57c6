/**
 * The one sidebar, `docs`. Each product area keeps its part in
 * src/sidebar/<area>.ts so that writers of one area never edit another's;
 * this file only fixes their order. Pages marked "no sidebar" in the spec
 * are simply not listed (and set `displayed_sidebar: null`).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import start from './src/sidebar/start';
import terminal from './src/sidebar/terminal';
import webhooks from './src/sidebar/webhooks';
import exchange from './src/sidebar/exchange';
import sdk from './src/sidebar/sdk';
import api from './src/plugins/openapi/sidebar';
import intelligence from './src/sidebar/intelligence';
import integrations from './src/sidebar/integrations';

const sidebars = {
  docs: [
    ...start,
    ...terminal,
    ...webhooks,
    ...exchange,
    ...sdk,
    ...api,
    ...intelligence,
    ...integrations,
  ],
} satisfies SidebarsConfig;

export default sidebars;
