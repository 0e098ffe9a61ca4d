// Clients and facilities (issue 13, spec §2 /clients, /facilities, §3 Facility): lists and details as
// far as the user's permissions reach; settings, agreement types and term-sheet versions edited by
// internal admins (read by facility admins); new clients and facilities. Every change is audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { businessToday } from '../../shared/calendar';
import { type Facility, INDUSTRY_TYPE, type MonthLimit } from '../../shared/facility';
import { MESSAGES } from '../../shared/messages';
import { deriveRights, reachesFacility } from '../../shared/permissions';
import {
  cleanContact,
  contactErrors,
  type FacilityContact,
  type FacilitySettingsInput,
  monthLimitErrors,
  settingsErrors,
  TERM_SHEET_MESSAGES,
  type FieldErrors,
} from '../../shared/validation/facility-settings';
import { findFacility } from '../repositories/facilities';
import { describePermission } from '../../shared/permission-grants';
import * as users from '../repositories/user-admin';
import { auditChange } from './audit';
import { HttpError, NOT_AUTHORIZED, NOT_FOUND } from './http-error';
import { reachableFacilities } from './facility-choice';

export const PRACTICE_MESSAGES = {
  clientNumberTaken: 'That client number is already in use.',
  facilityNumberTaken: 'That facility number is already in use at this client.',
  agreementTypeUsed: 'Contracts use this agreement type: deactivate it instead of deleting it.',
  agreementCodeTaken: 'That agreement code is already in use at this facility.',
  number: 'Enter a number from 1 to 9999.',
  name: 'Enter the name.',
  industry: 'Choose the industry.',
  state: 'Choose the state.',
} as const;

export const pad4 = (n: string | number) => String(n).padStart(4, '0');
const mask = (last4: string | null) => (last4 ? `••••${last4}` : null);

function invalid(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new HttpError(400, MESSAGES.validationErrors, { errors });
}

function internalOnly(request: FastifyRequest): void {
  if (!request.access.rights.isEbcsAdmin) throw new HttpError(403, NOT_AUTHORIZED);
}

/** The user's rights at a given facility (not the session's current one). */
function rightsAt(request: FastifyRequest, clientId: number, facilityId: number) {
  const a = request.access;
  return deriveRights({
    hasAccount: !!a.user,
    multifactorPending: a.multifactorPending,
    termsAccepted: a.termsAccepted,
    permissions: a.permissions,
    clientId,
    facilityId,
  });
}

export async function listFacilities(app: FastifyInstance, request: FastifyRequest) {
  const places = await reachableFacilities(app.db, request.access.permissions);
  return places.map((p) => ({
    id: p.id,
    client_id: p.client_id,
    client_name: p.client_name,
    client_number: pad4(p.client_number),
    name: p.name,
    facility_number: pad4(p.facility_number),
    industry: p.industry,
    st: p.st,
    csr: p.csr,
  }));
}

export async function listClients(app: FastifyInstance, request: FastifyRequest) {
  const places = await listFacilities(app, request);
  const byId = new Map<number, { id: number; name: string; client_number: string; facilities: number }>();
  for (const p of places) {
    const c = byId.get(p.client_id) ?? {
      id: p.client_id,
      name: p.client_name,
      client_number: p.client_number,
      facilities: 0,
    };
    c.facilities += 1;
    byId.set(p.client_id, c);
  }
  return [...byId.values()];
}

async function usersAt(db: Db, clientId: number, facilityId: number | null) {
  const ids = await users.userIdsAtClient(db, clientId, facilityId);
  const rows = await users.usersByIds(db, ids);
  const perms = await users.permissionRowsOf(db, ids);
  const names = await users.placeNames(db);
  return rows.map((u) => ({
    id: u.id,
    name: `${u.first_name} ${u.last_name}`,
    email: u.email,
    active: !!u.is_active,
    access: perms
      .filter((p) => p.user_id === u.id && p.client_id === clientId)
      .map((p) => describePermission(p, names))
      .join('; '),
  }));
}

