// CSV export (RFC 4180): a header line with the on-screen column headers, then one line per row,
// written as each row is read from the database.
import type { ResourceField } from '../resource';
import { cellOf, csvText, inertText } from './cells';

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const line = (cells: string[]) => `${cells.map(quoted).join(',')}\r\n`;

/** The file, line by line; the byte-order mark lets Excel read UTF-8 names as such. */
export async function* csvLines(
  fields: ResourceField[],
  rows: AsyncIterable<Record<string, unknown>>,
): AsyncGenerator<string> {
  yield `\uFEFF${line(fields.map((f) => inertText(f.header)))}`;
  for await (const row of rows) {
    yield line(fields.map((f) => csvText(f, cellOf(f, row[f.name]))));
  }
}

const CHUNK_CHARS = 64 * 1024;

/** The same file in pieces of ~64 KB: one stream write (and gzip call) per line costs more than the line. */
export async function* csvChunks(
  fields: ResourceField[],
  rows: AsyncIterable<Record<string, unknown>>,
): AsyncGenerator<string> {
  let chunk = '';
  for await (const line of csvLines(fields, rows)) {
    chunk += line;
    // The header goes at once, so the download starts before the first rows are read.
    if (chunk.length >= CHUNK_CHARS || chunk.startsWith('\uFEFF')) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
