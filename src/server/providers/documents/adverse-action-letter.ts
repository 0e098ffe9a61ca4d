// The letter sent when an application is rejected after a credit check (spec §4 Rejecting: 'reject
// this application and send an adverse letter'; reference/README.md "Consent"). It names the credit
// bureau, says the bureau did not make the decision, and tells of the free report within 60 days and
// the right to dispute (FCRA 615(a)); it gives the score and its key factors (FCRA 615(a)(2)) and the
// reasons or the right to them, with the ECOA notice (Reg B 1002.9, model forms C-1 and C-2).
import { formatDisplayDate, type IsoDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { PRODUCT } from '../../../shared/product';
import type { DocumentParty } from './contract-document';
import { COLORS, PageWriter, type RenderOptions } from './pdf-layout';

export interface AdverseActionBureau {
  name: string;
  address: string[];
  phone: string;
  website?: string | null;
}

export interface AdverseActionLetter {
  letterDate: IsoDate;
  customer: DocumentParty;
  /** The creditor that made the decision. */
  practice: DocumentParty;
  /** What was applied for, e.g. 'Dental Payment Plan'. */
  agreementDescription?: string | null;
  requestedAmount?: number | null;
  bureau: AdverseActionBureau;
  /** The score the decision used; absent for a file without a score. */
  creditScore?: {
    score: number;
    /** The lowest and highest scores of the bureau's model. */
    range: { low: number; high: number };
    scoredOn: IsoDate;
    factors: string[];
  } | null;
  /** The principal reasons; without them the letter tells how to ask for them within 60 days. */
  reasons?: string[] | null;
}

const BODY = { size: 9 };

export const BUREAU_STATEMENT =
  'Our decision was based in whole or in part on information obtained in a report from the consumer ' +
  'reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the ' +
  'information contained in your credit file at the consumer reporting agency. The reporting agency played ' +
  'no part in our decision and is unable to supply specific reasons why we have denied credit to you. You ' +
  'also have a right to a free copy of your report from the reporting agency, if you request it no later ' +
  'than 60 days after you receive this notice. In addition, if you find that any information contained in ' +
  'the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the ' +
  'reporting agency.';

export const ECOA_NOTICE =
  'The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit ' +
  'applicants on the basis of race, color, religion, national origin, sex, marital status, or age ' +
  '(provided the applicant has the capacity to enter into a binding contract); because all or part of the ' +
  "applicant's income derives from any public assistance program; or because the applicant has in good " +
  'faith exercised any right under the Consumer Credit Protection Act. The federal agency that administers ' +
  'compliance with this law concerning this creditor is the Federal Trade Commission, Consumer Response ' +
  'Center, Washington, DC 20580.';

function bullets(writer: PageWriter, items: string[]): void {
  for (const item of items) {
    const lines = writer.wrap(item, writer.width - 24, BODY);
    lines.forEach((line, i) =>
      writer.line(`${i === 0 ? '•  ' : '    '}${line}`, { ...BODY, x: writer.left + 10 }),
    );
  }
  writer.space(4);
}

function reasonsSection(writer: PageWriter, letter: AdverseActionLetter): void {
  if (letter.reasons && letter.reasons.length > 0) {
    writer.line('Principal reasons for our decision:', { ...BODY, bold: true });
    bullets(writer, letter.reasons);
    return;
  }
  const phone = letter.practice.phone ?? PRODUCT.supportPhone;
  writer.paragraph(
    'You have the right to a statement of specific reasons why your application was denied. To obtain the ' +
      `statement, please contact us at ${phone} within 60 days from the date you are notified of our ` +
      'decision. We will send you a written statement of reasons within 30 days of receiving your request.',
    { ...BODY, after: 8 },
  );
}

function bureauSection(writer: PageWriter, letter: AdverseActionLetter): void {
  writer.heading('Your credit report', 10.5);
  writer.paragraph(BUREAU_STATEMENT, { ...BODY, after: 6 });
  const { bureau } = letter;
  const contact = [bureau.phone, bureau.website].filter(Boolean).join('  |  ');
  writer.line(bureau.name, { ...BODY, bold: true, x: writer.left + 24 });
  for (const line of [bureau.address.join(', '), contact])
    writer.line(line, { ...BODY, x: writer.left + 24 });
  writer.space(6);
  if (!letter.creditScore) return;
  const { score, range, scoredOn, factors } = letter.creditScore;
  writer.heading('Your credit score', 10.5);
  writer.paragraph(
    `We also obtained your credit score from ${bureau.name} and used it in making our decision. Your credit ` +
      `score: ${score}. Scores range from a low of ${range.low} to a high of ${range.high}. Date: ` +
      `${formatDisplayDate(scoredOn)}.`,
    BODY,
  );
  if (factors.length > 0) {
    writer.line('Key factors that adversely affected your credit score:', { ...BODY, bold: true });
    bullets(writer, factors.slice(0, 4));
  }
  writer.paragraph(
    `If you have any questions regarding your credit score, you should contact ${bureau.name} at the ` +
      'address or telephone number above.',
    { ...BODY, after: 6 },
  );
}

export async function renderAdverseActionLetter(
  letter: AdverseActionLetter,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const writer = await PageWriter.create({
    title: `Notice of action taken: ${letter.customer.name}`,
    subject: `Adverse action notice from ${letter.practice.name}`,
    keywords: ['adverse action notice', `credit bureau ${letter.bureau.name}`],
    createdAt: options.createdAt,
  });
  writer.line(letter.practice.name, { size: 13, bold: true });
  for (const line of [...letter.practice.address, letter.practice.phone ?? '']) {
    if (line) writer.line(line, { size: 8.5, color: COLORS.muted });
  }
  writer.line(`Payment plans serviced by ${PRODUCT.name}`, { size: 8.5, color: COLORS.muted });
  writer.space(4);
  writer.rule(1);
  writer.line(formatDisplayDate(letter.letterDate), BODY);
  writer.space(8);
  writer.line(letter.customer.name, BODY);
  for (const line of letter.customer.address) writer.line(line, BODY);
  writer.space(10);
  writer.line('Notice of action taken on your application', { size: 11, bold: true });
  writer.space(4);
  writer.line(`Dear ${letter.customer.name},`, BODY);
  writer.space(4);
  const what = letter.agreementDescription ? ` (${letter.agreementDescription})` : '';
  const amount = letter.requestedAmount ? ` of ${formatMoney(letter.requestedAmount)}` : '';
  writer.paragraph(
    `Thank you for applying for a payment plan${amount}${what} with ${letter.practice.name}. After ` +
      'careful review, we are unable to approve your application at this time.',
    { ...BODY, after: 8 },
  );
  reasonsSection(writer, letter);
  bureauSection(writer, letter);
  writer.paragraph(`Questions about this notice? Call ${PRODUCT.supportPhone}, ${PRODUCT.supportHours}.`, {
    ...BODY,
    after: 6,
  });
  writer.line('Sincerely,', BODY);
  writer.line(letter.practice.name, { ...BODY, bold: true });
  writer.space(6);
  writer.keepTogether(ECOA_NOTICE, { size: 7.5 });
  writer.paragraph(ECOA_NOTICE, { size: 7.5, color: COLORS.muted });
  return writer.save(`Notice of action taken  |  ${letter.practice.name}`);
}
