// User administration and the audit trail (issue 13): /api/users and /api/audit.
import type {
  AdminUser,
  AuditRow,
  InviteRequest,
  PermissionInput,
  UserListScope,
} from '../../shared/user-admin';
import { request } from './client';

const q = (scope: UserListScope) => ({ scope });

export const listUsers = (scope: UserListScope, signal?: AbortSignal) =>
  request<AdminUser[]>('/api', 'users', { query: q(scope), signal });

export const getUserDetail = (scope: UserListScope, userId: number, signal?: AbortSignal) =>
  request<{ user: AdminUser; audit: AuditRow[] }>('/api', `users/${userId}`, { query: q(scope), signal });

export const inviteUser = (scope: UserListScope, body: InviteRequest) =>
  request<{ message: string; user: AdminUser }>('/api', 'users/invite', {
    query: q(scope),
    body,
    quiet: true,
  });

export const addPermission = (scope: UserListScope, userId: number, body: PermissionInput) =>
  request<AdminUser>('/api', `users/${userId}/permissions`, { query: q(scope), body, quiet: true });

export const changePermission = (
  scope: UserListScope,
  userId: number,
  permissionId: number,
  body: PermissionInput,
) =>
  request<AdminUser>('/api', `users/${userId}/permissions/${permissionId}`, {
    method: 'PUT',
    query: q(scope),
    body,
    quiet: true,
  });

export const removePermission = (scope: UserListScope, userId: number, permissionId: number) =>
  request<AdminUser>('/api', `users/${userId}/permissions/${permissionId}`, {
    method: 'DELETE',
    query: q(scope),
    quiet: true,
  });

export type UserAction = 'deactivate' | 'reactivate' | 'unlock' | 'resend-invitation' | 'revoke-invitation';

export const userAction = (scope: UserListScope, userId: number, action: UserAction) =>
  request<AdminUser>('/api', `users/${userId}/${action}`, {
    method: 'POST',
    query: q(scope),
    body: {},
    quiet: true,
  });

export interface AuditFilterInput {
  actor?: string;
  target?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const listAudit = (
  filter: AuditFilterInput,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
) => request<{ rows: AuditRow[]; total: number }>('/api', 'audit', { query: { ...filter, ...page }, signal });

/** The CSV download's address with the same filters (a plain link: the browser saves the file). */
export function auditCsvUrl(filter: AuditFilterInput): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return `/api/audit?${params.toString()}`;
}
