// GET/POST /api/note/{contractId} (spec §7 Contract): the contract's notes, oldest first.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../../plugins/access';
import { contractDeps } from '../../../services/contracts/deps';
import { addNote, contractNotes } from '../../../services/contracts/notes-and-list';
import * as s from './schemas';

export async function contractNoteRoutes(app: FastifyInstance): Promise<void> {
  const deps = contractDeps(app);

  app.get<{ Params: { contractId: number } }>(
    '/note/:contractId',
    { config: needs('canRead'), schema: { params: s.noteParams, response: s.notesResponse } },
    (request) => contractNotes(deps, request.access, request.params.contractId),
  );

  app.post<{ Params: { contractId: number }; Body: { text: string } }>(
    '/note/:contractId',
    {
      config: needs('canEdit'),
      schema: { params: s.noteParams, body: s.noteBody, response: s.notesResponse },
    },
    (request) => addNote(deps, request.access, request.params.contractId, request.body.text.trim()),
  );
}
