// The contract's stored documents (spec §3 has_pdf, has_photo, adverseletter_url), each opened in a
// new tab.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractView } from '../../../../api/contracts';
import { contractDocuments } from './documents-links';

export function DocumentsPanel({ contract }: { contract: ContractView }) {
  const documents = contractDocuments(contract);
  return (
    <Card variant="outlined" component="section" aria-labelledby="documents-title">
      <CardContent>
        <Typography id="documents-title" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
          Documents
        </Typography>
        {documents.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No documents yet.
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {documents.map((d) => (
              <li key={d.label}>
                <Link href={d.href} target="_blank" rel="noopener noreferrer" variant="body2">
                  {d.label}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
