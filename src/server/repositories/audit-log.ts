import type { Db } from '../db/database';

export interface AuditEntry {
  occurredOn: string;
  userId: number | null;
  impersonatorUserId: number | null;
  action: string;
  method?: string;
  path?: string;
  statusCode?: number;
  ip?: string;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      occurred_on: entry.occurredOn,
      user_id: entry.userId,
      impersonator_user_id: entry.impersonatorUserId,
      action: entry.action,
      method: entry.method ?? null,
      path: entry.path ?? null,
      status_code: entry.statusCode ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}
