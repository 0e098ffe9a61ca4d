// Banks and cards as the contract view shows them: numbers masked, never decrypted for display.
import type { BankAccount, Card } from '../../../shared/contract';
import type { BankRow, CardRow } from '../../db/schema-contracts';
import { returnCodeInfo } from '../../servicing/nacha/return-codes';

/** Why the engine stopped debiting a bank account, in the bank's words ('R02 Account Closed'). */
const flaggedReason = (code: string | null) =>
  code === null ? null : /^R\d\d$/.test(code) ? `${code} ${returnCodeInfo(code).title}` : code;

export function bankView(row: BankRow): BankAccount {
  return {
    id: row.id,
    bank_name: row.bank_name,
    aba_number: row.aba_number,
    account_number: `******${row.account_number_last4}`,
    first_name_on_account: row.first_name_on_account,
    middle_initial_on_account: row.middle_initial_on_account,
    last_name_on_account: row.last_name_on_account,
    is_savings_account: row.is_savings_account === 1,
    is_business_account: row.is_business_account === 1,
    business_name_on_account: row.business_name_on_account,
    preferred: row.preferred === 1,
    flagged_bad_on: row.flagged_bad_on ?? null,
    flagged_bad_reason: row.flagged_bad_on ? flaggedReason(row.flagged_bad_code) : null,
  };
}

/** spec §3 Card: shown masked as the last 4; the security code is never kept, so it is always null. */
export function cardView(row: CardRow): Card {
  return {
    id: row.id,
    card_number: `************${row.card_number_last4}`,
    expiration: row.expiration,
    name_on_card: row.name_on_card,
    holder_first_name: row.holder_first_name,
    holder_middle_initial: row.holder_middle_initial,
    holder_last_name: row.holder_last_name,
    business_name: row.business_name,
    cvc: null,
    street_number: row.street_number,
    zip_code: row.zip_code,
    preferred: row.preferred === 1,
  };
}
