// Renders the contract editor (or one part of it) the way the contract screen does: a real store,
// the app's theme, a memory router and a ContractEditorProvider around a contract fixture, with
// fetch answered by mockFetch.
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ContractView } from '../../../src/client/api/contracts';
import { makeStore } from '../../../src/client/app/store/store';
import { theme } from '../../../src/client/app/theme/theme';
import { selectRights } from '../../../src/client/app/store/session-slice';
import { ContractEditor } from '../../../src/client/features/contracts/editor/contract-editor';
import { ContractEditorProvider } from '../../../src/client/features/contracts/editor/contract-editor-provider';
import type { AgreementType, Facility, Industry } from '../../../src/shared/facility';
import type { LookupData } from '../../../src/shared/session';
import { mockFetch, type Answer } from '../fetch-mock';
import { makeFacility, makeSession, type Role } from '../fixtures';

export function makeAgreementType(overrides: Partial<AgreementType> = {}): AgreementType {
  return {
    code: 'PP',
    description: 'Payment Plan',
    is_active: true,
    select_show: true,
    ach_only: false,
    two_pay_meth: false,
    default_finance_rate: 9.9,
    multi_renew: false,
    auto_renew: false,
    editable: true,
    recurring_billing: false,
    finance_charge: true,
    sales_tax: true,
    has_monthly_cycle: true,
    has_biweekly_cycle: true,
    has_quarterly_cycle: false,
    has_weekly_cycle: true,
    has_twice_per_month_cycle: true,
    has_twice_per_year_cycle: false,
    has_yearly_cycle: false,
    ...overrides,
  };
}

/** A facility with a payment plan, a no-interest plan and an ACH-only prepayment plan, and a term sheet. */
export function editorFacility(
  industry: Industry = 'veterinary',
  overrides: Partial<Facility> = {},
): Facility {
  return makeFacility(industry, {
    st: 'OH',
    csr: false,
    fee: {
      sales_tax_percent_1: 7.25,
      sales_tax_percent_2: 5.75,
      sales_tax_percent_3: null,
      finance_rate_percent: 9.9,
    },
    agreement_types: [
      makeAgreementType(),
      makeAgreementType({
        code: 'PP0',
        description: 'Payment Plan, No Interest',
        finance_charge: false,
        default_finance_rate: 0,
      }),
      makeAgreementType({
        code: 'PRE',
        description: 'Prepayment Plan',
        ach_only: true,
        select_show: false,
        finance_charge: false,
        sales_tax: false,
        has_weekly_cycle: false,
        has_biweekly_cycle: false,
      }),
    ],
    term_sheets: [
      {
        id: 1,
        contract_type: null,
        is_select: false,
        created_on: '2026-01-01T00:00:00.000Z',
        month_limits: [
          {
            price_from: 100,
            price_to: 2000,
            months: 12,
            allow_override_months: true,
            max_override_months: 18,
            max_first_payment_days_in_future: 45,
          },
          {
            price_from: 2000,
            price_to: 10000,
            months: 24,
            allow_override_months: false,
            max_override_months: null,
            max_first_payment_days_in_future: 45,
          },
        ],
      },
    ],
    ...overrides,
  });
}

export const LOOKUPS: LookupData = {
  states: [
    { code: 'OH', label: 'Ohio' },
    { code: 'PA', label: 'Pennsylvania' },
    { code: 'NY', label: 'New York' },
  ],
  sources: [{ code: 'WEB', label: 'Website' }],
  reasons_for_cancel: [
    { code: '1', label: 'Customer Request' },
    { code: '3', label: 'CSR Reject' },
    { code: '6', label: 'CC Decline' },
    { code: '7', label: 'Rewrite Not Allowed' },
  ],
  contract_types: [
    { code: '1', label: 'Procedure' },
    { code: '2', label: 'Surgery' },
    { code: '3', label: 'General' },
  ],
  industry_types: [],
  taxes: [
    { code: 'OH', label: 'Ohio', max_interest_rate: 25 },
    { code: 'PA', label: 'Pennsylvania', max_interest_rate: 18 },
  ],
};

/** An incomplete contract with its customer saved (the view GET contract/{id} answers). */
export function makeContract(overrides: Partial<ContractView> = {}): ContractView {
  return {
    id: 501,
    facility_id: 7,
    client_id: 3,
    status: 'INCOMPLETE',
    csr_status: null,
    csr_skipped: false,
    is_select: false,
    is_deleted: false,
    modified_on: '2026-11-25T15:00:00.000Z',
    created_on: '2026-11-25T14:00:00.000Z',
    customer_first_name: 'Jamie',
    customer_last_name: 'Approve',
    customer_address1: '12 Elm Street',
    customer_city: 'Dayton',
    customer_st: 'OH',
    customer_zip: '45402',
    customer_phone1: '(937)555-0101',
    customer_date_of_birth: '1980-04-02',
    customer_email: 'jamie@example.com',
    customer_type_of_pet: 'Dog',
    customer_name_of_pet: 'Rex',
    is_new_customer: true,
    agreement_date: null,
    banks: [],
    cards: [],
    editable: true,
    deletable: true,
    undelete_able: false,
    updatable: false,
    rejectable: false,
    processing_fee_required: false,
    cc_is_chargeable: false,
    billing_complete: false,
    edit_allowed: true,
    delete_allowed: true,
    rewrite_allowed: false,
    current_rewrite_id: null,
    allowed_actions: ['SAVE', 'contract.delete'],
    ...overrides,
  } as ContractView;
}

export interface EditorRenderOptions {
  /** null renders a new draft. */
  contract?: ContractView | null;
  facility?: Facility;
  role?: Role;
  answers?: Record<string, Answer | (() => Answer | Promise<Answer>)>;
  newAsSelect?: boolean;
  /** What to render inside the provider; the whole editor by default. */
  children?: ReactElement;
  /** The address's query string, e.g. '?rewrite=1'. */
  search?: string;
}

export function renderEditor(options: EditorRenderOptions = {}) {
  const facility = options.facility ?? editorFacility();
  const contract = options.contract === undefined ? makeContract() : options.contract;
  const session = makeSession(options.role ?? 'create', { facility });
  session.currentFacility = facility;
  session.lookupData = LOOKUPS;
  const store = makeStore({
    session: { data: session, status: 'ready' },
    lookups: { data: LOOKUPS, lastFetched: null },
  });
  const fetch = mockFetch(options.answers ?? {});
  const rights = selectRights(store.getState());
  const element = (
    <ContractEditorProvider
      contract={contract}
      facility={facility}
      lookups={LOOKUPS}
      rights={rights}
      newAsSelect={options.newAsSelect}
    >
      {options.children ?? <ContractEditor />}
    </ContractEditorProvider>
  );
  const path = contract ? `/contracts/${contract.id}` : '/contracts/new';
  const router = createMemoryRouter(
    [
      { path: '/contracts/:contractId', element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path + (options.search ?? '')] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, user, facility, contract, ...fetch, ...view };
}

/** A save answer: the contract as saved, with the fields given. */
export function savedAnswer(contract: ContractView, changes: Partial<ContractView> = {}): Answer {
  return {
    body: {
      saved: true,
      contract: { ...contract, ...changes, modified_on: new Date().toISOString() },
      errors: {},
      alert: null,
    },
  };
}
