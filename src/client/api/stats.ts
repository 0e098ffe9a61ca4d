// GET /api/stats (spec §7 "GET stats with params"): the dashboard's figures for one facility or a client.
import type { StatsAnswer } from '../../shared/stats';
import { request } from './client';

export type { StatsAnswer };

export interface StatsScope {
  facility_id?: number | null;
  client_id?: number | null;
}

export const getStats = (scope: StatsScope, signal?: AbortSignal) =>
  request<StatsAnswer>('/api', 'stats', { query: { ...scope }, signal });
