// The editor header's 'More actions' menu: the less frequent actions and the documents, so the
// header keeps only the primary ones in view.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface HeaderAction {
  label: string;
  /** An action run from the menu… */
  onSelect?: () => void;
  /** …or a document opened in a new tab. */
  href?: string;
  destructive?: boolean;
}

export function HeaderMoreActions({ actions }: { actions: HeaderAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        More actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) =>
          action.href ? (
            <MenuItem
              key={action.label}
              component="a"
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              onClick={() => {
                close();
                action.onSelect?.();
              }}
              sx={action.destructive ? { color: 'error.main' } : undefined}
            >
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
