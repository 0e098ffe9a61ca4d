// The lifecycle chart's shortest paths, and each of its events as the real API performs it, for
// lifecycle-paths.test.ts (machines/LIFECYCLE.md).
import { createHash } from 'node:crypto';
import { getShortestPaths } from '@xstate/graph';
import { getNextSnapshot } from 'xstate';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { contractLifecycleMachine } from '../../../machines/contract-lifecycle.machine';
import type { LifecycleContext, LifecycleEvent } from '../../../machines/contract-lifecycle.types';
import type { LifecycleSnapshot } from '../../../machines/contract-state';
import type { Db } from '../../../src/server/db/database';
import { boardSignedContract } from '../../../src/server/services/contracts/boarding';
import type { Browser } from '../helpers/browser';
import { asCustomer, linkTokenTo } from '../customer/customer-fixtures';
import { agreement, card, createContract, customer, put } from './contract-fixtures';
import { savedContract, withCvc, type View } from './contract-flows';

export const EMAIL = customer().customer_email;

/**
 * The events walked. Not walked, and why:
 * - SAVE: the starts have their sections saved already (standard: customer, agreement, billing;
 *   select: customer, agreementForSelect), so a SAVE changes neither status nor what the guards read.
 * - contract.rewrite: needs `rewrite_allowed`, which only the servicer sets (no API); POST
 *   contract_rewrite is covered in contract-requests.test.ts. Both starts have rewrite_allowed false.
 * - request-signature / request-application sent again while waiting, and PRINT again: self-loops,
 *   never on a shortest path.
 * UNDELETE, UNDO-REJECT, UNDO-SUBMIT and servicer.reinstated lead back to states reached sooner, so
 * no shortest path takes them: WAYS_BACK below adds them at the paths' ends.
 */
export const EVENTS: LifecycleEvent[] = [
  { type: 'REQUEST-CSR' },
  { type: 'OVERRIDE-CSR' },
  { type: 'SKIP-CSR' },
  { type: 'ACCEPT-CSR' },
  { type: 'REJECT' },
  { type: 'UNDO-REJECT' },
  { type: 'CHARGE', charged_on: 'now' },
  { type: 'DECLINE' },
  { type: 'PRINT' },
  { type: 'UNDO-SUBMIT' },
  { type: 'UNDELETE' },
  { type: 'FINISH-SELECT' },
  { type: 'request-signature', method: 'email' },
  { type: 'contract.delete', reason_for_cancel: '1' },
  { type: 'contract.uploaded' },
  { type: 'customer.authorized' },
  { type: 'customer.application-completed', charged_on: 'now' },
  { type: 'customer.signed' },
  { type: 'servicer.boarded' },
  { type: 'servicer.collect' },
  { type: 'servicer.reinstated' },
];

/** The state value plus the context fields the guards read and the events change. */
function serializeState(snapshot: LifecycleSnapshot): string {
  const { csr_status, csr_skipped, charged_on, billing_complete, agreement_saved } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    csr_status,
    csr_skipped,
    charged_on !== null,
    billing_complete,
    agreement_saved,
  ]);
}

/**
 * Events that lead back to a state reached sooner, so no shortest path takes them: each path that no
 * other path extends gets one more step, the first of these its end state accepts.
 */
const WAYS_BACK: LifecycleEvent[] = [
  { type: 'UNDELETE' },
  { type: 'UNDO-REJECT' },
  { type: 'UNDO-SUBMIT' },
  { type: 'servicer.reinstated' },
];

type Step = { event: LifecycleEvent; state: LifecycleSnapshot };

const step = (end: LifecycleSnapshot, event: LifecycleEvent): Step => ({
  event,
  state: getNextSnapshot(contractLifecycleMachine, end, event),
});

const nameOf = (steps: Step[]) => steps.map((s) => s.event.type).join(' → ');

/**
 * The shortest path to every state from the start, each as its steps after the start and named by
 * its events. A path that begins another one is left out: the longer one checks each of its steps.
 * Then every event of EVENTS and WAYS_BACK no path takes yet (e.g. customer.authorized, where
 * OVERRIDE-CSR reaches the same state sooner) is added after the shortest path that allows it.
 */
export function shortestPaths(input: LifecycleContext): [string, Step[]][] {
  const all = getShortestPaths(contractLifecycleMachine, {
    input,
    events: EVENTS,
    serializeState: serializeState as never,
  })
    .map((path) => path.steps.slice(1) as Step[]) // the first step is the start (xstate.init)
    .filter((steps) => steps.length > 0)
    .sort((a, b) => a.length - b.length);
  const walked = all
    .filter((steps) => !all.some((other) => nameOf(other).startsWith(`${nameOf(steps)} → `)))
    .map((steps) => {
      const end = steps[steps.length - 1].state;
      const back = WAYS_BACK.find((event) => end.can(event));
      return back ? [...steps, step(end, back)] : steps;
    });
  for (const event of [...EVENTS, ...WAYS_BACK]) {
    if (walked.some((steps) => steps.some((s) => s.event.type === event.type))) continue;
    const base = all.find((steps) => steps[steps.length - 1].state.can(event));
    if (base) walked.push([...base, step(base[base.length - 1].state, event)]);
  }
  return walked.map((steps) => [nameOf(steps), steps]);
}

