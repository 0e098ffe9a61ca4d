// Announcements and surveys (issue 14; spec §3 the session's announcement): acknowledgement per user,
// one survey per wait period, answers and dismissals recorded, NPS on known data, admin-only routes.
import type { SurveyInput } from '../../../src/shared/broadcasts';
import { type Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe("the session's announcement", () => {
  it('is the newest one in force the user has not acknowledged; acknowledging moves to the next', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const seeded = (await (await loggedInBrowser(t.app, 'edit@example.com')).getUser()).json().announcement;
    const posted = await admin.post('/api/announcements', {
      title: 'Read this first',
      body: 'New **fees** apply. <script>alert(1)</script>',
      starts_on: ago(HOUR),
      must_acknowledge: true,
    });
    expect(posted.statusCode).toBe(200);
    const id = posted.json().id;
    const later = await admin.post('/api/announcements', {
      title: 'Not yet',
      body: 'Next week.',
      starts_on: new Date(Date.now() + DAY).toISOString(),
      must_acknowledge: true,
    });
    expect(later.statusCode).toBe(200);

    const edit = await loggedInBrowser(t.app, 'edit@example.com');
    const session = (await edit.getUser()).json().announcement;
    expect(session).toMatchObject({ id, title: 'Read this first', must_acknowledge: true });
    expect(session.html).toContain('<strong>fees</strong>');
    expect(session.html).not.toContain('<script');

    expect((await edit.post(`/api/announcements/${id}/acknowledge`)).statusCode).toBe(200);
    expect((await edit.getUser()).json().announcement.id).toBe(seeded.id);
    // Another user still has it.
    const read = await loggedInBrowser(t.app, 'read@example.com');
    expect((await read.getUser()).json().announcement.id).toBe(id);

    const acks = (await admin.get(`/api/announcements/${id}/acknowledgements`)).json() as {
      email: string;
      acknowledged_on: string | null;
    }[];
    expect(acks.find((a) => a.email === 'edit@example.com')?.acknowledged_on).toEqual(expect.any(String));
    expect(acks.find((a) => a.email === 'read@example.com')?.acknowledged_on).toBeNull();
    expect((await admin.get('/api/announcements/999999/acknowledgements')).statusCode).toBe(404);
    const listed = (await admin.get('/api/announcements/all'))
      .json()
      .find((a: { id: number }) => a.id === id);
    expect(listed).toMatchObject({ acknowledged: 1, must_acknowledge: true, is_active: true });

    // Retired: nobody is sent to it any more.
    const retired = await admin.request('PUT', `/api/announcements/${id}`, { ...listed, is_active: false });
    expect(retired.statusCode).toBe(200);
    expect((await read.getUser()).json().announcement.id).toBe(seeded.id);
    expect((await read.post(`/api/announcements/${id}/acknowledge`)).statusCode).toBe(404);
  });

  it('refuses the admin routes to everyone else (403)', async () => {
    const create = await loggedInBrowser(t.app, 'create@example.com');
    expect((await create.get('/api/announcements/all')).statusCode).toBe(403);
    expect(
      (await create.post('/api/announcements', { title: 'x', body: 'y', starts_on: ago(0) })).statusCode,
    ).toBe(403);
    expect((await create.request('PUT', '/api/announcements/1', { title: 'x' })).statusCode).toBe(403);
    expect((await create.get('/api/announcements/1/acknowledgements')).statusCode).toBe(403);
  });
});

const survey = (over: Partial<SurveyInput> = {}): SurveyInput => ({
  title: 'How are we doing?',
  nps_question: 'How likely are you to recommend PayPlan?',
  questions: [
    { kind: 'choice', prompt: 'Which feature do you use most?', choices: ['Contracts', 'Reports'] },
    { kind: 'text', prompt: 'What should we improve?', choices: [] },
  ],
  audience: { kind: 'everyone', ids: [] },
  starts_on: ago(HOUR),
  ends_on: null,
  wait_days: 30,
  is_active: true,
  ...over,
});

