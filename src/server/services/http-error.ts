// An error with the body the client reads (ApiErrorBody in src/shared/session.ts).
export interface HttpErrorDetails {
  title?: string;
  text?: string;
  /** Messages keyed by field name, shown under the fields. */
  errors?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_LOGGED_IN = 'Your session has ended. Please log in again.';
export const NOT_AUTHORIZED = 'Sorry, you are not authorized to access this resource.';
export const CSRF_INVALID = 'Missing or invalid CSRF token.';
export const NOT_FOUND = 'Sorry, the requested resource does not exist.';
