// The editor's title: whose contract it is, its number and account number, and chips for its status,
// deletion, rejection, CSR status (spec §4 CSR status wording) and the select workflow.
import Chip, { type ChipProps } from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBMITTED, type ContractStatus } from '../../../../../../machines/contract-lifecycle.types';
import { CSR_STATUS_LABELS } from '../../../../../shared/contract-messages';
import type { ContractView } from '../../../../api/contracts';
import { useContractEditor } from '../editor-context';
import { VALIDATION_MESSAGES } from '../../../../../shared/validation';

/** The customer as the contract names them: the business, or the person with generation. */
export function customerNameOf(c: ContractView): string {
  const business = typeof c.customer_business_name === 'string' ? c.customer_business_name.trim() : '';
  if (business) return business;
  return [c.customer_first_name, c.customer_middle_initial, c.customer_last_name, c.customer_generation]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

function statusColor(status: ContractStatus): ChipProps['color'] {
  if (status === 'REJECTED' || status === 'PROCESS FEE DECLINED') return 'error';
  if (status === 'SIGNED' || status === 'ACTIVE') return 'success';
  if (status === 'COLLECT') return 'warning';
  if (SUBMITTED.includes(status)) return 'info';
  return 'default';
}

function StatusChips({ contract, isSelect }: { contract: ContractView | null; isSelect: boolean }) {
  const chips: { label: string; color: ChipProps['color'] }[] = [];
  if (contract) {
    const rejectedBy = typeof contract.rejected_by === 'string' ? contract.rejected_by : null;
    chips.push(
      contract.status === 'REJECTED' && rejectedBy
        ? { label: `Rejected by ${rejectedBy}`, color: 'error' }
        : { label: contract.status, color: statusColor(contract.status) },
    );
    if (contract.is_deleted === true) {
      const by = typeof contract.deleted_by === 'string' ? ` by ${contract.deleted_by}` : '';
      chips.push({ label: `Deleted${by}`, color: 'error' });
    }
    const csr = typeof contract.csr_status === 'string' ? CSR_STATUS_LABELS[contract.csr_status] : null;
    if (csr) chips.push({ label: `CSR: ${csr}`, color: 'default' });
    else if (contract.csr_skipped === true) chips.push({ label: 'CSR skipped', color: 'default' });
  }
  if (isSelect) chips.push({ label: 'Select', color: 'primary' });
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Contract status">
      {chips.map((chip) => (
        <Chip key={chip.label} label={chip.label} color={chip.color} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

export function ContractTitle() {
  const { contract, isSelect } = useContractEditor();
  const name = contract ? customerNameOf(contract) : '';
  const account = typeof contract?.ebcs_account_number === 'string' ? contract.ebcs_account_number : null;
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h5" noWrap>
        {contract === null ? 'New Contract' : name || `Contract #${contract.id}`}
      </Typography>
      {contract && (
        <Typography variant="body2" color="text.secondary">
          Contract #{contract.id}
          {account && ` · Account ${account}`}
        </Typography>
      )}
      <StatusChips contract={contract} isSelect={isSelect} />
      {/* issue 15: saved over an overridable limit, it waits for a facility admin. */}
      {contract && Object.keys(contract.limits_outstanding ?? {}).length > 0 && (
        <Alert severity="warning" data-testid="limits-outstanding">
          {VALIDATION_MESSAGES.overrideOutstanding}
        </Alert>
      )}
    </Stack>
  );
}
