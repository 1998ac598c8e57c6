/**
 * Quote requests (a carrier's client updates its own; statuses move only
 * along the world's legal transitions; `completed`, `binding` and `bound`
 * need a premium; `unsent`, `sent` and `timed_out` are the platform's) and
 * attachments (binary; the document's x-facts say how large each file and
 * how many per call, carrierAttachmentMaxMB and carrierAttachmentMaxFiles,
 * the second through the schema's maxItems).
 */
import type {Handler, Services} from '../context';
import {tenantOf} from '../context';
import {base64Decode, randomToken, uuid, type Json} from '../http';
import {refuse} from '../refuse';
import type {AttachmentKind} from '../world';
import {requirePermission} from '../permissions';
import {afterCarrierAnswer} from '../quoting';
import type {EnvState, QuoteRequest} from '../state';
import {emitQuoteEvents, quoteView} from '../views';

const NEED_PREMIUM = ['completed', 'binding', 'bound'];
const FINISHED = ['completed', 'bound'];
const FAILED = ['failed', 'timed_out', 'ineligible', 'binding_failed'];

export const updateQuoteRequest: Handler = async (ctx) => {
  const quote = ctx.env.quoteRequests.get(ctx.params.quote_number);
  if (!quote) throw refuse(ctx.op, 'quote_not_found', {quote_number: ctx.params.quote_number, environment: ctx.environment});
  const carrier = ctx.caller.client?.carrier_id;
  if (!carrier || carrier !== quote.carrier_id) throw refuse(ctx.op, 'other_carrier', {quote_number: quote.quote_number});
  const body = await applyCarrierUpdate(ctx.services, ctx.env, quote, ctx.body.quote_request as Json);
  return {status: 200, body};
};

/**
 * A carrier's answer (`PUT /quote_requests/{quote_number}`, or the control API acting as a sandbox
 * test carrier): the legal transitions, a premium where needed, documents; the events; then what
 * the platform does after it (quoting.ts).
 */
export async function applyCarrierUpdate(services: Services, env: EnvState, quote: QuoteRequest, input: Json): Promise<Json> {
  // The situations of updateQuoteRequest (src/data/rules), through the API and from the control API's sandbox carriers alike.
  const no = (id: string, values: Record<string, unknown>) => services.refuse('updateQuoteRequest', id, values);
  const next = input.request_status as string;
  const platformOnly = services.world.platform_only_request_statuses;
  if (platformOnly.includes(next)) throw no('platform_only_status', {status: next, statuses: platformOnly.join(', ')});
  const transitions = services.world.quote_request_transitions;
  const allowed = transitions[quote.request_status] ?? [];
  if (next !== quote.request_status && !allowed.includes(next)) {
    const detail = allowed.length ? `From ${quote.request_status}: ${allowed.join(', ')}.` : `${quote.request_status} is final.`;
    throw no('invalid_transition', {from: quote.request_status, to: next, next: detail});
  }
  const premium = input.premium ?? quote.premium;
  if (NEED_PREMIUM.includes(next) && (premium === null || premium === undefined)) throw no('premium_required', {status: next});
  const files = (input.attachments ?? []) as Json[];
  const maxMB = Number(services.facts.carrierAttachmentMaxMB);
  const decoded = files.map((f, i) => {
    let bytes: Uint8Array;
    try {
      bytes = base64Decode(f.content_base64);
    } catch {
      throw no('attachment_not_base64', {index: i});
    }
    if (bytes.length > maxMB * 1024 * 1024) throw no('attachment_too_large', {max: maxMB, index: i, size: (bytes.length / 1048576).toFixed(1)});
    return {file: f, bytes};
  });
  const now = services.clock.iso();
  for (const {file, bytes} of decoded) {
    const id = uuid();
    env.attachments.set(id, {id, tenant_id: quote.tenant_id, application_form_id: quote.application_form_id, kind: file.kind as AttachmentKind, file_name: file.file_name, content_type: file.content_type, bytes, created_at: now});
    quote.attachment_ids.push(id);
  }
  const previous = quote.request_status;
  quote.request_status = next;
  if (next === 'bound') issuePolicy(services, env, quote);
  quote.premium = premium ?? null;
  if (input.pinned !== undefined) quote.pinned = input.pinned;
  quote.source_system = input.source_system ?? 'carrier_api';
  quote.updated_at = now;
  const events = ['quote_request:updated', ...(FINISHED.includes(next) ? ['quote_request:finished'] : []), ...(FAILED.includes(next) ? ['quote_request:failed'] : [])];
  await emitQuoteEvents(services, env, quote, events, previous);
  await afterCarrierAnswer(services, env, quote);
  return quoteView(env, quote, services.world.coverage_types);
}

/**
 * A bound quote request's policy: a number in the document's PolicyNumber form (the carrier's prefix, the
 * coverage type's line, the year, a sequence) and an effective date, the form's desired one
 * (`mqs_policy_effective_date`) when answered, else the day it was bound (the mock's choice: the documents
 * say the effective date is the policy's first day, not how a carrier picks it).
 */
function issuePolicy(services: Services, env: EnvState, quote: QuoteRequest): void {
  if (quote.policy_number) return;
  const carrier = (services.world.environments[env.environment].carriers ?? []).find((c) => c.id === quote.carrier_id);
  const prefix = carrier?.policy_prefix ?? quote.carrier.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
  const line = services.world.policy_lines[quote.coverage_type_id];
  if (!line) throw new Error(`The world has no policy line for coverage type ${quote.coverage_type_id}`);
  const today = services.clock.iso().slice(0, 10);
  quote.policy_number = `${prefix}-${line}-${today.slice(0, 4)}-${randomToken(6, '0123456789')}`;
  const desired = env.formIndex.get(quote.application_form_id)?.answers.get('mqs_policy_effective_date')?.answer;
  quote.effective_date = typeof desired === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(desired) ? desired : today;
}

export const getAttachment: Handler = (ctx) => {
  const carrierId = ctx.caller.client?.carrier_id;
  if (!carrierId) requirePermission(ctx, 'download_attachments');
  const file = ctx.env.attachments.get(ctx.params.id);
  if (!file) throw refuse(ctx.op, 'attachment_not_found', {id: ctx.params.id, environment: ctx.environment});
  if (carrierId) {
    // A carrier reads the documents of the quote requests sent to it, and the application document of each
    // form it quotes (the delivery carries its id: docs/carrier_integrations.mdx); nothing else of the tenant's.
    const formOf = (id: string | null) => (id ? ctx.env.formIndex.get(id) : undefined);
    const form = file.kind === 'application_document' ? formOf(file.application_form_id) : undefined;
    const sent = [...ctx.env.quoteRequests.values()].some(
      (q) => q.carrier_id === carrierId && (q.attachment_ids.includes(file.id) || (form !== undefined && formOf(q.application_form_id) === form)),
    );
    if (!sent) throw refuse(ctx.op, 'attachment_other_carrier', {id: file.id});
  } else if (file.tenant_id !== tenantOf(ctx).id) throw refuse(ctx.op, 'attachment_other_tenant', {id: file.id});
  const type = file.content_type === 'application/pdf' ? 'application/pdf' : 'application/octet-stream';
  return {
    status: 200,
    raw: file.bytes,
    contentType: type,
    headers: {'content-disposition': `attachment; filename="${file.file_name}"`, 'content-length': String(file.bytes.length)},
  };
};
