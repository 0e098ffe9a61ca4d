// Term sheets (issue 13): every version with the date it takes effect and its brackets; internal admins
// add a new version (never an edit in place): a contract keeps the version in effect on its date.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { businessToday } from '../../../shared/calendar';
import type { MonthLimit } from '../../../shared/facility';
import { formatMoney } from '../../../shared/money';
import type { CodeLabel } from '../../../shared/session';
import { termSheetFor } from '../../../shared/term-sheet';
import { ApiError } from '../../api/client';
import { addTermSheetVersion, type FacilityDetail } from '../../api/practices';

type Sheet = FacilityDetail['term_sheets'][number];
type Row = Record<keyof MonthLimit, string>;

const typeName = (types: CodeLabel[], code: number | null) =>
  code === null ? 'Any contract type' : (types.find((t) => Number(t.code) === code)?.label ?? `Type ${code}`);

const rowOf = (l: MonthLimit): Row => ({
  price_from: String(l.price_from),
  price_to: String(l.price_to),
  months: String(l.months),
  allow_override_months: l.allow_override_months ? '1' : '',
  max_override_months: l.max_override_months === null ? '' : String(l.max_override_months),
  max_first_payment_days_in_future: String(l.max_first_payment_days_in_future),
});

const COLS: [keyof MonthLimit, string][] = [
  ['price_from', 'From ($)'],
  ['price_to', 'To ($)'],
  ['months', 'Months'],
  ['max_override_months', 'Override max (months)'],
  ['max_first_payment_days_in_future', 'First payment within (days)'],
];

