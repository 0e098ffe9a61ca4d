// The editor's status poll (spec §4 Status polling): what it waits for, and the reload and notice on a
// change, naming the customer.
import { act } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { StatusPoll } from '../../../src/client/features/contracts/editor/status-poll';
import { STATUS_POLL_MS } from '../../../src/shared/constants';
import type { Answer, FetchCall } from '../fetch-mock';
import { makeContract, renderEditor } from './editor-harness';

const checks = (calls: FetchCall[]) => calls.filter((c) => c.path === '/api/check_status');
const reloads = (calls: FetchCall[]) => calls.filter((c) => c.path === '/api/crud/contract/501');

function poll(contract: ContractView, answers: Record<string, Answer | (() => Answer)> = {}) {
  return renderEditor({ contract, children: <StatusPoll />, answers });
}

describe('status polling in the editor (spec §4 Status polling)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('what is waited for', () => {
    it.each<[string, Partial<ContractView>, string]>([
      [
        'csr_status while waiting customer authorization',
        { csr_status: 'WAITING AUTHORIZATION' },
        'csr_status',
      ],
      [
        'status while waiting for the agreement application',
        { status: 'WAITING AGREEMENT APPLICATION' },
        'status',
      ],
      ['status while waiting for the e-signature', { status: 'WAITING E-SIGNATURE' }, 'status'],
    ])('%s', async (_, fields, field) => {
      const contract = makeContract(fields);
      const value = String(fields.csr_status ?? fields.status);
      const { fetchMock } = poll(contract, { 'GET /api/check_status': { body: { status: value } } });
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 2));
      expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
        `/api/check_status?contract_id=501&status_field=${field}`,
        `/api/check_status?contract_id=501&status_field=${field}`,
      ]);
    });

    it.each<[string, Partial<ContractView>]>([
      ['nothing is waited for', {}],
      ['the contract is deleted', { status: 'WAITING E-SIGNATURE', is_deleted: true }],
      ['the contract has a current rewrite', { status: 'WAITING E-SIGNATURE', current_rewrite_id: 900 }],
      ['the CSR was skipped', { csr_status: 'WAITING AUTHORIZATION', csr_skipped: true }],
      ['the contract waits for an upload, not the customer', { status: 'WAITING CONTRACT UPLOAD' }],
    ])('no polling when %s', async (_, fields) => {
      const { calls } = poll(makeContract(fields), { 'GET /api/check_status': { body: { status: 'x' } } });
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
      expect(checks(calls)).toHaveLength(0);
    });

    it('stops when the screen is left', async () => {
      const { calls, unmount } = poll(makeContract({ status: 'WAITING E-SIGNATURE' }), {
        'GET /api/check_status': { body: { status: 'WAITING E-SIGNATURE' } },
      });
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS));
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
      expect(checks(calls)).toHaveLength(1);
    });
  });

  describe('on a change the contract is reloaded and the customer named', () => {
    it.each<[string, Partial<ContractView>, Partial<ContractView>, string, string]>([
      [
        'CSR authorized',
        { csr_status: 'WAITING AUTHORIZATION' },
        { csr_status: 'RECEIVED AUTHORIZATION' },
        'CSR Authorized',
        'Jamie Approve has authorized the credit check.',
      ],
      [
        'application completed',
        { status: 'WAITING AGREEMENT APPLICATION', is_select: true },
        { status: 'WAITING E-SIGNATURE' },
        'Payment Information Submitted',
        'Jamie Approve has completed the agreement application.',
      ],
      [
        'contract signed',
        { status: 'WAITING E-SIGNATURE' },
        { status: 'SIGNED' },
        'Contract Signed',
        'Jamie Approve has signed the contract.',
      ],
    ])('%s', async (_, before, after, title, text) => {
      const contract = makeContract(before);
      const field = after.csr_status ? 'csr_status' : 'status';
      const fresh = { ...contract, ...after, modified_on: '2026-11-25T16:00:00.000Z' };
      const { calls, store } = poll(contract, {
        'GET /api/check_status': { body: { status: after[field] } },
        'GET /api/crud/contract/501': { body: { contract: fresh } },
      });
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS));
      expect(reloads(calls)).toHaveLength(1);
      expect(store.getState().notifications.queue).toEqual([
        expect.objectContaining({ variant: 'success', title, text }),
      ]);
    });

    it('goes on watching what the reloaded contract waits for', async () => {
      const contract = makeContract({ status: 'WAITING AGREEMENT APPLICATION', is_select: true });
      let status = 'WAITING E-SIGNATURE';
      const fresh = () => ({ ...contract, status, modified_on: new Date().toISOString() });
      const { fetchMock } = poll(contract, {
        'GET /api/check_status': () => ({ body: { status } }),
        'GET /api/crud/contract/501': () => ({ body: { contract: fresh() } }),
      });
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS));
      status = 'SIGNED';
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS));
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 2));
      expect(fetchMock.mock.calls.map((c) => String(c[0]).split('&')[0])).toEqual([
        '/api/check_status?contract_id=501',
        '/api/crud/contract/501?check_payments=true',
        '/api/check_status?contract_id=501',
        '/api/crud/contract/501?check_payments=true',
      ]);
    });

    it('another change (the submission undone elsewhere) reloads without a notice', async () => {
      const contract = makeContract({ status: 'WAITING E-SIGNATURE' });
      const { calls, store } = poll(contract, {
        'GET /api/check_status': { body: { status: 'INCOMPLETE' } },
        'GET /api/crud/contract/501': {
          body: { contract: { ...contract, status: 'INCOMPLETE', modified_on: '2026-11-25T16:00:00.000Z' } },
        },
      });
      await act(() => jest.advanceTimersByTimeAsync(STATUS_POLL_MS));
      expect(reloads(calls)).toHaveLength(1);
      expect(store.getState().notifications.queue).toEqual([]);
    });
  });
});
