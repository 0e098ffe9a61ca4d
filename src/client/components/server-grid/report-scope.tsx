// Whose rows a report shows (issue 12): this facility, or every facility of its client for client and
// internal admins; kept in the address as scope=client.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppSelector } from '../../app/store/hooks';
import { selectRights } from '../../app/store/session-slice';
import { SCOPE_PARAM } from './report-params';
import { useUrlView } from './use-url-view';
import { withParam } from './view-params';

/** Whether the address asks for the whole client and the user may see it. */
export function useWholeClient(): boolean {
  const rights = useAppSelector(selectRights);
  const { search } = useUrlView();
  return rights.isClientAdmin && search.get(SCOPE_PARAM) === 'client';
}

export function ScopeToggle({ label }: { label: string }) {
  const rights = useAppSelector(selectRights);
  const { change } = useUrlView();
  const wholeClient = useWholeClient();
  if (!rights.isClientAdmin) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={wholeClient ? 'client' : 'facility'}
      onChange={(_, next: string | null) =>
        next && change((now) => withParam(now, SCOPE_PARAM, next === 'client' ? 'client' : null))
      }
      aria-label={label}
    >
      <ToggleButton value="facility">This facility</ToggleButton>
      <ToggleButton value="client">All facilities of the client</ToggleButton>
    </ToggleButtonGroup>
  );
}
