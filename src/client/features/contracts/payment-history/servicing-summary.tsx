// Where the account stands (spec §3 servicing fields): balance, amounts owed and the last payment
// and return, three side by side on a wide screen, two on a laptop, stacked on a phone.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ServicedContract } from '../../../api/payments';
import { FactList } from '../../../components/fact-list';
import { servicingFacts, type FactGroup } from './servicing-facts';

function Group({ group }: { group: FactGroup }) {
  const id = `servicing-${group.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h3" variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
        {group.title}
      </Typography>
      <FactList facts={group.facts} wide fontWeight={500} />
    </Box>
  );
}

export function ServicingSummary({ contract }: { contract: ServicedContract }) {
  const groups = servicingFacts(contract);
  return (
    <Card variant="outlined" component="section" aria-label="Account summary">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No servicing figures yet: they appear once the account is active.
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
              columnGap: 4,
              rowGap: 2,
            }}
          >
            {groups.map((g) => (
              <Group key={g.title} group={g} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
