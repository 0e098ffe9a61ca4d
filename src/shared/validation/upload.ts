// Upload size cap (spec §5 Other, §8 413, §9): 2MB, with the catalogue's message.
import { UPLOAD_MAX_BYTES } from '../constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** The message for a file over 2MB, or null when it fits. */
export function uploadSizeError(bytes: number): string | null {
  return bytes > UPLOAD_MAX_BYTES ? M.uploadTooLarge : null;
}

/** Decoded size of a base64 payload (POST upload_contract sends b64), without decoding it. */
export function base64ByteLength(b64: string): number {
  const body = b64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}
