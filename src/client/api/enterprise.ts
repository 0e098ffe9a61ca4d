// Enterprise reports (internal admins): the month's Summary of every client, the return-rate monitor,
// and acknowledging one of its warnings.
import type { EnterpriseSummary, ReturnRateMonitor } from '../../shared/enterprise';
import { request } from './client';

export const getEnterpriseSummary = (month: string | null, signal?: AbortSignal) =>
  request<EnterpriseSummary>('/api', 'enterprise/summary', { query: { month }, signal });

export const enterpriseExportHref = (month: string, format: 'csv' | 'xlsx') =>
  `/api/enterprise/summary?${new URLSearchParams({ month, output_format: format }).toString()}`;

export const getReturnRateMonitor = (signal?: AbortSignal) =>
  request<ReturnRateMonitor>('/api', 'enterprise/return_rates', { signal });

export const acknowledgeAlert = (id: number) =>
  request<{ id: number; acknowledged: boolean }>('/api', `enterprise/alerts/${id}/acknowledge`, {
    method: 'POST',
    body: {},
  });
