// Model-based: every shortest path of machines/contract-lifecycle.machine.ts (@xstate/graph), walked
// through the real API from a fresh contract, checking after each step that the stored status and
// is_deleted are the chart's state (and csr_status, csr_skipped and whether the fee is charged, its
// context). Which events are not walked, and why: EVENTS in the fixtures.
import type { LifecycleContext } from '../../../machines/contract-lifecycle.types';
import { statusFromStateValue } from '../../../machines/contract-state';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { contractsTestApp, facilityIdOf, RIVERSIDE } from './contract-fixtures';
import { perform, reload, shortestPaths, startContract, type Walk } from './lifecycle-paths.fixtures';

/** What savedContract / savedSelectContract store at Riverside (a CSR facility, fee required). */
const saved: LifecycleContext = {
  facility_csr: true,
  is_select: false,
  csr_status: null,
  csr_skipped: false,
  processing_fee_required: true,
  cc_is_chargeable: true,
  charged_on: null,
  agreement_saved: true,
  billing_complete: true,
  edit_allowed: true,
  delete_allowed: true,
  rewrite_allowed: false,
  current_rewrite_id: null,
};

const STARTS = {
  'standard, billing complete, fee required': { select: false, input: saved },
  'select, agreement saved, no card yet': {
    select: true,
    input: { ...saved, is_select: true, billing_complete: false, cc_is_chargeable: false },
  },
};

let t: TestApp;
let w: Walk;

beforeAll(async () => {
  t = await contractsTestApp();
  const admin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  w = { app: t.app, db: t.db, admin, facilityId: await facilityIdOf(t.db, RIVERSIDE) };
});
afterAll(() => t.close());

describe.each(Object.entries(STARTS))('%s', (_, { select, input }) => {
  const named = shortestPaths(input);

  test('the start is what the API stores', async () => {
    const c = await startContract(w, select);
    const { is_select, csr_status, csr_skipped, cc_is_chargeable, charged_on } = input;
    const { edit_allowed, delete_allowed, rewrite_allowed } = input;
    expect(c).toMatchObject({ status: 'INCOMPLETE', is_deleted: false, is_select, csr_status, csr_skipped });
    expect(c).toMatchObject({ cc_is_chargeable, charged_on, edit_allowed, delete_allowed, rewrite_allowed });
  });

  test.each(named)('%s', async (_name, steps) => {
    let c = await startContract(w, select);
    for (const [i, { event, state }] of steps.entries()) {
      await perform(w, c, event);
      c = await reload(w, c.id);
      const { csr_status, csr_skipped, charged_on } = state.context;
      const stored = {
        ...{ status: c.status, is_deleted: c.is_deleted },
        ...{ csr_status: c.csr_status, csr_skipped: c.csr_skipped, charged: c.charged_on !== null },
      };
      const expected = {
        ...statusFromStateValue(state.value),
        csr_status,
        csr_skipped,
        charged: charged_on !== null,
      };
      expect({ step: i, event: event.type, ...stored }).toEqual({ step: i, event: event.type, ...expected });
    }
  });
});
