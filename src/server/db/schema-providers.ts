// Provider callbacks (migration 2026_11_22_0500): one row per event a provider reported, unique per
// (provider, event_id), applied by the `providers.callback` job.
import type { Generated, Selectable } from 'kysely';
import type { IsoTimestamp } from './schema';

export interface ProviderEventsTable {
  id: Generated<number>;
  /** e.g. `payments`. */
  provider: string;
  /** The provider's id of the event; a repeat is acknowledged and ignored. */
  event_id: string;
  /** e.g. `charge.settled`, `charge.disputed`. */
  type: string;
  /** The event's data as JSON text. */
  payload: string;
  received_on: IsoTimestamp;
  /** When the job applied it (or gave up on it: see `error`). */
  applied_on: IsoTimestamp | null;
  /** Why it could not be applied, e.g. an unknown transaction. */
  error: string | null;
}

export interface ProviderEventTables {
  provider_events: ProviderEventsTable;
}

export type ProviderEventRow = Selectable<ProviderEventsTable>;
