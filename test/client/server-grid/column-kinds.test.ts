// A grid's day columns (column-kinds.ts DAY_COLUMN): a stored day is that day, and a moment is its New
// York day (spec §9: a contract made at 11:30 pm New York time on the 27th was made on the 27th, though
// UTC says the 28th), shown MM/DD/YYYY. What is not a day or a moment is an empty cell, not an exception.
import { DAY_COLUMN, dayValue } from '../../../src/client/components/server-grid/column-kinds';

const shown = (value: unknown) => DAY_COLUMN.valueFormatter(DAY_COLUMN.valueGetter(value));

describe('a day column', () => {
  it('shows a stored day as it is', () => {
    expect(shown('2026-12-01')).toBe('12/01/2026');
  });

  it("shows a moment as its day in New York, not in UTC or the browser's zone", () => {
    expect(shown('2026-11-28T04:30:00.000Z')).toBe('11/27/2026'); // 11:30 pm EST on the 27th
    expect(shown('2026-11-28T06:50:00.000Z')).toBe('11/28/2026'); // 1:50 am EST
    expect(shown('2026-07-04T03:59:00+00:00')).toBe('07/03/2026'); // 11:59 pm EDT
  });

  it('leaves a cell empty for no value or one that is not a day', () => {
    for (const value of [null, undefined, '', 'soon', 42]) {
      expect(dayValue(value)).toBeNull();
      expect(shown(value)).toBe('');
    }
  });
});
