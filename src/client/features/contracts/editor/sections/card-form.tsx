// One card's fields (spec §3 Card, §5 Card): the number (a stored one shown masked until the user
// replaces or re-enters it), expiration MM/YY, CVC, name on card, cardholder and billing zip.
import { useFormikContext } from 'formik';
import type { Card } from '../../../../../shared/contract';
import { MAX_LENGTH, VALIDATION_MESSAGES } from '../../../../../shared/validation';
import { TextInput } from '../../../../components/form/form-fields';
import { endingIn, isStoredNumber, type BillingValues } from './billing-methods';
import { Cell, MethodCard } from './billing-method-card';
import { KeepStoredNumber, StoredNumber } from './billing-stored-number';

export interface CardFormProps {
  index: number;
  card: Partial<Card>;
  title: string;
  /** The number as stored (masked), when the card was saved before. */
  storedNumber: string | null;
  /** The error on a stored number, shown at once (re-entry, spec §4 Billing requirements). */
  storedNumberError?: string;
  /** The processing fee is due: the CVC is asked for stored cards too (it is never stored). */
  feeDue: boolean;
  disabled: boolean;
  onPrefer: () => void;
  onDelete: () => void;
  focus: (name: string) => void;
}

export function CardForm(props: CardFormProps) {
  const { index, card, title, storedNumber, storedNumberError, feeDue, disabled } = props;
  const { setFieldValue } = useFormikContext<BillingValues>();
  const path = (field: keyof Card) => `cards[${index}].${field}`;
  const masked = isStoredNumber(card.card_number);
  const showCvc = feeDue || !masked;
  const reentry = storedNumberError === VALIDATION_MESSAGES.cardNumberReentry;
  const replace = () => {
    void setFieldValue(path('card_number'), '', false);
    void setFieldValue(path('cvc'), '', false);
    props.focus(path('card_number'));
  };
  return (
    <MethodCard
      title={title}
      subtitle={storedNumber ? endingIn(storedNumber) : 'New card'}
      preferred={card.preferred === true}
      onPrefer={props.onPrefer}
      onDelete={props.onDelete}
      disabled={disabled}
    >
      <Cell span={3}>
        {masked ? (
          <StoredNumber
            name={path('card_number')}
            label="Card number"
            masked={String(card.card_number)}
            error={storedNumberError}
            replaceLabel={reentry ? 'Re-enter card number' : 'Replace number'}
            onReplace={replace}
            disabled={disabled}
          />
        ) : (
          <>
            <TextInput
              name={path('card_number')}
              label="Card number"
              mask="card"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              disabled={disabled}
            />
            {storedNumber && (
              <KeepStoredNumber
                onKeep={() => void setFieldValue(path('card_number'), storedNumber)}
                disabled={disabled}
              />
            )}
          </>
        )}
      </Cell>
      <Cell span={1}>
        <TextInput
          name={path('expiration')}
          label="Expiration"
          mask="expiration"
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          disabled={disabled}
        />
      </Cell>
      {showCvc && (
        <Cell span={1}>
          <TextInput
            name={path('cvc')}
            label="CVC"
            mask="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            required={feeDue}
            disabled={disabled}
          />
        </Cell>
      )}
      <Cell span={showCvc ? 1 : 2}>
        <TextInput
          name={path('zip_code')}
          label="Zip code"
          mask="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          disabled={disabled}
        />
      </Cell>
      <Cell span={2}>
        <TextInput
          name={path('name_on_card')}
          label="Name on card"
          maxLength={MAX_LENGTH.nameOnCard}
          autoComplete="cc-name"
          required
          disabled={disabled}
        />
      </Cell>
      <Cell span={2}>
        <TextInput
          name={path('business_name')}
          label="Business name"
          maxLength={MAX_LENGTH.text}
          disabled={disabled}
        />
      </Cell>
      <Cell span={2}>
        <TextInput name={path('street_number')} label="Street number" disabled={disabled} />
      </Cell>
      <Cell span={2}>
        <TextInput
          name={path('holder_first_name')}
          label="Cardholder first name"
          maxLength={MAX_LENGTH.text}
          disabled={disabled}
        />
      </Cell>
      <Cell span={1}>
        <TextInput name={path('holder_middle_initial')} label="Initial" mask="initial" disabled={disabled} />
      </Cell>
      <Cell span={3}>
        <TextInput
          name={path('holder_last_name')}
          label="Cardholder last name"
          maxLength={MAX_LENGTH.text}
          disabled={disabled}
        />
      </Cell>
    </MethodCard>
  );
}