export async function clientDetail(app: FastifyInstance, request: FastifyRequest, clientId: number) {
  const facilities = (await listFacilities(app, request)).filter((f) => f.client_id === clientId);
  if (facilities.length === 0) throw new HttpError(404, NOT_FOUND);
  const first = facilities[0];
  const canSeeUsers = rightsAt(request, clientId, first.id).isClientAdmin;
  return {
    id: clientId,
    name: first.client_name,
    client_number: first.client_number,
    facilities,
    users: canSeeUsers ? await usersAt(app.db, clientId, null) : [],
    can_edit: request.access.rights.isEbcsAdmin,
  };
}

async function stateLimits(db: Db, st: string) {
  const tax = await db
    .selectFrom('lookups')
    .select('max_interest_rate')
    .where('kind', '=', 'taxes')
    .where('code', '=', st)
    .executeTakeFirst();
  const caps = await db
    .selectFrom('lookups')
    .select(['max_late_fee_cents', 'max_return_fee_cents'])
    .where('code', '=', st)
    .where('kind', 'in', ['states', 'st' as 'states'])
    .where((eb) =>
      eb.or([eb('max_late_fee_cents', 'is not', null), eb('max_return_fee_cents', 'is not', null)]),
    )
    .executeTakeFirst();
  const types = await db.selectFrom('lookups').select('code').where('kind', '=', 'contract_types').execute();
  return {
    maxInterestRate:
      tax?.max_interest_rate === null || tax === undefined ? null : Number(tax.max_interest_rate),
    maxLateFeeCents: caps?.max_late_fee_cents == null ? null : Number(caps.max_late_fee_cents),
    maxReturnFeeCents: caps?.max_return_fee_cents == null ? null : Number(caps.max_return_fee_cents),
    contractTypes: types.map((t) => Number(t.code)).filter(Number.isInteger),
  };
}

async function facilityOrThrow(
  app: FastifyInstance,
  request: FastifyRequest,
  facilityId: number,
): Promise<Facility> {
  const facility = await findFacility(app.db, facilityId);
  if (!facility || !reachesFacility(request.access.permissions, facility.client_id, facility.id)) {
    throw new HttpError(404, NOT_FOUND);
  }
  return facility;
}

