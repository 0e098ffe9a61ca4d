// spec §8 ssnRequired, asked while the CSR chart (machines/csr.machine.ts) is in ssnRequired: Yes
// opens the SSN field, No sends nothing. Find SSN asks ssn_scan (spec §7) with the customer's
// name, birth date and address; the server stores an SSN it finds on the contract, so the request
// can go on.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import type { DateColumn, TextColumn } from '../../../../../shared/contract-columns';
import { ssnScan, type ContractView, type SsnScanRequest } from '../../../../api/contracts';

const NOT_FOUND = 'No Social Security number was found for this customer.';

/** What ssn_scan needs, when the contract has it all. */
export function ssnScanRequestOf(contract: ContractView): SsnScanRequest | null {
  const text = (field: TextColumn | DateColumn) => {
    const value = contract[field];
    return typeof value === 'string' ? value : '';
  };
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

export interface SsnRequiredDialogProps {
  /** The contract whose customer needs an SSN. */
  contract: ContractView;
  /** Yes ('enter') or No. */
  onAnswer: (answer: 'enter' | 'no') => void;
  /** The server found and stored an SSN (Find SSN). */
  onFound: () => Promise<void>;
}

/** The ssnRequired question, open while the CSR chart asks it. */
export function SsnRequiredDialog({ contract, onAnswer, onFound }: SsnRequiredDialogProps) {
  // Read when the question opens: the scan asks with the customer as they were then.
  const [scan] = useState(() => ssnScanRequestOf(contract));
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState(false);

  const find = async () => {
    if (!scan) return;
    setSearching(true);
    try {
      const result = await ssnScan(scan);
      if (result.found) await onFound();
      else setNotFound(true);
    } catch {
      // The API client has shown the failure; the question stays open.
    } finally {
      setSearching(false);
    }
  };

  return (
    <Dialog
      key="ssn-required"
      open
      onClose={() => onAnswer('no')}
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
        <Button onClick={() => onAnswer('no')} disabled={searching}>
          No
        </Button>
        {scan && (
          <Button onClick={() => void find()} disabled={searching || notFound}>
            {searching ? 'Searching…' : 'Find SSN'}
          </Button>
        )}
        <Button onClick={() => onAnswer('enter')} variant="contained" disabled={searching} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
