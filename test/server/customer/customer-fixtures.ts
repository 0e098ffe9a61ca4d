// The customer's side of the tests: the link from the outbox, and requests without a session.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { LINK_GONE } from '../../../src/server/services/customer-links/link-access';

/** The token of the newest /c/{path}/ link sent to the address. */
export async function linkTokenTo(db: Db, to: string, path: 'csr' | 'application' | 'sign'): Promise<string> {
  const messages = await db
    .selectFrom('outbox')
    .select('body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .execute();
  for (const { body } of messages) {
    const match = new RegExp(`/c/${path}/([\\w-]+)`).exec(body);
    if (match) return match[1];
  }
  throw new Error(`no /c/${path}/ link sent to ${to}`);
}

export const CUSTOMER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari';

/** A request from the customer's phone: no cookie, no CSRF token. */
export function asCustomer(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object) {
  return app.inject({
    method,
    url,
    headers: { 'user-agent': CUSTOMER_AGENT },
    ...(body ? { payload: body } : {}),
  });
}

export function expectGone(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(410);
  expect(response.json()).toMatchObject({ message: LINK_GONE });
}

export const historyOf = (db: Db, contractId: number) =>
  db
    .selectFrom('contract_status_history')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
