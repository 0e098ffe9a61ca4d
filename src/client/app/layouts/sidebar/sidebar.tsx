// The main layout's sidebar (spec §2 Sidebar): navigation, Tools for success, support and training.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BUSINESS_TIME_ZONE } from '../../../../shared/constants';
import { PRODUCT, type TrainingLink } from '../../../../shared/product';
import { SIDEBAR_WIDTH } from '../../theme/theme';
import type { NavItem, SidebarModel } from './sidebar-items';

function NavLink({ item, depth }: { item: NavItem; depth: number }) {
  // A section whose sub-item is current is marked by that sub-item alone.
  const current = Boolean(item.selected && !item.children?.some((child) => child.selected));
  // Every entry is a list item (axe 'list'): the link inside it, its sub-menu as a nested list.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.href}
        selected={current}
        aria-current={current ? 'page' : undefined}
        dense={depth > 0}
        sx={{ pl: 2 + depth * 2, py: depth > 0 ? 0.25 : 0.75 }}
      >
        <ListItemText
          primary={item.label}
          slotProps={{
            primary: { sx: { fontSize: depth > 0 ? '0.85rem' : '0.95rem', fontWeight: depth ? 400 : 500 } },
          }}
        />
      </ListItemButton>
      {item.children && (
        <List disablePadding>
          {item.children.map((child) => (
            <NavLink key={child.key} item={child} depth={depth + 1} />
          ))}
        </List>
      )}
    </ListItem>
  );
}

function ExternalLinks({ links }: { links: TrainingLink[] }) {
  return links.map((link) => (
    <ListItem key={link.href} disablePadding>
      <ListItemButton
        component="a"
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        dense
        sx={{ pl: 4, py: 0.25 }}
      >
        <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontSize: '0.85rem' } } }} />
      </ListItemButton>
    </ListItem>
  ));
}

const builtAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });

export interface SidebarProps {
  model: SidebarModel;
  open: boolean;
  temporary: boolean;
  onClose: () => void;
  buildTimestamp: string;
}

export function Sidebar({ model, open, temporary, onClose, buildTimestamp }: SidebarProps) {
  const [toolsOpen, setToolsOpen] = useState(false);
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      sx={{
        width: open && !temporary ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width: SIDEBAR_WIDTH,
          boxSizing: 'border-box',
          borderRight: 1,
          borderColor: 'divider',
        },
      }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main navigation" sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1.5 }}>
        <List disablePadding>
          {model.items.map((item) => (
            <NavLink key={item.key} item={item} depth={0} />
          ))}
        </List>
        {model.tools && (
          <List disablePadding sx={{ mt: 1 }}>
            <ListItem disablePadding sx={{ display: 'block' }}>
              <ListItemButton onClick={() => setToolsOpen((o) => !o)} aria-expanded={toolsOpen}>
                <ListItemText
                  primary="Tools for success"
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                {toolsOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={toolsOpen} unmountOnExit>
                <List disablePadding>
                  <ExternalLinks links={model.tools} />
                </List>
              </Collapse>
            </ListItem>
          </List>
        )}
        <Divider sx={{ my: 1.5 }} />
        <Box component="section" aria-label="Support">
          <ListSubheader component="h2" disableSticky sx={{ lineHeight: '40px' }}>
            Support
          </ListSubheader>
          <Box sx={{ px: 2, pb: 1 }}>
            <Link
              href={`tel:${PRODUCT.supportPhone.replace(/\D/g, '')}`}
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {PRODUCT.supportPhone}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {PRODUCT.supportHours}
            </Typography>
          </Box>
          <List disablePadding>
            <ExternalLinks links={model.training} />
          </List>
        </Box>
      </Box>
      {model.showBuildTimestamp && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          Updated {builtAt(buildTimestamp)}
        </Typography>
      )}
    </Drawer>
  );
}
