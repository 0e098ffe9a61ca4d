import type { FastifyInstance } from 'fastify';
import { contractCrudRoutes } from './crud';
import { contractDocumentRoutes } from './documents';
import { contractNoteRoutes } from './notes';
import { contractSubmissionRoutes } from './submissions';

export async function contractRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contractCrudRoutes);
  await app.register(contractSubmissionRoutes);
  await app.register(contractNoteRoutes);
  await app.register(contractDocumentRoutes);
}
