// JSON schemas shared by routes. They validate requests, shape responses and document the API.
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
/**
 * A row id: a positive 32-bit integer, as both databases store ids. Anything else is refused before a
 * query is made: 404 in a path (it names nothing), 400 with errors[field] in a query string or a body.
 */
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const bool = { type: 'boolean' } as const;
export const nullable = <T extends { type: string }>(s: T) => ({ ...s, type: [s.type, 'null'] }) as const;

export function obj<P extends Record<string, unknown>>(properties: P, required: (keyof P & string)[] = []) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

/** ApiErrorBody (src/shared/session.ts). */
export const apiError = {
  type: 'object',
  properties: {
    statusCode: int,
    error: str,
    message: str,
    title: str,
    text: str,
    errors: { type: 'object', additionalProperties: str },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const errorResponses = { '4xx': apiError, '5xx': apiError } as const;

export const messageBody = obj({ message: str }, ['message']);

export const emptyBody = { type: 'object', maxProperties: 0 } as const;
