// Whose account this is (customer, contract and account number, status), the way back to the
// contract, and what can be done here: apply a payment, the paid-in-full email, the exports.
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paymentsExportHref, type ServicedContract } from '../../../api/payments';
import { href } from '../../../app/routes';
import { customerNameOf } from '../editor/actions/contract-title';

function statusColor(status: string) {
  if (status === 'ACTIVE') return 'success';
  if (status === 'COLLECT') return 'warning';
  return 'default';
}

interface HistoryHeaderProps {
  contract: ServicedContract;
  /** Apply payment and the paid-in-full email, when they apply. */
  actions: ReactNode;
}

export function HistoryHeader({ contract, actions }: HistoryHeaderProps) {
  const account = typeof contract.ebcs_account_number === 'string' ? contract.ebcs_account_number : null;
  const name = customerNameOf(contract) || `Contract #${contract.id}`;
  return (
    <Stack spacing={1.5}>
      <Link
        component={RouterLink}
        to={href.contract(contract.id)}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBack fontSize="small" />
        Back to the contract
      </Link>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" noWrap>
            {name}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="body2" color="text.secondary">
              Contract #{contract.id}
              {account && ` · Account ${account}`}
            </Typography>
            <Chip
              label={contract.status}
              color={statusColor(contract.status)}
              size="small"
              variant="outlined"
              aria-label={`Status ${contract.status}`}
            />
          </Stack>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="toolbar"
          aria-label="Payment history actions"
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { md: 'flex-end' } }}
        >
          {actions}
          <Button href={paymentsExportHref(contract.id, 'csv')} download startIcon={<FileDownloadOutlined />}>
            CSV
          </Button>
          <Button
            href={paymentsExportHref(contract.id, 'excel')}
            download
            startIcon={<FileDownloadOutlined />}
          >
            Excel
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
