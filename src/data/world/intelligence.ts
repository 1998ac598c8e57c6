/**
 * Insurance Intelligence in the world: acme's submissions and the reports
 * they built (company reports `CUS...`, location reports `LUS...`), under
 * acme's data package.
 */
import type {IntelligenceSubmission} from './types';

const submissionsData = [
  {
    txId: 'tx_2c6e9a1f4b8d3e70',
    tenant: 'acme',
    environment: 'sandbox',
    kind: 'quick_submit',
    dpId: 'dp_commercial_core',
    businessName: 'Whitfield Bakery LLC',
    submittedAt: '2026-11-25T21:58:50Z',
    companyReportId: 'CUS7Q2M9K4P1X',
    locationReportIds: ['LUS3T8W1N6R2Z'],
  },
  {
    txId: 'tx_8f3a1c9e2b7d4f60',
    tenant: 'acme',
    environment: 'sandbox',
    kind: 'company_submit',
    dpId: 'dp_commercial_core',
    businessName: 'Whitfield Bakery LLC',
    submittedAt: '2026-11-25T21:59:20Z',
    companyReportId: 'CUS7Q2M9K4P1X',
    locationReportIds: ['LUS3T8W1N6R2Z'],
    reportsReadyAt: '2026-11-25T21:59:44Z',
  },
  {
    txId: 'tx_5d9b2e7a1c4f8063',
    tenant: 'acme',
    environment: 'sandbox',
    kind: 'universal_submit',
    dpId: 'dp_commercial_core',
    businessName: 'Whitfield Bakery LLC',
    submittedAt: '2026-11-25T21:59:58Z',
  },
  {
    txId: 'tx_7a1c4f80635d9b2e',
    tenant: 'acme',
    environment: 'sandbox',
    kind: 'upload_url',
    dpId: 'dp_commercial_core',
    businessName: 'Harbor Point Marine Services Inc',
    submittedAt: '2026-11-25T22:00:00Z',
  },
] as const satisfies readonly IntelligenceSubmission[];

export const submissions: readonly IntelligenceSubmission[] = submissionsData;

/** Minutes an upload URL stays valid. */
export const uploadUrlMinutes = 5;
