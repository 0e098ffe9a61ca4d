// /reports/remittance (spec §2: a month input): the facility's statement for the month and its lines
// (the generic report grid), with the PDF statement to download.
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';
import { businessToday } from '../../../shared/calendar';
import { addMonths } from '../../../shared/dates';
import { ReportView } from '../../components/server-grid/report-view';
import { useWholeClient } from '../../components/server-grid/report-scope';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility } from '../../app/store/session-slice';
import { monthLabel, RemittanceStatements } from './remittance-statements';

export default function RemittanceScreen() {
  const [search] = useSearchParams();
  const facility = useAppSelector(selectCurrentFacility);
  // The server's default: statements are written in the first days of a month for the month before.
  const month = search.get('month') || addMonths(businessToday(), -1).slice(0, 7);
  const wholeClient = useWholeClient();
  const scope = !facility
    ? {}
    : wholeClient
      ? { client_id: String(facility.client_id) }
      : { facility_id: String(facility.id) };
  return (
    <Stack spacing={2}>
      {facility && <RemittanceStatements month={month} scope={scope} />}
      <ReportView
        name="remittance"
        description={`The lines of the ${monthLabel(month)} statement: payments collected, less servicing fees and returns.`}
      />
    </Stack>
  );
}
