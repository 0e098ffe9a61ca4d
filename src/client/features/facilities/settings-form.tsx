// A facility's settings (issue 13): fee settings, the servicing settings the servicing engine reads,
// the remittance bank account (masked) and the contract types of the reports. Internal admins edit,
// facility admins read. Errors come back keyed by field (src/shared/validation/facility-settings.ts).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { CodeLabel } from '../../../shared/session';
import type { FacilitySettingsInput } from '../../../shared/validation/facility-settings';
import { ApiError } from '../../api/client';
import { saveSettings, type FacilityDetail } from '../../api/practices';

type Text = Record<string, string>;

const centsText = (c: number) => (c / 100).toFixed(2);
const numOrNull = (s: string) => (s.trim() === '' ? null : Number(s));
const toCents = (s: string) => Math.round(Number(s) * 100);

function textOf(d: FacilityDetail): Text {
  const s = d.servicing;
  const v = (n: number | null) => (n === null ? '' : String(n));
  return {
    sales_tax_percent_1: v(d.fee.sales_tax_percent_1),
    sales_tax_percent_2: v(d.fee.sales_tax_percent_2),
    sales_tax_percent_3: v(d.fee.sales_tax_percent_3),
    finance_rate_percent: v(d.fee.finance_rate_percent),
    processing_fee_cents:
      d.fee.processing_fee_cents === null || d.fee.processing_fee_cents === undefined
        ? ''
        : centsText(d.fee.processing_fee_cents),
    grace_days: String(s.grace_days),
    late_fee_cents: centsText(s.late_fee_cents),
    return_fee_cents: centsText(s.return_fee_cents),
    days_to_collect: String(s.days_to_collect),
    late_notice_days: s.late_notice_days.join(', '),
    servicing_fee_per_payment_cents: centsText(s.servicing_fee_per_payment_cents),
    servicing_fee_percent: String(s.servicing_fee_percent),
    remittance_routing_number: d.remittance.routing_number ?? '',
    remittance_account_number: d.remittance.account_number_masked ?? '',
    remittance_account_type: d.remittance.account_type ?? '',
  };
}

const FIELDS: { name: string; label: string; group: 'Fees' | 'Servicing' | 'Remittance bank account' }[] = [
  { name: 'sales_tax_percent_1', label: 'Sales tax 1 (%)', group: 'Fees' },
  { name: 'sales_tax_percent_2', label: 'Sales tax 2 (%)', group: 'Fees' },
  { name: 'sales_tax_percent_3', label: 'Sales tax 3 (%)', group: 'Fees' },
  { name: 'finance_rate_percent', label: 'Finance rate (%)', group: 'Fees' },
  { name: 'processing_fee_cents', label: 'Processing fee ($)', group: 'Fees' },
  { name: 'grace_days', label: 'Grace days', group: 'Servicing' },
  { name: 'late_fee_cents', label: 'Late fee ($)', group: 'Servicing' },
  { name: 'return_fee_cents', label: 'Return fee ($)', group: 'Servicing' },
  { name: 'days_to_collect', label: 'Days to COLLECT', group: 'Servicing' },
  { name: 'late_notice_days', label: 'Late notices (days past due)', group: 'Servicing' },
  { name: 'servicing_fee_per_payment_cents', label: 'Servicing fee per payment ($)', group: 'Servicing' },
  { name: 'servicing_fee_percent', label: 'Servicing fee (%)', group: 'Servicing' },
  { name: 'remittance_routing_number', label: 'Routing number', group: 'Remittance bank account' },
  { name: 'remittance_account_number', label: 'Account number', group: 'Remittance bank account' },
];

const TYPE_LISTS = [
  ['remittance_contract_types', 'Counted in the Remittance report'],
  ['summary_contract_types', 'Counted in the Summary report'],
  ['analysis_contract_types', 'Counted in the Analysis report'],
] as const;

