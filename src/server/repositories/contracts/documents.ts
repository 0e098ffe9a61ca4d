// Which documents a contract has (contract PDF, signed copy, adverse letter, uploads) and where stored.
import type { Db } from '../../db/database';
import type { ContractDocumentKind, ContractDocumentsTable } from '../../db/schema-contracts';

export async function insertDocument(db: Db, doc: Omit<ContractDocumentsTable, 'id'>): Promise<number> {
  const { id } = await db
    .insertInto('contract_documents')
    .values(doc)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function documentKindsOf(db: Db, contractId: number): Promise<Set<ContractDocumentKind>> {
  const rows = await db
    .selectFrom('contract_documents')
    .select('kind')
    .distinct()
    .where('contract_id', '=', contractId)
    .execute();
  return new Set(rows.map((r) => r.kind));
}

/** The newest document of a kind. */
export function latestDocument(db: Db, contractId: number, kind: ContractDocumentKind) {
  return db
    .selectFrom('contract_documents')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
