import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../../../shared/session';
import { OnceOpened } from '../../../components/once-opened';
import type { ModalName } from '../../store/ui-slice';
import type { ProfileMenuItem } from './profile-menu-items';

const loadList = () => import(/* webpackChunkName: "profile-menu" */ './profile-menu-list');
const ProfileMenuList = lazy(loadList);

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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
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
      {/* The list's chunk loads when a pointer or the focus comes to the button, or at the latest on
          the click. */}
      <OnceOpened open={anchor !== null}>
        <ProfileMenuList anchor={anchor} items={items} onChoose={choose} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
