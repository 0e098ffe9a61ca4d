// The emails of the login steps: the multifactor link and the password-reset link.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { PRODUCT } from '../../shared/product';
import { queueMessage } from '../jobs/handlers/messaging-deliver';
import { createOneTimeLink, LINK_LIFETIME_MINUTES } from './one-time-links';

const signature = `${PRODUCT.name}\n${PRODUCT.supportPhone}, ${PRODUCT.supportHours}`;

// The link and its email are written in one transaction (the transactional outbox): the job runner
// delivers the email; a link is never created without its email, nor an email without its link.
export async function sendMultifactorEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const link = await createOneTimeLink(trx, app.config.publicUrl, user.id, 'multifactor');
    await queueMessage(trx, {
      channel: 'email',
      to: user.email,
      subject: `${PRODUCT.shortName}: complete your sign-in`,
      text:
        `Hello ${user.first_name},\n\nTo finish signing in to ${PRODUCT.shortName}, open this link ` +
        `(it works once, within ${LINK_LIFETIME_MINUTES.multifactor} minutes):\n\n${link}\n\n` +
        `If you did not try to sign in, change your password and call support.\n\n${signature}`,
    });
  });
}

export async function sendPasswordResetEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const link = await createOneTimeLink(trx, app.config.publicUrl, user.id, 'password_reset');
    await queueMessage(trx, {
      channel: 'email',
      to: user.email,
      subject: `${PRODUCT.shortName}: set a new password`,
      text:
        `Hello ${user.first_name},\n\nSomeone asked to set a new ${PRODUCT.shortName} password for this ` +
        `email address. To choose one, open this link (it works once, within ` +
        `${LINK_LIFETIME_MINUTES.password_reset} minutes):\n\n${link}\n\n` +
        `If you did not ask for this, ignore this email: your password stays as it is.\n\n${signature}`,
    });
  });
}
