// The main layout's header: sidebar toggle, brand, current facility "Name (0012)", the industry's
// services (spec §1) and the profile menu.
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { padClientNumber, type Facility } from '../../../../shared/facility';
import { INDUSTRY_SERVICES, PRODUCT } from '../../../../shared/product';
import { INDUSTRY_ACCENT } from '../../theme/theme';

export interface HeaderProps {
  facility: Facility | null;
  onToggleSidebar: (() => void) | null;
  profileMenu: ReactNode;
}

export function Header({ facility, onToggleSidebar, profileMenu }: HeaderProps) {
  const industry = facility?.industry ?? 'general';
  return (
    <AppBar
      position="fixed"
      color="primary"
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 4, borderColor: INDUSTRY_ACCENT[industry] }}
    >
      <Toolbar sx={{ gap: 2 }}>
        {onToggleSidebar && (
          <IconButton color="inherit" edge="start" aria-label="Toggle sidebar" onClick={onToggleSidebar}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h3"
          component="p"
          noWrap
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
        >
          {PRODUCT.shortName}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {facility && (
            // On a narrow screen the name gives way first, so the client number stays readable.
            <Typography sx={{ fontWeight: 600, display: 'flex', minWidth: 0 }} data-testid="current-facility">
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {facility.name}
              </Box>
              <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'pre' }}>
                {` (${padClientNumber(facility.client_number)})`}
              </Box>
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1.5}
            component="ul"
            aria-label="Services"
            sx={{ listStyle: 'none', m: 0, p: 0, display: { xs: 'none', md: 'flex' }, opacity: 0.8 }}
          >
            {INDUSTRY_SERVICES[industry].map((service) => (
              <Typography key={service} component="li" variant="body2" noWrap>
                {service}
              </Typography>
            ))}
          </Stack>
        </Box>
        {profileMenu}
      </Toolbar>
    </AppBar>
  );
}
