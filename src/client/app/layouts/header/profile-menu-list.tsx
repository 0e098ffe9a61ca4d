// The profile menu's list (spec §2 header): a chunk of its own, loaded when the menu is first about to
// open (profile-menu.tsx), so the layout's first paint does not carry MUI's menu and popover.
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ProfileMenuItem } from './profile-menu-items';

export interface ProfileMenuListProps {
  anchor: HTMLElement | null;
  items: ProfileMenuItem[];
  onChoose: (item: ProfileMenuItem) => void;
  onClose: () => void;
}

export default function ProfileMenuList({ anchor, items, onChoose, onClose }: ProfileMenuListProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {items.flatMap((item) => [
        item.key === 'logout' ? <Divider key="divider" /> : null,
        <MenuItem key={item.key} onClick={() => onChoose(item)}>
          {item.label}
        </MenuItem>,
      ])}
    </Menu>
  );
}
