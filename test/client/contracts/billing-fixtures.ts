// Billing fixtures: a contract whose customer and agreement are saved, stored cards and banks as the
// contract view answers them (numbers masked), and answers in sequence for save-then-charge flows.
// Card numbers and ABAs are the sandbox's (src/server/providers/payments/README.md, aba/README.md).
import type { ContractView } from '../../../src/client/api/contracts';
import type { BankAccount, Card } from '../../../src/shared/contract';
import type { Answer } from '../fetch-mock';
import { makeContract } from './editor-harness';

export const PUT = 'PUT /api/crud/contract/501';
export const ABA = 'GET /api/lookup_aba';
export const APPROVED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

/** An expiration three years ahead, as typed (MMYY; the mask shows MM/YY). */
export const FUTURE_EXPIRATION = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export function storedCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 71,
    card_number: '************1111',
    expiration: FUTURE_EXPIRATION,
    name_on_card: 'Jamie Approve',
    holder_first_name: 'Jamie',
    holder_middle_initial: null,
    holder_last_name: 'Approve',
    business_name: null,
    cvc: null,
    street_number: null,
    zip_code: '45402',
    preferred: true,
    ...overrides,
  };
}

export function storedBank(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 81,
    bank_name: 'BUCKEYE FARMERS BANK',
    aba_number: '041209239',
    account_number: '******6789',
    first_name_on_account: 'Jamie',
    middle_initial_on_account: null,
    last_name_on_account: 'Approve',
    is_savings_account: false,
    is_business_account: false,
    business_name_on_account: null,
    preferred: false,
    ...overrides,
  };
}

/** Customer and agreement saved (a Payment Plan), billing still to do. */
export function billingContract(overrides: Partial<ContractView> = {}): ContractView {
  return makeContract({
    agreement_code: 'PP',
    agreement_date: '2026-11-25',
    processing_fee: 25,
    processing_fee_required: false,
    waive_processing_fee: false,
    charged_on: null,
    ...overrides,
  });
}

/** A contract whose $25.00 processing fee is due (spec §8 processingFeeNotice). */
export const feeDueContract = (overrides: Partial<ContractView> = {}) =>
  billingContract({ processing_fee_required: true, ...overrides });

/** Each call gets the next answer, a little later as from a server; the last one repeats. */
export function inSequence(...answers: Answer[]): () => Promise<Answer> {
  let next = 0;
  return async () => {
    const answer = answers[Math.min(next++, answers.length - 1)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    return answer;
  };
}

export function answerWith(contract: ContractView, saved: boolean, errors: Record<string, string[]> = {}) {
  return {
    body: { saved, contract: { ...contract, modified_on: new Date().toISOString() }, errors, alert: null },
  };
}
