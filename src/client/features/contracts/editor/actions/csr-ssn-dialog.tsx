// spec §8 ssnRequired, asked before a CSR request when no SSN is on file: Yes opens the SSN field,
// No sends nothing (machines/csr.machine.ts). Find SSN asks ssn_scan (spec §7) with the customer's
// name, birth date and address; the server stores an SSN it finds on the contract, so the request
// can go on.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { ssnScan, type ContractView, type SsnScanRequest } from '../../../../api/contracts';

export type SsnAnswer = 'enter' | 'found' | 'no';

const NOT_FOUND = 'No Social Security number was found for this customer.';

/** What ssn_scan needs, when the contract has it all. */
export function ssnScanRequestOf(contract: ContractView): SsnScanRequest | null {
  const text = (field: string) => (typeof contract[field] === 'string' ? (contract[field] as string) : '');
  const request: SsnScanRequest = {
    contract_id: contract.id,
    facility_id: contract.facility_id,
    first_name: text('customer_first_name'),
    last_name: text('customer_last_name'),
    dob: text('customer_date_of_birth'),
    address: text('customer_address1'),
    city: text('customer_city'),
    state: text('customer_st'),
    zip: text('customer_zip'),
  };
  const { contract_id: _id, facility_id: _facility, ...identity } = request;
  return Object.values(identity).every((v) => v.trim() !== '') ? request : null;
}

interface Question {
  scan: SsnScanRequest | null;
  /** Called once the server stored a found SSN, before the answer is given. */
  onFound: () => Promise<void>;
  resolve: (answer: SsnAnswer) => void;
}

/** `const [ask, dialog] = useSsnQuestion();` render `dialog`, then `await ask(contract, reload)`. */
export function useSsnQuestion(): [
  (contract: ContractView, onFound: () => Promise<void>) => Promise<SsnAnswer>,
  ReactNode,
] {
  const [question, setQuestion] = useState<Question | null>(null);
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const questionRef = useRef<Question | null>(null);

  const answer = useCallback((value: SsnAnswer) => {
    questionRef.current?.resolve(value);
    questionRef.current = null;
    setQuestion(null);
  }, []);

  const ask = useCallback(
    (contract: ContractView, onFound: () => Promise<void>) =>
      new Promise<SsnAnswer>((resolve) => {
        questionRef.current?.resolve('no');
        const next = { scan: ssnScanRequestOf(contract), onFound, resolve };
        questionRef.current = next;
        setNotFound(false);
        setQuestion(next);
      }),
    [],
  );

  const find = async () => {
    const current = questionRef.current;
    if (!current?.scan) return;
    setSearching(true);
    try {
      const result = await ssnScan(current.scan);
      if (result.found) {
        await current.onFound();
        answer('found');
      } else setNotFound(true);
    } catch {
      // The API client has shown the failure; the question stays open.
    } finally {
      setSearching(false);
    }
  };

  const dialog = (
    <Dialog
      key="ssn-required"
      open={question !== null}
      onClose={() => answer('no')}
      aria-labelledby="ssn-required-title"
      aria-describedby="ssn-required-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="ssn-required-title">Social Security number needed</DialogTitle>
      <DialogContent>
        <DialogContentText id="ssn-required-text">{CONTRACT_MESSAGES.ssnRequired}</DialogContentText>
        {notFound && (
          <DialogContentText role="status" sx={{ mt: 1 }}>
            {NOT_FOUND}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer('no')} disabled={searching}>
          No
        </Button>
        {question?.scan && (
          <Button onClick={() => void find()} disabled={searching || notFound}>
            {searching ? 'Searching…' : 'Find SSN'}
          </Button>
        )}
        <Button onClick={() => answer('enter')} variant="contained" disabled={searching} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );

  return [ask, dialog];
}
