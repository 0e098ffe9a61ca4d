// The contract list screen in a memory router with a session and lookups, fetch answered per request
// URL (the list's rows depend on its query), and the requests' query strings for the assertions.
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ContractListRow } from '../../../src/client/api/contract-list';
import ContractsScreen from '../../../src/client/features/contracts/contracts-screen';
import { LOOKUPS } from '../contracts/editor-harness';
import { makeSession, type Role } from '../fixtures';
import { renderWithProviders } from '../render';

export function makeRow(overrides: Partial<ContractListRow> = {}): ContractListRow {
  return {
    id: 101,
    customer_name: 'Ava Garcia',
    customer_first_name: 'Ava',
    customer_last_name: 'Garcia',
    status: 'ACTIVE',
    csr_status: 'COMPLETED',
    facility_id: 7,
    facility: 'Oak Valley Animal Hospital',
    ebcs_account_number: 'EB100204',
    agreement_description: 'Payment Plan',
    financed_amount: 3600,
    payment_amount: 210.5,
    apr: 9.9,
    created_on: '2026-10-16T14:00:00.000Z',
    modified_on: '2026-10-16T14:00:00.000Z',
    next_payment_due_date: '2026-11-25',
    days_late: 0,
    is_select: false,
    is_deleted: false,
    customer_phone: '(937)555-0114',
    customer_email: 'ava.garcia@example.com',
    delete_allowed: true,
    rewrite_allowed: true,
    current_rewrite_id: null,
    has_payments: true,
    ...overrides,
  };
}

export interface ListRequest {
  method: string;
  params: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };

/** Answers GET crud/contract with `list(params)`; other calls by "METHOD path" as fetch-mock does. */
export function mockListFetch(
  list: (params: URLSearchParams) => Answer,
  others: Record<string, (body: unknown) => Answer> = {},
) {
  const requests: ListRequest[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const [path, query = ''] = url.split('?');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    let answer: Answer;
    if (method === 'GET' && path === '/api/crud/contract') {
      requests.push({ method, params: new URLSearchParams(query), body });
      answer = list(new URLSearchParams(query));
    } else {
      const other = others[`${method} ${path}`];
      if (!other) throw new TypeError(`No answer for ${method} ${path}`);
      requests.push({ method: `${method} ${path}`, params: new URLSearchParams(query), body });
      answer = other(body);
    }
    const { status = 200 } = answer;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const lists = () => requests.filter((r) => r.method === 'GET').map((r) => r.params);
  return { fetchMock, requests, lists };
}

export const page = (rows: ContractListRow[], count = rows.length) => ({ body: { count, rows, enums: {} } });

export function renderList(path = '/contracts', role: Role = 'create') {
  const router = createMemoryRouter(
    [
      { path: '/contracts', element: <ContractsScreen /> },
      { path: '/contracts/:contractId', element: <p>contract page</p> },
      { path: '/contracts/:contractId/payment-history', element: <p>payment history page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />, {
    session: makeSession(role),
    preloadedState: { lookups: { data: LOOKUPS, lastFetched: null } },
  });
  return { router, ...view };
}

/**
 * The list's first use, a mouse over it: the grid takes the place of the first page drawn plain
 * (plain-first-grid.tsx). Resolves with the grid.
 */
export async function bringGrid(): Promise<HTMLElement> {
  fireEvent.pointerOver(await screen.findByRole('table', { name: 'Contracts' }));
  return screen.findByRole('grid', { name: 'Contracts' });
}
