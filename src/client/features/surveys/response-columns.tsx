// Survey Responses' columns: date, user, facility, industry, score, answers (issue 14).
import type { GridColDef } from '@mui/x-data-grid';
import { shownBusinessMoment } from '../../../shared/business-time';
import type { SurveyResponseRow } from '../../api/broadcasts';

/** The answers as stored (a JSON list), shown one after another. */
function storedAnswers(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
}

/** The answers as stored (a JSON list), shown one after another. */
export function answersText(row: Pick<SurveyResponseRow, 'answers'>): string {
  const answers = storedAnswers(row.answers);
  const given = Array.isArray(answers)
    ? answers.filter((a): a is string => typeof a === 'string' && a !== '')
    : [];
  return given.join(' · ');
}

export const RESPONSE_COLUMNS: GridColDef<SurveyResponseRow>[] = [
  {
    field: 'answered_on',
    headerName: 'Date (ET)',
    width: 215,
    valueFormatter: (value: string) => shownBusinessMoment(value),
  },
  { field: 'survey', headerName: 'Survey', width: 180 },
  { field: 'user', headerName: 'User', width: 160 },
  { field: 'facility', headerName: 'Facility', width: 220 },
  { field: 'industry', headerName: 'Industry', width: 110 },
  { field: 'score', headerName: 'Score', type: 'number', width: 80 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 180 },
  {
    field: 'answers',
    headerName: 'Answers',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => answersText(row),
  },
];
