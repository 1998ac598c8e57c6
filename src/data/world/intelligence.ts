/**
 * Insurance Intelligence in the world: acme's submissions and the reports
 * they built (company and location reports, each id starting with its prefix
 * from src/site/facts.ts), under acme's data package.
 */
import {facts} from '../../site/facts';
import type {IntelligenceSubmission} from './types';

const {companyReportPrefix, locationReportPrefix} = facts.idFormats;

/**
 * Whitfield Bakery's reports (its quick submit and its company submit built
 * the same ones): the OpenAPI document's report examples
 * (`{{world:companyReportId}}`, `{{world:locationReportId}}`). Each id starts
 * with its prefix from src/site/facts.ts, the prefix the id schemas' patterns
 * render, so neither is typed twice.
 */
export const whitfieldReports = {
  company: `${companyReportPrefix}7Q2M9K4P1X`,
  location: `${locationReportPrefix}3T8W1N6R2Z`,
} as const;

/**
 * What Insurance Intelligence knows about a business: the one home of its
 * firmographics. Company reports (the mock's, the OpenAPI examples') and the
 * Exchange prospect of the same business say these numbers; a company the
 * world does not know has no match (404).
 */
export interface CompanyData {
  legalName: string;
  dbaName?: string;
  naicsCode: string;
  naicsDescription: string;
  yearEstablished: number;
  fullTimeEmployees: number;
  partTimeEmployees: number;
  annualRevenue: number;
  annualPayroll: number;
  phone: string;
  website?: string;
  address: {street: string; city: string; state: string; zip: string};
}

export const companies: readonly CompanyData[] = [
  {
    legalName: 'Whitfield Bakery LLC',
    dbaName: 'Whitfield Bakery',
    naicsCode: '311811',
    naicsDescription: 'Retail Bakeries',
    yearEstablished: 2019,
    fullTimeEmployees: 9,
    partTimeEmployees: 2,
    annualRevenue: 850000,
    annualPayroll: 310000,
    phone: '5125550199',
    website: 'whitfield-bakery.example',
    address: {street: '418 Congress Ave', city: 'Austin', state: 'TX', zip: '78701'},
  },
  {
    legalName: 'Lone Star Plumbing LLC',
    naicsCode: '238220',
    naicsDescription: 'Plumbing, Heating, and Air-Conditioning Contractors',
    yearEstablished: 2014,
    fullTimeEmployees: 6,
    partTimeEmployees: 1,
    annualRevenue: 1100000,
    annualPayroll: 420000,
    phone: '5125550163',
    address: {street: '2100 E 6th St', city: 'Austin', state: 'TX', zip: '78702'},
  },
];

/** The company whose legal or dba name this is (case and spacing ignored), or undefined. */
export function companyByName(name: string): CompanyData | undefined {
  const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return companies.find((c) => key(c.legalName) === key(name) || (c.dbaName !== undefined && key(c.dbaName) === key(name)));
}

/**
 * The application-form answer each element of a company report fills: the `destination_path` of a smart
 * data audit is `answer_values.<code>`, a question code of src/data/question-sets. An element with no
 * answer of its own (the trading name, the NAICS code beside its description, the website, the founding
 * year beside years in business) is not audited.
 */
export const reportDestinations: Readonly<Record<string, string>> = {
  legal_name: 'mqs_business_name',
  naics_description: 'naics',
  employee_count: 'mqs_full_time_employees',
  annual_revenue: 'mqs_annual_revenue',
  phone: 'mqs_phone',
};

/** A company report's `data` (the OpenAPI CompanyFacts) from the world's company data. */
export function companyFacts(c: CompanyData): Record<string, unknown> {
  return {
    legal_name: c.legalName,
    ...(c.dbaName ? {dba_name: c.dbaName} : {}),
    naics_code: c.naicsCode,
    naics_description: c.naicsDescription,
    year_established: c.yearEstablished,
    employee_count: c.fullTimeEmployees + c.partTimeEmployees,
    annual_revenue: c.annualRevenue,
    phone: c.phone,
    ...(c.website ? {website: c.website} : {}),
    address: c.address,
  };
}

const submissionsData = [
  {
    txId: 'tx_2c6e9a1f4b8d3e70',
    tenant: 'acme',
    environment: 'sandbox',
    kind: 'quick_submit',
    dpId: 'dp_commercial_core',
    businessName: 'Whitfield Bakery LLC',
    submittedAt: '2026-11-25T21:58:50Z',
    companyReportId: whitfieldReports.company,
    locationReportIds: [whitfieldReports.location],
  },
  {
    txId: 'tx_8f3a1c9e2b7d4f60',
    tenant: 'acme',
    environment: 'sandbox',
    kind: 'company_submit',
    dpId: 'dp_commercial_core',
    businessName: 'Whitfield Bakery LLC',
    submittedAt: '2026-11-25T21:59:20Z',
    companyReportId: whitfieldReports.company,
    locationReportIds: [whitfieldReports.location],
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
