// /reports (spec §2): the reports of the sub-menu, each with what it answers, in sidebar order.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { href, REPORT_ROUTES, ROUTES } from '../../app/routes';

const WHAT: Record<(typeof REPORT_ROUTES)[number], string> = {
  payments: 'Every payment received, its method and status; totals by method and per day.',
  newAgreements: 'The plans signed in a range with their terms; counts, sums and average term.',
  statusChange: 'Every status change in a range and who made it; counts per transition.',
  delinquentAccounts: 'Live accounts with a payment past due; count and amount by aging bucket.',
  accountsReceivable: 'What each account owed as of a date, by aging bucket; PAR30 and PAR90.',
  remittance: "The month's statement: collected, servicing fees, returns and the net paid to you.",
  summary: 'Month by month and facility by facility: accounts, balances, past due, collected.',
  analysis: 'Twelve months of new plans, collections, delinquency and roll rates.',
};

export default function ReportsScreen() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
    >
      {REPORT_ROUTES.map((name) => (
        <Card key={name} variant="outlined">
          <CardActionArea component={RouterLink} to={href.report(name)} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h3" component="h2" gutterBottom>
                {ROUTES[name].heading}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {WHAT[name]}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
