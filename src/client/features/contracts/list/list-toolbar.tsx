// Above the list: the search box (name, account numbers, phone, email), the count, 'Include all
// facilities' for internal admins, and the print and download buttons of the current view.
import SearchIcon from '@mui/icons-material/Search';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { contractExportHref, type ContractListParams } from '../../../api/contract-list';
import { GridToolbar } from '../../../components/server-grid/grid-toolbar';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  count: number | null;
  params: ContractListParams;
  /** null: the switch is not offered (not an internal admin). */
  includeAll: boolean | null;
  onIncludeAll: (on: boolean) => void;
}

/** The box keeps what is typed; the list follows ~300 ms after the last key. */
function SearchBox({ search, onSearch }: Pick<ListToolbarProps, 'search' | 'onSearch'>) {
  const [text, setText] = useState(search);
  const typed = useRef(search);
  // Back, a link or a reload changed the query string: show it.
  useEffect(() => {
    if (search !== typed.current) setText(search);
    typed.current = search;
  }, [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => {
      typed.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      label="Search contracts"
      placeholder="Name, account #, phone or email"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const CONTRACTS = ['contract', 'contracts'] as const;

export function ListToolbar(props: ListToolbarProps) {
  const { count, params, includeAll, onIncludeAll } = props;
  return (
    <GridToolbar count={count} noun={CONTRACTS} exportHref={(format) => contractExportHref(params, format)}>
      <SearchBox search={props.search} onSearch={props.onSearch} />
      {includeAll !== null && (
        <FormControlLabel
          control={
            <Switch size="small" checked={includeAll} onChange={(e) => onIncludeAll(e.target.checked)} />
          }
          label="Include all facilities"
        />
      )}
    </GridToolbar>
  );
}
