/**
 * Coverage types and carriers, with what each carrier is enabled for per
 * tenant and environment: products (coverage types), states, and when each was
 * enabled or disabled. A carrier receives and answers a quote request only for
 * a coverage type and state it is enabled for at that moment (checked by
 * `check.ts`); `carrier:enabled`, `carrier:updated` and `carrier:disabled`
 * events follow these dates.
 */
import type {Carrier, CoverageType} from './types';

/** `GET /coverage_types`: static, the same in both environments. */
const coverageTypesData = [
  {id: 1, name: 'General Liability', product: 'general_liability'},
  {id: 2, name: 'Workers Compensation', product: 'workers_compensation'},
  {id: 3, name: 'Commercial Auto', product: 'commercial_auto'},
  {id: 4, name: 'Business Owners Policy', product: 'business_owners_policy'},
  {id: 5, name: 'Professional Liability', product: 'professional_liability'},
  {id: 6, name: 'Commercial Property'},
  {id: 7, name: 'Cyber Liability', product: 'cyber_liability'},
  {id: 8, name: 'Commercial Umbrella'},
  {id: 9, name: 'Inland Marine'},
  {id: 10, name: 'Motor Truck Cargo'},
  {id: 11, name: 'Physical Damage'},
  {id: 12, name: 'Non-Trucking Liability'},
] as const satisfies readonly CoverageType[];

export const coverageTypes: readonly CoverageType[] = coverageTypesData;

/** Line of a coverage type in policy numbers (`NWM-BOP-2026-118734`). */
export const policyLines: Record<number, string> = {
  1: 'GL', 2: 'WC', 3: 'CA', 4: 'BOP', 5: 'PL', 6: 'CP', 7: 'CY', 8: 'UMB', 9: 'IM', 10: 'MTC', 11: 'PD', 12: 'NTL',
};

