// The outside parties the contract service uses, made once per app (app.ts decorates them).
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createAbaDirectory, type AbaDirectory } from '../../providers/aba';
import { createCreditProvider, type CreditProvider } from '../../providers/credit';
import { createPaymentsProvider, type PaymentsProvider } from '../../providers/payments';
import { renderAdverseActionLetter, renderContractPdf } from '../../providers/documents';
import { createServicerProvider, type ServicerProvider } from '../../providers/servicer';
import { createDocumentStorage, type DocumentStorage } from '../../providers/storage';
import { DbChargeLedger } from '../../repositories/contracts/card-charges';
import { scheduleProviderEvents } from '../provider-callbacks';
import { createFieldEncryption, type FieldEncryption } from '../../security';

export interface ContractPdfs {
  contract: typeof renderContractPdf;
  adverseLetter: typeof renderAdverseActionLetter;
}

export interface ContractProviders {
  payments: PaymentsProvider;
  credit: CreditProvider;
  aba: AbaDirectory;
  storage: DocumentStorage;
  pdfs: ContractPdfs;
  encryption: FieldEncryption;
  servicer: ServicerProvider;
}

export function createContractProviders(
  db: Db,
  config: Config,
  notice: (line: string) => void,
  given: Partial<ContractProviders> = {},
): ContractProviders {
  return {
    payments:
      given.payments ??
      createPaymentsProvider({
        ledger: new DbChargeLedger(db),
        notice,
        callbacks: scheduleProviderEvents(db, 'payments'),
      }),
    credit: given.credit ?? createCreditProvider(),
    aba: given.aba ?? createAbaDirectory({ fedAchDirectoryFile: process.env.FEDACH_DIRECTORY_FILE }),
    storage: given.storage ?? createDocumentStorage({ documentsDir: config.documentsDir }),
    pdfs: given.pdfs ?? { contract: renderContractPdf, adverseLetter: renderAdverseActionLetter },
    encryption:
      given.encryption ?? createFieldEncryption(config.encryptionKey, config.encryptionKeysPrevious),
    servicer: given.servicer ?? createServicerProvider(),
  };
}
