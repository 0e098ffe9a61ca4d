// Survey Responses' columns: date, user, facility, industry, score, answers (issue 14).
import type { GridColDef } from '@mui/x-data-grid';
import { shownBusinessMoment } from '../../../shared/business-time';
import type { SurveyResponseRow } from '../../api/broadcasts';

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
  { field: 'answers', headerName: 'Answers', flex: 1, minWidth: 180 },
];
