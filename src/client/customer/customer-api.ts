// The customer pages' calls to /api/customer (src/server/routes/customer/README.md): no session, the
// link's token in the path. Errors keep the server's message and the errors keyed by field.
export class CustomerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const COMMUNICATION_ERROR =
  'Sorry, there was a problem communicating with the server. Please try again.';

export const linkPath = (token: string, rest = '') =>
  `/api/customer/links/${encodeURIComponent(token)}${rest}`;

export async function customerCall<T>(
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new CustomerApiError(0, COMMUNICATION_ERROR);
  }
  const json = parseJson<T & { message?: string; errors?: Record<string, string> }>(
    await response.text().catch(() => ''),
  );
  if (!response.ok) {
    throw new CustomerApiError(response.status, json?.message ?? COMMUNICATION_ERROR, json?.errors ?? {});
  }
  return json as T;
}

function parseJson<T>(text: string): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** A key per payment attempt, so a repeated submit never charges twice (crypto.randomUUID needs https). */
export function attemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
