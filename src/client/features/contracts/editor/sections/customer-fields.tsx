// The customer's fields in their groups (customer-field-specs.ts), on a calm 4-column grid that turns
// into two columns, then one, as the section narrows. Container queries follow the section's own
// width, which the editor's side panel changes more than the window does.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFormikContext } from 'formik';
import { memo, useId, useMemo, useState } from 'react';
import {
  RadioInput,
  SelectInput,
  TextInput,
  YES_NO,
  type Choice,
} from '../../../../components/form/form-fields';
import { useContractEditor } from '../editor-context';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_GROUPS,
  type CustomerFieldGroup,
  type CustomerFieldName,
  type FieldSpan,
} from './customer-field-specs';
import { useRequiredFields, type SectionValues } from './section-form';

const HALF_UP = '@container (min-width: 400px)';
// Four columns once each is ~180 px wide, so 'Emergency phone *' reads whole (issue 15).
const FULL_UP = '@container (min-width: 760px)';

const GRID_SX: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [HALF_UP]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [FULL_UP]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 0.5,
};

const SPAN_SX: Record<FieldSpan, SxProps<Theme>> = {
  1: { gridColumn: 'span 1' },
  2: { gridColumn: 'span 1', [HALF_UP]: { gridColumn: 'span 2' } },
  4: { gridColumn: 'span 1', [HALF_UP]: { gridColumn: 'span 2' }, [FULL_UP]: { gridColumn: 'span 4' } },
};

interface CustomerFieldProps {
  name: CustomerFieldName;
  required: boolean;
  readOnly: boolean;
  /** The states lookup, for the state select. */
  states: Choice[];
}

/** One customer field as its spec says; a read-only one has no help or placeholder. */
export const CustomerField = memo(function CustomerField(props: CustomerFieldProps) {
  const { name, required, readOnly } = props;
  const spec = CUSTOMER_FIELDS[name];
  const common = { name, label: spec.label, required, readOnly, help: readOnly ? undefined : spec.help };
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          mask={spec.mask}
          maxLength={spec.maxLength}
          type={spec.type}
          inputMode={spec.inputMode}
          placeholder={readOnly ? '' : undefined}
        />
      );
    case 'select':
      return (
        <SelectInput
          {...common}
          choices={spec.choices === 'states' ? props.states : spec.choices}
          emptyLabel={spec.emptyLabel}
        />
      );
    case 'yesNo':
      return <RadioInput {...common} choices={YES_NO} />;
  }
});

interface GroupProps {
  group: CustomerFieldGroup;
  readOnly: boolean;
  required: ReadonlySet<string>;
  states: Choice[];
}

function FieldGroup({ group, readOnly, required, states }: GroupProps) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1.5} sx={{ mb: 1.25, alignItems: 'baseline' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {group.title}
        </Typography>
        {group.note && (
          <Typography variant="caption" color="text.secondary">
            {group.note}
          </Typography>
        )}
      </Stack>
      <Box sx={GRID_SX}>
        {group.fields.map((name) => (
          <Box key={name} sx={SPAN_SX[CUSTOMER_FIELDS[name].span]}>
            <CustomerField name={name} required={required.has(name)} readOnly={readOnly} states={states} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A group shown once asked for, or as soon as one of its fields has a value (the guarantor). */
function AddableGroup(props: GroupProps & { addLabel: string }) {
  const { values } = useFormikContext<SectionValues>();
  const [adding, setAdding] = useState(false);
  const filled = props.group.fields.some((f) => values[f] !== '' && values[f] !== null);
  if (adding || filled) return <FieldGroup {...props} />;
  if (props.readOnly) return null;
  return (
    <Box>
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
        {props.addLabel}
      </Button>
    </Box>
  );
}

export interface CustomerFieldGroupsProps {
  /** The fields the section edits (its schema's); groups keep only these. */
  fields: readonly string[];
  readOnly: boolean;
}

export function CustomerFieldGroups({ fields, readOnly }: CustomerFieldGroupsProps) {
  const { facility, lookups } = useContractEditor();
  const required = useRequiredFields();
  const states = useMemo(
    () => lookups.states.map((s) => ({ label: s.label, value: s.code })),
    [lookups.states],
  );
  const groups = useMemo(
    () =>
      CUSTOMER_GROUPS.filter((g) => !g.industry || g.industry === facility.industry)
        .map((g) => ({ ...g, fields: g.fields.filter((f) => fields.includes(f)) }))
        .filter((g) => g.fields.length > 0),
    [facility.industry, fields],
  );
  return (
    <Stack spacing={2} sx={{ containerType: 'inline-size' }}>
      {groups.map((group) =>
        group.addLabel ? (
          <AddableGroup
            key={group.title}
            group={group}
            addLabel={group.addLabel}
            readOnly={readOnly}
            required={required}
            states={states}
          />
        ) : (
          <FieldGroup
            key={group.title}
            group={group}
            readOnly={readOnly}
            required={required}
            states={states}
          />
        ),
      )}
    </Stack>
  );
}
