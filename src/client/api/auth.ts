// The /auth calls (spec §7 Auth); shapes from src/shared/session.ts.
import type {
  GetUserRequest,
  GetUserResponse,
  ImpersonationOption,
  LoginRequest,
  LoginResponse,
  TermsResponse,
} from '../../shared/session';
import { request, setCsrfToken } from './client';

/** A get_user answer carries the session's token for the calls after it. */
async function takesToken(answer: Promise<GetUserResponse>): Promise<GetUserResponse> {
  const response = await answer;
  setCsrfToken(response.csrfToken);
  return response;
}

export const getUser = (body: GetUserRequest, signal?: AbortSignal) =>
  takesToken(request<GetUserResponse>('/auth', 'get_user', { body, signal }));

/**
 * A page's first get_user, as the GET the page's Link header has already preloaded (the server's
 * plugins/client-app.ts): the answer is often there before the app's scripts have run.
 */
export const getInitialUser = () => takesToken(request<GetUserResponse>('/auth', 'get_user'));

/** Login and multifactor start a new session: its token goes with the next calls (get_user, logout). */
async function startsSession(answer: Promise<LoginResponse>): Promise<LoginResponse> {
  const response = await answer;
  if (response.csrfToken) setCsrfToken(response.csrfToken);
  return response;
}

export const login = (body: LoginRequest) =>
  startsSession(request<LoginResponse>('/auth', 'login', { body, quiet: true, authAttempt: true }));

export const verifyMultifactor = (token: string) =>
  startsSession(
    request<LoginResponse>('/auth', 'verify_multifactor', {
      body: { token },
      quiet: true,
      authAttempt: true,
    }),
  );

export const resendMultifactor = () =>
  request<{ message?: string }>('/auth', 'resend_multifactor', { body: {} });

export const requestNewPassword = (credentials: string) =>
  request<{ message?: string }>('/auth', 'request_new_password', { body: { credentials } });

export interface NewPasswordRequest {
  token: string;
  password: string;
  password2: string;
}

export const newPassword = (body: NewPasswordRequest) =>
  request<{ message?: string }>('/auth', 'new_password', { body, quiet: true, authAttempt: true });

export interface ChangePasswordRequest {
  current_password: string;
  password: string;
  password2: string;
}

export const changePassword = (body: ChangePasswordRequest) =>
  request<{ message?: string }>('/auth', 'change_password', { body, quiet: true, authAttempt: true });

export const getTerms = () => request<TermsResponse>('/auth', 'get_terms');

export const acceptTerms = () => request<unknown>('/auth', 'accept_terms', { method: 'POST', body: {} });

/** A GET (spec §7) that the server honours only with the session's csrf-token header, which request sends. */
export const logout = () => request<unknown>('/auth', 'logout', { quiet: true });

export const getAllUsers = () => request<ImpersonationOption[]>('/auth', 'get_all_users', { quiet: true });
