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
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
