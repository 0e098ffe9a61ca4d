// The agreement sections' layout: fields on the left in two columns, and beside them (below, where
// the section is narrow) the credit recommendation, the live figures and the Truth-in-Lending box.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ContractView } from '../../../../api/contracts';
import { AgreementCredit } from './agreement-credit';
import { useAgreementFacts } from './agreement-facts';
import { AgreementFigures } from './agreement-figures';
import { TruthInLendingBox } from './til-box';

/** Reads the facts; the box renders only when its figures, cycle or down payment changed. */
function AgreementDisclosures() {
  const { figures, cycle, downPayment, recurring } = useAgreementFacts();
  // A recurring agreement bills a membership: no credit, nothing to disclose under Reg. Z.
  if (recurring) return null;
  return <TruthInLendingBox figures={figures} cycle={cycle} downPayment={downPayment} />;
}

export function AgreementLayout(props: { contract: ContractView | null; children: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'minmax(0, 1fr)',
          // By the section's own width, so it holds whether or not the side panels sit beside it.
          '@container (min-width: 620px)': { gridTemplateColumns: 'minmax(0, 1fr) 260px' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>{props.children}</Box>
        <Stack
          component="aside"
          aria-label="Agreement figures and disclosures"
          spacing={2}
          sx={{ alignSelf: 'start', position: 'sticky', top: 16 }}
        >
          <AgreementCredit contract={props.contract} />
          <AgreementFigures />
          <AgreementDisclosures />
        </Stack>
      </Box>
    </Box>
  );
}
