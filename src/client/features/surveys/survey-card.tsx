// The survey card (issue 14): a small card in the corner that does not block the page, for the survey the
// server picked (survey-prompt.tsx). Send records the answer, Not now the dismissal.
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SurveyPrompt as Prompt } from '../../../shared/broadcasts';
import { answerSurvey, dismissSurvey } from '../../api/broadcasts';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

export default function SurveyCard({ survey }: { survey: Prompt }) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [answers, setAnswers] = useState<string[]>([]);
  const [state, setState] = useState<'asking' | 'sending' | 'thanked' | 'closed'>('asking');

  if (state === 'closed') return null;
  const labelId = `survey-${survey.id}-title`;
  const send = async () => {
    if (score === null) return;
    setState('sending');
    try {
      await answerSurvey(survey.id, {
        score,
        comment,
        answers: survey.questions.map((_q, i) => answers[i] ?? ''),
      });
      setState('thanked');
      setTimeout(() => setState('closed'), 2500);
    } catch {
      setState('asking');
    }
  };
  const notNow = () => {
    setState('closed');
    void dismissSurvey(survey.id).catch(() => undefined);
  };
  const answer = (i: number, value: string) =>
    setAnswers((a) => {
      const next = [...a];
      next[i] = value;
      return next;
    });

  return (
    <Paper
      elevation={8}
      component="aside"
      aria-labelledby={labelId}
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        width: { xs: 'calc(100% - 16px)', sm: 420 },
        maxHeight: '80vh',
        overflowY: 'auto',
        p: 2.5,
        zIndex: (t) => t.zIndex.snackbar - 1,
      }}
    >
      <Typography variant="h3" component="h2" id={labelId} sx={{ mb: 1 }}>
        {survey.title}
      </Typography>
      {state === 'thanked' ? (
        <Typography role="status">Thank you for your answer.</Typography>
      ) : (
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={`${labelId}-nps`}>{survey.nps_question}</FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={score}
              onChange={(_e, v: number | null) => setScore(v)}
              aria-labelledby={`${labelId}-nps`}
              sx={{ mt: 1, flexWrap: 'wrap' }}
            >
              {SCORES.map((s) => (
                <ToggleButton key={s} value={s} aria-label={`Score ${s}`} sx={{ minWidth: 34 }}>
                  {s}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="caption">Not at all likely</Typography>
              <Typography variant="caption">Extremely likely</Typography>
            </Stack>
          </FormControl>
          <TextField
            label="Why? (optional)"
            size="small"
            multiline
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {survey.questions.map((q, i) =>
            q.kind === 'choice' ? (
              <FormControl key={i}>
                <FormLabel id={`${labelId}-q${i}`}>{q.prompt}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${labelId}-q${i}`}
                  value={answers[i] ?? ''}
                  onChange={(e) => answer(i, e.target.value)}
                >
                  {q.choices.map((c) => (
                    <FormControlLabel key={c} value={c} control={<Radio size="small" />} label={c} />
                  ))}
                </RadioGroup>
              </FormControl>
            ) : (
              <TextField
                key={i}
                label={q.prompt}
                size="small"
                multiline
                value={answers[i] ?? ''}
                onChange={(e) => answer(i, e.target.value)}
              />
            ),
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={notNow}>Not now</Button>
            <Button
              variant="contained"
              disabled={score === null || state === 'sending'}
              onClick={() => void send()}
            >
              Send
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
