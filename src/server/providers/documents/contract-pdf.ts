// The payment plan agreement the customer reads and e-signs (spec §3 Agreement terms, §4 signing;
// reference/README.md "Truth in Lending": amount financed itemized, finance charge, APR, schedule, total).
import { formatDisplayDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { PRODUCT } from '../../../shared/product';
import type { ContractDocument, ContractFigures, DocumentParty } from './contract-document';
import { contractTerms, HOLDER_NOTICE, NOTICE_TO_CUSTOMER } from './contract-terms';
import { COLORS, PAGE, PageWriter, type RenderOptions } from './pdf-layout';
import { recordSignatureBlock } from './signature-block';
import { drawPaymentScheduleSummary, drawTruthInLendingBox } from './truth-in-lending-box';

const ROW = 12;

function partyLines(party: DocumentParty): string[] {
  return [...party.address, party.phone ?? '', party.email ?? ''].filter((line) => line !== '');
}

function drawParties(writer: PageWriter, document: ContractDocument): void {
  const columns: [string, DocumentParty][] = [
    ['CREDITOR AND SELLER (PRACTICE)', document.practice],
    ['CUSTOMER (BUYER)', document.customer],
  ];
  const top = writer.y;
  let bottom = top;
  columns.forEach(([label, party], index) => {
    writer.y = top;
    const x = writer.left + index * (writer.width / 2);
    writer.line(label, { x, size: 7.5, bold: true, color: COLORS.muted });
    writer.line(party.name, { x, size: 10.5, bold: true });
    for (const line of partyLines(party)) writer.line(line, { x, size: 9 });
    bottom = Math.min(bottom, writer.y);
  });
  writer.y = bottom - 4;
}

function amountRow(writer: PageWriter, label: string, amount: string, bold = false): void {
  writer.ensureRoom(ROW);
  const baseline = writer.y - 9;
  writer.drawText(label, writer.left + 10, baseline, { size: 9, bold });
  const width = writer.textWidth(amount, { size: 9, bold });
  writer.drawText(amount, writer.left + 330 - width, baseline, { size: 9, bold });
  writer.y -= ROW;
}

function drawItemization(writer: PageWriter, document: ContractDocument, figures: ContractFigures): void {
  writer.heading('Itemization of the Amount Financed', 10);
  const totalCash = document.cashPrice + figures.sales_tax_amount;
  amountRow(writer, 'Cash price', formatMoney(document.cashPrice));
  amountRow(writer, 'Sales tax', formatMoney(figures.sales_tax_amount));
  amountRow(writer, 'Total cash price', formatMoney(totalCash));
  amountRow(writer, 'Less down payment', `(${formatMoney(document.downPayment)})`);
  amountRow(writer, 'Amount Financed', formatMoney(figures.financed_amount), true);
  amountRow(writer, `Paid to ${document.practice.name} on your behalf`, formatMoney(figures.financed_amount));
  amountRow(writer, 'Prepaid finance charge', formatMoney(0));
  writer.space(4);
}

function drawFees(writer: PageWriter, document: ContractDocument, figures: ContractFigures): void {
  const perPayment = [
    ['Payment plan fee, with each payment', document.convenienceFee ?? 0],
    ['Service fee, with each payment', document.serviceFee ?? 0],
  ] as const;
  const processingFee = document.processingFee ?? 0;
  writer.heading('Fees and payment method', 10);
  if (processingFee > 0) {
    amountRow(
      writer,
      'Processing fee, charged to your card at signing (not refundable)',
      formatMoney(processingFee),
    );
  }
  for (const [label, amount] of perPayment) if (amount > 0) amountRow(writer, label, formatMoney(amount));
  const returned = document.returnedPaymentFee ?? 0;
  if (returned > 0)
    amountRow(writer, 'Returned payment fee, for each payment returned unpaid', formatMoney(returned));
  amountRow(
    writer,
    'Total of Payments including fees',
    formatMoney(figures.total_of_payments_including_fees),
  );
  if (document.paymentMethod) amountRow(writer, 'Payments are taken from', document.paymentMethod);
  writer.space(4);
}

/** Every payment, numbered, in three columns per page (1026.18(g) allows the summary; the detail helps). */
function drawFullSchedule(writer: PageWriter, figures: ContractFigures): void {
  writer.heading('Payment schedule', 10);
  const columnWidth = writer.width / 3;
  let rows = figures.schedule;
  while (rows.length > 0) {
    writer.ensureRoom(ROW * 3);
    const fit = Math.floor((writer.y - PAGE.margin - 30) / ROW) - 1;
    const chunk = rows.slice(0, fit * 3);
    const perColumn = Math.ceil(chunk.length / 3);
    const top = writer.y;
    for (let c = 0; c * perColumn < chunk.length; c++) {
      const x = writer.left + c * columnWidth;
      const header = { size: 8, bold: true, color: COLORS.muted };
      writer.drawText('No.', x, top - 8, header);
      writer.drawText('Due date', x + 30, top - 8, header);
      writer.drawText('Amount', x + 150 - writer.textWidth('Amount', header), top - 8, header);
      chunk.slice(c * perColumn, (c + 1) * perColumn).forEach((row, i) => {
        const baseline = top - 8 - ROW * (i + 1);
        const amount = formatMoney(row.amount);
        writer.drawText(String(row.number), x, baseline, { size: 8.5 });
        writer.drawText(formatDisplayDate(row.date) || 'to be set', x + 30, baseline, { size: 8.5 });
        writer.drawText(amount, x + 150 - writer.textWidth(amount, { size: 8.5 }), baseline, { size: 8.5 });
      });
    }
    writer.y = top - ROW * (perColumn + 1) - 6;
    rows = rows.slice(chunk.length);
    if (rows.length > 0) {
      writer.newPage();
      writer.line('Payment schedule (continued)', { size: 10, bold: true });
      writer.space(2);
    }
  }
}

function drawSignatureBlock(writer: PageWriter, document: ContractDocument): void {
  writer.ensureRoom(90);
  writer.space(14);
  const lineY = writer.y - 28;
  const half = writer.width / 2;
  // Where the signed copy writes the signature and its date (signed-copy.ts).
  recordSignatureBlock(writer.doc, {
    page: writer.doc.getPages().indexOf(writer.page),
    signatureX: writer.left,
    dateX: writer.left + half + 20,
    lineY,
  });
  for (const [x, label] of [
    [writer.left, `Customer signature: ${document.customer.name}`],
    [writer.left + half + 20, 'Date'],
  ] as const) {
    const end = x === writer.left ? writer.left + half - 10 : writer.right;
    writer.page.drawLine({
      start: { x, y: lineY },
      end: { x: end, y: lineY },
      thickness: 0.75,
      color: COLORS.ink,
    });
    writer.drawText(label, x, lineY - 11, { size: 8, color: COLORS.muted });
  }
  writer.y = lineY - 20;
}

export async function renderContractPdf(
  document: ContractDocument,
  figures: ContractFigures,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const writer = await PageWriter.create({
    title: `Payment Plan Agreement ${document.agreementNumber}`,
    subject: `Payment plan agreement between ${document.practice.name} and ${document.customer.name}`,
    keywords: ['payment plan agreement', `agreement ${document.agreementNumber}`],
    createdAt: options.createdAt,
  });
  writer.line(PRODUCT.name, { size: 8, color: COLORS.muted });
  writer.line('Payment Plan Agreement', { size: 18, bold: true });
  writer.line(
    `Retail installment contract  |  Agreement no. ${document.agreementNumber}  |  Agreement date ${formatDisplayDate(document.agreementDate)}`,
    { size: 9, color: COLORS.muted },
  );
  writer.space(4);
  writer.rule(1);
  drawParties(writer, document);
  const purchase = [document.agreementDescription, document.procedureDescription].filter(Boolean).join(': ');
  const pet = document.petName ? ` (pet: ${document.petName})` : '';
  writer.paragraph(`For: ${purchase}${pet}`, { size: 9.5, after: 6 });

  writer.heading('Federal Truth-in-Lending Disclosures', 10.5);
  drawTruthInLendingBox(writer, figures, document.downPayment);
  drawPaymentScheduleSummary(writer, figures, document.billingCycle);
  const late = document.lateCharge;
  for (const statement of [
    ...(late
      ? [
          `Late charge: If a payment is more than ${late.afterDays} days late, you will be charged ${formatMoney(late.amount)}.`,
        ]
      : []),
    'Prepayment: If you pay off early, you will not have to pay a penalty.',
    'Security: You are not giving a security interest in any property.',
    'See the terms below for any additional information about nonpayment, default, any required ' +
      'repayment in full before the scheduled date, and prepayment refunds and penalties.',
  ]) {
    writer.paragraph(statement, { size: 8.5, after: 2 });
  }
  drawItemization(writer, document, figures);
  drawFees(writer, document, figures);
  drawFullSchedule(writer, figures);

  writer.heading('Terms of this agreement', 10.5);
  for (const term of contractTerms(document)) {
    writer.ensureRoom(36);
    writer.line(term.heading, { size: 8.5, bold: true });
    writer.paragraph(term.text, { size: 8.5, after: 5 });
  }
  writer.space(4);
  writer.keepTogether(HOLDER_NOTICE, { size: 8.5, bold: true });
  writer.paragraph(HOLDER_NOTICE, { size: 8.5, bold: true, after: 8 });
  writer.paragraph(NOTICE_TO_CUSTOMER, { size: 8.5, bold: true });
  drawSignatureBlock(writer, document);
  return writer.save(`Payment Plan Agreement ${document.agreementNumber}  |  ${document.practice.name}`);
}
