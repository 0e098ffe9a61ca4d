// Text every route refuses (a preValidation hook over the params, the query string and the body, after
// the guard): control characters, DEL and broken surrogate pairs. PostgreSQL answers a NUL with an
// error (SQLite stores it), and the others are never typed, only pasted or forged: spreadsheets, terminals
// and log readers take them as commands. Tab, line feed and carriage return stay allowed in bodies (notes
// and letters are multi-line); a query parameter (one line) keeps only tab (a search pasted from a
// spreadsheet); a path segment none. Bodies nested deeper than any form sends are refused too (the
// walks of later steps, JSON hashing among them, are recursive).
// The answer is a 400 ApiErrorBody with a message by field path: `text`, `contract.customer_first_name`
// (or the bare name with the route's `fieldPathRoot: 'contract'`), `banks[0].bank_name`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/messages';
import { VALIDATION_MESSAGES } from '../../shared/validation';
import { HttpError } from '../services/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Errors about fields under this key of the body are keyed by the bare field name (the save's keys). */
    fieldPathRoot?: string;
  }
}

/** A high surrogate without its low one, or the reverse (no character at all). */
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
/** C0 controls but tab, LF and CR; DEL; lone surrogates (control characters on purpose: the rule). */
const NOT_ALLOWED_IN_BODY = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]|${LONE_SURROGATE}`,
);
/** The same and LF and CR: a query parameter is one line. */
const NOT_ALLOWED_IN_QUERY = new RegExp(`[\\u0000-\\u0008\\u000a-\\u001f\\u007f]|${LONE_SURROGATE}`);
/** Every C0 control: a path segment names something. */
const NOT_ALLOWED_IN_PATH = new RegExp(`[\\u0000-\\u001f\\u007f]|${LONE_SURROGATE}`);

/** No form nests deeper than a handful of levels (the contract payload: body.banks[0].field is 3). */
export const MAX_DEPTH = 32;
/** At most this many fields are named in one answer. */
const MAX_ERRORS = 20;

export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

const ANY_NOT_ALLOWED = new RegExp(NOT_ALLOWED_IN_PATH.source, 'g');
/** A path as shown back: characters that are not allowed become '?'. */
const shown = (key: string) => key.replace(ANY_NOT_ALLOWED, '?');

const childPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${shown(key)}` : shown(key);

/**
 * The fields of a value holding refused text, keyed by path ('' for the value itself), at most
 * MAX_ERRORS; a value nested deeper than MAX_DEPTH is reported once at the path where it goes too deep.
 * Iterative: a body of a million nested arrays is walked without a deep call stack.
 */
export function refusedText(value: unknown, refused: RegExp, root = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  let found = 0;
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0 && found < MAX_ERRORS) {
    const [current, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof current === 'string') {
      if (refused.test(current) && !errors[path]) {
        errors[path] = VALIDATION_MESSAGES.charactersNotAllowed;
        found++;
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      errors[path] = TOO_DEEP_MESSAGE;
      found++;
      continue;
    }
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], childPath(path, i), depth + 1]);
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const keyPath = childPath(path, key);
      if (refused.test(key) && !errors[keyPath]) {
        errors[keyPath] = VALIDATION_MESSAGES.charactersNotAllowed;
        found++;
      }
      stack.push([(current as Record<string, unknown>)[key], keyPath, depth + 1]);
    }
  }
  return errors;
}

/** The body's paths as the route's other errors name them (fieldPathRoot). */
function underRoot(errors: Record<string, string>, root: string | undefined): Record<string, string> {
  if (!root) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.startsWith(`${root}.`) ? path.slice(root.length + 1) : path,
      message,
    ]),
  );
}

export function checkTextInput(request: FastifyRequest): void {
  const errors = {
    ...refusedText(request.params, NOT_ALLOWED_IN_PATH),
    ...refusedText(request.query, NOT_ALLOWED_IN_QUERY),
    ...underRoot(refusedText(request.body, NOT_ALLOWED_IN_BODY), request.routeOptions.config.fieldPathRoot),
  };
  if (Object.keys(errors).length === 0) return;
  // A raw body (a string) has no fields: it is named 'body'.
  if (errors[''] !== undefined) {
    errors.body = errors[''];
    delete errors[''];
  }
  throw new HttpError(400, MESSAGES.validationErrors, { errors });
}

/** Adds the check to the given context's routes, after the hooks already added (the guard). */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkTextInput(request));
}
