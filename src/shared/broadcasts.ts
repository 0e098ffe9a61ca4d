// Banners, announcements and surveys on the wire (issue 14), shared by the server and the admin screens.
import type { Audience } from './audience';

export const BANNER_SEVERITIES = ['error', 'warning', 'info', 'success'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/** Stacking order at the top of the layout: the most severe first. */
export const severityRank = (s: BannerSeverity) => BANNER_SEVERITIES.indexOf(s);

export interface BannerInput {
  title: string;
  /** Markdown: links allowed, HTML shown as text. */
  message: string;
  severity: BannerSeverity;
  /** ISO moments with an offset; the screens enter them in business time (America/New_York). */
  starts_on: string;
  ends_on: string | null;
  audience: Audience;
  page_scope: string | null;
  dismissible: boolean;
  is_active: boolean;
}

export interface Banner extends BannerInput {
  id: number;
  created_on: string;
  modified_on: string;
  /** Users who saw it, and who dismissed it. */
  views: number;
  dismissals: number;
}

/** A banner as the layout shows it: its message already rendered to safe HTML by the server. */
export interface ShownBanner {
  id: number;
  title: string;
  severity: BannerSeverity;
  html: string;
  dismissible: boolean;
}

export interface BannerPreview {
  banner: ShownBanner;
  /** Whether the chosen audience would see it now on the chosen page. */
  shown: boolean;
  reason: string;
}

export interface AnnouncementInput {
  title: string;
  /** Markdown. */
  body: string;
  starts_on: string;
  must_acknowledge: boolean;
  is_active: boolean;
}

export interface AdminAnnouncement extends AnnouncementInput {
  id: number;
  created_on: string;
  acknowledged: number;
  users: number;
}

export interface Acknowledgement {
  user_id: number;
  name: string;
  email: string;
  acknowledged_on: string | null;
}

export interface SurveyQuestion {
  kind: 'choice' | 'text';
  prompt: string;
  /** The choices of a choice question. */
  choices: string[];
}

export interface SurveyInput {
  title: string;
  nps_question: string;
  questions: SurveyQuestion[];
  audience: Audience;
  starts_on: string;
  ends_on: string | null;
  /** Not asked within this many days of the last survey the user saw. */
  wait_days: number;
  is_active: boolean;
}

export interface Survey extends SurveyInput {
  id: number;
  created_on: string;
  shown: number;
  answered: number;
  dismissed: number;
}

/** The prompt staff see: the survey without its audience and counts. */
export interface SurveyPrompt {
  id: number;
  title: string;
  nps_question: string;
  questions: SurveyQuestion[];
}

export interface SurveyAnswer {
  score: number;
  comment: string;
  /** One per question, in order: the text typed or the choice picked ('' when skipped). */
  answers: string[];
}

export type ScoreBand = 'promoter' | 'passive' | 'detractor';

/** NPS bands: 9–10 promoters, 7–8 passives, 0–6 detractors. */
export const scoreBand = (score: number): ScoreBand =>
  score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor';

export interface NpsCounts {
  responses: number;
  promoters: number;
  passives: number;
  detractors: number;
}

/** Percent promoters minus percent detractors, rounded to a whole number; null without responses. */
export function npsOf(c: NpsCounts): number | null {
  if (c.responses === 0) return null;
  return Math.round(((c.promoters - c.detractors) * 100) / c.responses);
}

/** Fewer responses than this and the NPS says little (shown with a warning). */
export const NPS_MINIMUM_RESPONSES = 30;

export interface NpsSummary extends NpsCounts {
  nps: number | null;
  byMonth: (NpsCounts & { month: string })[];
}