export interface Walk {
  app: FastifyInstance;
  db: Db;
  admin: Browser;
  facilityId: number;
}

/** The contract as stored now, through the API. */
export async function reload(w: Walk, id: number): Promise<View> {
  const response = await w.admin.get(`/api/crud/contract/${id}`);
  if (response.statusCode !== 200) throw new Error(`GET ${id}: ${response.statusCode} ${response.body}`);
  return response.json().contract;
}

/** A select contract with the customer and agreementForSelect sections saved. */
export async function savedSelectContract(w: Walk): Promise<View> {
  const c = (await createContract(w.admin, w.facilityId, {
    ...customer(),
    is_select: true,
  } as never)) as View;
  const saved = await put(w.admin, c, {
    contract: { ...customer(), ...agreement({ contract_type: 2, number_of_payments: 6 }) },
    section: 'agreementForSelect',
  });
  if (saved.statusCode !== 200) throw new Error(`select save: ${saved.body}`);
  return saved.json().contract;
}

export const startContract = (w: Walk, select: boolean) =>
  select ? savedSelectContract(w) : savedContract(w.admin, w.facilityId);

function expectOk(what: string, response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

async function customerSigns(w: Walk) {
  const token = await linkTokenTo(w.db, EMAIL, 'sign');
  const url = `/api/customer/links/${token}`;
  const check = await asCustomer(w.app, 'GET', `${url}/esign-check.pdf`);
  const subject = (await PDFDocument.load(check.rawPayload)).getSubject() ?? '';
  const code = /(\d{4})/.exec(subject)?.[1] ?? '';
  expectOk('esign-consent', await asCustomer(w.app, 'POST', `${url}/esign-consent`, { code }));
  const pdf = await asCustomer(w.app, 'GET', `${url}/agreement.pdf`);
  const document_sha256 = createHash('sha256').update(pdf.rawPayload).digest('hex');
  const signature_name = 'Jordan Approve';
  expectOk(
    'signature',
    await asCustomer(w.app, 'POST', `${url}/signature`, { signature_name, document_sha256 }),
  );
}

/** servicer.collect and servicer.reinstated have no API and no job: a direct update of the status. */
async function servicerSets(w: Walk, id: number, status: string) {
  await w.db.updateTable('contracts').set({ status }).where('id', '=', id).execute();
}

/** Performs one event of the chart through the API a user, a customer or the servicer would use. */
export async function perform(w: Walk, c: View, event: LifecycleEvent): Promise<void> {
  const { admin } = w;
  switch (event.type) {
    case 'contract.delete':
      return expectOk(
        event.type,
        await admin.request('DELETE', `/api/crud/contract/${c.id}`, { reason_for_cancel: '1' }),
      );
    case 'request-signature':
      return expectOk(
        event.type,
        await admin.post('/api/request_signature', { contract_id: c.id, method: 'email' }),
      );
    case 'FINISH-SELECT':
      return expectOk(
        event.type,
        await admin.post('/api/request_agreement_application_completion', {
          contract_id: c.id,
          method: 'email',
        }),
      );
    case 'contract.uploaded': {
      const b64 = Buffer.from('%PDF-1.4 signed').toString('base64');
      return expectOk(
        event.type,
        await admin.post('/api/upload_contract', { contract_id: c.id, filename: 'signed.pdf', b64 }),
      );
    }
    case 'customer.authorized': {
      const token = await linkTokenTo(w.db, EMAIL, 'csr');
      const url = `/api/customer/links/${token}/csr-authorization`;
      return expectOk(event.type, await asCustomer(w.app, 'POST', url, { agree: true }));
    }
    case 'customer.application-completed': {
      const token = await linkTokenTo(w.db, EMAIL, 'application');
      const url = `/api/customer/links/${token}/application`;
      return expectOk(event.type, await asCustomer(w.app, 'POST', url, { cards: [card()] }));
    }
    case 'customer.signed':
      return customerSigns(w);
    case 'servicer.boarded': // what the contracts.board job runs
      if (!(await boardSignedContract(w.db, c.id, new Date()))) throw new Error('nothing to board');
      return;
    case 'servicer.reinstated':
      return servicerSets(w, c.id, 'ACTIVE');
    case 'servicer.collect':
      return servicerSets(w, c.id, 'COLLECT');
    case 'REQUEST-CSR':
      return expectOk(event.type, await put(admin, c, { action: event.type, method: 'email' }));
    case 'CHARGE':
      return expectOk(event.type, await put(admin, c, { action: event.type, ...withCvc(c) }));
    default:
      return expectOk(event.type, await put(admin, c, { action: event.type }));
  }
}
