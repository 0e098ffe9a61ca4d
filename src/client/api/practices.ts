// Clients and facilities (issue 13): /api/practices.
import type { AgreementType, Facility, MonthLimit, TermSheet } from '../../shared/facility';
import type { FacilityContact, FacilitySettingsInput } from '../../shared/validation/facility-settings';
import { request } from './client';

export interface ClientRow {
  id: number;
  name: string;
  client_number: string;
  facilities: number;
}

export interface FacilityRow {
  id: number;
  client_id: number;
  client_name: string;
  client_number: string;
  name: string;
  facility_number: string;
  industry: string;
  st: string;
  csr: boolean;
}

export interface PlaceUser {
  id: number;
  name: string;
  email: string;
  active: boolean;
  access: string;
}

export interface ClientDetail {
  id: number;
  name: string;
  client_number: string;
  facilities: FacilityRow[];
  users: PlaceUser[];
  can_edit: boolean;
}

export interface FacilityDetail extends Omit<Facility, 'agreement_types' | 'term_sheets'> {
  agreement_types: (AgreementType & { id: number; used: number })[];
  term_sheets: (TermSheet & { version: number; effective_on: string })[];
  servicing: Pick<
    FacilitySettingsInput,
    | 'grace_days'
    | 'late_fee_cents'
    | 'return_fee_cents'
    | 'days_to_collect'
    | 'late_notice_days'
    | 'servicing_fee_per_payment_cents'
    | 'servicing_fee_percent'
  >;
  remittance: {
    routing_number: string | null;
    account_number_masked: string | null;
    account_type: 'checking' | 'savings' | null;
  };
  contact: FacilityContact;
  users: PlaceUser[];
  can_read_settings: boolean;
  can_edit: boolean;
}

export const listClients = (signal?: AbortSignal) =>
  request<ClientRow[]>('/api', 'practices/clients', { signal });
export const getClient = (id: number | string, signal?: AbortSignal) =>
  request<ClientDetail>('/api', `practices/clients/${id}`, { signal });
export const listFacilities = (signal?: AbortSignal) =>
  request<FacilityRow[]>('/api', 'practices/facilities', { signal });
export const getFacility = (id: number | string, signal?: AbortSignal) =>
  request<FacilityDetail>('/api', `practices/facilities/${id}`, { signal });

export const saveContact = (id: number, body: FacilityContact) =>
  request<FacilityDetail>('/api', `practices/facilities/${id}/contact`, { method: 'PUT', body, quiet: true });

export const saveSettings = (id: number, body: FacilitySettingsInput) =>
  request<FacilityDetail>('/api', `practices/facilities/${id}/settings`, {
    method: 'PUT',
    body,
    quiet: true,
  });

export type AgreementTypeBody = Omit<AgreementType, never>;

export const saveAgreementType = (facilityId: number, typeId: number | null, body: AgreementTypeBody) =>
  request<FacilityDetail>(
    '/api',
    typeId === null
      ? `practices/facilities/${facilityId}/agreement-types`
      : `practices/facilities/${facilityId}/agreement-types/${typeId}`,
    { method: typeId === null ? 'POST' : 'PUT', body, quiet: true },
  );

export const deleteAgreementType = (facilityId: number, typeId: number) =>
  request<FacilityDetail>('/api', `practices/facilities/${facilityId}/agreement-types/${typeId}`, {
    method: 'DELETE',
    quiet: true,
  });

export const addTermSheetVersion = (
  facilityId: number,
  body: {
    contract_type: number | null;
    is_select: boolean;
    effective_on: string;
    month_limits: MonthLimit[];
  },
) => request<FacilityDetail>('/api', `practices/facilities/${facilityId}/term-sheets`, { body, quiet: true });

export const createClient = (body: { name: string; client_number: number }) =>
  request<{ id: number; name: string; client_number: string }>('/api', 'practices/clients', {
    body,
    quiet: true,
  });

export const createFacility = (
  clientId: number,
  body: {
    name: string;
    facility_number: number;
    industry_type: number;
    st: string;
    admin_email?: string;
    admin_first_name?: string;
    admin_last_name?: string;
  },
) =>
  request<{ id: number; message: string | null }>('/api', `practices/clients/${clientId}/facilities`, {
    body,
    quiet: true,
  });
