export {
  createFieldEncryption,
  FieldDecryptionError,
  isFieldToken,
  tokenKeyId,
  type FieldEncryption,
} from './field-encryption';
export { assertKeysReadDatabase, EncryptionKeyMismatchError } from './key-check';
export { maskAccountNumber, maskCardNumber, maskSsn } from './masks';
export { reencryptDatabase, type ReencryptReport } from './reencrypt';
