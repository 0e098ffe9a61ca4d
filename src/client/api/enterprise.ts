// Enterprise reports (internal admins): the month's Summary and the twelve months' Analysis of every
// client, the return-rate monitor, and acknowledging one of its warnings.
import type { EnterpriseAnalysis, EnterpriseSummary, ReturnRateMonitor } from '../../shared/enterprise';
import { request } from './client';

export const getEnterpriseSummary = (month: string | null, signal?: AbortSignal) =>
  request<EnterpriseSummary>('/api', 'enterprise/summary', { query: { month }, signal });

export const getEnterpriseAnalysis = (month: string | null, signal?: AbortSignal) =>
  request<EnterpriseAnalysis>('/api', 'enterprise/analysis', { query: { month }, signal });

export const enterpriseExportHref = (table: 'summary' | 'analysis', month: string, format: 'csv' | 'xlsx') =>
  `/api/enterprise/${table}?${new URLSearchParams({ month, output_format: format }).toString()}`;

export const getReturnRateMonitor = (signal?: AbortSignal) =>
  request<ReturnRateMonitor>('/api', 'enterprise/return_rates', { signal });

export const acknowledgeAlert = (id: number) =>
  request<{ id: number; acknowledged: boolean }>('/api', `enterprise/alerts/${id}/acknowledge`, {
    method: 'POST',
    body: {},
  });
