// GET /api/analysis (issue 12): the Analysis report's twelve months and CSR approval by credit grade.
import type { AnalysisAnswer } from '../../shared/analysis';
import { request } from './client';

export type AnalysisParams = Record<string, string>;

export const getAnalysis = (params: AnalysisParams, signal?: AbortSignal) =>
  request<AnalysisAnswer & { month_to: string }>('/api', 'analysis', { query: params, signal });

export const analysisExportHref = (params: AnalysisParams, format: 'csv' | 'xlsx') =>
  `/api/analysis?${new URLSearchParams({ ...params, output_format: format }).toString()}`;
