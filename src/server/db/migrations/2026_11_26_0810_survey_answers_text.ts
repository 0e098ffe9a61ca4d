// Survey answers as one readable text beside the JSON list (issue 14): the Survey Responses grid and
// its CSV/Excel exports show "Reports · Faster lists" rather than the stored list.
import { sql } from 'kysely';
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('survey_responses').addColumn('answers_text', 'text').execute();
  // Responses stored before: their answers as written in the list (quotes and brackets dropped).
  await sql`update survey_responses set answers_text = replace(replace(replace(replace(answers, '","', ' · '), '["', ''), '"]', ''), '[]', '')`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('survey_responses').dropColumn('answers_text').execute();
}