function NewVersionDialog({
  facility,
  base,
  types,
  onClose,
  onSaved,
}: {
  facility: FacilityDetail;
  base: Sheet | null;
  types: CodeLabel[];
  onClose: () => void;
  onSaved: (next: FacilityDetail) => void;
}) {
  const [contractType, setContractType] = useState<string>(
    base?.contract_type === null || !base ? '' : String(base.contract_type),
  );
  const [isSelect, setIsSelect] = useState(base?.is_select ?? false);
  const [effectiveOn, setEffectiveOn] = useState(businessToday());
  const [rows, setRows] = useState<Row[]>(base ? base.month_limits.map(rowOf) : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (i: number, k: keyof MonthLimit, v: string) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const save = async () => {
    try {
      const next = await addTermSheetVersion(facility.id, {
        contract_type: contractType === '' ? null : Number(contractType),
        is_select: isSelect,
        effective_on: effectiveOn,
        month_limits: rows.map((r) => ({
          price_from: Number(r.price_from),
          price_to: Number(r.price_to),
          months: Number(r.months),
          allow_override_months: Boolean(r.allow_override_months),
          max_override_months:
            r.allow_override_months && r.max_override_months ? Number(r.max_override_months) : null,
          max_first_payment_days_in_future: Number(r.max_first_payment_days_in_future),
        })),
      });
      onSaved(next);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.body.errors ?? {});
        setFailure(e.body.errors?.month_limits ?? e.body.message ?? null);
      }
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="term-sheet-title" maxWidth="lg" fullWidth>
      <DialogTitle id="term-sheet-title">New term sheet version</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              select
              id="sheet-contract-type"
              label="Contract type"
              value={contractType}
              onChange={(e) => setContractType(e.target.value)}
              sx={{ minWidth: 220 }}
              error={Boolean(errors.contract_type)}
              helperText={errors.contract_type ?? ' '}
            >
              <MenuItem value="">Any contract type</MenuItem>
              {types.map((t) => (
                <MenuItem key={t.code} value={t.code}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="sheet-effective-on"
              type="date"
              label="Takes effect on"
              value={effectiveOn}
              onChange={(e) => setEffectiveOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.effective_on)}
              helperText={errors.effective_on ?? ' '}
            />
            <FormControlLabel
              control={<Checkbox checked={isSelect} onChange={(e) => setIsSelect(e.target.checked)} />}
              label="Select contracts"
            />
          </Stack>
          <Table size="small" aria-label="Brackets">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                {COLS.map(([, label]) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
                <TableCell>Override allowed</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={i}>
                  <TableCell>{i + 1}</TableCell>
                  {COLS.map(([k, label]) => (
                    <TableCell key={k}>
                      <TextField
                        size="small"
                        value={r[k]}
                        onChange={(e) => set(i, k, e.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': `Bracket ${i + 1} ${label}` } }}
                        error={Boolean(errors[`month_limits.${i}.${k}`])}
                        helperText={errors[`month_limits.${i}.${k}`]}
                        disabled={k === 'max_override_months' && !r.allow_override_months}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <Checkbox
                      checked={Boolean(r.allow_override_months)}
                      onChange={(e) => set(i, 'allow_override_months', e.target.checked ? '1' : '')}
                      slotProps={{ input: { 'aria-label': `Bracket ${i + 1} override allowed` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Button color="error" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row">
            <Button
              onClick={() =>
                setRows((all) => [
                  ...all,
                  {
                    price_from: all.at(-1)?.price_to ?? '0',
                    price_to: '',
                    months: '',
                    allow_override_months: '',
                    max_override_months: '',
                    max_first_payment_days_in_future: '30',
                  },
                ])
              }
            >
              Add a bracket
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()}>
          Save the new version
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function TermSheets({
  facility,
  types,
  onSaved,
}: {
  facility: FacilityDetail;
  types: CodeLabel[];
  onSaved: (next: FacilityDetail) => void;
}) {
  const [adding, setAdding] = useState<Sheet | null | undefined>(undefined);
  const today = businessToday();
  const sheets = [...facility.term_sheets].sort((a, b) =>
    a.effective_on < b.effective_on ? 1 : a.effective_on > b.effective_on ? -1 : b.id - a.id,
  );
  const inEffect = (s: Sheet) =>
    termSheetFor(facility.term_sheets, { contractType: s.contract_type, isSelect: s.is_select, asOf: today })
      ?.id === s.id;
  return (
    <Stack spacing={2}>
      {sheets.length === 0 && <Typography>No term sheets.</Typography>}
      {sheets.map((s) => (
        <Stack
          key={s.id}
          spacing={1}
          component="section"
          aria-label={`Term sheet version ${s.version}, ${typeName(types, s.contract_type)}${s.is_select ? ', select' : ''}`}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {`${typeName(types, s.contract_type)}${s.is_select && !/select/i.test(typeName(types, s.contract_type)) ? ' (select)' : ''}: version ${s.version}, in effect from ${s.effective_on}`}
              {inEffect(s) ? ' — current' : s.effective_on > today ? ' — upcoming' : ' — earlier contracts'}
            </Typography>
            {facility.can_edit && inEffect(s) && (
              <Button size="small" onClick={() => setAdding(s)}>
                New version
              </Button>
            )}
          </Stack>
          <Table size="small" aria-label={`Brackets of version ${s.version}`}>
            <TableHead>
              <TableRow>
                <TableCell>Financed amount</TableCell>
                <TableCell>Months</TableCell>
                <TableCell>Override up to</TableCell>
                <TableCell>First payment within</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.month_limits.map((l, i) => (
                <TableRow key={i}>
                  <TableCell>{`${formatMoney(l.price_from)} – ${formatMoney(l.price_to)}`}</TableCell>
                  <TableCell>{l.months}</TableCell>
                  <TableCell>
                    {l.allow_override_months ? `${l.max_override_months} months` : 'No override'}
                  </TableCell>
                  <TableCell>{`${l.max_first_payment_days_in_future} days`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      ))}
      {facility.can_edit && (
        <Stack direction="row">
          <Button variant="outlined" onClick={() => setAdding(null)}>
            New term sheet
          </Button>
        </Stack>
      )}
      {adding !== undefined && (
        <NewVersionDialog
          facility={facility}
          base={adding}
          types={types}
          onClose={() => setAdding(undefined)}
          onSaved={(next) => {
            setAdding(undefined);
            onSaved(next);
          }}
        />
      )}
    </Stack>
  );
}
