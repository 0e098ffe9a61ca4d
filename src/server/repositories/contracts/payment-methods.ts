// A contract's bank accounts and cards. Numbers arrive here already encrypted (the contract service
// encrypts them); a card never has a security code column.
import type { Db } from '../../db/database';
import type { BankRow, BanksTable, CardRow, CardsTable } from '../../db/schema-contracts';

export type NewBank = Omit<BanksTable, 'id'>;
export type NewCard = Omit<CardsTable, 'id'>;

export function banksOf(db: Db, contractId: number): Promise<BankRow[]> {
  return db.selectFrom('banks').selectAll().where('contract_id', '=', contractId).orderBy('id').execute();
}

export function cardsOf(db: Db, contractId: number): Promise<CardRow[]> {
  return db.selectFrom('cards').selectAll().where('contract_id', '=', contractId).orderBy('id').execute();
}

export async function insertBank(db: Db, bank: NewBank): Promise<number> {
  const { id } = await db.insertInto('banks').values(bank).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateBank(db: Db, id: number, bank: Partial<NewBank>): Promise<void> {
  await db.updateTable('banks').set(bank).where('id', '=', id).execute();
}

export async function insertCard(db: Db, card: NewCard): Promise<number> {
  const { id } = await db.insertInto('cards').values(card).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCard(db: Db, id: number, card: Partial<NewCard>): Promise<void> {
  await db.updateTable('cards').set(card).where('id', '=', id).execute();
}

/** Removes the methods of a contract not among the ids kept (a method deleted in the form). */
export async function deleteMethodsExcept(
  db: Db,
  contractId: number,
  keep: { banks: number[]; cards: number[] },
): Promise<void> {
  let banks = db.deleteFrom('banks').where('contract_id', '=', contractId);
  if (keep.banks.length > 0) banks = banks.where('id', 'not in', keep.banks);
  await banks.execute();
  let cards = db.deleteFrom('cards').where('contract_id', '=', contractId);
  if (keep.cards.length > 0) cards = cards.where('id', 'not in', keep.cards);
  await cards.execute();
}
