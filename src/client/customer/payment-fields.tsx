// The card and bank fields of the application. The server judges them with the shared billing schema
// (spec §5 Bank, Card) and answers errors keyed like `cards[0].card_number`, shown under each field.
import type { ChangeEvent } from 'react';
import { Field } from './parts';

export interface CardEntry {
  card_number: string;
  expiration: string;
  cvc: string;
  name_on_card: string;
  zip_code: string;
}

export interface BankEntry {
  bank_name: string;
  aba_number: string;
  account_number: string;
  first_name_on_account: string;
  last_name_on_account: string;
  is_savings_account: boolean;
}

type Errors = Record<string, string>;

function bind<T>(entry: T, onChange: (next: T) => void, key: keyof T) {
  return {
    value: String(entry[key] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...entry, [key]: e.target.value }),
  };
}

export function CardFields({
  card,
  onChange,
  errors,
}: {
  card: CardEntry;
  onChange: (c: CardEntry) => void;
  errors: Errors;
}) {
  const e = (f: string) => errors[`cards[0].${f}`];
  return (
    <fieldset>
      <legend>Card</legend>
      <Field
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        error={e('card_number') ?? errors.cards ?? errors.card_charge}
        {...bind(card, onChange, 'card_number')}
      />
      <div className="c-row">
        <Field
          id="card-expiration"
          label="Expires (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={e('expiration')}
          {...bind(card, onChange, 'expiration')}
        />
        <Field
          id="card-cvc"
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={e('cvc')}
          {...bind(card, onChange, 'cvc')}
        />
      </div>
      <Field
        id="card-name"
        label="Name on card"
        autoComplete="cc-name"
        error={e('name_on_card')}
        {...bind(card, onChange, 'name_on_card')}
      />
      <Field
        id="card-zip"
        label="Billing ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        error={e('zip_code')}
        {...bind(card, onChange, 'zip_code')}
      />
    </fieldset>
  );
}

export function BankFields({
  bank,
  onChange,
  errors,
}: {
  bank: BankEntry;
  onChange: (b: BankEntry) => void;
  errors: Errors;
}) {
  const e = (f: string) => errors[`banks[0].${f}`];
  return (
    <fieldset>
      <legend>Bank account</legend>
      <Field
        id="bank-name"
        label="Bank name"
        error={e('bank_name') ?? errors.banks}
        {...bind(bank, onChange, 'bank_name')}
      />
      <Field
        id="bank-aba"
        label="Routing number (9 digits)"
        inputMode="numeric"
        error={e('aba_number')}
        {...bind(bank, onChange, 'aba_number')}
      />
      <Field
        id="bank-account"
        label="Account number"
        inputMode="numeric"
        error={e('account_number')}
        {...bind(bank, onChange, 'account_number')}
      />
      <div className="c-row">
        <Field
          id="bank-first"
          label="First name on account"
          error={e('first_name_on_account')}
          {...bind(bank, onChange, 'first_name_on_account')}
        />
        <Field
          id="bank-last"
          label="Last name on account"
          error={e('last_name_on_account')}
          {...bind(bank, onChange, 'last_name_on_account')}
        />
      </div>
      <label className="c-check">
        <input
          type="checkbox"
          checked={bank.is_savings_account}
          onChange={(ev) => onChange({ ...bank, is_savings_account: ev.target.checked })}
        />
        This is a savings account
      </label>
    </fieldset>
  );
}