export async function facilityDetail(app: FastifyInstance, request: FastifyRequest, facilityId: number) {
  const facility = await facilityOrThrow(app, request, facilityId);
  const rights = rightsAt(request, facility.client_id, facility.id);
  const row = await app.db
    .selectFrom('facilities')
    .select([
      'grace_days',
      'late_fee_cents',
      'return_fee_cents',
      'days_to_collect',
      'late_notice_days',
      'servicing_fee_per_payment_cents',
      'servicing_fee_percent',
      'remittance_routing_number',
      'remittance_account_number',
      'remittance_account_type',
      'address1',
      'address2',
      'city',
      'zip',
      'phone',
    ])
    .where('id', '=', facilityId)
    .executeTakeFirstOrThrow();
  let last4: string | null = null;
  if (row.remittance_account_number) {
    try {
      last4 = app.providers.encryption.decryptField(row.remittance_account_number).slice(-4);
    } catch {
      last4 = null;
    }
  }
  const types = await app.db
    .selectFrom('agreement_types as t')
    .leftJoin('contracts as c', (j) =>
      j.onRef('c.facility_id', '=', 't.facility_id').onRef('c.agreement_code', '=', 't.code'),
    )
    .select(['t.id', 't.code', (eb) => eb.fn.count<number>('c.id').as('used')])
    .where('t.facility_id', '=', facilityId)
    .groupBy(['t.id', 't.code'])
    .execute();
  const sheetRows = await app.db
    .selectFrom('term_sheets')
    .select(['id', 'version', 'effective_on'])
    .where('facility_id', '=', facilityId)
    .execute();
  const sheetInfo = new Map(sheetRows.map((s) => [s.id, s]));
  return {
    ...facility,
    client_number: pad4(facility.client_number),
    facility_number: pad4(facility.facility_number),
    agreement_types: facility.agreement_types.map((t) => {
      const found = types.find((x) => x.code === t.code);
      return { ...t, id: found?.id ?? 0, used: Number(found?.used ?? 0) };
    }),
    term_sheets: facility.term_sheets.map((s) => ({
      ...s,
      version: sheetInfo.get(s.id)?.version ?? 1,
      // A sheet made without a date is in effect from the business day it was made (New York).
      effective_on: sheetInfo.get(s.id)?.effective_on ?? businessToday(new Date(s.created_on)),
    })),
    servicing: {
      grace_days: Number(row.grace_days),
      late_fee_cents: Number(row.late_fee_cents),
      return_fee_cents: Number(row.return_fee_cents),
      days_to_collect: Number(row.days_to_collect),
      late_notice_days: JSON.parse(row.late_notice_days) as number[],
      servicing_fee_per_payment_cents: Number(row.servicing_fee_per_payment_cents),
      servicing_fee_percent: Number(row.servicing_fee_percent),
    },
    contact: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      zip: row.zip,
      phone: row.phone,
    } satisfies FacilityContact,
    remittance: {
      routing_number: row.remittance_routing_number,
      account_number_masked: mask(last4),
      account_type: row.remittance_account_type,
    },
    users: rights.isFacilityAdmin ? await usersAt(app.db, facility.client_id, facility.id) : [],
    can_read_settings: rights.isFacilityAdmin,
    can_edit: request.access.rights.isEbcsAdmin,
  };
}

type Detail = Awaited<ReturnType<typeof facilityDetail>>;

const settingsOf = (d: Detail) => ({
  csr: d.csr,
  ...d.fee,
  ...d.servicing,
  remittance_routing_number: d.remittance.routing_number,
  remittance_account_number: d.remittance.account_number_masked,
  remittance_account_type: d.remittance.account_type,
  remittance_contract_types: d.remittance_contract_types,
  analysis_contract_types: d.analysis_contract_types,
  summary_contract_types: d.summary_contract_types,
});

const target = (d: { id: number; name: string }) => ({ type: 'facility', id: d.id, label: d.name });

export async function updateSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  facilityId: number,
  input: FacilitySettingsInput,
) {
  internalOnly(request);
  const before = await facilityDetail(app, request, facilityId);
  const masked = input.remittance_account_number?.includes('•') ?? false;
  const account = masked ? null : input.remittance_account_number || null;
  invalid(
    settingsErrors(
      { ...input, remittance_account_number: account },
      await stateLimits(app.db, before.st),
      Boolean(before.remittance.account_number_masked),
    ),
  );
  const changes: Record<string, unknown> = {
    csr: input.csr ? 1 : 0,
    sales_tax_percent_1: input.sales_tax_percent_1,
    sales_tax_percent_2: input.sales_tax_percent_2,
    sales_tax_percent_3: input.sales_tax_percent_3,
    finance_rate_percent: input.finance_rate_percent,
    processing_fee_cents: input.processing_fee_cents,
    processing_fee_waivable: input.processing_fee_waivable ? 1 : 0,
    grace_days: input.grace_days,
    late_fee_cents: input.late_fee_cents,
    return_fee_cents: input.return_fee_cents,
    days_to_collect: input.days_to_collect,
    late_notice_days: JSON.stringify(input.late_notice_days),
    servicing_fee_per_payment_cents: input.servicing_fee_per_payment_cents,
    servicing_fee_percent: input.servicing_fee_percent,
    remittance_routing_number: input.remittance_routing_number || null,
    remittance_account_type: input.remittance_account_type || null,
    remittance_contract_types: JSON.stringify(input.remittance_contract_types),
    analysis_contract_types: JSON.stringify(input.analysis_contract_types),
    summary_contract_types: JSON.stringify(input.summary_contract_types),
  };
  // Encrypted like the customers' bank account numbers (services/contracts/billing.ts).
  if (account) changes.remittance_account_number = app.providers.encryption.encryptField(account);
  if (!input.remittance_routing_number && !input.remittance_account_type && !account && !masked) {
    changes.remittance_account_number = null;
  }
  await app.db.updateTable('facilities').set(changes).where('id', '=', facilityId).execute();
  const after = await facilityDetail(app, request, facilityId);
  await auditChange(app.db, request, {
    action: 'facility.settings',
    target: target(after),
    before: settingsOf(before),
    after: settingsOf(after),
  });
  return after;
}

