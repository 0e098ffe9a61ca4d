import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../../../shared/session';
import type { ModalName } from '../../store/ui-slice';
import type { ProfileMenuItem } from './profile-menu-items';

export interface ProfileMenuProps {
  user: SessionUser;
  items: ProfileMenuItem[];
  onOpenModal: (modal: ModalName) => void;
  onStopImpersonating: () => void;
}

export function ProfileMenu({ user, items, onOpenModal, onStopImpersonating }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = `${user.first_name} ${user.last_name}`;
  const navigate = useNavigate();
  const location = useLocation();

  const choose = (item: ProfileMenuItem) => {
    setAnchor(null);
    if ('modal' in item) onOpenModal(item.modal);
    else if ('stopImpersonating' in item) onStopImpersonating();
    // /logout returns to login with next set to the page the user left (spec §2).
    else
      navigate(
        item.href,
        item.key === 'logout' ? { state: { from: location.pathname + location.search } } : {},
      );
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={name}
        sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0 }}
      >
        {/* On a phone the icon alone leaves room for the facility name. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items.flatMap((item) => [
          item.key === 'logout' ? <Divider key="divider" /> : null,
          <MenuItem key={item.key} onClick={() => choose(item)}>
            {item.label}
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
