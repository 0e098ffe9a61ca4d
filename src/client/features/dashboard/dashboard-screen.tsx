// Dashboard (spec §2 '/', issue 12): what needs the practice staff today, each count opening the
// contract list that shows it; New Contract; this month's business; new plans per month and the
// funnel; facility admins and up also the aging of the book. The figures come from GET /api/stats for
// the current facility, or a client admin's whole client; the client/facility selector changes them.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { facilityLabel } from '../../../shared/facility';
import { formatUsd } from '../../../shared/money-format';
import { AGING_BUCKET_LABELS } from '../../../shared/reports';
import { STALE_INCOMPLETE_DAYS, type StatsAnswer } from '../../../shared/stats';
import { getStats } from '../../api/stats';
import { afterNextPaint } from '../../app/main-thread';
import { href } from '../../app/routes';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectRights } from '../../app/store/session-slice';
import { FunnelChart, NewPlansChart } from './dashboard-charts';
import { StatTile } from './stat-tile';

type Scope = 'facility' | 'client';

function Tiles({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(190px, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** What needs the staff today: each tile opens the list its count comes from (contract-status-query.ts). */
function TodoTiles({ todo }: { todo: StatsAnswer['todo'] }) {
  const tiles = [
    {
      label: 'CSRs waiting practice approval',
      value: todo.csr_approval,
      to: href.contracts('waiting-csr', { search_csr_status: 'RECEIVED AUTHORIZATION' }),
    },
    { label: 'Waiting signature', value: todo.waiting_signature, to: href.contracts('waiting-signature') },
    {
      label: 'Processing fee declined',
      value: todo.fee_declined,
      to: href.contracts('process-fee-declined'),
    },
    { label: 'Missed payments', value: todo.missed_payments, to: href.contracts('missed-payments') },
    { label: 'Bank account flagged bad', value: todo.bank_flagged, to: href.contracts('bank-flagged') },
    {
      label: `Incomplete, started over ${STALE_INCOMPLETE_DAYS} days ago`,
      value: todo.stale_incomplete,
      to: href.contracts('incomplete-stale'),
    },
  ];
  return (
    <Tiles title="Needs you today">
      {tiles.map((t) => (
        <StatTile key={t.label} label={t.label} value={String(t.value)} to={t.to} attention={t.value > 0} />
      ))}
    </Tiles>
  );
}

function MonthTiles({ stats }: { stats: StatsAnswer }) {
  return (
    <Tiles title="This month">
      <StatTile
        label="New agreements"
        value={String(stats.month.new_agreements)}
        detail={`${formatUsd(stats.month.amount_financed)} financed`}
      />
      <StatTile label="Collected" value={formatUsd(stats.month.collected)} detail="Payments less returns" />
      <StatTile
        label="Past due"
        value={formatUsd(stats.past_due.amount)}
        detail={`${stats.past_due.accounts} account${stats.past_due.accounts === 1 ? '' : 's'}`}
        to={href.contracts('missed-payments')}
      />
    </Tiles>
  );
}

function AgingTiles({ aging }: { aging: NonNullable<StatsAnswer['aging']> }) {
  return (
    <Tiles title="Aging of the live accounts (balance by days past due)">
      {aging.map((b) => (
        <StatTile
          key={b.bucket}
          label={b.bucket === 'current' ? 'Current' : `${AGING_BUCKET_LABELS[b.bucket]} days`}
          value={formatUsd(b.balance)}
          detail={`${b.accounts} account${b.accounts === 1 ? '' : 's'}`}
          attention={b.bucket !== 'current' && b.balance > 0}
        />
      ))}
    </Tiles>
  );
}

export default function DashboardScreen() {
  const facility = useAppSelector(selectCurrentFacility);
  const rights = useAppSelector(selectRights);
  const [scope, setScope] = useState<Scope>('facility');
  const [stats, setStats] = useState<StatsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const wholeClient = scope === 'client' && rights.isClientAdmin;
  const facilityId = facility?.id ?? null;
  const clientId = facility?.client_id ?? null;

  useEffect(() => {
    if (facilityId === null) return;
    const controller = new AbortController();
    setStats(null);
    setFailed(false);
    // Asked for once the page has painted: the first paint (layout, banners, heading) does not wait on a
    // slow line for this answer's round trip (issue 17, LCP); the tiles show their placeholders meanwhile.
    // (afterNextPaint in the effect, not usePainted: the whole dashboard would render once more.)
    void afterNextPaint()
      .then(() => {
        controller.signal.throwIfAborted();
        return getStats(
          wholeClient ? { client_id: clientId } : { facility_id: facilityId },
          controller.signal,
        );
      })
      // The tiles and charts render in slices, yielding to the browser (issue 17, TBT).
      .then((answer) => startTransition(() => setStats(answer)))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [facilityId, clientId, wholeClient]);

  if (!facility) return <Alert severity="info">Choose a client and facility to start.</Alert>;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h2" component="p" sx={{ flexGrow: 1 }}>
          {wholeClient ? facility.client_name : facilityLabel(facility, facility.client_number)}
        </Typography>
        {rights.isClientAdmin && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={scope}
            onChange={(_, next: Scope | null) => next && setScope(next)}
            aria-label="Figures of"
          >
            <ToggleButton value="facility">This facility</ToggleButton>
            <ToggleButton value="client">All facilities of the client</ToggleButton>
          </ToggleButtonGroup>
        )}
        {rights.canCreate && (
          <Button component={RouterLink} to={href.newContract()} variant="contained" startIcon={<AddIcon />}>
            New Contract
          </Button>
        )}
      </Stack>
      {failed && <Alert severity="error">The figures could not be loaded. Please try again later.</Alert>}
      {!stats && !failed && <Skeleton variant="rectangular" height={320} aria-label="Loading the figures" />}
      {stats && (
        <>
          <TodoTiles todo={stats.todo} />
          <MonthTiles stats={stats} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <NewPlansChart plans={stats.new_plans} />
            <FunnelChart funnel={stats.funnel} />
          </Box>
          {stats.aging && <AgingTiles aging={stats.aging} />}
        </>
      )}
    </Stack>
  );
}
