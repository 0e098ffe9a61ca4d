// A row's action button (spec §2 /contracts row actions). The handlers come through a context so the
// grid's columns stay the same objects while the list's state changes. The menu and the rules it reads
// are a chunk of their own (row-actions-menu.tsx), asked for when a pointer or the focus comes to a
// row's button, or at the latest on the click.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { createContext, lazy, useContext, useState, type MouseEvent } from 'react';
import type { Rights } from '../../../../shared/permissions';
import { OnceOpened } from '../../../components/once-opened';
import type { ContractListRow } from '../../../api/contract-list';
import type { RowAction } from './row-rights';

export interface RowActionsApi {
  rights: Rights;
  act: (action: RowAction, row: ContractListRow) => void;
}

export const RowActionsContext = createContext<RowActionsApi | null>(null);

const loadMenu = () => import(/* webpackChunkName: "row-actions-menu" */ './row-actions-menu');
const RowActionsMenu = lazy(loadMenu);

const customerOf = (row: ContractListRow) => row.customer_name ?? `contract ${row.id}`;

export function RowActionsCell({ row }: { row: ContractListRow }) {
  const api = useContext(RowActionsContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!api) return null;
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
        aria-expanded={anchor !== null}
        onClick={open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* The menu mounts at its first opening and stays, so that it closes with its transition. */}
      <OnceOpened open={anchor !== null}>
        <RowActionsMenu
          anchor={anchor}
          row={row}
          rights={api.rights}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      </OnceOpened>
    </>
  );
}