/** The practice's street address and phone (issue 13), edited by internal admins; audited. */
export async function updateContact(
  app: FastifyInstance,
  request: FastifyRequest,
  facilityId: number,
  input: FacilityContact,
) {
  internalOnly(request);
  const before = await facilityDetail(app, request, facilityId);
  const contact = cleanContact(input);
  invalid(contactErrors(contact));
  await app.db.updateTable('facilities').set(contact).where('id', '=', facilityId).execute();
  const after = await facilityDetail(app, request, facilityId);
  await auditChange(app.db, request, {
    action: 'facility.contact',
    target: target(after),
    before: before.contact,
    after: after.contact,
  });
  return after;
}

export interface AgreementTypeInput {
  code: string;
  description: string;
  default_finance_rate: number | null;
  [flag: string]: unknown;
}

// prettier-ignore
export const AGREEMENT_FLAGS = [
  'is_active', 'select_show', 'ach_only', 'two_pay_meth', 'multi_renew', 'auto_renew', 'editable',
  'recurring_billing', 'finance_charge', 'sales_tax', 'has_monthly_cycle', 'has_biweekly_cycle',
  'has_quarterly_cycle', 'has_weekly_cycle', 'has_twice_per_month_cycle', 'has_twice_per_year_cycle',
  'has_yearly_cycle',
] as const;

const CYCLES = AGREEMENT_FLAGS.filter((f) => f.startsWith('has_'));

function agreementTypeErrors(input: AgreementTypeInput, maxRate: number | null): FieldErrors {
  const e: FieldErrors = {};
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(input.code ?? ''))
    e.code = 'Enter a code of 1 to 20 letters, digits, - or _.';
  if (!input.description?.trim()) e.description = 'Enter the description.';
  const rate = input.default_finance_rate;
  if (rate !== null && (typeof rate !== 'number' || rate < 0 || rate > 100)) {
    e.default_finance_rate = 'Enter a percentage from 0 to 100.';
  } else if (rate !== null && maxRate !== null && rate > maxRate) {
    e.default_finance_rate = `The finance rate cannot be above the state's maximum of ${maxRate}%.`;
  }
  if (!CYCLES.some((c) => input[c] === true)) e.has_monthly_cycle = 'Choose at least one billing cycle.';
  return e;
}

const flagsOf = (input: AgreementTypeInput) =>
  Object.fromEntries(AGREEMENT_FLAGS.map((f) => [f, input[f] === true ? 1 : 0])) as Record<
    (typeof AGREEMENT_FLAGS)[number],
    0 | 1
  >;

