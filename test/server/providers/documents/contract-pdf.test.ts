import { PDFDocument } from 'pdf-lib';
import { HOLDER_NOTICE, paymentGroups, renderContractPdf } from '../../../../src/server/providers/documents';
import { CREATED_AT, dentalContract, dentalFigures, weeklyVetContract, weeklyVetFigures } from './fixtures';
import { pdfPageRuns, pdfPageTexts, pdfText } from './pdf-text';

describe('renderContractPdf', () => {
  let bytes: Uint8Array;
  let text: string;

  beforeAll(async () => {
    bytes = await renderContractPdf(dentalContract, dentalFigures, { createdAt: CREATED_AT });
    text = await pdfText(bytes);
  });

  it('is a PDF pdf-lib opens, with its title and date in the metadata', async () => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getTitle()).toBe('Payment Plan Agreement 100482');
    expect(doc.getSubject()).toBe(
      'Payment plan agreement between Bright Smile Family Dentistry and Dana M. Rivera',
    );
    expect(doc.getCreationDate()).toEqual(CREATED_AT);
  });

  it('is the same bytes for the same agreement and date', async () => {
    expect(await renderContractPdf(dentalContract, dentalFigures, { createdAt: CREATED_AT })).toEqual(bytes);
  });

  it('names the practice and the customer, and what is bought', () => {
    for (const expected of [
      'Bright Smile Family Dentistry',
      '2200 Orchard Lane, Suite 110',
      'Dana M. Rivera',
      'dana.rivera@example.com',
      'Agreement no. 100482',
      'Agreement date 11/22/2026',
      'For: Dental Payment Plan: Implant crown, tooth #19',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('discloses the Truth-in-Lending box with the figures of computeAgreement', () => {
    expect(text).toContain('ANNUAL PERCENTAGE RATE');
    expect(text).toContain('FINANCE CHARGE');
    for (const label of ['Amount Financed', 'Total of Payments', 'Total Sale Price'])
      expect(text).toContain(label);
    expect(text).toContain(`${dentalFigures.apr!.toFixed(2)}%`);
    expect(text).toContain('$160.75');
    expect(text).toContain('$2,953.13');
    expect(text).toContain('$3,113.88');
    expect(text).toContain('including your down payment of $500.00.');
    expect(text).toContain('$3,613.88');
  });

  it('shows the APR and the finance charge more conspicuously than the other terms (Reg Z 1026.17)', async () => {
    const runs = (await pdfPageRuns(bytes))[0];
    const run = (text: string) => runs.find((r) => r.text === text)!;
    for (const conspicuous of [
      run(`${dentalFigures.apr!.toFixed(2)}%`),
      run('$160.75'),
      run('FINANCE CHARGE'),
    ]) {
      expect(conspicuous.font).toMatch(/^Helvetica-Bold/);
    }
    for (const plain of [run('$2,953.13'), run('$3,113.88'), run('Amount Financed')]) {
      expect(plain.font).not.toMatch(/Bold/);
    }
    expect(run('$160.75').size).toBeGreaterThan(run('$3,113.88').size);
    expect(run('FINANCE CHARGE').size).toBeGreaterThan(run('Amount Financed').size);
  });

  it('itemizes the amount financed', () => {
    expect(text).toMatch(/Cash price \$3,250\.00 Sales tax \$203\.13 Total cash price \$3,453\.13/);
    expect(text).toContain('Less down payment ($500.00)');
    expect(text).toContain('Paid to Bright Smile Family Dentistry on your behalf $2,953.13');
  });

  it('gives the payment schedule: number, amount and when due', () => {
    expect(text).toContain('Your payment schedule will be:');
    expect(text).toContain('12 $259.49 Monthly beginning 01/05/2027');
    expect(text).toContain('12 12/05/2027 $259.49');
  });

  it('lists the fees and the payment method', () => {
    expect(text).toContain('Processing fee, charged to your card at signing (not refundable) $35.00');
    expect(text).toContain('Payment plan fee, with each payment $2.50');
    expect(text).toContain('Payments are taken from Visa ending 1111');
  });

  it('carries the terms, the FTC holder notice and a signature line', () => {
    expect(text).toContain('If you pay off early, you will not have to pay a penalty.');
    expect(text).toContain('Federal law and the law of the state of IL govern this agreement.');
    expect(text).toContain(HOLDER_NOTICE);
    expect(text).toContain('Customer signature: Dana M. Rivera');
    expect(text).toContain('Page 2 of 2');
  });
});

describe('late and returned payment charges', () => {
  it('are disclosed when the plan has them, and left out otherwise', async () => {
    const withCharges = await pdfText(
      await renderContractPdf(
        { ...dentalContract, lateCharge: { amount: 15, afterDays: 10 }, returnedPaymentFee: 25 },
        dentalFigures,
      ),
    );
    expect(withCharges).toContain(
      'Late charge: If a payment is more than 10 days late, you will be charged $15.00.',
    );
    expect(withCharges).toContain('Returned payment fee, for each payment returned unpaid $25.00');
    const without = await pdfText(await renderContractPdf(dentalContract, dentalFigures));
    expect(without).not.toContain('Late charge');
    expect(without).not.toContain('Returned payment fee');
  });
});

describe('a long weekly plan', () => {
  it('continues the schedule over pages and draws accented names', async () => {
    const bytes = await renderContractPdf(weeklyVetContract, weeklyVetFigures);
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('José Ñúñez');
    expect(pages[0]).toContain('(pet: Biscuit)');
    expect(pages[0]).toContain('155 $38.46 Weekly beginning 12/02/2026 1 $38.70 11/21/2029');
    expect(pages[1]).toContain('Payment schedule (continued)');
    expect(pages.join(' ')).toContain('156 11/21/2029 $38.70');
    expect(pages[0]).toContain('0.00%');
  });
});

describe('paymentGroups', () => {
  it('groups runs of equal payments', () => {
    const groups = paymentGroups(weeklyVetFigures.schedule);
    expect(groups).toEqual([
      { count: 155, amount: 38.46, firstDate: '2026-12-02' },
      { count: 1, amount: 38.7, firstDate: '2029-11-21' },
    ]);
  });
});
