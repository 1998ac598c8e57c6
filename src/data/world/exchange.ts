/**
 * The Exchange side of the world: prospects acme sent to the Exchange (send
 * side), the prospects the Exchange delivered to bayview's endpoint (receive
 * side, with their first-disposition deadline) and bayview's dispositions.
 * (Forms lent to the Exchange are worked by the Exchange's own agents; see
 * `cascade` in forms.ts.)
 */
import {facts} from '../../site/facts';
import type {Disposition, ExchangeForm, Prospect, Timestamp} from './types';

/** `receivedAt` plus the first-disposition hours of src/site/facts.ts. */
export function firstDispositionDue(receivedAt: Timestamp): Timestamp {
  const due = new Date(Date.parse(receivedAt) + facts.exchange.firstDispositionHours * 3600_000);
  return due.toISOString().replace('.000Z', 'Z');
}

const exchangeFormsData = [
  {
    id: '3f6c1e0a-8d2b-4c5e-9a71-2b9e4d7f0c13',
    tenant: 'acme',
    environment: 'sandbox',
    businessName: 'Whitfield Bakery LLC',
    phone: '5125550199',
    sentAt: '2026-11-24T14:58:12Z',
  },
  {
    id: '7b3d9f15-4c8a-4e26-b1d7-3f5a9c0e2b64',
    tenant: 'acme',
    environment: 'sandbox',
    businessName: 'Redline Freight LLC',
    phone: '4045550178',
    sentAt: '2026-11-24T18:38:02Z',
  },
  {
    id: '9a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    tenant: 'acme',
    environment: 'sandbox',
    businessName: 'Ortega Taqueria LLC',
    phone: '6025550132',
    sentAt: '2026-11-25T19:20:05Z',
  },
] as const satisfies readonly ExchangeForm[];

export const exchangeForms: readonly ExchangeForm[] = exchangeFormsData;

const prospectsData = [
  {
    leadId: 'LX7Q9K2M4P',
    tenant: 'bayview',
    environment: 'sandbox',
    origin: {kind: 'sent', exchangeFormId: '3f6c1e0a-8d2b-4c5e-9a71-2b9e4d7f0c13'},
    trucking: false,
    coverageTypeIds: [1, 2],
    businessName: 'Whitfield Bakery LLC',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@whitfield-bakery.example',
    phone: '5125550199',
    receivedAt: '2026-11-24T15:02:11Z',
    firstDispositionDueAt: firstDispositionDue('2026-11-24T15:02:11Z'),
  },
  {
    leadId: 'LT4N8B1V6C',
    tenant: 'bayview',
    environment: 'sandbox',
    origin: {kind: 'sent', exchangeFormId: '7b3d9f15-4c8a-4e26-b1d7-3f5a9c0e2b64'},
    trucking: true,
    coverageTypeIds: [3, 10, 11],
    businessName: 'Redline Freight LLC',
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'dispatch@redline-freight.example',
    phone: '4045550178',
    receivedAt: '2026-11-24T18:40:55Z',
    firstDispositionDueAt: firstDispositionDue('2026-11-24T18:40:55Z'),
  },
  // The receive-side guides' prospects (docs/exchange/receive_side), from lead sources outside the world's tenants.
  {
    leadId: 'LK7Q2M9XD4',
    tenant: 'bayview',
    environment: 'sandbox',
    // The Exchange received this phone on 2026-11-20 (the 422 example of docs/exchange/send_side/ss_app_form_creation.mdx).
    origin: {kind: 'external', source: 'a partner lead source'},
    trucking: false,
    coverageTypeIds: [1, 2],
    businessName: 'Ridgeline Landscaping LLC',
    firstName: 'Marcus',
    lastName: 'Reyes',
    email: 'marcus.reyes@ridgeline-landscaping.example',
    phone: '5125550142',
    receivedAt: '2026-11-20T15:02:11Z',
    firstDispositionDueAt: firstDispositionDue('2026-11-20T15:02:11Z'),
  },
  {
    leadId: 'LT8W2N4RB6',
    tenant: 'bayview',
    environment: 'sandbox',
    origin: {kind: 'external', source: 'a partner lead source'},
    trucking: true,
    coverageTypeIds: [3, 10, 11],
    businessName: 'Blue Mesa Freight LLC',
    firstName: 'Luis',
    lastName: 'Ortega',
    email: 'dispatch@bluemesafreight.example',
    phone: '4055550187',
    receivedAt: '2026-11-21T13:40:27Z',
    firstDispositionDueAt: firstDispositionDue('2026-11-21T13:40:27Z'),
  },
] as const satisfies readonly Prospect[];

export const prospects: readonly Prospect[] = prospectsData;

