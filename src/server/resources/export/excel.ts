// Excel export through exceljs's streaming writer: each row is committed to the zip as it is read, so
// memory stays flat however long the list. Dates are real dates shown MM/DD/YYYY, money is numeric.
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { ResourceField } from '../resource';
import { cellOf, inertText } from './cells';

function excelCell(f: ResourceField, value: unknown): unknown {
  const cell = cellOf(f, value);
  if (cell === null || (f.type !== 'date' && f.type !== 'timestamp')) return cell;
  const [month, day, year] = String(cell).split('/').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const numFmtOf = (f: ResourceField) =>
  f.type === 'money-cents' ? '0.00' : f.type === 'date' || f.type === 'timestamp' ? 'mm/dd/yyyy' : undefined;

const EVENT_LOOP_TURN_ROWS = 50;

/** Waits while the reader is slower than the database, so rows do not pile up in memory. */
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });

/** The workbook as a stream; rows are written while the caller reads it. */
export function excelStream(
  sheetName: string,
  fields: ResourceField[],
  rows: AsyncIterable<Record<string, unknown>>,
  onError: (error: unknown) => void,
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = fields.map((f) => ({
    header: inertText(f.header),
    key: f.name,
    width: Math.max(12, f.header.length + 2),
    style: numFmtOf(f) ? { numFmt: numFmtOf(f) } : {},
  }));
  void (async () => {
    try {
      let written = 0;
      for await (const row of rows) {
        sheet.addRow(fields.map((f) => excelCell(f, row[f.name]))).commit();
        // The zip deflates on the thread pool: give it turns of the event loop to catch up, so rows
        // do not pile up in it (SQLite hands rows over without ever yielding to the loop).
        if (++written % EVENT_LOOP_TURN_ROWS === 0) await setImmediate();
        if (stream.writableNeedDrain) await drainedOrClosed(stream);
        // A browser that went away: stop reading, which releases the database connection.
        if (stream.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
