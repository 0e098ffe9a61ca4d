// The sandbox bank's documented test accounts (README.md): what happens to a debit from each. Any
// other account pays. The outcome depends only on the entry, never on what was sent before.
import { RETRY_DESCRIPTION, RETURN_FEE_DESCRIPTION } from '../../servicing/nacha';

export type SandboxAccountBehaviour =
  /** paysOnRetry: a re-presentment (RETRY PYMT) and a return fee (RETURN FEE) pay; any other description returns. */
  | { kind: 'return'; code: string; paysOnRetry: boolean }
  | { kind: 'notice'; changeCode: 'C01' | 'C02' | 'C03' | 'C05' | 'C06' | 'C07' };

/** The routing number notices C02, C03 and C07 give as the corrected one. */
export const CORRECTED_ROUTING = '021000021';

export const SANDBOX_ACH_ACCOUNTS: ReadonlyMap<string, SandboxAccountBehaviour> = new Map<
  string,
  SandboxAccountBehaviour
>([
  ['4000000101', { kind: 'return', code: 'R01', paysOnRetry: true }],
  ['4000000111', { kind: 'return', code: 'R01', paysOnRetry: false }],
  ['4000000901', { kind: 'return', code: 'R09', paysOnRetry: true }],
  ...['R02', 'R03', 'R04', 'R05', 'R07', 'R10', 'R16', 'R20', 'R29'].map(
    (code): [string, SandboxAccountBehaviour] => [
      `40000000${code.slice(1)}`,
      { kind: 'return', code, paysOnRetry: false },
    ],
  ),
  ['5000000001', { kind: 'notice', changeCode: 'C01' }],
  ['5000000002', { kind: 'notice', changeCode: 'C02' }],
  ['5000000003', { kind: 'notice', changeCode: 'C03' }],
  ['5000000005', { kind: 'notice', changeCode: 'C05' }],
  ['5000000006', { kind: 'notice', changeCode: 'C06' }],
  ['5000000007', { kind: 'notice', changeCode: 'C07' }],
]);

/** The account number a notice C01, C03, C06 or C07 corrects 50000000nn to: 50000000nn + 10. */
export const correctedAccountOf = (accountNumber: string): string => String(Number(accountNumber) + 10);

export type SandboxOutcome =
  | { kind: 'pays' }
  | { kind: 'return'; code: string }
  | { kind: 'notice'; changeCode: 'C01' | 'C02' | 'C03' | 'C05' | 'C06' | 'C07' };

/** What the sandbox bank does with a debit from the account, given its company entry description. */
export function sandboxOutcome(accountNumber: string, companyEntryDescription: string): SandboxOutcome {
  const behaviour = SANDBOX_ACH_ACCOUNTS.get(accountNumber);
  if (!behaviour) return { kind: 'pays' };
  if (behaviour.kind === 'notice') return behaviour;
  const retryOrFee =
    companyEntryDescription === RETRY_DESCRIPTION || companyEntryDescription === RETURN_FEE_DESCRIPTION;
  if (behaviour.paysOnRetry && retryOrFee) return { kind: 'pays' };
  return { kind: 'return', code: behaviour.code };
}
