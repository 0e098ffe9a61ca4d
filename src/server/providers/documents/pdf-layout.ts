// A small page writer over pdf-lib: US Letter pages, a cursor moving down, wrapped paragraphs, new
// pages when one is full and "Page n of N" footers. The standard fonts need no font files.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { PRODUCT } from '../../../shared/product';

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const COLORS = {
  ink: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.4, 0.44),
  line: rgb(0.55, 0.57, 0.6),
  shade: rgb(0.9, 0.91, 0.93),
};
const FOOTER_SPACE = 30;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

export interface RenderOptions {
  /** The document date in its metadata; fixed in tests for reproducible bytes. */
  createdAt?: Date;
}

export interface DocumentInfo {
  title: string;
  subject: string;
  keywords: string[];
  /** The document's date; fixed in tests so the bytes are reproducible. */
  createdAt?: Date;
}

// cp1252 beyond Latin-1: the standard fonts' WinAnsi encoding can draw these too.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard fonts can draw: tabs become spaces, anything WinAnsi lacks becomes '?'. */
export function printable(text: string): string {
  return [...text.replace(/\t/g, ' ')]
    .map((c) => (/[\x20-\x7E\xA0-\xFF]/.test(c) || WIN_ANSI_EXTRAS.includes(c) ? c : '?'))
    .join('');
}

export class PageWriter {
  page: PDFPage;
  /** The top of the next line, in PDF points from the bottom of the page. */
  y: number;
  readonly left = PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly boldFont: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  static async create(info: DocumentInfo, doc?: PDFDocument): Promise<PageWriter> {
    const target = doc ?? (await PDFDocument.create());
    if (!doc) describeDocument(target, info);
    const regular = await target.embedFont(StandardFonts.Helvetica);
    const bold = await target.embedFont(StandardFonts.HelveticaBold);
    return new PageWriter(target, regular, bold);
  }

  get right(): number {
    return this.left + this.width;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.boldFont : this.regular;
  }

  textWidth(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(printable(text), style.size ?? 10);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureRoom(height: number): void {
    if (this.y - height < PAGE.margin + FOOTER_SPACE) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Draws at a baseline, without moving the cursor. */
  drawText(text: string, x: number, baseline: number, style: TextStyle = {}): void {
    this.page.drawText(printable(text), {
      x,
      y: baseline,
      size: style.size ?? 10,
      font: this.font(style),
      color: style.color ?? COLORS.ink,
    });
  }

  /** One line at the cursor; `align: 'right'` ends it at x + width. */
  line(text: string, style: TextStyle & { x?: number; width?: number; align?: 'left' | 'right' } = {}): void {
    const size = style.size ?? 10;
    this.ensureRoom(size * 1.35);
    const x = style.x ?? this.left;
    const start = style.align === 'right' ? x + (style.width ?? this.width) - this.textWidth(text, style) : x;
    this.drawText(text, start, this.y - size, style);
    this.y -= size * 1.35;
  }

  /** The lines of a text wrapped to a width; explicit line breaks are kept. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    return text.split('\n').flatMap((source) => {
      const lines: string[] = [];
      let current = '';
      for (const word of source.split(/ +/)) {
        const candidate = current ? `${current} ${word}` : word;
        if (current && this.textWidth(candidate, style) > width) {
          lines.push(current);
          current = word;
        } else {
          current = candidate;
        }
      }
      return [...lines, current];
    });
  }

  paragraph(text: string, style: TextStyle & { indent?: number; width?: number; after?: number } = {}): void {
    const indent = style.indent ?? 0;
    for (const row of this.wrap(text, (style.width ?? this.width) - indent, style)) {
      this.line(row, { ...style, x: this.left + indent });
    }
    this.space(style.after ?? 4);
  }

  /** Keeps a paragraph whole: a new page rather than a split. */
  keepTogether(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    this.ensureRoom(this.wrap(text, this.width, style).length * size * 1.35);
  }

  heading(text: string, size = 11): void {
    this.ensureRoom(size * 4);
    this.space(6);
    this.line(text, { size, bold: true });
    this.space(2);
  }

  rule(thickness = 0.5): void {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.right, y: this.y },
      thickness,
      color: COLORS.line,
    });
    this.space(6);
  }

  /** Footers on every page, then the bytes (no object streams: a plain PDF any reader opens). */
  async save(footer: string): Promise<Uint8Array> {
    addFooters(this.doc, this.regular, footer);
    return this.doc.save({ useObjectStreams: false });
  }
}

function describeDocument(doc: PDFDocument, info: DocumentInfo): void {
  const created = info.createdAt ?? new Date();
  doc.setTitle(printable(info.title));
  doc.setSubject(printable(info.subject));
  doc.setKeywords(info.keywords.map(printable));
  doc.setAuthor(PRODUCT.name);
  doc.setCreator(PRODUCT.name);
  doc.setProducer(`${PRODUCT.shortName} documents (pdf-lib)`);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
}

const FOOTER = { size: 7.5, y: PAGE.margin - 18 };

/** The text of a page's number in the footer. */
export const pageNumberText = (index: number, count: number) => `Page ${index + 1} of ${count}`;

/** 'Page n of N' at the right of the footer line. */
export function drawPageNumber(page: PDFPage, font: PDFFont, index: number, count: number): void {
  const number = pageNumberText(index, count);
  const x = PAGE.width - PAGE.margin - font.widthOfTextAtSize(number, FOOTER.size);
  page.drawText(number, { size: FOOTER.size, font, color: COLORS.muted, x, y: FOOTER.y });
}

export function addFooters(doc: PDFDocument, font: PDFFont, footer: string): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const style = { size: FOOTER.size, font, color: COLORS.muted };
    page.drawText(printable(footer), { ...style, x: PAGE.margin, y: FOOTER.y });
    drawPageNumber(page, font, index, pages.length);
  });
}
