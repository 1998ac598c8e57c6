/**
 * Insurance Intelligence (bearer token and `x-api-key`; the key's data
 * packages decide which `dp_id` it may use) and the Carrier API's market
 * intelligence. Reports of a submission are ready the document's
 * `reportReadySeconds` after it (the guides' "usually within"); until then Data Inquiry answers 202
 * with Retry-After. Upload URLs live the document's uploadUrlLifetimeSeconds on the mock's clock.
 */
import type {Ctx, Handler} from '../context';
import {randomHex, randomToken, type Json} from '../http';
import {refuse} from '../refuse';
import {isoSeconds} from '../clock';
import {exampleValue, MARKET_STATISTICS} from '../examples-read';
import {companyByName, companyFacts} from '../../data/world/intelligence';
import {facts as platformFacts} from '../../site/facts';

const EXTENSIONS = /\.(eml|doc|pdf|xlsx)$/i;
const ID = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function checkPackage(ctx: Ctx, dpId: string, field: string) {
  const key = ctx.env.intelligenceKeys.get(ctx.headers['x-api-key']!)!;
  if (!key.data_packages.includes(dpId)) throw refuse(ctx.op, 'package_not_enabled', {dp_id: dpId, yours: key.data_packages.join(', '), field});
}

function tenantId(ctx: Ctx): string {
  return ctx.caller.tenant_id!;
}

function submit(ctx: Ctx, dpId: string, company: string, address: Json): Json {
  // Reports come from the world's company data: a business the world does not know gets a report
  // of what was submitted only (quick submit answers 404 for it, below), never another company's facts.
  const known = companyByName(String(company ?? ''));
  const tx = `tx_${randomHex(16)}`;
  const companyId = `${platformFacts.idFormats.companyReportPrefix}${randomToken(10, ID)}`;
  const locationId = `${platformFacts.idFormats.locationReportPrefix}${randomToken(10, ID)}`;
  const ready = ctx.now + Number(ctx.services.facts.reportReadySeconds) * 1000;
  const generated = isoSeconds(ready);
  ctx.env.reports.set(companyId, {tenant_id: tenantId(ctx), ready_at: ready, report: {report_id: companyId, report_type: 'company', tx_id: tx, dp_id: dpId, status: 'completed', generated_at: generated, data: known ? companyFacts(known) : {legal_name: company, address}}});
  ctx.env.reports.set(locationId, {tenant_id: tenantId(ctx), ready_at: ready, report: {report_id: locationId, report_type: 'location', tx_id: tx, dp_id: dpId, status: 'completed', generated_at: generated, data: {address, year_built: 1962, construction_type: 'Joisted Masonry', square_footage: 3400, stories: 2, protection_class: '2', flood_zone: 'X', sprinklered: true}}});
  return {tx_id: tx, company_report_id: companyId, location_report_ids: [locationId]};
}

export const companySubmit: Handler = (ctx) => {
  const body = ctx.body as Json;
  checkPackage(ctx, body.dp_id, 'dp_id');
  return {status: 202, body: {...submit(ctx, body.dp_id, body.company_name, body.address), status: 'processing'}};
};

export const quickSubmit: Handler = (ctx) => {
  checkPackage(ctx, ctx.query.dpid, 'dpid');
  const body = ctx.body as Json;
  if (!companyByName(String(body.company_name ?? ''))) throw refuse(ctx.op, 'no_business', {name: body.company_name});
  const ids = submit(ctx, ctx.query.dpid, body.company_name, body.address);
  const company = ctx.env.reports.get(ids.company_report_id)!;
  company.ready_at = ctx.now;
  return {status: 200, body: {tx_id: ids.tx_id, match_confidence: 0.94, company_report_id: ids.company_report_id, location_report_ids: ids.location_report_ids, company: company.report.data}};
};

export const universalSubmitFile: Handler = async (ctx) => {
  const file = ctx.form?.get('file');
  if (!file || typeof file === 'string') throw refuse(ctx.op, 'file_missing');
  checkPackage(ctx, String(ctx.form!.get('dp_id')), 'dp_id');
  const name = (file as File).name || 'upload';
  if (!EXTENSIONS.test(name)) throw refuse(ctx.op, 'unsupported_type');
  const size = (file as File).size;
  const multipartMaxMB = Number(ctx.services.facts.multipartMaxMB);
  if (size >= multipartMaxMB * 1024 * 1024) throw refuse(ctx.op, 'file_too_large', {max: multipartMaxMB});
  return {status: 202, body: {tx_id: `tx_${randomHex(16)}`, status: 'processing', file_name: name, size_bytes: size}};
};

