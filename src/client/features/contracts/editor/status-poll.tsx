// Mounted once in the contract editor, for every contract whether or not the facility uses CSR.
import { useStatusPoll } from './use-status-poll';

export function StatusPoll() {
  useStatusPoll();
  return null;
}
