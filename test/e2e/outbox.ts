// Reads the emails the server queued (GET /api/outbox, internal admins only) through its own API
// session logged in as admin@, apart from the browser under test.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './demo-users';

interface OutboxMessage {
  id: number;
  to_address: string;
  subject: string | null;
  body: string;
  created_on: string;
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Logs the API context in as the internal admin; returns the session's csrf token. */
export async function loginAdmin(api: APIRequestContext): Promise<string> {
  const { csrfToken } = await json<{ csrfToken: string }>(await api.post('/auth/get_user', { data: {} }));
  const login = await api.post('/auth/login', {
    data: { email: USERS.admin.email, password: DEMO_PASSWORD },
    headers: { 'csrf-token': csrfToken },
  });
  return (await json<{ csrfToken: string }>(login)).csrfToken;
}

/**
 * Waits for an email to `to` queued at or after `since` whose subject contains `subject`, and returns
 * the first link in its body.
 */
export async function linkFromEmail(
  api: APIRequestContext,
  csrfToken: string,
  query: { to: string; subject: string; since: Date },
): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/outbox', {
          params: { to: query.to },
          headers: { 'csrf-token': csrfToken },
        });
        const messages = await json<OutboxMessage[]>(response);
        // The search matches any part of the address: keep the messages to this one.
        const email = messages.find(
          (m) =>
            m.to_address === query.to.toLowerCase() &&
            new Date(m.created_on) >= query.since &&
            (m.subject ?? '').includes(query.subject),
        );
        link = email?.body.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `an email "${query.subject}" to ${query.to}` },
    )
    .toBeDefined();
  return new URL(link as string);
}
