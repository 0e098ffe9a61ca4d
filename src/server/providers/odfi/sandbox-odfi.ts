// A bank that behaves like one, for development, tests and the demo: it keeps the files it is sent in
// a directory, and two business days after a file was accepted it answers with a returns file (addenda
// 99) and a notices file (addenda 98) for the entries from its documented test accounts (README.md).
// Everything it answers is computed from the files kept, so it is the same from any process, at any
// time, after any restart.
import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { addBusinessDays, isBusinessDay } from '../../../shared/calendar';
import { isIsoDate } from '../../../shared/dates';
import { isValidRouting, parseNachaFile, returnCodeInfo, type ParsedNachaFile } from '../../servicing/nacha';
import {
  OdfiRejectedError,
  type OdfiAccountValidation,
  type OdfiBankAccount,
  type OdfiProvider,
  type OdfiReceipt,
  type OdfiReceivedFile,
  type OdfiSubmission,
} from './odfi-provider';
import { answerFile, answersTo } from './sandbox-answers';
import { SANDBOX_ACH_ACCOUNTS } from './test-accounts';

/** Returns and notices are dated this many business days after the bank accepted the file. */
export const SANDBOX_RETURN_DELAY_BUSINESS_DAYS = 2;

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const RECEIPT = '.receipt.json';

interface StoredReceipt extends OdfiReceipt {
  name: string;
}

export interface SandboxOdfiOptions {
  /** Where sent files are kept (the engine passes `<DOCUMENTS_DIR>/odfi-sandbox`). */
  dir: string;
}

export class SandboxOdfi implements OdfiProvider {
  readonly name = 'sandbox';
  private readonly sentDir: string;

  constructor(options: SandboxOdfiOptions) {
    this.sentDir = path.join(options.dir, 'sent');
  }

  async submitFile(file: OdfiSubmission): Promise<OdfiReceipt> {
    if (!FILE_NAME.test(file.name) || file.name.endsWith(RECEIPT)) {
      throw new OdfiRejectedError(
        `The bank refused the file name '${file.name}': letters, digits, '.', '_' and '-' only.`,
      );
    }
    if (!isIsoDate(file.businessDay)) {
      throw new OdfiRejectedError(
        `The bank refused ${file.name}: '${file.businessDay}' is not a date (YYYY-MM-DD).`,
      );
    }
    const earlier = await this.receiptOf(file.name);
    if (earlier) return receiptOnly(earlier);
    try {
      parseNachaFile(file.content);
    } catch (e) {
      throw new OdfiRejectedError(`The bank refused ${file.name}: ${(e as Error).message}`);
    }
    const receipt: StoredReceipt = {
      name: file.name,
      reference: `SBX-${createHash('sha256').update(`${file.name}\n${file.content}`).digest('hex').slice(0, 16).toUpperCase()}`,
      acceptedOn: isBusinessDay(file.businessDay) ? file.businessDay : addBusinessDays(file.businessDay, 1),
    };
    await fs.mkdir(this.sentDir, { recursive: true });
    // Replaced whole, never half-written: a send that crashed before its receipt left a file to replace.
    await replaceWhole(path.join(this.sentDir, file.name), file.content);
    // The receipt is written last: a file counts as sent once its receipt exists.
    const created = await createOnce(path.join(this.sentDir, file.name + RECEIPT), JSON.stringify(receipt));
    return receiptOnly(created ? receipt : ((await this.receiptOf(file.name)) as StoredReceipt));
  }

  async filesFor(businessDay: string): Promise<OdfiReceivedFile[]> {
    if (!isIsoDate(businessDay))
      throw new RangeError(`filesFor: '${businessDay}' is not a date (YYYY-MM-DD).`);
    const sent: ParsedNachaFile[] = [];
    for (const receipt of await this.receipts()) {
      if (addBusinessDays(receipt.acceptedOn, SANDBOX_RETURN_DELAY_BUSINESS_DAYS) !== businessDay) continue;
      sent.push(parseNachaFile(await fs.readFile(path.join(this.sentDir, receipt.name), 'utf8')));
    }
    if (sent.length === 0) return [];
    const answers = answersTo(sent);
    const files: OdfiReceivedFile[] = [];
    if (answers.returns.length > 0) {
      files.push({
        name: `returns-${businessDay}.ach`,
        kind: 'returns',
        content: await answerFile(sent[0], businessDay, 'A', answers.returns),
      });
    }
    if (answers.notices.length > 0) {
      files.push({
        name: `notices-${businessDay}.ach`,
        kind: 'notices',
        content: await answerFile(sent[0], businessDay, 'B', answers.notices),
      });
    }
    return files;
  }

  async validateAccount(account: OdfiBankAccount): Promise<OdfiAccountValidation> {
    if (!isValidRouting(account.routing)) {
      return { valid: false, code: 'R13', message: `${returnCodeInfo('R13').title}: ${account.routing}.` };
    }
    if (!/^\d{4,17}$/.test(account.accountNumber)) {
      return { valid: false, code: 'R04', message: returnCodeInfo('R04').title };
    }
    const behaviour = SANDBOX_ACH_ACCOUNTS.get(account.accountNumber);
    if (behaviour?.kind === 'return' && ['R02', 'R03', 'R04'].includes(behaviour.code)) {
      return { valid: false, code: behaviour.code, message: returnCodeInfo(behaviour.code).title };
    }
    return { valid: true };
  }

  private async receiptOf(name: string): Promise<StoredReceipt | null> {
    try {
      const stored = JSON.parse(
        await fs.readFile(path.join(this.sentDir, name + RECEIPT), 'utf8'),
      ) as StoredReceipt;
      return { name: stored.name, reference: stored.reference, acceptedOn: stored.acceptedOn };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** Every receipt, by file name, so the answer's order never depends on the directory's. */
  private async receipts(): Promise<StoredReceipt[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.sentDir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const receipts: StoredReceipt[] = [];
    for (const n of names.filter((x) => x.endsWith(RECEIPT)).sort()) {
      const receipt = await this.receiptOf(n.slice(0, -RECEIPT.length));
      if (receipt) receipts.push(receipt);
    }
    return receipts;
  }
}

const receiptOnly = (r: StoredReceipt): OdfiReceipt => ({ reference: r.reference, acceptedOn: r.acceptedOn });

async function replaceWhole(target: string, content: string): Promise<void> {
  const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, target);
}

/** Writes the file under a temporary name and links it into place: false when it already existed. */
async function createOnce(target: string, content: string): Promise<boolean> {
  const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, content);
  try {
    await fs.link(temporary, target);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    await fs.unlink(temporary);
  }
}
