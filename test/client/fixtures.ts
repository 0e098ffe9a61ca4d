// Sessions as /auth/get_user returns them, for each role the tests need.
import type { Facility, Industry } from '../../src/shared/facility';
import type { Permission } from '../../src/shared/permissions';
import type { GetUserResponse } from '../../src/shared/session';

const INDUSTRY_TYPE: Record<Industry, number> = { general: 1, veterinary: 2, dental: 4 };

export function makeFacility(industry: Industry = 'veterinary', overrides: Partial<Facility> = {}): Facility {
  return {
    id: 7,
    client_id: 3,
    name: industry === 'dental' ? 'Bright Smiles Dental' : 'Oak Valley Animal Hospital',
    facility_number: '2',
    industry_type: INDUSTRY_TYPE[industry],
    industry,
    st: 'NY',
    csr: false,
    client_number: '12',
    client_name: 'Oak Valley Group',
    fee: {
      sales_tax_percent_1: null,
      sales_tax_percent_2: null,
      sales_tax_percent_3: null,
      finance_rate_percent: null,
    },
    can_edit: true,
    can_delete: true,
    remittance_contract_types: [],
    analysis_contract_types: [],
    summary_contract_types: [],
    agreement_types: [],
    term_sheets: [],
    ...overrides,
  };
}

export const ROLE_PERMISSIONS = {
  read: [{ client_id: 3, facility_id: 7, level: 1 }],
  create: [{ client_id: 3, facility_id: 7, level: 3 }],
  facilityAdmin: [{ client_id: 3, facility_id: 7, level: 4 }],
  internalAdmin: [{ client_id: null, facility_id: null, level: 4 }],
} satisfies Record<string, Permission[]>;

export type Role = keyof typeof ROLE_PERMISSIONS;

export const LOGGED_OUT: GetUserResponse = {
  user: null,
  csrfToken: 'csrf-anon',
  permissions: [],
  clients: [],
  currentFacility: null,
  lookupData: null,
  lookupLastFetched: null,
  announcement: null,
  multipleFacilities: false,
  serverEnvironment: 'test',
  demoFacilityIds: [],
  isImpersonator: false,
  impersonator: null,
  termsAccepted: false,
  multifactorPending: false,
  buildTimestamp: '2026-11-20T15:30:00.000Z',
};

export function makeSession(
  role: Role = 'read',
  options: { industry?: Industry; facility?: Partial<Facility>; session?: Partial<GetUserResponse> } = {},
): GetUserResponse {
  const facility = makeFacility(options.industry, options.facility);
  return {
    ...LOGGED_OUT,
    user: { id: 41, first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.com' },
    csrfToken: 'csrf-user',
    permissions: ROLE_PERMISSIONS[role],
    clients: [
      {
        id: facility.client_id,
        name: facility.client_name,
        client_number: facility.client_number,
        facilities: [facility],
      },
    ],
    currentFacility: facility,
    termsAccepted: true,
    ...options.session,
  };
}
