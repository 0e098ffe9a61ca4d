// Clients and facilities (issue 13): lists and details as far as the user reaches; settings, agreement
// types, term-sheet versions and new clients and facilities for internal admins (services/practice-admin).
import type { FastifyInstance } from 'fastify';
import type { FacilityContact, FacilitySettingsInput } from '../../../shared/validation/facility-settings';
import { needs } from '../../plugins/access';
import * as practices from '../../services/practice-admin';
import * as admin from '../../services/user-admin';
import { bool, errorResponses, id, int, nullable, num, obj } from '../schemas';

const anyObject = { type: 'object', additionalProperties: true } as const;
const ok = (schema: object) => ({ 200: schema, ...errorResponses });
const list = { type: 'array', items: anyObject } as const;
const ints = { type: 'array', items: int, maxItems: 50 } as const;
const cents = { type: 'integer', minimum: -2147483648, maximum: 2147483647 } as const;

const settingsBody = obj(
  {
    csr: bool,
    sales_tax_percent_1: nullable(num),
    sales_tax_percent_2: nullable(num),
    sales_tax_percent_3: nullable(num),
    finance_rate_percent: nullable(num),
    processing_fee_cents: nullable(cents),
    processing_fee_waivable: bool,
    grace_days: int,
    late_fee_cents: cents,
    return_fee_cents: cents,
    days_to_collect: int,
    late_notice_days: ints,
    servicing_fee_per_payment_cents: cents,
    servicing_fee_percent: num,
    remittance_routing_number: nullable({ type: 'string', maxLength: 32 }),
    remittance_account_number: nullable({ type: 'string', maxLength: 32 }),
    remittance_account_type: nullable({ type: 'string', maxLength: 16 }),
    remittance_contract_types: ints,
    analysis_contract_types: ints,
    summary_contract_types: ints,
  },
  [
    'csr',
    'sales_tax_percent_1',
    'sales_tax_percent_2',
    'sales_tax_percent_3',
    'finance_rate_percent',
    'processing_fee_cents',
    'processing_fee_waivable',
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
    'remittance_contract_types',
    'analysis_contract_types',
    'summary_contract_types',
  ],
);

const contactText = (maxLength: number) => nullable({ type: 'string', maxLength });
const contactBody = obj(
  {
    address1: contactText(200),
    address2: contactText(200),
    city: contactText(200),
    zip: contactText(40),
    phone: contactText(40),
  },
  ['address1', 'address2', 'city', 'zip', 'phone'],
);

const agreementTypeBody = obj(
  {
    code: { type: 'string', maxLength: 40 },
    description: { type: 'string', maxLength: 200 },
    default_finance_rate: nullable(num),
    ...Object.fromEntries(practices.AGREEMENT_FLAGS.map((f) => [f, bool])),
  },
  ['code', 'description', 'default_finance_rate'],
);

const monthLimit = obj(
  {
    price_from: num,
    price_to: num,
    months: int,
    allow_override_months: bool,
    max_override_months: nullable(int),
    max_first_payment_days_in_future: int,
  },
  [
    'price_from',
    'price_to',
    'months',
    'allow_override_months',
    'max_override_months',
    'max_first_payment_days_in_future',
  ],
);
const termSheetBody = obj(
  {
    contract_type: nullable(int),
    is_select: bool,
    effective_on: { type: 'string', maxLength: 10 },
    month_limits: { type: 'array', items: monthLimit, maxItems: 50 },
  },
  ['contract_type', 'is_select', 'effective_on', 'month_limits'],
);

const clientBody = obj({ name: { type: 'string', maxLength: 100 }, client_number: int }, [
  'name',
  'client_number',
]);
const facilityBody = obj(
  {
    name: { type: 'string', maxLength: 100 },
    facility_number: int,
    industry_type: int,
    st: { type: 'string', maxLength: 2 },
    admin_email: { type: 'string', maxLength: 254 },
    admin_first_name: { type: 'string', maxLength: 80 },
    admin_last_name: { type: 'string', maxLength: 80 },
  },
  ['name', 'facility_number', 'industry_type', 'st'],
);

type FacilityParams = { Params: { facilityId: number } };
type TypeParams = { Params: { facilityId: number; typeId: number } };
type ClientParams = { Params: { clientId: number } };

