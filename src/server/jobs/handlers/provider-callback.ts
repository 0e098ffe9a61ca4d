// `providers.callback`: applies one stored provider event (services/provider-callbacks). Enqueued with
// the event in the same transaction, by the callback route or the sandbox processor.
import { APPLY_PROVIDER_EVENT, applyProviderEvent } from '../../services/provider-callbacks';
import type { JobHandler } from '../runner';

export { APPLY_PROVIDER_EVENT };

function eventIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const id = (payload as Record<string, unknown>).provider_event_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function applyProviderCallback(): JobHandler {
  return async (payload, ctx) => {
    const id = eventIdOf(payload);
    if (id === null) throw new Error(`${APPLY_PROVIDER_EVENT}: the payload has no provider_event_id`);
    const outcome = await applyProviderEvent(ctx.db, id, ctx.now);
    if (outcome !== 'applied')
      ctx.log.info({ providerEventId: id, outcome }, `${APPLY_PROVIDER_EVENT}: ${outcome}`);
  };
}
