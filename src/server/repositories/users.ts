import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import type { Permission, PermissionLevel } from '../../shared/permissions';
import type { ImpersonationOption } from '../../shared/session';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function permissionsOfUser(db: Db, userId: number): Promise<Permission[]> {
  const rows = await db
    .selectFrom('permissions')
    .select(['client_id', 'facility_id', 'level'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    client_id: r.client_id,
    facility_id: r.facility_id,
    level: r.level as PermissionLevel,
  }));
}

/** Active users for the impersonation picker, by last name (spec §3 Impersonation picker option). */
export function listImpersonationOptions(db: Db): Promise<ImpersonationOption[]> {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('is_active', '=', 1)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}
