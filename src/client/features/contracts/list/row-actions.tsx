// A row's action menu (spec §2 /contracts row actions). The handlers come through a context so the
// grid's columns stay the same objects while the list's state changes.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createContext, useContext, useState, type MouseEvent } from 'react';
import type { Rights } from '../../../../shared/permissions';
import { OnceOpened } from '../../../components/once-opened';
import type { ContractListRow } from '../../../api/contract-list';
import { ACTION_LABELS, rowActions, type RowAction } from './row-rights';

export interface RowActionsApi {
  rights: Rights;
  act: (action: RowAction, row: ContractListRow) => void;
}

export const RowActionsContext = createContext<RowActionsApi | null>(null);

const customerOf = (row: ContractListRow) => row.customer_name ?? `contract ${row.id}`;

export function RowActionsCell({ row }: { row: ContractListRow }) {
  const api = useContext(RowActionsContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!api) return null;
  // Worked out when the menu opens: a few hundred rows never each run the lifecycle while scrolling.
  const actions = anchor ? rowActions(row, api.rights) : [];
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  const choose = (action: RowAction) => {
    setAnchor(null);
    api.act(action, row);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${customerOf(row)}`}
        aria-haspopup="menu"
        onClick={open}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* The menu mounts at its first opening: a list's first render draws the buttons only. */}
      <OnceOpened open={anchor !== null}>
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          onClick={(event) => event.stopPropagation()}
        >
          {actions.map((action) => (
            <MenuItem key={action} onClick={() => choose(action)} dense>
              {ACTION_LABELS[action]}
            </MenuItem>
          ))}
        </Menu>
      </OnceOpened>
    </>
  );
}
