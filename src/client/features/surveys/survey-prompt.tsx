// The survey prompt (issue 14): the server picks the survey (at most once per survey, not within its
// wait period) and records it as shown. Its card (survey-card.tsx: the form's fields) is a chunk of its
// own, loaded only when there is a survey to show, so the layout's first paint does not carry it
// (issue 17: LCP of / and /contracts on a slow phone).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SurveyPrompt as Prompt } from '../../../shared/broadcasts';
import { getSurveyPrompt } from '../../api/broadcasts';
import { usePainted } from '../../app/main-thread';

const SurveyCard = lazy(() => import(/* webpackChunkName: "survey-card" */ './survey-card'));

export function SurveyPrompt() {
  const [survey, setSurvey] = useState<Prompt | null>(null);
  // Asked for once the page has painted: its first paint does not wait on this round trip (issue 17).
  const painted = usePainted();

  useEffect(() => {
    if (!painted) return;
    const controller = new AbortController();
    getSurveyPrompt(controller.signal)
      .then((r) => setSurvey(r.survey))
      .catch(() => undefined);
    return () => controller.abort();
  }, [painted]);

  if (!survey) return null;
  return (
    <Suspense fallback={null}>
      <SurveyCard survey={survey} />
    </Suspense>
  );
}
