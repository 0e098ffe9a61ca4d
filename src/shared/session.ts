// The shapes of the session API (spec §7 Auth, §3 User/session), shared by server and client.
import type { ClientSummary, Facility } from './facility';
import type { Permission } from './permissions';

export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export interface CodeLabel {
  code: string;
  label: string;
}

export interface StateTax extends CodeLabel {
  /** The state's maximum APR in percent (spec §5 Agreement). */
  max_interest_rate: number;
}

export interface LookupData {
  states: CodeLabel[];
  sources: CodeLabel[];
  reasons_for_cancel: CodeLabel[];
  contract_types: CodeLabel[];
  industry_types: CodeLabel[];
  taxes: StateTax[];
}

export interface Announcement {
  id: number;
  title: string;
  /** Markdown as written, and as safe HTML rendered by the server (no raw HTML, safe links only). */
  body: string;
  html: string;
  created_on: string;
  starts_on: string;
  /** The user is sent to /announcements until they acknowledge it (issue 14). */
  must_acknowledge: boolean;
}

export interface GetUserRequest {
  facility_id?: number | null;
  local_time?: string;
  initial_load?: boolean;
  /** ISO timestamp of the lookups the client holds; lookupData comes back only when newer. */
  lookup_last_fetched?: string | null;
  /** A user id to impersonate, or 0 to stop impersonating. */
  impersonate_id?: number;
}

export interface GetUserResponse {
  user: SessionUser | null;
  csrfToken: string | null;
  permissions: Permission[];
  clients: ClientSummary[];
  currentFacility: Facility | null;
  lookupData: LookupData | null;
  lookupLastFetched: string | null;
  announcement: Announcement | null;
  multipleFacilities: boolean;
  serverEnvironment: 'development' | 'test' | 'production';
  demoFacilityIds: number[];
  isImpersonator: boolean;
  /** The internal admin acting as `user` while impersonating, else null (the impersonation bar). */
  impersonator: SessionUser | null;
  termsAccepted: boolean;
  multifactorPending: boolean;
  buildTimestamp: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** Answer of POST /auth/login and /auth/verify_multifactor. */
export interface LoginResponse {
  multifactorPending: boolean;
  message?: string;
  /** The new session's token (the session id rotates at login). */
  csrfToken?: string;
}

export interface TermsResponse {
  version: number;
  title: string;
  body: string;
}

export interface ImpersonationOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** The error body every failing call returns; title/text override the client's default notice. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  title?: string;
  text?: string;
  errors?: Record<string, string>;
}
