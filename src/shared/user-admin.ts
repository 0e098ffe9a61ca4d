// The user-administration API's shapes (issue 13): /api/users, shared by the server and the Permissions
// screens.
import type { PermissionLevel } from './permissions';

export type UserStatus = 'active' | 'invited' | 'invitation expired' | 'locked' | 'deactivated';

export interface AdminPermission {
  id: number;
  client_id: number | null;
  facility_id: number | null;
  level: PermissionLevel;
  /** In words: "Create at Riverside Animal Hospital". */
  label: string;
  /** Whether the asking admin may change or remove it. */
  changeable: boolean;
}

export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  last_login_on: string | null;
  created_on: string;
  invited_on: string | null;
  permissions: AdminPermission[];
  /** Whether the asking admin may deactivate, reactivate, unlock or re-invite the user. */
  manageable: boolean;
  /** Why not, when not manageable. */
  refusal: string | null;
}

export interface PermissionInput {
  client_id: number | null;
  facility_id: number | null;
  level: PermissionLevel;
}

export interface InviteRequest extends PermissionInput {
  email: string;
  first_name: string;
  last_name: string;
}

/** Which screen asks: EBCS Users handles the internal users (access at all clients) only. */
export type UserListScope = 'facility' | 'ebcs';

export interface AuditRow {
  id: number;
  occurred_on: string;
  action: string;
  actor: string | null;
  impersonated: string | null;
  target_type: string | null;
  target_id: number | null;
  target_label: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  user_agent: string | null;
  path: string | null;
}

export const USER_ADMIN_MESSAGES = {
  invited: (email: string) => `An invitation was emailed to ${email}.`,
  accessAdded: (email: string) => `${email} already has an account: the access was added.`,
  alreadyHasAccess: 'The user already has access there: change that access instead.',
  deactivatedAccount: 'This account is deactivated: reactivate it before adding access.',
  notFound: 'That user does not exist.',
  permissionNotFound: 'That access does not exist.',
  notInvited: 'The user has already set a password: there is no invitation to send or revoke.',
  facilityNotFound: 'That facility does not exist.',
  clientNotFound: 'That client does not exist.',
  facilityOfOtherClient: 'That facility belongs to another client.',
  lastAdmin: (place: string) => `${place} would be left without an admin: make someone else an admin first.`,
  deactivateFirst: 'The user is deactivated.',
} as const;
