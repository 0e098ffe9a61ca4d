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

/**
 * What the main layout asks for on every page (issue 14: the banners and the survey prompt), answered
 * with nothing outside the recorded calls unless a test answers it itself.
 */
const LAYOUT_BACKGROUND: Record<string, unknown> = {
  'GET /api/banners/current': [],
  'GET /api/surveys/prompt': { survey: null },
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
