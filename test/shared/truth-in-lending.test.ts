import { formatUsd } from '../../src/shared/money-format';
import { TIL_EXPLANATIONS } from '../../src/shared/truth-in-lending';

describe('TIL_EXPLANATIONS: the Truth-in-Lending box words (Reg. Z model form)', () => {
  it('names the down payment in the total sale price', () => {
    expect(TIL_EXPLANATIONS.totalSalePrice(formatUsd(250))).toBe(
      'The total cost of your purchase on credit, including your down payment of $250.00.',
    );
    expect(TIL_EXPLANATIONS.apr).toBe('The cost of your credit as a yearly rate.');
  });
});
