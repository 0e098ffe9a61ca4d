// POST send_pif_email (spec §3 pif_email_sent, §7): once nothing is owed, the paid-in-full email is
// queued to the customer through the messaging outbox in the same transaction that sets pif_email_sent,
// so it goes out once whatever the retries.
import { businessToday } from '../../../shared/calendar';
import { PAYMENT_MESSAGES as M, paidInFullEmail } from '../../../shared/payment-messages';
import { PRODUCT } from '../../../shared/product';
import { isPaidInFull } from '../../../shared/servicing';
import type { Db } from '../../db/database';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
import type { Access } from '../access';
import { loadContractScope, requireRight } from '../contracts/scope';
import { HttpError, NOT_FOUND } from '../http-error';
import {
  appliedChangesOf,
  lockedContract,
  paymentEventsOf,
  servicedSchedule,
  servicingOf,
} from './account-servicing';
import { onceForContract } from './idempotent';

export type PifAnswer = { sent: true } | { sent: false; message: string };

export async function sendPaidInFullEmail(
  db: Db,
  access: Access,
  body: { contract_id: number },
  key: string | undefined,
): Promise<PifAnswer> {
  const scope = await loadContractScope(db, access, body.contract_id);
  requireRight(scope.rights, 'canEdit');
  const id = scope.row.id;
  const practice = scope.facility.name;
  return onceForContract<PifAnswer>(
    db,
    id,
    { key, scope: `send_pif_email:${id}:${access.user?.id ?? 0}`, body },
    async (trx) => {
      const row = await lockedContract(trx, id);
      if (!row) throw new HttpError(404, NOT_FOUND);
      if (row.pif_email_sent === 1)
        return { answer: { sent: false, message: M.pifAlreadySent }, remember: true };
      // The ledger decides, not a stored figure: the email tells the customer nothing more is owed.
      const schedule = servicedSchedule(row, await appliedChangesOf(trx, id));
      const servicing = servicingOf(row, await paymentEventsOf(trx, id), businessToday(), schedule);
      if (!isPaidInFull(servicing))
        throw new HttpError(409, M.notPaidInFull(servicing.total_payoff_with_fees));
      if (!row.customer_email) throw new HttpError(409, M.noEmailOnFile);
      const email = paidInFullEmail({
        firstName: row.customer_first_name,
        practice,
        supportPhone: PRODUCT.supportPhone,
      });
      await queueMessage(trx, {
        channel: 'email',
        to: row.customer_email,
        subject: email.subject,
        text: email.text,
      });
      await trx
        .updateTable('contracts')
        .set({ pif_email_sent: 1, modified_on: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return { answer: { sent: true }, remember: true };
    },
  );
}
