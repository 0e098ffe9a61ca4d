// The one API client (spec §7): fetch-based, sends the csrf-token header once one was received, and
// turns failures into the app's reactions through handlers the app installs (configureApiClient).
import type { ApiErrorBody } from '../../shared/session';
import { noticeForStatus, type StatusNotice } from '../../shared/messages';
import { TERMS_NOT_ACCEPTED } from '../../shared/constants';

export type ApiBase = '/api' | '/auth';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Leave the error notification to the caller (e.g. the login form shows its own messages). */
  quiet?: boolean;
  /** A 401 answers the credentials sent (login, password change), it does not end the session. */
  authAttempt?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiHandlers {
  /** 401: the session is gone; the app logs out and goes to /login?next=current. */
  onUnauthorized: () => void;
  /** 403 'Terms not accepted': the app opens the terms dialog and shows no error. */
  onTermsNotAccepted: () => void;
  onNotice: (notice: StatusNotice) => void;
}

/** A failed call: the HTTP status (0 when the server was not reached) and the server's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody>,
  ) {
    super(body.text ?? body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

const noHandlers: ApiHandlers = {
  onUnauthorized: () => {},
  onTermsNotAccepted: () => {},
  onNotice: () => {},
};
let handlers = noHandlers;
let csrfToken: string | null = null;

export function configureApiClient(next: ApiHandlers): void {
  handlers = next;
}

/** get_user hands out the token (a new one after login, since the session id rotates). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as Error)?.name === 'AbortError';
}

function urlFor(base: ApiBase, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** The notice for a failure: the status default, with the server's title and text taking precedence. */
export function noticeFor(error: ApiError): StatusNotice {
  const notice = noticeForStatus(error.status);
  return { ...notice, title: error.body.title ?? notice.title, text: error.body.text ?? notice.text };
}

function react(error: ApiError, { quiet, authAttempt }: RequestOptions): void {
  if (error.status === 401 && !authAttempt) {
    handlers.onUnauthorized();
    if (!quiet) handlers.onNotice(noticeFor(error));
    return;
  }
  if (error.status === 403 && error.body.message === TERMS_NOT_ACCEPTED) {
    handlers.onTermsNotAccepted();
    return;
  }
  if (!quiet) handlers.onNotice(noticeFor(error));
}

export async function request<T>(base: ApiBase, path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (csrfToken) headers['csrf-token'] = csrfToken;

  let response: Response;
  try {
    response = await fetch(urlFor(base, path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (isAbortError(cause)) throw cause; // spec §8: cancelled requests are not notified
    const error = new ApiError(0, {});
    react(error, options);
    throw error;
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, (body ?? {}) as Partial<ApiErrorBody>);
    react(error, options);
    throw error;
  }
  return body as T;
}
