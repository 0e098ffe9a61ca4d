// The logged-out layout: the brand beside one card that holds the login steps (spec §2 Layouts).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { INDUSTRY_SERVICES, PRODUCT } from '../../../shared/product';

export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 5fr) 7fr' },
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
      }}
    >
      <Box
        data-testid="landing-brand"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: { xs: 3, md: 6 },
          py: { xs: 3, md: 8 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: { xs: 1.5, md: 4 },
        }}
      >
        <Stack spacing={2}>
          <Typography variant="h1" component="p" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }}>
            {PRODUCT.name}
          </Typography>
          {/* On a phone the login form comes first: the brand keeps to its name and the support line. */}
          <Typography sx={{ opacity: 0.85, maxWidth: 420, display: { xs: 'none', sm: 'block' } }}>
            Offer patients and pet owners a payment plan in minutes: soft credit check, e-signature and
            automatic payments in one place.
          </Typography>
          {/* Each service keeps its words together; the line breaks between services, inside the panel. */}
          <Typography
            data-testid="landing-services"
            sx={{ opacity: 0.7, fontSize: '0.9rem', display: { xs: 'none', sm: 'block' }, maxWidth: 420 }}
          >
            {INDUSTRY_SERVICES.general.map((service, i) => (
              <Fragment key={service}>
                {i > 0 && ' · '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {service}
                </Box>
              </Fragment>
            ))}
          </Typography>
        </Stack>
        <Typography sx={{ opacity: 0.7, fontSize: '0.85rem' }}>
          Support {PRODUCT.supportPhone} · {PRODUCT.supportHours}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', placeItems: { xs: 'start center', md: 'center' }, p: { xs: 2, md: 6 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, md: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
