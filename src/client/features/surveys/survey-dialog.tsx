// Define a survey (issue 14): the NPS question (0–10 with a comment) and up to three more questions
// (a choice or a text), its audience, window (New York time), wait period and whether it is active.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Survey, SurveyInput, SurveyQuestion } from '../../../shared/broadcasts';
import { surveySchema } from '../../../shared/validation/broadcasts';
import { saveSurvey } from '../../api/broadcasts';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { selectSession } from '../../app/store/session-slice';
import { AudienceFields } from '../../components/audience-fields';
import { BusinessMomentField } from '../../components/business-moment-field';
import { useSavedForm } from '../../components/use-saved-form';

const MAX_QUESTIONS = 3;

const blank = (): SurveyInput => ({
  title: '',
  nps_question: 'How likely are you to recommend PayPlan to a colleague?',
  questions: [],
  audience: { kind: 'everyone', ids: [] },
  starts_on: new Date(Math.floor(Date.now() / 60000) * 60000).toISOString(),
  ends_on: null,
  wait_days: 30,
  is_active: true,
});

const inputOf = ({
  title,
  nps_question,
  questions,
  audience,
  starts_on,
  ends_on,
  wait_days,
  is_active,
}: Survey) => ({
  title,
  nps_question,
  questions,
  audience,
  starts_on,
  ends_on,
  wait_days,
  is_active,
});

export function SurveyDialog({
  survey,
  onClose,
}: {
  survey: Survey | null;
  onClose: (saved: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const clients = useAppSelector(selectSession)?.clients ?? [];
  const { values, set, errors, saving, submit } = useSavedForm<SurveyInput>(
    survey ? inputOf(survey) : blank(),
    surveySchema(),
  );
  const setQuestion = (i: number, q: SurveyQuestion | null) =>
    set(
      'questions',
      q === null
        ? values.questions.filter((_x, j) => j !== i)
        : values.questions.map((x, j) => (j === i ? q : x)),
    );
  const save = async () => {
    if (await submit((v) => saveSurvey(survey?.id ?? null, v))) {
      dispatch(notified({ variant: 'success', text: 'Survey saved.' }));
      onClose(true);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="md" aria-labelledby="survey-dialog-title">
      <DialogTitle id="survey-dialog-title">{survey ? 'Edit survey' : 'New survey'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="survey-form"
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
            helperText={errors.title ?? 'Shown at the top of the prompt.'}
          />
          <TextField
            label="Score question (0–10, with a comment)"
            name="nps_question"
            size="small"
            required
            value={values.nps_question}
            onChange={(e) => set('nps_question', e.target.value)}
            error={!!errors.nps_question}
            helperText={errors.nps_question}
          />
          {values.questions.map((q, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                select
                label={`Question ${i + 1} kind`}
                size="small"
                value={q.kind}
                onChange={(e) => setQuestion(i, { ...q, kind: e.target.value as SurveyQuestion['kind'] })}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="choice">Choice</MenuItem>
                <MenuItem value="text">Text</MenuItem>
              </TextField>
              <TextField
                label={`Question ${i + 1}`}
                size="small"
                value={q.prompt}
                onChange={(e) => setQuestion(i, { ...q, prompt: e.target.value })}
                error={!!errors[`questions[${i}].prompt`]}
                helperText={errors[`questions[${i}].prompt`]}
                sx={{ flex: 1 }}
              />
              {q.kind === 'choice' && (
                <TextField
                  label="Choices (one per line)"
                  size="small"
                  multiline
                  value={q.choices.join('\n')}
                  onChange={(e) => setQuestion(i, { ...q, choices: e.target.value.split('\n') })}
                  error={!!errors[`questions[${i}].choices`]}
                  helperText={errors[`questions[${i}].choices`]}
                  sx={{ flex: 1 }}
                />
              )}
              <Button onClick={() => setQuestion(i, null)} aria-label={`Remove question ${i + 1}`}>
                Remove
              </Button>
            </Stack>
          ))}
          {values.questions.length < MAX_QUESTIONS && (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                set('questions', [...values.questions, { kind: 'text', prompt: '', choices: [] }])
              }
            >
              Add a question
            </Button>
          )}
          <AudienceFields
            value={values.audience}
            onChange={(a) => set('audience', a)}
            clients={clients}
            error={errors['audience.ids']}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <BusinessMomentField
              label="Starts"
              name="starts_on"
              required
              value={values.starts_on}
              onChange={(v) => set('starts_on', v ?? '')}
              error={errors.starts_on}
            />
            <BusinessMomentField
              label="Ends"
              name="ends_on"
              value={values.ends_on}
              onChange={(v) => set('ends_on', v)}
              error={errors.ends_on}
            />
            <TextField
              label="Wait (days since the last survey seen)"
              name="wait_days"
              size="small"
              type="number"
              value={values.wait_days}
              onChange={(e) => set('wait_days', Number(e.target.value))}
              error={!!errors.wait_days}
              helperText={errors.wait_days}
            />
          </Stack>
          <FormControlLabel
            control={
              <Checkbox checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
            }
            label="Active"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button type="submit" form="survey-form" variant="contained" disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
