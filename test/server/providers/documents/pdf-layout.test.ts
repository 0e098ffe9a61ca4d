import { printable } from '../../../../src/server/providers/documents/pdf-layout';
import { renderContractPdf } from '../../../../src/server/providers/documents';
import { dentalContract, dentalFigures } from './fixtures';
import { pdfText } from './pdf-text';

describe('printable: what the standard fonts can draw', () => {
  it('keeps Latin-1 and the Windows-1252 quotes, dashes and bullet', () => {
    expect(printable('Ñúñez – “Biscuit” • 50¢ €')).toBe('Ñúñez – “Biscuit” • 50¢ €');
  });

  it('turns tabs into spaces and anything else into ?', () => {
    expect(printable('Dana\tRivera 🐶 李')).toBe('Dana Rivera ? ?');
  });

  it('lets an agreement with such a name render', async () => {
    const text = await pdfText(
      await renderContractPdf(
        { ...dentalContract, customer: { ...dentalContract.customer, name: 'Li 李 Wei' } },
        dentalFigures,
      ),
    );
    expect(text).toContain('Li ? Wei');
  });

  it('shows N/A while the APR cannot be computed yet', async () => {
    const text = await pdfText(await renderContractPdf(dentalContract, { ...dentalFigures, apr: null }));
    expect(text).toContain('ANNUAL PERCENTAGE RATE The cost of your credit as a yearly rate.');
    expect(text).toMatch(/yearly rate\. .*N\/A/);
  });
});
