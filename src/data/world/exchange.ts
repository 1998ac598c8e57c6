/**
 * The Exchange side of the world: prospects acme sent to the Exchange (send
 * side), the prospects the Exchange delivered to bayview's endpoint (receive
 * side, with their first-disposition deadline) and bayview's dispositions.
 */
import {facts} from '../../site/facts';
import type {Disposition, ExchangeForm, Prospect, Timestamp} from './types';

/** `receivedAt` plus the first-disposition hours of src/site/facts.ts. */
export function firstDispositionDue(receivedAt: Timestamp): Timestamp {
  const due = new Date(Date.parse(receivedAt) + facts.exchange.firstDispositionHours * 3600_000);
  return due.toISOString().replace('.000Z', 'Z');
}

export const exchangeForms = [
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

export const prospects = [
  {
    leadId: 'LX7Q9K2M4P',
    tenant: 'bayview',
    environment: 'sandbox',
    origin: {kind: 'lent', form: 'whitfield'},
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
] as const satisfies readonly Prospect[];

/** Every disposition record, oldest first (the API lists them newest first). */
export const dispositions = [
  {
    id: 771204,
    leadId: 'LX7Q9K2M4P',
    carrier: 'Hartwell Mutual',
    coverageTypeId: 1,
    status: 'Quoted',
    history: 'Called owner on 11/24, gathered payroll and sales, quoted GL with Hartwell at 1M/2M limits.',
    premium: 1840,
    rate: 2.15,
    quotedAt: '2026-11-24T16:05:00Z',
    createdAt: '2026-11-24T16:06:41Z',
  },
  {
    id: 771290,
    leadId: 'LX7Q9K2M4P',
    carrier: 'Cedar Ridge Insurance',
    coverageTypeId: 2,
    status: 'Sold',
    history: 'Owner accepted the workers comp quote on 11/25; policy issued effective 12/01, paid in full.',
    premium: 3120,
    rate: 1.42,
    quotedAt: '2026-11-24T16:20:00Z',
    soldAt: '2026-11-25T15:40:00Z',
    createdAt: '2026-11-25T15:42:10Z',
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
] as const satisfies readonly Disposition[];