export async function saveAgreementType(
  app: FastifyInstance,
  request: FastifyRequest,
  facilityId: number,
  typeId: number | null,
  input: AgreementTypeInput,
) {
  internalOnly(request);
  const facility = await facilityDetail(app, request, facilityId);
  invalid(agreementTypeErrors(input, (await stateLimits(app.db, facility.st)).maxInterestRate));
  const existing = typeId === null ? undefined : facility.agreement_types.find((t) => t.id === typeId);
  if (typeId !== null && !existing) throw new HttpError(404, NOT_FOUND);
  const clash = facility.agreement_types.find((t) => t.code === input.code && t.id !== typeId);
  if (clash) throw new HttpError(409, PRACTICE_MESSAGES.agreementCodeTaken);
  if (existing && existing.used > 0 && existing.code !== input.code) {
    throw new HttpError(409, 'Contracts use this agreement code: it cannot change.');
  }
  const values = {
    code: input.code,
    description: input.description.trim(),
    default_finance_rate: input.default_finance_rate,
    ...flagsOf(input),
  };
  if (existing)
    await app.db.updateTable('agreement_types').set(values).where('id', '=', existing.id).execute();
  else {
    const sort = facility.agreement_types.length;
    await app.db
      .insertInto('agreement_types')
      .values({ ...values, facility_id: facilityId, sort_order: sort })
      .execute();
  }
  await auditChange(app.db, request, {
    action: existing ? 'agreement_type.change' : 'agreement_type.add',
    target: { type: 'facility', id: facilityId, label: `${facility.name}: agreement type ${input.code}` },
    before: existing ?? null,
    after: values,
  });
  return facilityDetail(app, request, facilityId);
}

export async function deleteAgreementType(
  app: FastifyInstance,
  request: FastifyRequest,
  facilityId: number,
  typeId: number,
) {
  internalOnly(request);
  const facility = await facilityDetail(app, request, facilityId);
  const existing = facility.agreement_types.find((t) => t.id === typeId);
  if (!existing) throw new HttpError(404, NOT_FOUND);
  if (existing.used > 0) throw new HttpError(409, PRACTICE_MESSAGES.agreementTypeUsed);
  await app.db.deleteFrom('agreement_types').where('id', '=', typeId).execute();
  await auditChange(app.db, request, {
    action: 'agreement_type.delete',
    target: { type: 'facility', id: facilityId, label: `${facility.name}: agreement type ${existing.code}` },
    before: existing,
    after: null,
  });
  return facilityDetail(app, request, facilityId);
}

export interface TermSheetInput {
  contract_type: number | null;
  is_select: boolean;
  effective_on: string;
  month_limits: MonthLimit[];
}

/** A new version of the sheet for a contract type and select flag, in effect from its date. */
export async function addTermSheetVersion(
  app: FastifyInstance,
  request: FastifyRequest,
  facilityId: number,
  input: TermSheetInput,
) {
  internalOnly(request);
  const facility = await facilityDetail(app, request, facilityId);
  const errors = monthLimitErrors(input.month_limits);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.effective_on) || input.effective_on < businessToday()) {
    errors.effective_on = TERM_SHEET_MESSAGES.effectiveOn;
  }
  const types = (await stateLimits(app.db, facility.st)).contractTypes;
  if (input.contract_type !== null && !types.includes(input.contract_type))
    errors.contract_type = TERM_SHEET_MESSAGES.contractType;
  invalid(errors);
  const same = facility.term_sheets.filter(
    (s) => s.contract_type === input.contract_type && s.is_select === input.is_select,
  );
  const version = same.reduce((max, s) => Math.max(max, s.version), 0) + 1;
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('term_sheets')
      .values({
        facility_id: facilityId,
        contract_type: input.contract_type,
        is_select: input.is_select ? 1 : 0,
        created_on: now,
        version,
        effective_on: input.effective_on,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('month_limits')
      .values(
        input.month_limits.map((l) => ({
          term_sheet_id: id,
          price_from_cents: Math.round(l.price_from * 100),
          price_to_cents: Math.round(l.price_to * 100),
          months: l.months,
          allow_override_months: l.allow_override_months ? 1 : 0,
          max_override_months: l.allow_override_months ? l.max_override_months : null,
          max_first_payment_days_in_future: l.max_first_payment_days_in_future,
        })),
      )
      .execute();
  });
  const previous = [...same].sort((a, b) => b.version - a.version)[0] ?? null;
  await auditChange(app.db, request, {
    action: 'term_sheet.version',
    target: { type: 'facility', id: facilityId, label: `${facility.name}: term sheet v${version}` },
    before: previous,
    after: { ...input, version },
  });
  return facilityDetail(app, request, facilityId);
}

