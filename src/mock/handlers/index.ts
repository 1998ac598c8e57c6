/** Every operation of the document, by operationId, to its handler (the token endpoint is in auth.ts). */
import type {Handler} from '../context';
import * as exchange from './exchange';
import * as forms from './forms';
import * as hooks from './hooks';
import * as intelligence from './intelligence';
import * as quotes from './quotes';
import {createSdkToken} from './sdk';

export const handlers: Record<string, Handler> = {
  createApplicationForm: forms.createApplicationForm,
  updateApplicationForm: forms.updateApplicationForm,
  getLatestApplicationForm: forms.getLatestApplicationForm,
  getConsumerApplicationForm: forms.getConsumerApplicationForm,
  cloneApplicationForm: forms.cloneApplicationForm,
  lendApplicationForm: forms.lendApplicationForm,
  createSdkToken,
  updateQuoteRequest: quotes.updateQuoteRequest,
  getAttachment: quotes.getAttachment,
  sendProspect: exchange.sendProspect,
  createDisposition: exchange.createDisposition,
  getDispositions: exchange.getDispositions,
  getCoverageTypes: exchange.getCoverageTypes,
  companySubmit: intelligence.companySubmit,
  quickSubmit: intelligence.quickSubmit,
  universalSubmitFile: intelligence.universalSubmitFile,
  createUniversalSubmitUploadUrl: intelligence.createUniversalSubmitUploadUrl,
  dataInquiry: intelligence.dataInquiry,
  smartDataAudit: intelligence.smartDataAudit,
  getMarketRecommendation: intelligence.getMarketRecommendation,
  createHook: hooks.createHook,
  listHooks: hooks.listHooks,
  getHook: hooks.getHook,
  updateHook: hooks.updateHook,
  deleteHook: hooks.deleteHook,
  listHookRequests: hooks.listHookRequests,
  redeliverHookRequest: hooks.redeliverHookRequest,
  sendHookTestEvent: hooks.sendHookTestEvent,
};
