// One bank account's fields (spec §3 Bank account, §5 Bank): ABA number (looked up in the directory),
// bank name, account number (a stored one shown masked until replaced), the names on the account,
// and the savings and business flags.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import type { BankAccount } from '../../../../../shared/contract';
import { MAX_LENGTH, VALIDATION_MESSAGES } from '../../../../../shared/validation';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { useAbaLookup } from './bank-aba-lookup';
import { endingIn, isStoredNumber, type BillingValues } from './billing-methods';
import { Cell, MethodCard } from './billing-method-card';
import { KeepStoredNumber, StoredNumber } from './billing-stored-number';

export interface BankFormProps {
  index: number;
  bank: Partial<BankAccount>;
  title: string;
  /** The bank as stored, when it was saved before. */
  stored: Pick<BankAccount, 'account_number' | 'aba_number'> | null;
  storedNumberError?: string;
  disabled: boolean;
  onPrefer: () => void;
  onDelete: () => void;
  /** 'Remove bank' after 'Bank not found...': the user already chose, so no confirmation. */
  onRemove: () => void;
  focus: (name: string) => void;
}

export function BankForm(props: BankFormProps) {
  const { index, bank, title, stored, storedNumberError, disabled } = props;
  const { setFieldValue } = useFormikContext<BillingValues>();
  const path = (field: keyof BankAccount) => `banks[${index}].${field}`;
  const notice = useAbaLookup(index, stored?.aba_number ?? null);
  const masked = isStoredNumber(bank.account_number);
  const replace = () => {
    void setFieldValue(path('account_number'), '', false);
    props.focus(path('account_number'));
  };
  return (
    <MethodCard
      title={title}
      subtitle={stored ? endingIn(stored.account_number) : 'New bank account'}
      preferred={bank.preferred === true}
      onPrefer={props.onPrefer}
      onDelete={props.onDelete}
      disabled={disabled}
    >
      <Cell span={2}>
        <TextInput
          name={path('aba_number')}
          label="ABA number"
          mask="aba"
          inputMode="numeric"
          required
          disabled={disabled}
        />
      </Cell>
      <Cell span={4}>
        <TextInput
          name={path('bank_name')}
          label="Bank name"
          maxLength={MAX_LENGTH.bankName}
          required
          disabled={disabled}
        />
      </Cell>
      {notice?.kind === 'replaced' && (
        <Cell span={6}>
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {VALIDATION_MESSAGES.abaReplaced}
          </Alert>
        </Cell>
      )}
      {notice?.kind === 'notFound' && (
        <Cell span={6}>
          <Alert
            severity="warning"
            sx={{ mb: 1.5 }}
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={props.onRemove} disabled={disabled}>
                  Remove bank
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => props.focus(path('aba_number'))}
                  disabled={disabled}
                >
                  Edit ABA number
                </Button>
              </Stack>
            }
          >
            {VALIDATION_MESSAGES.bankNotFound}
          </Alert>
        </Cell>
      )}
      <Cell span={3}>
        {masked ? (
          <StoredNumber
            name={path('account_number')}
            label="Account number"
            masked={String(bank.account_number)}
            error={storedNumberError}
            replaceLabel="Replace number"
            onReplace={replace}
            disabled={disabled}
          />
        ) : (
          <>
            <TextInput
              name={path('account_number')}
              label="Account number"
              inputMode="numeric"
              maxLength={MAX_LENGTH.accountNumber}
              required
              disabled={disabled}
            />
            {stored && (
              <KeepStoredNumber
                onKeep={() => void setFieldValue(path('account_number'), stored.account_number)}
                disabled={disabled}
              />
            )}
          </>
        )}
      </Cell>
      <Cell span={3}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <CheckboxInput name={path('is_savings_account')} label="Savings account" disabled={disabled} />
          <CheckboxInput name={path('is_business_account')} label="Business account" disabled={disabled} />
        </Stack>
      </Cell>
      <Cell span={2}>
        <TextInput
          name={path('first_name_on_account')}
          label="First name on account"
          maxLength={MAX_LENGTH.text}
          required
          disabled={disabled}
        />
      </Cell>
      <Cell span={1}>
        <TextInput
          name={path('middle_initial_on_account')}
          label="Initial"
          mask="initial"
          disabled={disabled}
        />
      </Cell>
      <Cell span={3}>
        <TextInput
          name={path('last_name_on_account')}
          label="Last name on account"
          maxLength={MAX_LENGTH.text}
          required
          disabled={disabled}
        />
      </Cell>
      {bank.is_business_account === true && (
        <Cell span={6}>
          <TextInput
            name={path('business_name_on_account')}
            label="Business name on account"
            maxLength={MAX_LENGTH.text}
            disabled={disabled}
          />
        </Cell>
      )}
    </MethodCard>
  );
}
