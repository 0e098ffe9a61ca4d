// Agreement types (issue 13, spec §3): every flag and billing cycle; internal admins activate and
// deactivate them, and delete only one that no contract uses (the server refuses otherwise, 409).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { deleteAgreementType, saveAgreementType, type FacilityDetail } from '../../api/practices';

const CYCLES: [string, string][] = [
  ['has_weekly_cycle', 'weekly'],
  ['has_biweekly_cycle', 'biweekly'],
  ['has_twice_per_month_cycle', 'twice a month'],
  ['has_monthly_cycle', 'monthly'],
  ['has_quarterly_cycle', 'quarterly'],
  ['has_twice_per_year_cycle', 'twice a year'],
  ['has_yearly_cycle', 'yearly'],
];
const FLAGS: [string, string][] = [
  ['select_show', 'select'],
  ['ach_only', 'ACH only'],
  ['two_pay_meth', 'two payment methods'],
  ['multi_renew', 'multi-renew'],
  ['auto_renew', 'auto-renew'],
  ['editable', 'editable'],
  ['recurring_billing', 'recurring billing'],
  ['finance_charge', 'finance charge'],
  ['sales_tax', 'sales tax'],
];

export function AgreementTypes({
  facility,
  onSaved,
}: {
  facility: FacilityDetail;
  onSaved: (next: FacilityDetail) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<FacilityDetail>) => {
    setFailure(null);
    try {
      onSaved(await work());
    } catch (e) {
      setFailure(e instanceof ApiError ? (e.body.message ?? e.message) : 'The change failed.');
    }
  };
  return (
    <>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Table size="small" aria-label="Agreement types">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Billing cycles</TableCell>
            <TableCell>Flags</TableCell>
            <TableCell>Default rate</TableCell>
            <TableCell>Contracts</TableCell>
            <TableCell>Active</TableCell>
            {facility.can_edit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {facility.agreement_types.map((t) => {
            const flags = t as unknown as Record<string, unknown>;
            const { id, used, ...body } = t;
            return (
              <TableRow key={id}>
                <TableCell>{t.code}</TableCell>
                <TableCell>{t.description}</TableCell>
                <TableCell>
                  {CYCLES.filter(([f]) => flags[f])
                    .map(([, l]) => l)
                    .join(', ')}
                </TableCell>
                <TableCell>
                  {FLAGS.filter(([f]) => flags[f])
                    .map(([, l]) => l)
                    .join(', ')}
                </TableCell>
                <TableCell>{t.default_finance_rate === null ? '' : `${t.default_finance_rate}%`}</TableCell>
                <TableCell>{used}</TableCell>
                <TableCell>
                  <Switch
                    checked={t.is_active}
                    disabled={!facility.can_edit}
                    slotProps={{ input: { 'aria-label': `${t.code} active` } }}
                    onChange={(e) =>
                      void run(() =>
                        saveAgreementType(facility.id, id, { ...body, is_active: e.target.checked }),
                      )
                    }
                  />
                </TableCell>
                {facility.can_edit && (
                  <TableCell>
                    <Button
                      color="error"
                      size="small"
                      disabled={used > 0}
                      title={used > 0 ? 'Contracts use it: deactivate it instead.' : undefined}
                      onClick={() => void run(() => deleteAgreementType(facility.id, id))}
                    >
                      Delete
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
