// The remittance statements behind the Remittance report (GET /api/remittance_statements) and the
// link to a statement's PDF.
import { request } from './client';

export interface RemittanceStatement {
  id: number;
  facility_id: number;
  facility: string;
  month: string;
  gross: number;
  servicing_fees: number;
  returns: number;
  net: number;
  payment_count: number;
  paid_on: string | null;
  trace_number: string | null;
  has_pdf: boolean;
}

export const getRemittanceStatements = (
  query: { month: string; facility_id?: string; client_id?: string },
  signal?: AbortSignal,
) => request<RemittanceStatement[]>('/api', 'remittance_statements', { query, signal });

export const remittancePdfHref = (id: number) => `/api/remittance_statements/${id}/pdf`;
