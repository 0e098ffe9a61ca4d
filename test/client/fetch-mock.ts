// A fetch stand-in: answers by "METHOD path" and records the calls with their headers and bodies.
export interface Answer {
  status?: number;
  body?: unknown;
}

export interface FetchCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The dashboard's figures (GET /api/stats, issue 12) when a test does not look at them: nothing yet. */
const QUIET_STATS = {
  today: '2026-11-26',
  facility_ids: [],
  todo: {
    csr_approval: 0,
    waiting_signature: 0,
    fee_declined: 0,
    missed_payments: 0,
    bank_flagged: 0,
    stale_incomplete: 0,
  },
  month: { month: '2026-11', new_agreements: 0, amount_financed: 0, collected: 0 },
  past_due: { accounts: 0, amount: 0 },
  new_plans: [],
  funnel: { requested: 0, approved: 0, signed: 0, active: 0 },
  aging: null,
};

/**
 * What the main layout asks for on every page (issue 14: the banners and the survey prompt) and the
 * dashboard's figures, answered with nothing outside the recorded calls unless a test answers it itself.
 */
const LAYOUT_BACKGROUND: Record<string, unknown> = {
  'GET /api/banners/current': [],
  'GET /api/surveys/prompt': { survey: null },
  'GET /api/stats': QUIET_STATS,
};

export function mockFetch(answers: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0];
    calls.push({
      method,
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const entry = answers[`${method} ${path}`];
    if (!entry) throw new TypeError(`No answer for ${method} ${path}`);
    const { status = 200, body } = typeof entry === 'function' ? await entry() : entry;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  });
  const background = async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key in LAYOUT_BACKGROUND && !(key in answers)) {
      return { ok: true, status: 200, text: async () => JSON.stringify(LAYOUT_BACKGROUND[key]) } as Response;
    }
    return fetchMock(url, init);
  };
  globalThis.fetch = background as unknown as typeof fetch;
  return { fetchMock, calls };
}
