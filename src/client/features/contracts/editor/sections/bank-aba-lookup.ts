// The ABA directory look-up of a bank being typed (spec §5 Bank, §7 lookup_aba): once 9 digits with a
// valid checksum are there, the bank's name is filled in; a replaced number is swapped for the new one
// with a notice; an unknown one empties the bank's name and asks the user to remove the bank or edit
// the number.
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { isValidAba } from '../../../../../shared/validation';
import { isAbortError } from '../../../../api/client';
import { lookupAba } from '../../../../api/contracts';
import type { BillingValues } from './billing-methods';

export interface AbaNotice {
  /** The number the notice is about; it goes away once the number is changed. */
  aba: string;
  kind: 'replaced' | 'notFound';
}

/** `storedAba`: a saved bank's number, already judged when it was saved, is not looked up again. */
export function useAbaLookup(index: number, storedAba: string | null): AbaNotice | null {
  const { values, setFieldValue } = useFormikContext<BillingValues>();
  const aba = String(values.banks[index]?.aba_number ?? '');
  const asked = useRef<string | null>(storedAba);
  // The bank's place in the list may change while the answer is on its way (another one deleted).
  const indexRef = useRef(index);
  indexRef.current = index;
  const [notice, setNotice] = useState<AbaNotice | null>(null);

  useEffect(() => {
    if (!isValidAba(aba) || asked.current === aba) return;
    asked.current = aba;
    const controller = new AbortController();
    let answered = false;
    lookupAba(aba, controller.signal)
      .then((answer) => {
        answered = true;
        const bank = `banks[${indexRef.current}]`;
        if (answer === null) {
          // The old number's bank name no longer belongs to this number (issue 15).
          setNotice({ aba, kind: 'notFound' });
          void setFieldValue(`${bank}.bank_name`, '');
          return;
        }
        if (answer.new_aba && answer.new_aba !== aba) {
          asked.current = answer.new_aba;
          setNotice({ aba: answer.new_aba, kind: 'replaced' });
          void setFieldValue(`${bank}.aba_number`, answer.new_aba);
        } else {
          setNotice(null);
        }
        void setFieldValue(`${bank}.bank_name`, answer.name);
      })
      .catch((e: unknown) => {
        // Not reached: the save judges the number against the directory anyway.
        if (!isAbortError(e)) answered = true;
      });
    return () => {
      controller.abort();
      if (!answered && asked.current === aba) asked.current = null;
    };
  }, [aba, setFieldValue]);

  return notice !== null && notice.aba === aba ? notice : null;
}
