// Write or change an announcement: title, Markdown body, start (New York time), must acknowledge, active.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AnnouncementInput } from '../../../shared/broadcasts';
import { announcementSchema } from '../../../shared/validation/broadcasts';
import { saveAnnouncement } from '../../api/broadcasts';
import { useAppDispatch } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { BusinessMomentField } from '../../components/business-moment-field';
import { useSavedForm } from '../../components/use-saved-form';

const blank = (): AnnouncementInput => ({
  title: '',
  body: '',
  starts_on: new Date(Math.floor(Date.now() / 60000) * 60000).toISOString(),
  must_acknowledge: false,
  is_active: true,
});

export interface AnnouncementDialogProps {
  id: number | null;
  initial: AnnouncementInput | null;
  onClose: (saved: boolean) => void;
}

export function AnnouncementDialog({ id, initial, onClose }: AnnouncementDialogProps) {
  const dispatch = useAppDispatch();
  const { values, set, errors, saving, submit } = useSavedForm(initial ?? blank(), announcementSchema());
  const save = async () => {
    if (await submit((v) => saveAnnouncement(id, v))) {
      dispatch(notified({ variant: 'success', text: 'Announcement saved.' }));
      onClose(true);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="md" aria-labelledby="announcement-title">
      <DialogTitle id="announcement-title">
        {id === null ? 'New announcement' : 'Edit announcement'}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="announcement-form"
          spacing={2.5}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label="Title"
            name="title"
            size="small"
            required
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={!!errors.title}
            helperText={errors.title}
          />
          <TextField
            label="Announcement"
            name="body"
            required
            multiline
            minRows={5}
            value={values.body}
            onChange={(e) => set('body', e.target.value)}
            error={!!errors.body}
            helperText={
              errors.body ??
              'Markdown: **bold**, _italic_, [a link](https://…), lists. HTML is shown as text.'
            }
          />
          <BusinessMomentField
            label="Starts"
            name="starts_on"
            required
            value={values.starts_on}
            onChange={(v) => set('starts_on', v ?? '')}
            error={errors.starts_on}
          />
          <Stack direction="row" spacing={3}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.must_acknowledge}
                  onChange={(e) => set('must_acknowledge', e.target.checked)}
                />
              }
              label="Staff must acknowledge it"
            />
            <FormControlLabel
              control={
                <Checkbox checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
              }
              label="Active"
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button type="submit" form="announcement-form" variant="contained" disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
