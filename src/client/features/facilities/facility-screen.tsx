// One facility (spec §2 /facilities/{facility}, §3 Facility): name, client and facility numbers, industry,
// state, CSR, the remittance account (masked), the users, and the settings, agreement types and term
// sheets: edited by internal admins, read by facility admins.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { getFacility, type FacilityDetail } from '../../api/practices';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { selectLookups } from '../../app/store/lookups-slice';
import { notified } from '../../app/store/notifications-slice';
import { PageLoading } from '../../components/page-loading';
import { AgreementTypes } from './agreement-types';
import { ContactForm, contactLine } from './contact-form';
import { PlaceUsers } from '../../components/place-users';
import { SettingsForm } from './settings-form';
import { TermSheets } from './term-sheets';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function FacilityScreen() {
  const { facility: id } = useParams();
  const dispatch = useAppDispatch();
  const lookups = useAppSelector(selectLookups);
  const contractTypes = lookups?.contract_types ?? [];
  const [facility, setFacility] = useState<FacilityDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getFacility(id ?? '', controller.signal)
      .then(setFacility)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [id]);

  const saved = (next: FacilityDetail) => {
    setFacility(next);
    setVersion((v) => v + 1);
    dispatch(notified({ variant: 'success', text: 'The facility was saved.' }));
  };

  if (failed) return <Alert severity="error">This facility does not exist or is not yours to see.</Alert>;
  if (!facility) return <PageLoading />;
  const r = facility.remittance;
  return (
    <Stack spacing={2}>
      <Section title={`${facility.name} (${facility.client_number}-${facility.facility_number})`}>
        <Typography>
          Client:{' '}
          <Link component={RouterLink} to={href.client(facility.client_id)}>
            {facility.client_name}
          </Link>
          {` (${facility.client_number}) · Industry: ${facility.industry} · State: ${facility.st} · CSR: ${facility.csr ? 'on' : 'off'}`}
        </Typography>
        <Typography>Contact: {contactLine(facility)}</Typography>
        <Typography>
          {r.account_number_masked
            ? `Remittance account: ${r.account_type ?? ''} ${r.account_number_masked}, routing ${r.routing_number ?? ''}`
            : 'Remittance account: none'}
        </Typography>
        {facility.can_edit && (
          <Stack sx={{ mt: 2 }}>
            <ContactForm key={version} facility={facility} onSaved={saved} />
          </Stack>
        )}
      </Section>
      {facility.can_read_settings && (
        <>
          <Section title="Settings">
            <SettingsForm key={version} facility={facility} contractTypes={contractTypes} onSaved={saved} />
          </Section>
          <Section title="Agreement types">
            <AgreementTypes facility={facility} onSaved={saved} />
          </Section>
          <Section title="Term sheets">
            <TermSheets facility={facility} types={contractTypes} onSaved={saved} />
          </Section>
          <Section title="Users">
            <PlaceUsers users={facility.users} label="Users of the facility" />
          </Section>
        </>
      )}
    </Stack>
  );
}
