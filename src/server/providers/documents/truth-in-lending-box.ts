// The federal Truth-in-Lending box and payment schedule (Reg Z 1026.18; reference/README.md "Truth in
// Lending"): the annual percentage rate and the finance charge are drawn more conspicuously than the
// other terms (1026.17(a)(2)): bold, larger, heavier borders and shaded.
import { CYCLE_LABELS } from '../../../shared/cycles';
import { formatDisplayDate } from '../../../shared/dates';
import type { BillingCycle } from '../../../shared/facility';
import { formatMoney } from '../../../shared/money';
import { TIL_EXPLANATIONS as TIL } from '../../../shared/truth-in-lending';
import { paymentGroups, type ContractFigures } from './contract-document';
import { COLORS, type PageWriter, type TextStyle } from './pdf-layout';

interface DisclosureCell {
  title: string;
  description: string;
  value: string;
  conspicuous: boolean;
}

const PADDING = 6;
const LINE = 1.2;

export function formatApr(apr: number | null): string {
  return apr === null ? 'N/A' : `${apr.toFixed(2)}%`;
}

function cells(figures: ContractFigures, downPayment: number): DisclosureCell[] {
  return [
    {
      title: 'ANNUAL PERCENTAGE RATE',
      description: TIL.apr,
      value: formatApr(figures.apr),
      conspicuous: true,
    },
    {
      title: 'FINANCE CHARGE',
      description: TIL.financeCharge,
      value: formatMoney(figures.finance_charge),
      conspicuous: true,
    },
    {
      title: 'Amount Financed',
      description: TIL.amountFinanced,
      value: formatMoney(figures.financed_amount),
      conspicuous: false,
    },
    {
      title: 'Total of Payments',
      description: TIL.totalOfPayments,
      value: formatMoney(figures.total_of_payments),
      conspicuous: false,
    },
    {
      title: 'Total Sale Price',
      description: TIL.totalSalePrice(formatMoney(downPayment)),
      value: formatMoney(figures.total_of_sale),
      conspicuous: false,
    },
  ];
}

export function drawTruthInLendingBox(
  writer: PageWriter,
  figures: ContractFigures,
  downPayment: number,
): void {
  const all = cells(figures, downPayment);
  const cellWidth = writer.width / all.length;
  const textWidth = cellWidth - 2 * PADDING;
  const title = (cell: DisclosureCell): TextStyle => ({
    size: cell.conspicuous ? 9.5 : 8.5,
    bold: cell.conspicuous,
  });
  const value = (cell: DisclosureCell): TextStyle => ({
    size: cell.conspicuous ? 15 : 12,
    bold: cell.conspicuous,
  });
  const description: TextStyle = { size: 7.5, color: COLORS.muted };
  const laidOut = all.map((cell) => ({
    cell,
    titleLines: writer.wrap(cell.title, textWidth, title(cell)),
    descriptionLines: writer.wrap(cell.description, textWidth, description),
  }));
  const textHeight = Math.max(
    ...laidOut.map(
      ({ cell, titleLines, descriptionLines }) =>
        titleLines.length * title(cell).size! * LINE + descriptionLines.length * description.size! * LINE,
    ),
  );
  const height = textHeight + 15 * LINE + 3 * PADDING + 4;
  writer.ensureRoom(height + 4);
  const top = writer.y;
  laidOut.forEach(({ cell, titleLines, descriptionLines }, index) => {
    const x = writer.left + index * cellWidth;
    writer.page.drawRectangle({
      x,
      y: top - height,
      width: cellWidth,
      height,
      color: cell.conspicuous ? COLORS.shade : undefined,
      borderColor: COLORS.ink,
      borderWidth: cell.conspicuous ? 1.75 : 0.75,
    });
    let y = top - PADDING;
    for (const line of titleLines) {
      y -= title(cell).size!;
      writer.drawText(line, x + PADDING, y, title(cell));
      y -= title(cell).size! * (LINE - 1);
    }
    y -= 2;
    for (const line of descriptionLines) {
      y -= description.size!;
      writer.drawText(line, x + PADDING, y, description);
      y -= description.size! * (LINE - 1);
    }
    writer.drawText(cell.value, x + PADDING, top - height + PADDING + 2, value(cell));
  });
  writer.y = top - height - 10;
}

function whenDue(cycle: BillingCycle, count: number, firstDate: string | null): string {
  if (firstDate === null) return `${CYCLE_LABELS[cycle]}, first due date to be set`;
  const date = formatDisplayDate(firstDate);
  return count === 1 ? date : `${CYCLE_LABELS[cycle]} beginning ${date}`;
}

/** "Your payment schedule will be": number, amount and timing of the payments (1026.18(g)). */
export function drawPaymentScheduleSummary(
  writer: PageWriter,
  figures: ContractFigures,
  cycle: BillingCycle,
): void {
  const columns = [writer.left, writer.left + 140, writer.left + 280];
  const header: TextStyle = { size: 8.5, bold: true };
  writer.line('Your payment schedule will be:', { size: 9.5, bold: true });
  writer.ensureRoom(14 * (2 + paymentGroups(figures.schedule).length));
  const headerBaseline = writer.y - header.size!;
  ['Number of Payments', 'Amount of Payments', 'When Payments Are Due'].forEach((text, i) =>
    writer.drawText(text, columns[i], headerBaseline, header),
  );
  writer.y -= 13;
  writer.rule(0.5);
  for (const group of paymentGroups(figures.schedule)) {
    const baseline = writer.y - 9.5;
    writer.drawText(String(group.count), columns[0], baseline, { size: 9.5 });
    writer.drawText(formatMoney(group.amount), columns[1], baseline, { size: 9.5 });
    writer.drawText(whenDue(cycle, group.count, group.firstDate), columns[2], baseline, { size: 9.5 });
    writer.y -= 13;
  }
  writer.space(4);
}
