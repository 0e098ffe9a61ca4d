// The practice's side of the browser tests, through the HTTP API with a session and its CSRF token
// (spec §7): POST /auth/get_user → csrfToken, POST /auth/login, POST /auth/get_user again.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

export type ContractView = Record<string, unknown> & {
  id: number;
  modified_on: string;
  status: string;
  cards: Record<string, unknown>[];
  banks: Record<string, unknown>[];
};

interface Facility {
  id: number;
  name: string;
}

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export class StaffApi {
  private csrf = '';
  facilities: Facility[] = [];

  constructor(private readonly api: APIRequestContext) {}

  async login(email: string): Promise<void> {
    this.csrf = (
      await ok<{ csrfToken: string }>(await this.api.post('/auth/get_user', { data: {} }))
    ).csrfToken;
    await ok(await this.post('/auth/login', { email, password: DEMO_PASSWORD }));
    const user = await ok<{ csrfToken: string; clients: { facilities: Facility[] }[] }>(
      await this.post('/auth/get_user', {}),
    );
    this.csrf = user.csrfToken;
    this.facilities = user.clients.flatMap((c) => c.facilities);
  }

  facilityId(name: string): number {
    const facility = this.facilities.find((f) => f.name === name);
    if (!facility) throw new Error(`no facility ${name}`);
    return facility.id;
  }

  post(url: string, data: unknown) {
    return this.api.post(url, { data, headers: { 'csrf-token': this.csrf } });
  }

  async get<T>(url: string, params: Record<string, string | number> = {}): Promise<T> {
    return ok<T>(await this.api.get(url, { params, headers: { 'csrf-token': this.csrf } }));
  }

  async create(facilityId: number, contract: Record<string, unknown>): Promise<ContractView> {
    const body = { facility_id: facilityId, contract, action: 'SAVE' };
    return (await ok<{ contract: ContractView }>(await this.post('/api/crud/contract', body))).contract;
  }

  /** PUT contract/{id} with the stored copy's modified_on (the stale-copy check). */
  async act(c: ContractView, body: Record<string, unknown>): Promise<ContractView> {
    const { contract, ...rest } = body as { contract?: Record<string, unknown> };
    const response = await this.api.put(`/api/crud/contract/${c.id}`, {
      data: { ...rest, contract: { ...contract, modified_on: c.modified_on } },
      headers: { 'csrf-token': this.csrf },
    });
    const answer = await ok<{ saved: boolean; contract: ContractView; errors: unknown }>(response);
    expect(answer.saved, JSON.stringify(answer.errors)).toBe(true);
    return answer.contract;
  }

  async reload(c: ContractView): Promise<ContractView> {
    return (await this.get<{ contract: ContractView }>(`/api/crud/contract/${c.id}`)).contract;
  }

  async status(c: ContractView, field: 'status' | 'csr_status'): Promise<string | null> {
    return (
      await this.get<{ status: string | null }>('/api/check_status', {
        contract_id: c.id,
        status_field: field,
      })
    ).status;
  }
}