export const createUniversalSubmitUploadUrl: Handler = (ctx) => {
  const body = ctx.body as Json;
  checkPackage(ctx, body.dp_id, 'dp_id');
  const tx = `tx_${randomHex(16)}`;
  const expires = ctx.now + Number(ctx.services.facts.uploadUrlLifetimeSeconds) * 1000;
  ctx.env.uploads.set(tx, {expires_at: expires, tenant_id: tenantId(ctx), size_bytes: body.size_bytes, content_type: body.content_type, received: false});
  return {
    status: 201,
    body: {tx_id: tx, upload_url: `${ctx.op.origins[ctx.environment]}/uploads/${tx}?signature=${randomHex(6)}`, method: 'PUT', headers: {'Content-Type': body.content_type}, expires_at: isoSeconds(expires)},
  };
};

function reportOf(ctx: Ctx, id: string) {
  const entry = ctx.env.reports.get(id);
  if (!entry || entry.tenant_id !== tenantId(ctx)) throw refuse(ctx.op, 'report_not_found', {id, environment: ctx.environment});
  // Reports stay available for the document's reportRetentionMonths (calendar months) after they are built.
  const months = Number(ctx.services.facts.reportRetentionMonths);
  const until = new Date(entry.ready_at);
  until.setUTCMonth(until.getUTCMonth() + months);
  if (ctx.now >= until.getTime()) {
    throw refuse(ctx.op, 'report_expired', {id, built: isoSeconds(entry.ready_at), months});
  }
  return entry;
}

export const dataInquiry: Handler = (ctx) => {
  const entry = reportOf(ctx, ctx.params.report_id);
  if (entry.report.dp_id !== ctx.params.dp_id) {
    throw refuse(ctx.op, 'report_other_package', {id: ctx.params.report_id, dp_id: ctx.params.dp_id});
  }
  if (ctx.now < entry.ready_at) {
    const wait = Math.max(1, Math.ceil((entry.ready_at - ctx.now) / 1000));
    return {status: 202, headers: {'retry-after': String(wait)}, body: {report_id: ctx.params.report_id, status: 'processing'}};
  }
  return {status: 200, body: entry.report};
};

export const smartDataAudit: Handler = (ctx) => {
  const body = ctx.body as Json;
  checkPackage(ctx, body.dp_id, 'dp_id');
  const entry = reportOf(ctx, body.report_id);
  // As data inquiry: a report read under another package is refused (403), not hidden (404).
  if (entry.report.dp_id !== body.dp_id) throw refuse(ctx.op, 'report_other_package', {id: body.report_id, dp_id: body.dp_id});
  // A report still being built has nothing to audit yet (docs/insurance_intelligence/smart_data_audit.mdx).
  if (ctx.now < entry.ready_at) throw refuse(ctx.op, 'report_not_ready', {id: body.report_id});
  const data = entry.report.data as Json;
  const destinations = ctx.services.world.report_destinations ?? {};
  const elements = Object.entries(data)
    .filter(([name, v]) => typeof v !== 'object' && destinations[name])
    .map(([name, value]) => ({
      id: `el_${name}`,
      name: name.replace(/_/g, ' '),
      type: typeof value === 'number' ? 'Triangulated/Derived' : 'Standard',
      destination_path: `answer_values.${destinations[name]}`,
      value: value as string | number | boolean,
      sources: typeof value === 'number' ? [{name: 'State filings', value: value as number}, {name: 'Business directory', value: value as number}] : [{name: 'Secretary of State registration', value: value as string}],
    }));
  return {status: 200, body: {report_id: body.report_id, tx_id: entry.report.tx_id, elements}};
};

export const getMarketRecommendation: Handler = (ctx) => {
  const {state, naics, product, carrier} = ctx.query;
  const example = exampleValue(ctx.op.operation, MARKET_STATISTICS);
  // The sandbox has statistics for one segment, the example's; any other has too little volume, and an
  // empty list is the answer (docs/insurance_intelligence/market_intelligence.mdx, "An empty list is an answer").
  const segment = state === example.state && naics === example.naics && product === example.product;
  const carriers = segment ? (example.carriers as Json[]).filter((c) => !carrier || c.carrier === carrier) : [];
  return {status: 200, body: {state, naics, product, generated_at: `${ctx.services.clock.iso().slice(0, 10)}T00:00:00Z`, carriers}};
};
