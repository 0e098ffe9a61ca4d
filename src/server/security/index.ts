export {
  createFieldEncryption,
  FieldDecryptionError,
  isFieldToken,
  tokenKeyId,
  type FieldEncryption,
} from './field-encryption';
export { maskAccountNumber, maskCardNumber, maskSsn } from './masks';
