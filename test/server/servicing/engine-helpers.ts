// A database with the demo practices and lookups only (no demo contracts), accounts boarded on it as
// the servicer would have left them, and the engine built on the sandbox bank and card processor.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeAgreement } from '../../../src/shared/agreement';
import type { Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { lookupRows } from '../../../src/server/db/seed/lookups';
import { seedPractices } from '../../../src/server/db/seed/practices';
import { createOdfiProvider } from '../../../src/server/providers/odfi';
import { createPaymentsProvider } from '../../../src/server/providers/payments';
import { DbChargeLedger } from '../../../src/server/repositories/contracts/card-charges';
import { contractColumnsOf } from '../../../src/server/repositories/contracts/contract-mapping';
import { createFieldEncryption } from '../../../src/server/security';
import { servicingConfig, type EngineDeps } from '../../../src/server/services/servicing';
import { freshDatabase } from '../helpers/test-app';

export const KEY = 'servicing-engine-test-key-0000000000000000000000';
export const encryption = createFieldEncryption(KEY, []);

export interface ServicingWorld {
  db: Db;
  facilities: Record<string, number>;
  documentsDir: string;
  engine: (overrides?: Partial<EngineDeps>) => EngineDeps;
  close(): Promise<void>;
}

export async function servicingWorld(): Promise<ServicingWorld> {
  const { db, drop } = await freshDatabase();
  await migrateToLatest(db);
  const now = '2025-12-01T15:00:00.000Z';
  const ids = await db.transaction().execute(async (trx) => {
    await trx.insertInto('lookups').values(lookupRows(now)).execute();
    return seedPractices(trx, now);
  });
  const documentsDir = mkdtempSync(join(tmpdir(), 'payplan-servicing-'));
  const engine = (overrides: Partial<EngineDeps> = {}): EngineDeps => ({
    db,
    odfi: createOdfiProvider({ dir: join(documentsDir, 'odfi-sandbox') }),
    payments: createPaymentsProvider({ ledger: new DbChargeLedger(db) }),
    encryption,
    config: servicingConfig(documentsDir, {}),
    ...overrides,
  });
  return {
    db,
    facilities: ids.facilityIds,
    documentsDir,
    engine,
    async close() {
      await db.destroy();
      await drop();
      rmSync(documentsDir, { recursive: true, force: true });
    },
  };
}

let accounts = 0;

export interface BoardOptions {
  facilityId: number;
  last: string;
  cash?: number;
  down?: number;
  payments?: number;
  financeRate?: number;
  agreementDate: string;
  firstDue: string;
  bankAccount?: string;
  savings?: boolean;
  card?: string;
  preferred?: 'bank' | 'card';
  email?: string | null;
  paper?: boolean;
}

/** A live (ACTIVE) account boarded on its agreement date, with its bank and/or card. */
export async function boardAccount(db: Db, o: BoardOptions): Promise<number> {
  accounts += 1;
  const terms = {
    agreement_code: 'PP',
    agreement_date: o.agreementDate,
    billing_cycle: 'monthly' as const,
    cash_price: o.cash ?? 1300,
    down_payment: o.down ?? 100,
    finance_rate_percent: o.financeRate ?? 0,
    number_of_payments: o.payments ?? 12,
    first_payment_due_date: o.firstDue,
    processing_fee: 0,
  };
  const {
    schedule: _s,
    apr_unrounded: _a,
    sales_tax_percent: _t,
    last_payment_date: _l,
    ...stored
  } = computeAgreement({ ...terms, fee: null });
  const at = `${o.agreementDate}T15:00:00.000Z`;
  const { id } = await db
    .insertInto('contracts')
    .values({
      ...contractColumnsOf({
        ...terms,
        ...stored,
        agreement_description: 'Payment Plan',
        contract_type: 1,
        customer_first_name: 'Test',
        customer_last_name: o.last,
        customer_email: o.email === undefined ? `${o.last.toLowerCase()}@example.com` : o.email,
        customer_address1: '1 Main St',
        customer_city: 'Springfield',
        customer_st: 'OH',
        customer_zip: '45502',
        signed_on: at,
        processed_on: at,
        ebcs_account_number: `EB${String(900000 + accounts)}`,
        rewrite_allowed: true,
      }),
      facility_id: o.facilityId,
      status: 'ACTIVE',
      created_on: at,
      modified_on: at,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (o.bankAccount) {
    await db
      .insertInto('banks')
      .values({
        contract_id: id,
        bank_name: 'JPMORGAN CHASE BANK, NA',
        aba_number: '021000021',
        account_number_encrypted: encryption.encryptField(o.bankAccount),
        account_number_last4: o.bankAccount.slice(-4),
        first_name_on_account: 'Test',
        middle_initial_on_account: null,
        last_name_on_account: o.last,
        is_savings_account: o.savings ? 1 : 0,
        is_business_account: 0,
        business_name_on_account: null,
        preferred: (o.preferred ?? 'bank') === 'bank' ? 1 : 0,
      })
      .execute();
  }
  if (o.card) {
    await db
      .insertInto('cards')
      .values({
        contract_id: id,
        card_number_encrypted: encryption.encryptField(o.card),
        card_number_last4: o.card.slice(-4),
        card_number_fingerprint: encryption.fieldFingerprint(o.card),
        expiration: '1230',
        name_on_card: `Test ${o.last}`,
        holder_first_name: 'Test',
        holder_middle_initial: null,
        holder_last_name: o.last,
        business_name: null,
        street_number: '1',
        zip_code: '45502',
        preferred: o.preferred === 'card' || !o.bankAccount ? 1 : 0,
        charge_declined_on: null,
      } as never)
      .execute();
  }
  if (o.paper) {
    await db
      .insertInto('contract_documents')
      .values({
        contract_id: id,
        kind: 'upload',
        storage_key: `${id}/signed.pdf`,
        filename: 'signed.pdf',
        sha256: '0'.repeat(64),
        created_on: at,
      })
      .execute();
  }
  return id;
}

export async function paymentsOf(db: Db, contractId: number) {
  return db
    .selectFrom('payments')
    .select(['date', 'type', 'amount_cents', 'description', 'return_reason', 'servicing_key'])
    .where('contract_id', '=', contractId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export async function contractOf(db: Db, id: number) {
  return db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
