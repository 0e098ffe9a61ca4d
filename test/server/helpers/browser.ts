// A browser for app.inject: keeps the session cookie and the CSRF token between requests.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class Browser {
  sid: string | null = null;
  csrfToken: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.sid) headers.cookie = `sid=${this.sid}`;
    if (this.csrfToken && options.csrf !== false) headers['csrf-token'] = this.csrfToken;
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: body as InjectOptions['payload'],
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (cookie.name !== 'sid') continue;
      const cleared = !cookie.value || (cookie.expires && cookie.expires.getTime() < Date.now());
      this.sid = cleared ? null : cookie.value;
    }
    return response;
  }

  get(url: string, options?: { headers?: Record<string, string> }) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body: unknown = {}, options?: { csrf?: boolean }) {
    return this.request('POST', url, body, options);
  }

  /** POST /auth/get_user; keeps the CSRF token it hands out. */
  async getUser(body: Record<string, unknown> = {}) {
    const response = await this.post('/auth/get_user', body);
    const json = response.json();
    if (json.csrfToken) this.csrfToken = json.csrfToken;
    return response;
  }

  async login(email: string, password = DEMO_PASSWORD) {
    if (!this.csrfToken) await this.getUser();
    const response = await this.post('/auth/login', { email, password });
    if (response.statusCode === 200) this.csrfToken = response.json().csrfToken;
    return response;
  }
}

/** A browser logged in as one of the demo users. */
export async function loggedInBrowser(app: FastifyInstance, email: string): Promise<Browser> {
  const browser = new Browser(app);
  const response = await browser.login(email);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  await browser.getUser();
  return browser;
}