const carriersData = [
  {
    id: '2d7f0b93-5c41-4e8a-b6d2-7a9e1f3c0b56',
    code: 'northwind_mutual',
    name: 'Northwind Mutual',
    naicCode: '41629',
    policyPrefix: 'NWM',
    ratingQuestions: {
      nwm_gl: {named_insured: 'mqs_business_name', business_class: 'naics', risk_state: 'mqs_state', risk_zip: 'mqs_zipcode', years_in_business: 'mqs_actual_years_in_business', annual_revenue: 'mqs_annual_revenue'},
      nwm_bop: {named_insured: 'mqs_business_name', business_class: 'naics', risk_state: 'mqs_state', risk_zip: 'mqs_zipcode', building_sq_ft: 'lmqs_building_square_feet', owns_building: 'lmqs_owned_or_leased'},
    },
    sandbox: {
      answers: {nwm_gl: {afterSeconds: 8, status: 'completed', premium: 1875}, nwm_bop: {afterSeconds: 5, status: 'completed', premium: 2450}},
      bindRequiresPayment: true,
      bindsThroughPortal: false,
      bindAfterSeconds: 10,
    },
    enablements: [
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'nwm_gl',
        coverageTypeId: 1,
        states: ['CA', 'NV', 'OR', 'WA'],
        enabledAt: '2026-09-01T15:00:00Z',
      },
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'nwm_bop',
        coverageTypeId: 4,
        states: ['OR', 'WA'],
        enabledAt: '2026-11-22T10:45:00Z',
      },
    ],
  },
  {
    id: 'f41c8d27-0a6e-4b39-9d5f-6c2b8e1a7d03',
    code: 'great_plains_casualty',
    name: 'Great Plains Casualty',
    naicCode: '24317',
    policyPrefix: 'GPC',
    ratingQuestions: {
      gpc_bop: {insured_name: 'mqs_business_name', naics_description: 'naics', location_zip: 'lmqs_zipcode', square_footage: 'lmqs_building_square_feet', occupancy: 'lmqs_owned_or_leased', prior_insurance: 'mqs_currently_insured'},
    },
    sandbox: {
      answers: {gpc_bop: {afterSeconds: 12, status: 'completed', premium: 1530}},
      bindRequiresPayment: false,
      bindsThroughPortal: false,
      bindAfterSeconds: 10,
    },
    enablements: [
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'gpc_bop',
        coverageTypeId: 4,
        states: ['OR', 'WA', 'ID', 'MT'],
        enabledAt: '2026-11-18T14:00:00Z',
      },
    ],
  },
  {
    id: '8b3e6a10-4f72-4d95-a1c8-3e0d9b7f2a64',
    code: 'harborstone_specialty',
    name: 'Harborstone Specialty',
    naicCode: '37583',
    policyPrefix: 'HSS',
    ratingQuestions: {
      hss_gl: {insured: 'mqs_business_name', operations: 'naics', state: 'mqs_state', gross_sales: 'mqs_annual_revenue'},
    },
    enablements: [
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'hss_gl',
        coverageTypeId: 1,
        states: ['OR', 'WA'],
        enabledAt: '2026-06-01T15:00:00Z',
        disabledAt: '2026-11-23T17:20:00Z',
        disabledReason: 'appointment_ended',
      },
    ],
  },
  {
    id: 'a6d2f8b4-3c19-4e75-9b0a-1f7e5c3d8a26',
    code: 'hartwell_mutual',
    name: 'Hartwell Mutual',
    naicCode: '19208',
    policyPrefix: 'HWM',
    ratingEndpoint: {
      sandbox: {
        url: 'https://rating.sandbox.hartwell-mutual.example/bindpoint/quote-requests',
        headerName: 'X-BindPoint-Token',
        headerValue: 'rte_sbx_8c2f6a0d4b1e3957a2c4e6f8',
        basicUser: 'bindpoint-rating',
        basicPassword: 'rtepw_sbx_5d9b3f7a1c2e4068',
      },
      production: {
        url: 'https://rating.hartwell-mutual.example/bindpoint/quote-requests',
        headerName: 'X-BindPoint-Token',
        headerValue: 'rte_prd_1e5a9c3f7b0d2846c4e8a2f6',
        basicUser: 'bindpoint-rating',
        basicPassword: 'rtepw_prd_7b1d5f9a3e6c2048',
      },
    },
    ratingQuestions: {
      hwm_gl: {insured_name: 'mqs_business_name', class_description: 'naics', state: 'mqs_state', zip_code: 'mqs_zipcode', years_in_business: 'mqs_actual_years_in_business', currently_insured: 'mqs_currently_insured', annual_sales: 'mqs_annual_revenue'},
    },
    apiClients: {
      sandbox: {
        clientId: '4b8e2d6a1f3c5079',
        clientSecret: 'sk_sandbox_c3a7e1f9b5d2480e6a4c1f7b',
        uid: '9c1e7a35-6b2d-4f80-a4e9-3d5b7c1f0a26',
        name: 'Hartwell Mutual Carrier API',
        email: 'carrier-api@hartwell-mutual.example',
        firstName: 'Hartwell',
        lastName: 'Carrier API',
      },
      production: {
        clientId: 'e2f6a0c4b8d13957',
        clientSecret: 'sk_live_7d1b5f9a3e2c6048b1e5a9d3',
        uid: '1a5c9e73-2d4b-4f6a-8c0e-7b3d5f1a9c48',
        name: 'Hartwell Mutual Carrier API',
        email: 'carrier-api@hartwell-mutual.example',
        firstName: 'Hartwell',
        lastName: 'Carrier API',
      },
    },
    apiKeys: {
      sandbox: 'cak_sbx_5e1a9c3f7b2d6084a7c1e3f9',
      production: 'cak_prd_0d4b8f2a6c1e9537b2d4f6a8',
    },
    sandbox: {
      answers: {hwm_gl: {afterSeconds: 4, status: 'completed', premium: 1248}},
      bindRequiresPayment: false,
      bindsThroughPortal: true,
      bindAfterSeconds: 10,
    },
    enablements: [
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'hwm_gl',
        coverageTypeId: 1,
        states: ['AZ', 'OR', 'TX', 'WA'],
        enabledAt: '2026-08-15T15:00:00Z',
      },
      {
        tenant: 'bayview',
        environment: 'sandbox',
        productCode: 'hwm_gl',
        coverageTypeId: 1,
        states: ['TX'],
        enabledAt: '2026-08-20T15:00:00Z',
      },
    ],
  },
  {
    id: '5e9b1d73-8f2a-4c06-b4e8-2a7c0f9d6b15',
    code: 'cedar_ridge',
    name: 'Cedar Ridge Insurance',
    naicCode: '33871',
    policyPrefix: 'CRI',
    ratingQuestions: {
      cri_gl: {applicant_name: 'mqs_business_name', naics: 'naics', state: 'mqs_state', zip: 'mqs_zipcode', revenue: 'mqs_annual_revenue', full_time_employees: 'mqs_full_time_employees'},
      cri_wc: {applicant_name: 'mqs_business_name', naics: 'naics', state: 'mqs_state', zip: 'mqs_zipcode', annual_payroll: 'mqs_annual_payroll', full_time_employees: 'mqs_full_time_employees', part_time_employees: 'mqs_part_time_employees'},
    },
    sandbox: {
      answers: {cri_gl: {afterSeconds: 7, status: 'completed', premium: 1395}, cri_wc: {afterSeconds: 10, status: 'completed', premium: 2110}},
      bindRequiresPayment: true,
      bindsThroughPortal: false,
      bindAfterSeconds: 10,
    },
    enablements: [
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'cri_gl',
        coverageTypeId: 1,
        states: ['AZ', 'TX'],
        enabledAt: '2026-07-01T15:00:00Z',
      },
      {
        tenant: 'acme',
        environment: 'sandbox',
        productCode: 'cri_wc',
        coverageTypeId: 2,
        states: ['AZ', 'TX'],
        enabledAt: '2026-07-01T15:00:00Z',
      },
      {
        tenant: 'bayview',
        environment: 'sandbox',
        productCode: 'cri_wc',
        coverageTypeId: 2,
        states: ['TX'],
        enabledAt: '2026-07-10T15:00:00Z',
      },
    ],
  },
] as const satisfies readonly Carrier[];

export const carriers: readonly Carrier[] = carriersData;

export type CarrierCode = (typeof carriersData)[number]['code'];

export function coverageType(id: number): CoverageType {
  const found = coverageTypes.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown coverage type ${id}`);
  return found;
}

export function carrierById(id: string): Carrier {
  const found = carriers.find((c) => c.id === id || c.code === id);
  if (!found) throw new Error(`Unknown carrier ${id}`);
  return found;
}

/**
 * Whether a carrier may quote a coverage type in a state for a tenant at a
 * moment: an enablement covers it and is not disabled yet.
 */
export function carrierEnabledFor(
  carrier: Carrier,
  q: {tenant: string; environment: string; coverageTypeId: number; state: string; at: string},
): boolean {
  return carrier.enablements.some(
    (e) =>
      e.tenant === q.tenant &&
      e.environment === q.environment &&
      e.coverageTypeId === q.coverageTypeId &&
      e.states.includes(q.state) &&
      e.enabledAt <= q.at &&
      (e.disabledAt === undefined || q.at < e.disabledAt),
  );
}
