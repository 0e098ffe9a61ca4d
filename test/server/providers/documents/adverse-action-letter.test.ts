import { PDFDocument } from 'pdf-lib';
import { renderAdverseActionLetter } from '../../../../src/server/providers/documents';
import { adverseLetter, CREATED_AT } from './fixtures';
import { pdfText } from './pdf-text';

describe('renderAdverseActionLetter (spec §4 Rejecting; reference/README.md "Consent")', () => {
  let bytes: Uint8Array;
  let text: string;

  beforeAll(async () => {
    bytes = await renderAdverseActionLetter(adverseLetter, { createdAt: CREATED_AT });
    text = await pdfText(bytes);
  });

  it('is a one-page letter pdf-lib opens', async () => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Notice of action taken: Dana M. Rivera');
    expect(doc.getKeywords()).toContain('credit bureau Experian');
  });

  it('is dated and addressed to the customer, from the practice', () => {
    for (const expected of [
      '11/22/2026',
      'Dana M. Rivera',
      '12 Elm Street',
      'Bright Smile Family Dentistry',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('we are unable to approve your application at this time.');
    expect(text).toContain('Thank you for applying for a payment plan of $2,953.13 (Dental Payment Plan)');
  });

  it('names the credit bureau with its address and phone', () => {
    expect(text).toContain('Experian P.O. Box 2002, Allen, TX 75013 (888) 397-3742');
  });

  it('says the bureau did not make the decision', () => {
    expect(text).toContain(
      'The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you.',
    );
  });

  it('tells of the free report within 60 days and the right to dispute', () => {
    expect(text).toContain(
      'a free copy of your report from the reporting agency, if you request it no later than 60 days',
    );
    expect(text).toContain('you have the right to dispute the matter with the reporting agency.');
  });

  it('gives the credit score, its range, date and key factors', () => {
    expect(text).toContain(
      'Your credit score: 560. Scores range from a low of 300 to a high of 850. Date: 11/22/2026.',
    );
    expect(text).toContain('Key factors that adversely affected your credit score:');
    expect(text).toContain('Serious delinquency, and public record or collection filed');
  });

  it('without reasons, tells how to ask for them within 60 days; with reasons, lists them', async () => {
    expect(text).toContain('You have the right to a statement of specific reasons');
    expect(text).toContain('contact us at (217) 555-0190 within 60 days');
    const withReasons = await pdfText(
      await renderAdverseActionLetter({
        ...adverseLetter,
        reasons: ['Delinquent past or present credit obligations'],
      }),
    );
    expect(withReasons).toContain(
      'Principal reasons for our decision: • Delinquent past or present credit obligations',
    );
    expect(withReasons).not.toContain('You have the right to a statement of specific reasons');
  });

  it('carries the Equal Credit Opportunity Act notice', () => {
    expect(text).toContain(
      'The federal Equal Credit Opportunity Act prohibits creditors from discriminating',
    );
    expect(text).toContain('Federal Trade Commission');
  });

  it('leaves the score out for a thin file', async () => {
    const thin = await pdfText(await renderAdverseActionLetter({ ...adverseLetter, creditScore: null }));
    expect(thin).not.toContain('Your credit score:');
    expect(thin).toContain('The reporting agency played no part in our decision');
  });
});
