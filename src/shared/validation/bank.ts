// A bank account (spec §5 Bank, §3 Bank account). Whether a bank is needed at all is a billing rule.
import { object } from 'yup';
import { isMasked } from '../contract';
import { DESCRIPTORS as D } from './descriptors';
import { MAX_LENGTH, middleInitialField, rule, textField } from './fields';
import { isValidAba } from './formats';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';

/** US account numbers run to 17 digits (NACHA); a stored one comes back masked. */
const ACCOUNT_NUMBER = new RegExp(`^\\d{4,${MAX_LENGTH.accountNumber}}$`);
const isAccountNumber = (v: string) => (isMasked(v) ? /^\*+\d{0,4}$/.test(v) : ACCOUNT_NUMBER.test(v));

export function bankSchema() {
  return object({
    bank_name: textField(MAX_LENGTH.bankName).required(messageFor.required(D.bank_name)),
    // 9 digits with the routing checksum; the directory lookup happens when the ABA is typed.
    aba_number: textField()
      .required(messageFor.required(D.aba_number))
      .test(rule('aba', M.abaNumber, isValidAba)),
    account_number: textField()
      .required(messageFor.required(D.account_number))
      .test(rule('account-number', messageFor.invalid(D.account_number), isAccountNumber)),
    first_name_on_account: textField(MAX_LENGTH.text).required(messageFor.required(D.first_name_on_account)),
    middle_initial_on_account: middleInitialField(),
    last_name_on_account: textField(MAX_LENGTH.text).required(messageFor.required(D.last_name_on_account)),
    business_name_on_account: textField(MAX_LENGTH.text),
  });
}