export interface NewClientInput {
  name: string;
  client_number: number;
}

export async function createClient(app: FastifyInstance, request: FastifyRequest, input: NewClientInput) {
  internalOnly(request);
  const e: FieldErrors = {};
  if (!input.name?.trim()) e.name = PRACTICE_MESSAGES.name;
  if (!Number.isInteger(input.client_number) || input.client_number < 1 || input.client_number > 9999)
    e.client_number = PRACTICE_MESSAGES.number;
  invalid(e);
  const number = String(input.client_number);
  const taken = await app.db
    .selectFrom('clients')
    .select('id')
    .where('client_number', '=', number)
    .executeTakeFirst();
  if (taken)
    throw new HttpError(409, PRACTICE_MESSAGES.clientNumberTaken, {
      errors: { client_number: PRACTICE_MESSAGES.clientNumberTaken },
    });
  const { id } = await app.db
    .insertInto('clients')
    .values({ name: input.name.trim(), client_number: number })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(app.db, request, {
    action: 'client.create',
    target: { type: 'client', id, label: input.name.trim() },
    before: null,
    after: { name: input.name.trim(), client_number: pad4(number) },
  });
  return { id, name: input.name.trim(), client_number: pad4(number) };
}

export interface NewFacilityInput {
  name: string;
  facility_number: number;
  industry_type: number;
  st: string;
}

export async function createFacility(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
  input: NewFacilityInput,
) {
  internalOnly(request);
  const client = await app.db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw new HttpError(404, NOT_FOUND);
  const e: FieldErrors = {};
  if (!input.name?.trim()) e.name = PRACTICE_MESSAGES.name;
  if (!Number.isInteger(input.facility_number) || input.facility_number < 1 || input.facility_number > 9999)
    e.facility_number = PRACTICE_MESSAGES.number;
  if (!(Object.values(INDUSTRY_TYPE) as number[]).includes(input.industry_type))
    e.industry_type = PRACTICE_MESSAGES.industry;
  const state = await app.db
    .selectFrom('lookups')
    .select('code')
    .where('kind', '=', 'states')
    .where('code', '=', input.st ?? '')
    .executeTakeFirst();
  if (!state) e.st = PRACTICE_MESSAGES.state;
  invalid(e);
  const number = String(input.facility_number);
  const taken = await app.db
    .selectFrom('facilities')
    .select('id')
    .where('client_id', '=', clientId)
    .where('facility_number', '=', number)
    .executeTakeFirst();
  if (taken)
    throw new HttpError(409, PRACTICE_MESSAGES.facilityNumberTaken, {
      errors: { facility_number: PRACTICE_MESSAGES.facilityNumberTaken },
    });
  const { id } = await app.db
    .insertInto('facilities')
    .values({
      client_id: clientId,
      name: input.name.trim(),
      facility_number: number,
      industry_type: input.industry_type,
      st: input.st,
      csr: 0,
      sales_tax_percent_1: null,
      sales_tax_percent_2: null,
      sales_tax_percent_3: null,
      finance_rate_percent: null,
      can_edit: 1,
      can_delete: 1,
      remittance_contract_types: '[]',
      analysis_contract_types: '[]',
      summary_contract_types: '[]',
      is_demo: 0,
      remittance_routing_number: null,
      remittance_account_number: null,
      remittance_account_type: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(app.db, request, {
    action: 'facility.create',
    target: { type: 'facility', id, label: input.name.trim() },
    before: null,
    after: { ...input, client: client.name },
  });
  return { id, client_id: clientId, name: input.name.trim(), facility_number: pad4(number) };
}
