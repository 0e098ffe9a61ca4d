// What the servicing engine is configured with (README.md "Configuration"): who we are in the ACH
// network, the ODFI, the card dunning policy, where files are kept.
import { join } from 'node:path';

export interface ServicingConfig {
  /** Company name in every batch header (the same on a re-presentment). */
  companyName: string;
  /** Company identification (10 characters, e.g. '1' + the EIN). */
  companyId: string;
  /** The company entry description of a scheduled debit (ACH_ENTRY_DESCRIPTION, default PAYMENT). */
  entryDescription: string;
  /** The ODFI's routing number (9 digits): the file's destination and the traces' first 8 digits. */
  odfiRouting: string;
  odfiName: string;
  /** Days after a declined card installment on which it is tried again (CARD_RETRY_DAYS, default 3,7). */
  cardRetryDays: number[];
  /** Where NACHA files and statements are kept (under DOCUMENTS_DIR). */
  filesDir: string;
}

export function servicingConfig(documentsDir: string, env: NodeJS.ProcessEnv = process.env): ServicingConfig {
  const retry = (env.CARD_RETRY_DAYS ?? '3,7')
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d > 0);
  return {
    companyName: (env.ACH_COMPANY_NAME || 'PAYPLAN SERVICING').slice(0, 16),
    companyId: (env.ACH_COMPANY_ID || '1270000001').slice(0, 10),
    entryDescription: (env.ACH_ENTRY_DESCRIPTION || 'PAYMENT').slice(0, 10),
    odfiRouting: env.ODFI_ROUTING || '021000021',
    odfiName: (env.ODFI_NAME || 'ODFI SANDBOX BANK').slice(0, 23),
    cardRetryDays: retry.length > 0 ? retry : [3, 7],
    filesDir: join(documentsDir, 'ach'),
  };
}
