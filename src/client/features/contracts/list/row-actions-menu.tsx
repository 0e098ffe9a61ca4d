// A row's open action menu (spec §2 /contracts row actions): the actions the row offers now, worked out
// as the menu opens. A chunk of its own with the rules it reads (the contract lifecycle chart and its
// guards): the list's first page draws the buttons only (issue 17: the list's evaluation at load).
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Rights } from '../../../../shared/permissions';
import type { ContractListRow } from '../../../api/contract-list';
import { ACTION_LABELS, rowActions, type RowAction } from './row-rights';

export interface RowActionsMenuProps {
  anchor: HTMLElement | null;
  row: ContractListRow;
  rights: Rights;
  onChoose: (action: RowAction) => void;
  onClose: () => void;
}

export default function RowActionsMenu({ anchor, row, rights, onChoose, onClose }: RowActionsMenuProps) {
  // Worked out while open only: a few hundred rows never each run the lifecycle while scrolling.
  const actions = anchor ? rowActions(row, rights) : [];
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      onClick={(event) => event.stopPropagation()}
    >
      {actions.map((action) => (
        <MenuItem key={action} onClick={() => onChoose(action)} dense>
          {ACTION_LABELS[action]}
        </MenuItem>
      ))}
    </Menu>
  );
}
