// Banners, announcements and surveys (issue 14): what staff are shown and answer, and the internal
// admins' calls. The wire types live in src/shared/broadcasts.ts.
import type {
  Acknowledgement,
  AdminAnnouncement,
  AnnouncementInput,
  Banner,
  BannerInput,
  BannerPreview,
  NpsSummary,
  ShownBanner,
  Survey,
  SurveyAnswer,
  SurveyInput,
  SurveyPrompt,
} from '../../shared/broadcasts';
import { INDUSTRY_TYPE, type Industry } from '../../shared/facility';
import { request } from './client';

type Saved = { id: number };

/**
 * What the layout asks for on every page in the background: a failure is not the user's concern, and
 * an ended session is left to the page's own calls and the session refresh (the notice they give).
 */
const BACKGROUND = { quiet: true, authAttempt: true } as const;

export const getCurrentBanners = (path: string, signal?: AbortSignal) =>
  request<ShownBanner[]>('/api', 'banners/current', { query: { path }, signal, ...BACKGROUND });
export const dismissBanner = (id: number) =>
  request<{ dismissed: boolean }>('/api', `banners/${id}/dismiss`, { body: {} });

export const getBanners = (signal?: AbortSignal) => request<Banner[]>('/api', 'banners', { signal });
export const getBanner = (id: number, signal?: AbortSignal) =>
  request<Banner>('/api', `banners/${id}`, { signal });
export const saveBanner = (id: number | null, banner: BannerInput) =>
  id === null
    ? request<Saved>('/api', 'banners', { body: banner })
    : request<Saved>('/api', `banners/${id}`, { method: 'PUT', body: banner });

/** Who a preview is for: a facility (its client and industry), a level, an internal user, a page. */
export interface PreviewAudience {
  facility_id?: number;
  level?: number;
  internal?: boolean;
  path?: string;
}
export const getBannerPreview = (id: number, audience: PreviewAudience, signal?: AbortSignal) =>
  request<BannerPreview>('/api', `banners/${id}/preview`, { query: { ...audience }, signal });
export const renderMarkdown = (text: string, signal?: AbortSignal) =>
  request<{ html: string }>('/api', 'markdown', { body: { text }, signal, quiet: true });

export const acknowledgeAnnouncement = (id: number) =>
  request<{ acknowledged: boolean }>('/api', `announcements/${id}/acknowledge`, { body: {} });
export const getAllAnnouncements = (signal?: AbortSignal) =>
  request<AdminAnnouncement[]>('/api', 'announcements/all', { signal });
export const saveAnnouncement = (id: number | null, announcement: AnnouncementInput) =>
  id === null
    ? request<Saved>('/api', 'announcements', { body: announcement })
    : request<Saved>('/api', `announcements/${id}`, { method: 'PUT', body: announcement });
export const getAcknowledgements = (id: number, signal?: AbortSignal) =>
  request<Acknowledgement[]>('/api', `announcements/${id}/acknowledgements`, { signal });

export const getSurveyPrompt = (signal?: AbortSignal) =>
  request<{ survey: SurveyPrompt | null }>('/api', 'surveys/prompt', { signal, ...BACKGROUND });
export const answerSurvey = (id: number, answer: SurveyAnswer) =>
  request<{ answered: boolean }>('/api', `surveys/${id}/response`, { body: answer });
export const dismissSurvey = (id: number) =>
  request<{ dismissed: boolean }>('/api', `surveys/${id}/dismiss`, { body: {}, quiet: true });

export const getSurveys = (signal?: AbortSignal) => request<Survey[]>('/api', 'surveys', { signal });
export const saveSurvey = (id: number | null, survey: SurveyInput) =>
  id === null
    ? request<Saved>('/api', 'surveys', { body: survey })
    : request<Saved>('/api', `surveys/${id}`, { method: 'PUT', body: survey });

/** The filters of Survey Responses: the grid, its exports and the NPS take the same ones. */
export interface ResponseFilters {
  survey_id?: string;
  facility_id?: string;
  industry?: string;
  band?: string;
  from?: string;
  to?: string;
}

/** One row of GET /api/crud/survey_response. */
export interface SurveyResponseRow {
  id: number;
  survey_id: number;
  survey: string;
  answered_on: string;
  user: string | null;
  email: string;
  facility_id: number | null;
  facility: string | null;
  industry: string;
  score: number;
  band: string;
  comment: string | null;
  /** The answers to the survey's questions, one after another. */
  answers: string | null;
}

export const RESPONSE_PAGE_SIZE = 100;

/** The generic resource's parameters for these filters. */
export function responseParams(f: ResponseFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.survey_id) params.survey_id = f.survey_id;
  if (f.facility_id) params.facility_id = f.facility_id;
  if (f.industry) params.search_industry = f.industry;
  if (f.band) params.search_band = f.band;
  if (f.from || f.to) params.search_answered_on = `${f.from ?? ''}..${f.to ?? ''}`;
  return params;
}

export const getResponsePage = (
  f: ResponseFilters,
  page: number,
  orderby: string | undefined,
  signal?: AbortSignal,
) =>
  request<{ count: number; rows: SurveyResponseRow[] }>('/api', 'crud/survey_response', {
    query: { ...responseParams(f), orderby, limit: RESPONSE_PAGE_SIZE, offset: page * RESPONSE_PAGE_SIZE },
    signal,
  });

export function responseExportHref(f: ResponseFilters, format: 'csv' | 'excel'): string {
  return `/api/crud/survey_response?${new URLSearchParams({ ...responseParams(f), output_format: format }).toString()}`;
}

export const getNps = (f: ResponseFilters, signal?: AbortSignal) =>
  request<NpsSummary>('/api', 'surveys/nps', {
    query: {
      survey_id: f.survey_id,
      facility_id: f.facility_id,
      industry_type: f.industry ? INDUSTRY_TYPE[f.industry as Industry] : undefined,
      from: f.from,
      to: f.to,
    },
    signal,
  });
