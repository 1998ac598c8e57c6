/**
 * What the sandbox test carriers answer when a sandbox form is quoted today,
 * from their behaviour in carriers.ts (`sandbox`): the numbers the pages'
 * "what you should see" lines print (rendered as `{{world:...}}` tokens), and
 * the same numbers the sandbox mock produces (its tests compare the two).
 *
 * "Today" is any moment after the world's story: an enablement still counts
 * when it has no `disabledAt` (every `enabledAt` lies in the story's past).
 */
import {carriers, coverageTypes} from './carriers';
import {applicationForms} from './forms';
import type {Carrier} from './types';

export interface SandboxQuote {
  carrier: string;
  /** The product's coverage type name, e.g. `General Liability`. */
  product: string;
  afterSeconds: number;
  status: string;
  premium: number | null;
  /** A completed quote of a carrier that binds through the platform. */
  bindable: boolean;
  paymentRequired: boolean;
}

export interface SandboxQuoting {
  quotes: SandboxQuote[];
  completed: number;
  failed: number;
  bindable: number;
  /** The lowest yearly premium of a completed quote, in dollars. */
  lowest: number | null;
  /** When the last carrier has answered, in seconds after the requests were sent. */
  seconds: number;
}

/** The quotes a form of `tenant` in `state` gets for `coverageTypeIds` from the sandbox test carriers enabled now. */
export function sandboxQuoting(tenant: string, state: string, coverageTypeIds: readonly number[]): SandboxQuoting {
  const quotes: SandboxQuote[] = [];
  for (const coverageTypeId of coverageTypeIds) {
    for (const carrier of carriers as readonly Carrier[]) {
      const enablement = carrier.enablements.find((e) => e.tenant === tenant && e.environment === 'sandbox' && e.coverageTypeId === coverageTypeId && e.states.includes(state) && !e.disabledAt);
      if (!enablement) continue;
      const answer = carrier.sandbox?.answers[enablement.productCode];
      const product = coverageTypes.find((c) => c.id === coverageTypeId)!.name;
      if (!answer) throw new Error(`carriers.ts: ${carrier.code} is enabled for ${enablement.productCode} in the sandbox but has no sandbox answer for it`);
      quotes.push({
        carrier: carrier.name,
        product,
        afterSeconds: answer.afterSeconds,
        status: answer.status,
        premium: answer.premium ?? null,
        bindable: answer.status === 'completed' && !carrier.sandbox!.bindsThroughPortal,
        paymentRequired: carrier.sandbox!.bindRequiresPayment,
      });
    }
  }
  const premiums = quotes.filter((q) => q.status === 'completed').map((q) => q.premium!);
  return {
    quotes: quotes.sort((a, b) => a.afterSeconds - b.afterSeconds),
    completed: premiums.length,
    failed: quotes.filter((q) => q.status === 'failed').length,
    bindable: quotes.filter((q) => q.bindable).length,
    lowest: premiums.length ? Math.min(...premiums) : null,
    seconds: Math.max(0, ...quotes.map((q) => q.afterSeconds)),
  };
}

/** A form of the world quoted for its coverage types, by key (e.g. `whitfield`). */
export function sandboxQuotingOf(formKey: string): SandboxQuoting & {referenceId: string; businessName: string; state: string} {
  const form = applicationForms.find((f) => f.key === formKey);
  if (!form) throw new Error(`No application form ${formKey} in the world`);
  const state = form.answers.find((a) => a.code === 'mqs_state')?.answer;
  if (typeof state !== 'string') throw new Error(`Form ${formKey} has no mqs_state answer`);
  return {...sandboxQuoting(form.tenant, state, form.coverageTypeIds), referenceId: form.referenceId, businessName: form.businessName, state};
}

/** The guest tutorial's quoting example: the consumer form a guest resumes and quotes (Whitfield Bakery, TX). */
export const GUEST_QUOTING_FORM = 'whitfield';

/** Dollars as the SDK's `formatMoney()` prints them in en-US: `$1,248.00`. */
export const dollars = (amount: number): string => new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(amount);
