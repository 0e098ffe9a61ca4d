// /reports: the list of reports (spec §2); each report screen fills in a later release.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { href, REPORT_ROUTES, ROUTES } from '../../app/routes';
import { ComingLater } from '../../components/coming-later';

export default function ReportsScreen() {
  return (
    <ComingLater what="Each report will show its rows for the chosen facility, with export to CSV and Excel. Choose one:">
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {REPORT_ROUTES.map((name) => (
          <li key={name}>
            <Link component={RouterLink} to={href.report(name)}>
              {ROUTES[name].heading}
            </Link>
          </li>
        ))}
      </Stack>
    </ComingLater>
  );
}
