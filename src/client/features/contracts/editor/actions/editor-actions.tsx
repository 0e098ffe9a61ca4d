// The editor's header: the contract's title and chips, the submission controls, and the actions the
// lifecycle and the user's rights allow now (spec §4 Deletion, Rejecting, Rewrite flow; §6): the
// primary ones in view, the rest and the documents under 'More actions'. The flows' dialogs and the
// badFields question after a rewrite are mounted here too.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LIVE } from '../../../../../../machines/contract-lifecycle.types';
import type { RewriteOutcome } from '../../../../../../machines/rewrite.machine';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { ApiError, noticeFor } from '../../../../api/client';
import { getContract, type ContractView } from '../../../../api/contracts';
import { href } from '../../../../app/routes';
import { BadFieldsDialog } from '../bad-fields-dialog';
import { useContractEditor } from '../editor-context';
import { adverseLetterHref, contractPdfHref } from '../panels/documents-links';
import { ContractTitle } from './contract-title';
import { DeleteDialog } from './delete-dialog';
import { HeaderMoreActions, type HeaderAction } from './header-more-actions';
import { RewriteDialog } from './rewrite-dialog';
import { RewriteInProgress } from './rewrite-in-progress';
import { rewriteOffered } from './rewrite-input';
import { SubmitControls } from './submit-controls';

type Flow = { kind: 'delete'; target: ContractView } | { kind: 'reject' } | { kind: 'rewrite' } | null;

export function EditorActions() {
  const editor = useContractEditor();
  const { contract, rights } = editor;
  const [flow, setFlow] = useState<Flow>(null);
  const close = () => setFlow(null);

  const offers = {
    reject: rights.canCreate && editor.allowed('REJECT') && contract?.rejectable === true,
    undoReject: rights.canCreate && editor.allowed('UNDO-REJECT'),
    delete: rights.canDelete && editor.allowed('contract.delete') && contract?.deletable === true,
    undelete: rights.canDelete && editor.allowed('UNDELETE') && contract?.undelete_able === true,
    rewrite: rewriteOffered(contract, rights),
  };
  const live = contract !== null && LIVE.includes(contract.status);

  // The contract list's Rewrite row action opens the contract with ?rewrite=1: the flow starts at once,
  // when the contract may still be rewritten, and the address drops the parameter (a reload stays put).
  const [params, setParams] = useSearchParams();
  const rewriteAsked = params.get('rewrite') === '1';
  useEffect(() => {
    if (!rewriteAsked || contract === null) return;
    if (offers.rewrite) setFlow({ kind: 'rewrite' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('rewrite');
        return next;
      },
      { replace: true },
    );
  }, [rewriteAsked, contract, offers.rewrite, setParams]);

  const confirmThen = async (action: 'UNDO-REJECT' | 'UNDELETE') => {
    const undelete = action === 'UNDELETE';
    const yes = await editor.confirm({
      title: undelete ? 'Undelete Contract' : 'Undo Rejection',
      text: undelete ? CONTRACT_MESSAGES.undeleteConfirm : CONTRACT_MESSAGES.undoRejectConfirm,
      confirmLabel: undelete ? 'Undelete' : 'Undo rejection',
      cancelLabel: 'Cancel',
    });
    if (yes) await editor.act(action);
  };

  // spec §4 Rewrite flow: 'Delete Rewrite' hands the rewrite in progress to the deletion dialog.
  const rewriteClosed = async (outcome: RewriteOutcome) => {
    const rewriteId = contract?.current_rewrite_id;
    if (outcome !== 'deleteRewrite' || typeof rewriteId !== 'number') return close();
    try {
      setFlow({ kind: 'delete', target: await getContract(rewriteId) });
    } catch (e) {
      close();
      if (e instanceof ApiError) {
        const notice = noticeFor(e);
        editor.notify('error', notice.text, notice.title);
      }
    }
  };

  const pdf = contract ? contractPdfHref(contract) : null;
  const adverse = contract ? adverseLetterHref(contract) : null;
  const more: HeaderAction[] = [
    ...(pdf ? [{ label: 'View contract PDF', href: pdf }] : []),
    ...(adverse ? [{ label: 'Adverse letter', href: adverse }] : []),
    ...(offers.reject
      ? [{ label: 'Reject', destructive: true, onSelect: () => setFlow({ kind: 'reject' }) }]
      : []),
    ...(offers.delete && contract
      ? [
          {
            label: 'Delete',
            destructive: true,
            onSelect: () => setFlow({ kind: 'delete', target: contract }),
          },
        ]
      : []),
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <ContractTitle />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { md: 'flex-end' } }}
          role="toolbar"
          aria-label="Contract actions"
        >
          <SubmitControls />
          {offers.undoReject && (
            <Button variant="outlined" onClick={() => void confirmThen('UNDO-REJECT')}>
              Undo reject
            </Button>
          )}
          {offers.undelete && (
            <Button variant="contained" onClick={() => void confirmThen('UNDELETE')}>
              Undelete
            </Button>
          )}
          {offers.rewrite && (
            <Button variant="outlined" onClick={() => setFlow({ kind: 'rewrite' })}>
              Rewrite
            </Button>
          )}
          {live && contract && (
            <Button component={RouterLink} to={href.paymentHistory(contract.id)}>
              Payment history
            </Button>
          )}
          <HeaderMoreActions actions={more} />
        </Stack>
      </Stack>
      <Stack sx={{ mt: contract?.current_rewrite_id ? 1.5 : 0 }}>
        <RewriteInProgress />
      </Stack>
      {flow?.kind === 'delete' && <DeleteDialog target={flow.target} onClose={close} />}
      {flow?.kind === 'reject' && contract && <DeleteDialog target={contract} reject onClose={close} />}
      {flow?.kind === 'rewrite' && contract && (
        <RewriteDialog contract={contract} onClose={(outcome) => void rewriteClosed(outcome)} />
      )}
      <BadFieldsDialog />
    </Paper>
  );
}