export async function practiceRoutes(app: FastifyInstance): Promise<void> {
  const facilityParams = obj({ facilityId: id }, ['facilityId']);
  const typeParams = obj({ facilityId: id, typeId: id }, ['facilityId', 'typeId']);
  const clientParams = obj({ clientId: id }, ['clientId']);
  const base = { config: needs('loggedIn') };

  app.get('/practices/clients', { ...base, schema: { response: ok(list) } }, (request) =>
    practices.listClients(app, request),
  );
  app.get<ClientParams>(
    '/practices/clients/:clientId',
    { ...base, schema: { params: clientParams, response: ok(anyObject) } },
    (request) => practices.clientDetail(app, request, request.params.clientId),
  );
  app.post<{ Body: practices.NewClientInput }>(
    '/practices/clients',
    { ...base, schema: { body: clientBody, response: ok(anyObject) } },
    (request) => practices.createClient(app, request, request.body),
  );
  app.post<ClientParams & { Body: practices.NewFacilityInput & Record<string, string> }>(
    '/practices/clients/:clientId/facilities',
    { ...base, schema: { params: clientParams, body: facilityBody, response: ok(anyObject) } },
    async (request) => {
      const { admin_email, admin_first_name, admin_last_name, ...facilityInput } = request.body;
      const created = await practices.createFacility(app, request, request.params.clientId, facilityInput);
      if (!admin_email) return { ...created, message: null };
      // The first facility admin is invited like any user (services/user-admin.ts).
      const { user, permissions, session } = request.access;
      const invited = await admin.inviteUser(
        {
          app,
          request,
          actor: user as NonNullable<typeof user>,
          actorPermissions: permissions,
          scope: 'facility',
          clientId: session?.client_id ?? null,
          facilityId: session?.facility_id ?? null,
        },
        {
          email: admin_email,
          first_name: admin_first_name || admin_email,
          last_name: admin_last_name || '',
          client_id: request.params.clientId,
          facility_id: created.id,
          level: 4,
        },
      );
      return { ...created, message: invited.message };
    },
  );

  app.get('/practices/facilities', { ...base, schema: { response: ok(list) } }, (request) =>
    practices.listFacilities(app, request),
  );
  app.get<FacilityParams>(
    '/practices/facilities/:facilityId',
    { ...base, schema: { params: facilityParams, response: ok(anyObject) } },
    (request) => practices.facilityDetail(app, request, request.params.facilityId),
  );
  app.put<FacilityParams & { Body: FacilitySettingsInput }>(
    '/practices/facilities/:facilityId/settings',
    { ...base, schema: { params: facilityParams, body: settingsBody, response: ok(anyObject) } },
    (request) => practices.updateSettings(app, request, request.params.facilityId, request.body),
  );
  app.put<FacilityParams & { Body: FacilityContact }>(
    '/practices/facilities/:facilityId/contact',
    { ...base, schema: { params: facilityParams, body: contactBody, response: ok(anyObject) } },
    (request) => practices.updateContact(app, request, request.params.facilityId, request.body),
  );
  app.post<FacilityParams & { Body: practices.AgreementTypeInput }>(
    '/practices/facilities/:facilityId/agreement-types',
    { ...base, schema: { params: facilityParams, body: agreementTypeBody, response: ok(anyObject) } },
    (request) => practices.saveAgreementType(app, request, request.params.facilityId, null, request.body),
  );
  app.put<TypeParams & { Body: practices.AgreementTypeInput }>(
    '/practices/facilities/:facilityId/agreement-types/:typeId',
    { ...base, schema: { params: typeParams, body: agreementTypeBody, response: ok(anyObject) } },
    (request) =>
      practices.saveAgreementType(
        app,
        request,
        request.params.facilityId,
        request.params.typeId,
        request.body,
      ),
  );
  app.delete<TypeParams>(
    '/practices/facilities/:facilityId/agreement-types/:typeId',
    { ...base, schema: { params: typeParams, response: ok(anyObject) } },
    (request) =>
      practices.deleteAgreementType(app, request, request.params.facilityId, request.params.typeId),
  );
  app.post<FacilityParams & { Body: practices.TermSheetInput }>(
    '/practices/facilities/:facilityId/term-sheets',
    { ...base, schema: { params: facilityParams, body: termSheetBody, response: ok(anyObject) } },
    (request) => practices.addTermSheetVersion(app, request, request.params.facilityId, request.body),
  );
}