export function SettingsForm({
  facility,
  contractTypes,
  onSaved,
}: {
  facility: FacilityDetail;
  contractTypes: CodeLabel[];
  onSaved: (next: FacilityDetail) => void;
}) {
  const readOnly = !facility.can_edit;
  const [text, setText] = useState<Text>(() => textOf(facility));
  const [csr, setCsr] = useState(facility.csr);
  const [waivable, setWaivable] = useState(facility.fee.processing_fee_waivable !== false);
  const [types, setTypes] = useState<Record<string, number[]>>({
    remittance_contract_types: facility.remittance_contract_types,
    summary_contract_types: facility.summary_contract_types,
    analysis_contract_types: facility.analysis_contract_types,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: FacilitySettingsInput = {
      csr,
      sales_tax_percent_1: numOrNull(text.sales_tax_percent_1),
      sales_tax_percent_2: numOrNull(text.sales_tax_percent_2),
      sales_tax_percent_3: numOrNull(text.sales_tax_percent_3),
      finance_rate_percent: numOrNull(text.finance_rate_percent),
      processing_fee_cents:
        text.processing_fee_cents.trim() === '' ? null : toCents(text.processing_fee_cents),
      processing_fee_waivable: waivable,
      grace_days: Number(text.grace_days),
      late_fee_cents: toCents(text.late_fee_cents),
      return_fee_cents: toCents(text.return_fee_cents),
      days_to_collect: Number(text.days_to_collect),
      late_notice_days: text.late_notice_days
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number),
      servicing_fee_per_payment_cents: toCents(text.servicing_fee_per_payment_cents),
      servicing_fee_percent: Number(text.servicing_fee_percent),
      remittance_routing_number: text.remittance_routing_number.trim() || null,
      remittance_account_number: text.remittance_account_number.trim() || null,
      remittance_account_type: (text.remittance_account_type ||
        null) as FacilitySettingsInput['remittance_account_type'],
      remittance_contract_types: types.remittance_contract_types,
      analysis_contract_types: types.analysis_contract_types,
      summary_contract_types: types.summary_contract_types,
    };
    // A number the browser cannot read is sent as null/NaN-free: the server names the field.
    for (const [k, v] of Object.entries(body))
      if (typeof v === 'number' && Number.isNaN(v)) (body as unknown as Text)[k] = '';
    setBusy(true);
    setFailure(null);
    try {
      const next = await saveSettings(facility.id, body);
      setErrors({});
      setText(textOf(next));
      onSaved(next);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.body.errors ?? {});
        setFailure(e.body.message ?? null);
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (f: (typeof FIELDS)[number]) => (
    <Grid key={f.name} size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        id={`settings-${f.name}`}
        label={f.label}
        value={text[f.name]}
        onChange={(e) => setText((t) => ({ ...t, [f.name]: e.target.value }))}
        error={Boolean(errors[f.name])}
        helperText={errors[f.name] ?? ' '}
        slotProps={{ input: { readOnly } }}
        fullWidth
        size="small"
      />
    </Grid>
  );

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-label="Settings">
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormControlLabel
        control={<Switch checked={csr} onChange={(e) => setCsr(e.target.checked)} disabled={readOnly} />}
        label="Uses CSR"
      />
      {(['Fees', 'Servicing', 'Remittance bank account'] as const).map((group) => (
        <Stack key={group} spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {group}
          </Typography>
          <Grid container spacing={2}>
            {FIELDS.filter((f) => f.group === group).map(field)}
            {group === 'Fees' && (
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  id="settings-processing_fee_waivable"
                  label="Processing fee is"
                  value={waivable ? 'waivable' : 'required'}
                  onChange={(e) => setWaivable(e.target.value === 'waivable')}
                  error={Boolean(errors.processing_fee_waivable)}
                  helperText={
                    errors.processing_fee_waivable ??
                    (waivable ? 'Staff may waive it on an agreement.' : 'Charged on every agreement.')
                  }
                  disabled={readOnly}
                  fullWidth
                  size="small"
                >
                  <MenuItem value="required">Required</MenuItem>
                  <MenuItem value="waivable">Waivable</MenuItem>
                </TextField>
              </Grid>
            )}
            {group === 'Remittance bank account' && (
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  id="settings-remittance_account_type"
                  label="Account type"
                  value={text.remittance_account_type}
                  onChange={(e) => setText((t) => ({ ...t, remittance_account_type: e.target.value }))}
                  error={Boolean(errors.remittance_account_type)}
                  helperText={errors.remittance_account_type ?? ' '}
                  disabled={readOnly}
                  fullWidth
                  size="small"
                >
                  <MenuItem value="">None</MenuItem>
                  <MenuItem value="checking">Checking</MenuItem>
                  <MenuItem value="savings">Savings</MenuItem>
                </TextField>
              </Grid>
            )}
          </Grid>
        </Stack>
      ))}
      <Grid container spacing={2}>
        {TYPE_LISTS.map(([name, label]) => (
          <Grid key={name} size={{ xs: 12, md: 4 }}>
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup>
              {contractTypes.map((t) => {
                const code = Number(t.code);
                return (
                  <FormControlLabel
                    key={t.code}
                    label={t.label}
                    control={
                      <Checkbox
                        size="small"
                        disabled={readOnly}
                        checked={types[name].includes(code)}
                        onChange={(e) =>
                          setTypes((all) => ({
                            ...all,
                            [name]: e.target.checked
                              ? [...all[name], code].sort((a, b) => a - b)
                              : all[name].filter((c) => c !== code),
                          }))
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
            {errors[name] && <Alert severity="error">{errors[name]}</Alert>}
          </Grid>
        ))}
      </Grid>
      {!readOnly && (
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy}>
            Save the settings
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
