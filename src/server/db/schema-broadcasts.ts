// Banners, announcement acknowledgements and surveys (migration 2026_11_26_0800; issue 14).
import type { Generated } from 'kysely';
import type { Flag, IsoTimestamp } from './schema';

export interface AnnouncementAcknowledgementsTable {
  id: Generated<number>;
  announcement_id: number;
  user_id: number;
  acknowledged_on: IsoTimestamp;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  /** Markdown; rendered on the server without HTML (services/markdown.ts). */
  message: string;
  severity: string;
  /** AudienceKind of src/shared/audience.ts; the ids as JSON text. */
  audience_kind: string;
  audience_ids: string;
  /** A path the banner is limited to (itself and below), or null for every page. */
  page_scope: string | null;
  dismissible: Flag;
  is_active: Flag;
  starts_on: IsoTimestamp;
  ends_on: IsoTimestamp | null;
  created_on: IsoTimestamp;
  modified_on: IsoTimestamp;
}

export interface BannerViewsTable {
  id: Generated<number>;
  banner_id: number;
  user_id: number;
  first_seen_on: IsoTimestamp;
  dismissed_on: IsoTimestamp | null;
}

export interface SurveysTable {
  id: Generated<number>;
  title: string;
  nps_question: string;
  /** JSON: SurveyQuestion[] of src/shared/surveys.ts (up to three). */
  questions: string;
  audience_kind: string;
  audience_ids: string;
  wait_days: number;
  is_active: Flag;
  starts_on: IsoTimestamp;
  ends_on: IsoTimestamp | null;
  created_on: IsoTimestamp;
  modified_on: IsoTimestamp;
}

export interface SurveyPromptsTable {
  id: Generated<number>;
  survey_id: number;
  user_id: number;
  facility_id: number | null;
  shown_on: IsoTimestamp;
  answered_on: IsoTimestamp | null;
  dismissed_on: IsoTimestamp | null;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  survey_id: number;
  user_id: number;
  facility_id: number | null;
  industry_type: number | null;
  score: number;
  comment: string | null;
  /** JSON: the answers to the survey's questions, in order (text or the choice picked). */
  answers: string;
  /** The same answers as one text (migration 2026_11_26_0810), what the grid and exports show. */
  answers_text: string | null;
  answered_on: IsoTimestamp;
}

export interface BroadcastTables {
  announcement_acknowledgements: AnnouncementAcknowledgementsTable;
  banners: BannersTable;
  banner_views: BannerViewsTable;
  surveys: SurveysTable;
  survey_prompts: SurveyPromptsTable;
  survey_responses: SurveyResponsesTable;
}