/** Every disposition record, oldest first (the API lists them newest first). */
const dispositionsData = [
  // The first dispositions of Dispositioning prospects (docs/exchange/receive_side): Active, minutes after
  // delivery. The guide's next steps (Quoted, Sold, Lost) are the reader's to send, so the sandbox holds
  // this lead where the guide starts: each coverage type Active, which every next status can follow.
  {
    id: 771204,
    leadId: 'LX7Q9K2M4P',
    coverageTypeId: 1,
    status: 'Active',
    history: 'Called Dana Whitfield 2026-11-24 09:06 CT, collected GL exposures, quoting with three carriers today.',
    createdAt: '2026-11-24T15:07:42Z',
  },
  {
    id: 771290,
    leadId: 'LX7Q9K2M4P',
    coverageTypeId: 2,
    status: 'Active',
    history: 'Called Dana Whitfield 2026-11-24 09:06 CT, collected WC payroll by class code, quoting with two carriers today.',
    createdAt: '2026-11-24T15:07:43Z',
  },
  {
    id: 771318,
    leadId: 'LT4N8B1V6C',
    coverageTypeId: 3,
    status: 'Active',
    history: 'Left a voicemail and sent an e-mail about auto liability; owner to call back after the run.',
    createdAt: '2026-11-25T09:10:00Z',
  },
  {
    id: 771319,
    leadId: 'LT4N8B1V6C',
    coverageTypeId: 10,
    status: 'Active',
    history: 'Left a voicemail and sent an e-mail about cargo; owner to call back after the run.',
    createdAt: '2026-11-25T09:10:05Z',
  },
  {
    id: 771320,
    leadId: 'LT4N8B1V6C',
    coverageTypeId: 11,
    status: 'Active',
    history: 'Left a voicemail and sent an e-mail about physical damage; owner to call back after the run.',
    createdAt: '2026-11-25T09:10:10Z',
  },
  {
    id: 58213,
    leadId: 'LK7Q2M9XD4',
    coverageTypeId: 1,
    status: 'Active',
    history: 'Called Marcus Reyes 2026-11-20 09:06 CT, collected GL exposures, quoting with three carriers today.',
    createdAt: '2026-11-20T15:07:42Z',
  },
  {
    id: 58214,
    leadId: 'LK7Q2M9XD4',
    coverageTypeId: 2,
    status: 'Active',
    history: 'Called Marcus Reyes 2026-11-20 09:06 CT, collected WC payroll by class code, quoting with two carriers today.',
    createdAt: '2026-11-20T15:07:43Z',
  },
  {
    id: 58230,
    leadId: 'LK7Q2M9XD4',
    carrier: 'Summit Mutual',
    coverageTypeId: 1,
    status: 'Quoted',
    history: 'Quoted GL with Summit Mutual at 2,450 per year, 1M/2M limits; proposal e-mailed to Marcus on 2026-11-21.',
    premium: 2450,
    quotedAt: '2026-11-21T16:30:00Z',
    createdAt: '2026-11-21T16:31:05Z',
  },
  {
    id: 58231,
    leadId: 'LK7Q2M9XD4',
    carrier: 'Lone Star Mutual',
    coverageTypeId: 2,
    status: 'Quoted',
    history: 'Quoted WC class 0042 at 3.85 per 100 of payroll on 310,000 payroll; sent with the GL proposal.',
    premium: 11935,
    rate: 3.85,
    quotedAt: '2026-11-21T16:45:00Z',
    createdAt: '2026-11-21T16:46:10Z',
  },
  {
    id: 58260,
    leadId: 'LK7Q2M9XD4',
    carrier: 'Summit Mutual',
    coverageTypeId: 1,
    status: 'Sold',
    history: 'Bound GL with Summit Mutual effective 2026-12-01, policy issued, premium paid in full by card.',
    premium: 2450,
    quotedAt: '2026-11-21T16:30:00Z',
    soldAt: '2026-11-24T14:12:00Z',
    createdAt: '2026-11-24T14:15:03Z',
  },
  {
    id: 58297,
    leadId: 'LK7Q2M9XD4',
    coverageTypeId: 2,
    status: 'Lost',
    history: 'Business renewed WC with its current carrier after a dividend offer; confirmed by Marcus on 2026-11-25.',
    createdAt: '2026-11-25T16:02:51Z',
  },
  {
    id: 58300,
    leadId: 'LT8W2N4RB6',
    coverageTypeId: 3,
    status: 'Active',
    history: 'Reached Luis Ortega, collected the driver list and units for auto liability; quoting tomorrow.',
    createdAt: '2026-11-21T15:10:00Z',
  },
  {
    id: 58301,
    leadId: 'LT8W2N4RB6',
    coverageTypeId: 10,
    status: 'Active',
    history: 'Reached Luis Ortega, collected the driver list and units for cargo; quoting tomorrow.',
    createdAt: '2026-11-21T15:11:00Z',
  },
  {
    id: 58302,
    leadId: 'LT8W2N4RB6',
    coverageTypeId: 11,
    status: 'Active',
    history: 'Reached Luis Ortega, collected the driver list and units for physical damage; quoting tomorrow.',
    createdAt: '2026-11-21T15:12:00Z',
  },
] as const satisfies readonly Disposition[];

export const dispositions: readonly Disposition[] = dispositionsData;
