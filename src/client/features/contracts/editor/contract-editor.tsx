// The contract editor's page (spec §2 /contracts/{contractId}, §4 Editing sections): the header with
// the contract's status and actions, the sections in order (one open for editing at a time, as the
// editor statechart says), and the side panels (CSR, notes, documents, change of information).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import {
  canOpen,
  isWaitingForCsr,
  isWaitingForFirstSection,
  sectionsOf,
} from '../../../../../machines/contract-editor.machine';
import type { ContractSection } from '../../../../../machines/contract-lifecycle.types';
import { EditorActions } from './actions/editor-actions';
import { SECTION_TITLES, useContractEditor } from './editor-context';
import { editorFacts } from './editor-facts';
import { SidePanels } from './panels/side-panels';
import { StatusPoll } from './status-poll';
import { AgreementForSelectSection } from './sections/agreement-for-select-section';
import { AgreementSection } from './sections/agreement-section';
import { BillingSection } from './sections/billing-section';
import { CsrForSelectSection } from './sections/csr-for-select-section';
import { CustomerSection } from './sections/customer-section';

const SECTION_COMPONENTS: Record<ContractSection, ComponentType<{ readOnly: boolean }>> = {
  customer: CustomerSection,
  agreement: AgreementSection,
  billing: BillingSection,
  csrForSelect: CsrForSelectSection,
  agreementForSelect: AgreementForSelectSection,
};

const WAITING_FOR_CSR = 'Waiting for the credit check (CSR) to be completed or skipped.';

function SectionPanel({ section, index }: { section: ContractSection; index: number }) {
  const editor = useContractEditor();
  const facts = editorFacts(editor.contract, editor.facility, {
    isSelect: editor.isSelect,
    editable: editor.editable,
    today: editor.today,
  });
  // Someone who cannot edit now may still open any section to read it.
  const [viewing, setViewing] = useState(index === 0);
  const editing = editor.editable && editor.openSection === section;
  const expanded = editor.editable ? editing : viewing;
  const first = sectionsOf(facts)[0];
  const waiting = isWaitingForCsr(section, facts)
    ? WAITING_FOR_CSR
    : isWaitingForFirstSection(section, facts)
      ? `Save the ${SECTION_TITLES[first].toLowerCase()} section first.`
      : null;
  const saved = facts.saved[section] === true;
  const Section = SECTION_COMPONENTS[section];
  const id = `section-${section}`;
  const toggle = () => {
    if (!editor.editable) setViewing((v) => !v);
    else if (editing) editor.closeSection();
    else if (canOpen(section, facts)) editor.requestSection(section);
  };
  return (
    <Accordion
      expanded={expanded}
      onChange={toggle}
      disabled={editor.editable && waiting !== null}
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true, timeout: 150 } }}
      sx={{ '&:before': { display: 'none' }, border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Stack direction="row" spacing={1.5} sx={{ width: '100%', alignItems: 'center' }}>
          <Typography component="span" variant="h6" sx={{ fontSize: '1.05rem' }}>
            {SECTION_TITLES[section]}
          </Typography>
          {saved && (
            <CheckCircleIcon
              color="success"
              fontSize="small"
              titleAccess={`${SECTION_TITLES[section]} saved`}
            />
          )}
          {editor.editable && waiting && (
            <Typography variant="body2" color="text.secondary">
              {waiting}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ pt: 0 }}>
        <Section readOnly={!editing} />
      </AccordionDetails>
    </Accordion>
  );
}

export function ContractEditor() {
  const editor = useContractEditor();
  const facts = editorFacts(editor.contract, editor.facility, {
    isSelect: editor.isSelect,
    editable: editor.editable,
    today: editor.today,
  });
  const sections = sectionsOf(facts);
  return (
    <Stack spacing={2}>
      <StatusPoll />
      <EditorActions />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label="Contract sections">
          {sections.map((section, index) => (
            <SectionPanel key={section} section={section} index={index} />
          ))}
        </Box>
        <Box component="aside" aria-label="Contract details">
          <SidePanels />
        </Box>
      </Box>
    </Stack>
  );
}
