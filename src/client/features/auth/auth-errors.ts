import { MESSAGES, noticeForStatus } from '../../../shared/messages';
import { ApiError } from '../../api/client';

/** The message to show for a failed login step: the server's words when it gave any. */
export function authErrorMessage(error: unknown, fallback: string = MESSAGES.loginFailed): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 429) return error.body.message ?? MESSAGES.tooManyAttempts;
  if (error.status === 0) return noticeForStatus(0).text;
  return error.body.text ?? error.body.message ?? fallback;
}
