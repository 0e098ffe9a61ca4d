// `servicer.transmit`: the servicer's nightly batch of changes of information (services/
// change-of-information/transmit.ts). Enqueued with each request, one job per night at 01:00 New York.
import type { ServicerProvider } from '../../providers/servicer';
import { SERVICER_TRANSMIT } from '../../services/change-of-information/nightly-batch';
import { transmitNightlyBatch } from '../../services/change-of-information/transmit';
import { isIsoDate } from '../../../shared/dates';
import type { JobHandler } from '../runner';

export { SERVICER_TRANSMIT };

function batchDateOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const date = (payload as Record<string, unknown>).batch_date;
  return isIsoDate(date) ? date : null;
}

export function servicerTransmit(servicer: ServicerProvider): JobHandler {
  return async (payload, ctx) => {
    const batchDate = batchDateOf(payload);
    if (batchDate === null) throw new Error(`${SERVICER_TRANSMIT}: the payload has no batch_date`);
    const outcome = await transmitNightlyBatch(ctx.db, servicer, batchDate, ctx.now);
    ctx.log.info({ batchDate, ...outcome }, `${SERVICER_TRANSMIT}: batch sent`);
  };
}
