// Request and response schemas of the contract API (spec §7 Contract); they document it too.
import { CONTRACT_SECTIONS } from '../../../../../machines/contract-lifecycle.types';
import { LIFECYCLE_ACTIONS } from '../../../../../machines/contract-state';
import { bool, errorResponses, id, nullable, obj, str } from '../../schemas';

const anyObject = { type: 'object', additionalProperties: true } as const;
const method = { type: 'string', enum: ['email', 'sms'] } as const;
const errorList = { anyOf: [str, { type: 'array', items: str }] } as const;

export const idParams = obj({ id }, ['id']);

/**
 * The contract view: every stored field (secrets masked) and the extras of spec §3 (contract-view.ts).
 * Left open: its fields are the contract's columns, listed in the repositories, not restated here.
 */
export const contractView = anyObject;

export const saveResponse = {
  200: obj(
    {
      saved: bool,
      contract: { ...contractView, type: ['object', 'null'] },
      errors: { type: 'object', additionalProperties: errorList },
      alert: nullable(str),
    },
    ['saved', 'contract', 'errors', 'alert'],
  ),
  ...errorResponses,
} as const;

const methods = { anyOf: [{ type: 'array', items: anyObject }, { type: 'null' }] } as const;

/** The contract's fields as the sections send them (or null); those that are ids are checked as ids. */
const contractFields = {
  type: ['object', 'null'],
  properties: { id: nullable(id), client_id: nullable(id), facility_id: nullable(id) },
  additionalProperties: true,
} as const;

export const contractPayload = {
  type: 'object',
  properties: {
    contract: contractFields,
    banks: methods,
    cards: methods,
    client_id: nullable(id),
    facility_id: nullable(id),
    action: { type: 'string', enum: LIFECYCLE_ACTIONS },
    section: { type: 'string', enum: CONTRACT_SECTIONS },
    method,
    idempotency_key: { type: 'string', maxLength: 200 },
  },
  additionalProperties: true,
} as const;

export const deleteBody = obj({ reason_for_cancel: { type: 'string', minLength: 1, maxLength: 10 } }, [
  'reason_for_cancel',
]);

export const checkStatusQuery = obj(
  { contract_id: id, status_field: { type: 'string', enum: ['csr_status', 'status'] } },
  ['contract_id', 'status_field'],
);

export const requestBody = obj({ contract_id: id, method }, ['contract_id', 'method']);

export const uploadBody = obj(
  { contract_id: id, filename: { type: 'string', minLength: 1, maxLength: 200 }, b64: str },
  ['contract_id', 'filename', 'b64'],
);

export const rewriteBody = obj(
  { contract_id: id, rewrite_as_select_or_standard: { type: 'string', enum: ['select', 'standard'] } },
  ['contract_id', 'rewrite_as_select_or_standard'],
);

const text = { type: 'string', maxLength: 100 } as const;
export const ssnScanBody = obj(
  {
    contract_id: nullable(id),
    facility_id: nullable(id),
    first_name: text,
    last_name: text,
    dob: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    address: text,
    city: text,
    state: { type: 'string', maxLength: 2 },
    zip: { type: 'string', maxLength: 10 },
  },
  ['first_name', 'last_name', 'dob', 'address', 'city', 'state', 'zip'],
);

/** A note as contractNotes answers it; user is the author's name (null for a note no user wrote). */
export const note = obj({ id, contract_id: id, at: str, text: str, user: nullable(str) }, [
  'id',
  'contract_id',
  'at',
  'text',
  'user',
]);
export const notesResponse = { 200: { type: 'array', items: note }, ...errorResponses } as const;
export const noteParams = obj({ contractId: id }, ['contractId']);
export const noteBody = obj({ text: { type: 'string', minLength: 1, maxLength: 4000 } }, ['text']);
