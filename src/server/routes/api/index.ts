import type { FastifyInstance } from 'fastify';
import { announcementRoutes } from './announcements';
import { bannerRoutes } from './banners';
import { auditRoutes } from './audit';
import { contractRoutes } from './contracts';
import { crudRoutes } from './crud';
import { apiDocsRoutes } from './docs';
import { customerRoutes } from '../customer';
import { healthRoutes } from './health';
import { lookupRoutes } from './lookups';
import { outboxRoutes } from './outbox';
import { paymentRoutes } from './payments';
import { practiceRoutes } from './practices';
import { providerCallbackRoutes } from './provider-callbacks';
import { reportRoutes } from './reports';
import { statsRoutes } from './stats';
import { surveyRoutes } from './surveys';
import { userRoutes } from './users';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(announcementRoutes);
  await app.register(bannerRoutes);
  await app.register(surveyRoutes);
  await app.register(outboxRoutes);
  await app.register(contractRoutes);
  await app.register(paymentRoutes);
  await app.register(crudRoutes);
  await app.register(reportRoutes);
  await app.register(lookupRoutes);
  await app.register(customerRoutes, { prefix: '/customer' });
  await app.register(providerCallbackRoutes);
  await app.register(userRoutes);
  await app.register(auditRoutes);
  await app.register(practiceRoutes);
  await app.register(statsRoutes);
}
