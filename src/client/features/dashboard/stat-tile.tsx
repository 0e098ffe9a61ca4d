// One figure of the dashboard: a number, what it counts, and (when it has one) the list it opens.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface StatTileProps {
  label: string;
  value: string;
  detail?: string;
  to?: string;
  /** Draws the eye when there is work waiting. */
  attention?: boolean;
}

export function StatTile({ label, value, detail, to, attention }: StatTileProps) {
  const content = (
    <CardContent>
      <Typography
        variant="h5"
        component="p"
        color={attention ? 'warning.main' : 'text.primary'}
        sx={{ fontWeight: 600 }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{ height: '100%' }}
          aria-label={`${value} ${label}`}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
