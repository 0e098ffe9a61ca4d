// The servicing engine (README.md): the day's run, and how a process builds it from its configuration.
import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createOdfiProvider, type OdfiProvider } from '../../providers/odfi';
import { createPaymentsProvider, type PaymentsProvider } from '../../providers/payments';
import { DbChargeLedger } from '../../repositories/contracts/card-charges';
import { createFieldEncryption } from '../../security';
import { servicingConfig } from './config';
import type { EngineDeps } from './engine';

export {
  countsOf,
  daysToRun,
  reportLine,
  runDay,
  runThrough,
  type DayReport,
  type EngineDeps,
} from './engine';
export { servicingConfig, type ServicingConfig } from './config';

/** The engine as a server process or `npm run servicing:run` builds it (the sandbox providers by default). */
export function createServicingEngine(
  db: Db,
  config: Pick<Config, 'documentsDir' | 'encryptionKey' | 'encryptionKeysPrevious'>,
  given: { odfi?: OdfiProvider; payments?: PaymentsProvider; log?: (line: string) => void } = {},
): EngineDeps {
  return {
    db,
    odfi: given.odfi ?? createOdfiProvider({ dir: join(config.documentsDir, 'odfi-sandbox') }),
    payments: given.payments ?? createPaymentsProvider({ ledger: new DbChargeLedger(db) }),
    encryption: createFieldEncryption(config.encryptionKey, config.encryptionKeysPrevious),
    config: servicingConfig(config.documentsDir),
    log: given.log,
    chunkSize: positive(process.env.SERVICING_CHUNK_SIZE) ?? 500,
    chunkPauseMs: positive(process.env.SERVICING_CHUNK_PAUSE_MS) ?? 0,
  };
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}
