// A contract being rewritten links to its rewrite (spec §3 current_rewrite_id, current_rewrite_status).
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '../../../../app/routes';
import { useContractEditor } from '../editor-context';

export function RewriteInProgress() {
  const { contract } = useContractEditor();
  const id = contract?.current_rewrite_id;
  if (typeof id !== 'number') return null;
  const status =
    typeof contract?.current_rewrite_status === 'string' ? contract.current_rewrite_status : null;
  return (
    <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
      Rewrite in progress:{' '}
      <Link component={RouterLink} to={href.contract(id)}>
        Contract #{id}
      </Link>
      {status && ` (${status})`}
    </Alert>
  );
}
