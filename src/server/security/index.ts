export {
  createFieldEncryption,
  FieldDecryptionError,
  isFieldToken,
  type FieldEncryption,
} from './field-encryption';
export { maskAccountNumber, maskCardNumber, maskSsn } from './masks';