describe('surveys', () => {
  let admin: Browser;
  beforeAll(async () => {
    admin = await loggedInBrowser(t.app, 'admin@example.com');
  });

  const prompt = async (b: Browser) =>
    (await b.get('/api/surveys/prompt')).json().survey as { id: number } | null;

  it('asks a user at most once per survey and not within the wait period of the last one seen', async () => {
    const first = (
      await admin.post('/api/surveys', survey({ audience: { kind: 'levels', ids: [2] } }))
    ).json().id;
    const second = (
      await admin.post('/api/surveys', survey({ title: 'Second', audience: { kind: 'levels', ids: [2] } }))
    ).json().id;
    const edit = await loggedInBrowser(t.app, 'edit@example.com');
    expect((await prompt(edit))?.id).toBe(first);
    // Within 30 days of the first: the second is not asked, and the first is not asked again.
    expect(await prompt(edit)).toBeNull();
    expect((await edit.post(`/api/surveys/${first}/dismiss`)).statusCode).toBe(200);
    expect(await prompt(edit)).toBeNull();

    // 31 days later (the prompt moved back in time), the second one comes.
    await t.db
      .updateTable('survey_prompts')
      .set({ shown_on: ago(31 * DAY) })
      .where('user_id', '=', await userId('edit@example.com'))
      .execute();
    expect((await prompt(edit))?.id).toBe(second);
    expect(await prompt(edit)).toBeNull();

    const listed = (await admin.get(`/api/surveys/${first}`)).json();
    expect(listed).toMatchObject({ shown: 1, dismissed: 1, answered: 0 });
  });

  it('records an answer once, with the facility and industry, and refuses a bad score (400)', async () => {
    const id = (await admin.post('/api/surveys', survey({ audience: { kind: 'industry', ids: [4] } }))).json()
      .id;
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    const create = await loggedInBrowser(t.app, 'create@example.com');
    expect((await prompt(dental))?.id).toBe(id);
    expect((await prompt(create))?.id).not.toBe(id);

    const bad = await dental.post(`/api/surveys/${id}/response`, { score: 11, answers: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ score: 'Choose a score from 0 to 10.' });
    const good = await dental.post(`/api/surveys/${id}/response`, {
      score: 9,
      comment: 'Great',
      answers: ['Reports', 'Faster lists'],
    });
    expect(good.statusCode).toBe(200);
    expect((await dental.post(`/api/surveys/${id}/response`, { score: 3, answers: [] })).statusCode).toBe(
      409,
    );
    // A user never asked cannot answer.
    expect((await create.post(`/api/surveys/${id}/response`, { score: 3, answers: [] })).statusCode).toBe(
      409,
    );

    const rows = (await admin.get(`/api/crud/survey_response?survey_id=${id}`)).json().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      score: 9,
      band: 'promoter',
      industry: 'dental',
      facility: 'Bright Smiles Dental - Maple Street',
      email: 'dental@example.com',
      comment: 'Great',
      answers: 'Reports · Faster lists',
    });
    const csv = await admin.get(`/api/crud/survey_response?survey_id=${id}&output_format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Bright Smiles Dental - Maple Street');
    expect(csv.body).toContain('Reports · Faster lists');
    const excel = await admin.get(`/api/crud/survey_response?survey_id=${id}&output_format=excel`);
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('computes the NPS on data with a known answer, by month, with filters', async () => {
    const id = (await admin.post('/api/surveys', survey({ title: 'Known' }))).json().id;
    const user = await userId('read@example.com');
    // 5 promoters, 3 passives, 2 detractors: NPS = 50% - 20% = 30.
    const scores = [10, 9, 9, 10, 9, 8, 7, 7, 6, 0];
    await t.db
      .insertInto('survey_responses')
      .values(
        scores.map((score, i) => ({
          survey_id: id,
          user_id: user,
          facility_id: null,
          industry_type: null,
          score,
          comment: null,
          answers: '[]',
          // The first four in October (New York), the rest in November.
          answered_on: i < 4 ? `2026-10-${10 + i}T15:00:00.000Z` : `2026-11-${10 + i}T15:00:00.000Z`,
        })),
      )
      .execute();
    const nps = (await admin.get(`/api/surveys/nps?survey_id=${id}`)).json();
    expect(nps).toMatchObject({ responses: 10, promoters: 5, passives: 3, detractors: 2, nps: 30 });
    expect(nps.byMonth).toEqual([
      { month: '2026-10', responses: 4, promoters: 4, passives: 0, detractors: 0 },
      { month: '2026-11', responses: 6, promoters: 1, passives: 3, detractors: 2 },
    ]);
    const november = (
      await admin.get(`/api/surveys/nps?survey_id=${id}&from=2026-11-01&to=2026-11-30`)
    ).json();
    expect(november).toMatchObject({ responses: 6, nps: -17 });
    const detractors = (
      await admin.get(`/api/crud/survey_response?survey_id=${id}&search_band=detractor`)
    ).json();
    expect(detractors.count).toBe(2);
  });

  it('refuses the admin routes to everyone else (403)', async () => {
    for (const email of ['client-admin@example.com', 'create@example.com']) {
      const b = await loggedInBrowser(t.app, email);
      expect((await b.get('/api/surveys')).statusCode).toBe(403);
      expect((await b.post('/api/surveys', survey())).statusCode).toBe(403);
      expect((await b.get('/api/surveys/nps')).statusCode).toBe(403);
      expect((await b.get('/api/crud/survey_response')).statusCode).toBe(403);
      expect((await b.get('/api/crud/survey_response?output_format=csv')).statusCode).toBe(403);
    }
  });
});
