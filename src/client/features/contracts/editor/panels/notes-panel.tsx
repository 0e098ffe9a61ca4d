// The contract's notes (spec §1 "add notes"; §7 GET/POST note/{contractId}): oldest first with who
// wrote each and when; a user who can edit adds one. An empty note is not sent.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../../api/client';
import { addNote, getNotes, type ContractNote } from '../../../../api/contracts';
import { formatMoment } from './status-summary-format';

const oldestFirst = (notes: ContractNote[]) => [...notes].sort((a, b) => a.at.localeCompare(b.at));

export function NotesPanel({ contractId, canEdit }: { contractId: number; canEdit: boolean }) {
  const [notes, setNotes] = useState<ContractNote[] | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // A failed load is notified by the API client; the list then stays empty.
    getNotes(contractId, controller.signal).then(
      (loaded) => setNotes(oldestFirst(loaded)),
      (e: unknown) => {
        if (!isAbortError(e)) setNotes([]);
      },
    );
    return () => controller.abort();
  }, [contractId]);

  const note = text.trim();
  const add = async () => {
    if (note === '' || sending) return;
    setSending(true);
    try {
      setNotes(oldestFirst(await addNote(contractId, note)));
      setText('');
    } catch {
      // Notified by the API client; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="notes-title">
      <CardContent>
        <Typography id="notes-title" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
          Notes
        </Typography>
        {notes === null ? (
          <Typography variant="body2" color="text.secondary">
            Loading notes…
          </Typography>
        ) : notes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No notes yet.
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.25} aria-label="Notes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {notes.map((n) => (
              <li key={n.id}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {n.text}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {n.user ?? 'System'} · {formatMoment(n.at)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {canEdit && (
          <Stack
            component="form"
            spacing={1}
            sx={{ mt: 2 }}
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <TextField
              label="New note"
              multiline
              minRows={2}
              size="small"
              value={text}
              onChange={(e) => setText(e.target.value)}
              disabled={sending}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={note === '' || sending}
              sx={{ alignSelf: 'flex-end' }}
            >
              Add note
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
