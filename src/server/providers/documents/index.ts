export {
  BUREAU_STATEMENT,
  ECOA_NOTICE,
  renderAdverseActionLetter,
  type AdverseActionBureau,
  type AdverseActionLetter,
} from './adverse-action-letter';
export {
  paymentGroups,
  type ContractDocument,
  type ContractFigures,
  type DocumentParty,
} from './contract-document';
export { renderContractPdf } from './contract-pdf';
export { HOLDER_NOTICE } from './contract-terms';
export type { RenderOptions } from './pdf-layout';
export {
  documentHash,
  formatSignedAt,
  renderSignedCopy,
  SignedDocumentMismatchError,
  type ElectronicSignature,
} from './signed-copy';
