import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff.js';

/**
 * The one font family of every order document, Noto Sans, embedded (subset) in each PDF: its Latin
 * files for English, Spanish and French (and names, e-mail addresses, order numbers), Noto Sans Bengali
 * and Noto Sans Devanagari for Bangla and Hindi. The files come from the @fontsource packages (SIL Open
 * Font License 1.1), which split each font by script, so a text is drawn in runs: each character in the
 * first file that has it, spaces, digits and punctuation staying in the run they are in. pdfkit shapes
 * each run with fontkit (Bangla conjuncts and vowel signs, Devanagari matras and reph).
 */

const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');

type Weight = 'regular' | 'bold';
const WEIGHT_NUMBER: Record<Weight, number> = { regular: 400, bold: 700 };

/** The files, in the order a character looks for its glyph. */
const FACES = [
  { key: 'latin', pkg: '@fontsource/noto-sans', file: 'noto-sans-latin' },
  { key: 'latin-ext', pkg: '@fontsource/noto-sans', file: 'noto-sans-latin-ext' },
  { key: 'bengali', pkg: '@fontsource/noto-sans-bengali', file: 'noto-sans-bengali-bengali' },
  { key: 'devanagari', pkg: '@fontsource/noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari' },
] as const;

interface Face {
  /** The name the face is registered under in a document. */
  name: string;
  file: Buffer;
  /** The height above the baseline, in thousandths of the font size. */
  ascender: number;
  has: (codePoint: number) => boolean;
}

const faces = new Map<Weight, Face[]>();

/** The faces of a weight, opened once (their glyph coverage is read from the files). */
function facesOf(weight: Weight): Face[] {
  let list = faces.get(weight);
  if (!list) {
    list = FACES.map((face) => {
      const file = path.join(filesOf(face.pkg), `${face.file}-${WEIGHT_NUMBER[weight]}-normal.woff`);
      const buffer = woffToSfnt(readFileSync(file));
      const font = fontkit.create(buffer);
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
      return {
        name: `${face.key}-${weight}`,
        file: buffer,
        ascender: (font.ascent / font.unitsPerEm) * 1000,
        has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
      };
    });
    faces.set(weight, list);
  }
  return list;
}

/** Registers every face of both weights in a document, and has its shaped text carry its own words. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of ['regular', 'bold'] as const) {
    for (const face of facesOf(weight)) doc.registerFont(face.name, face.file);
  }
  carryActualText(doc);
}

/** Text whose glyphs a reader cannot map back to characters one by one. */
const SHAPED = /[\u0900-\u09ff]/;

type Fragment = (text: string, x: number, y: number, options: object) => void;
type Content = (data: string) => PDFKit.PDFDocument;

/**
 * Shaped Bangla and Devanagari glyphs are reordered (a vowel sign drawn before its consonant) and joined
 * (conjuncts), so their glyphs do not spell the text. Each piece of such text pdfkit draws (one BT…ET
 * per piece of a line) is marked with the text itself as its ActualText (PDF 32000-1 §14.9.4), inside
 * the text object so a reader places it where the glyphs are; copying and text extraction give the
 * words as written.
 */
function carryActualText(doc: PDFKit.PDFDocument): void {
  const pdf = doc as unknown as { _fragment: Fragment; addContent: Content };
  const fragment = pdf._fragment.bind(doc);
  const addContent = pdf.addContent.bind(doc);
  pdf._fragment = (text, x, y, options) => {
    if (!SHAPED.test(text)) return fragment(text, x, y, options);
    const actual = Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('hex');
    pdf.addContent = (data) => {
      if (data === 'ET') addContent('EMC');
      addContent(data);
      if (data === 'BT') addContent(`/Span <</ActualText <${actual}>>> BDC`);
      return doc;
    };
    try {
      fragment(text, x, y, options);
    } finally {
      pdf.addContent = addContent;
    }
  };
}

/** Characters that join whichever run they stand in: spaces, joiners, marks, digits and punctuation. */
const NEUTRAL = /[\s\u200b-\u200d\p{M}\p{N}\p{P}\p{S}]/u;

export interface Run {
  font: string;
  text: string;
}

/** A text cut into runs of one face each. */
export function runsOf(text: string, weight: Weight): Run[] {
  const list = facesOf(weight);
  const fallback = list[0] as Face;
  const runs: Run[] = [];
  let current: Face | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    let face: Face | undefined = current;
    if (!face?.has(codePoint) || !NEUTRAL.test(char)) {
      face = list.find((f) => f.has(codePoint)) ?? current ?? fallback;
    }
    const last = runs.at(-1);
    if (last && face === current) last.text += char;
    else runs.push({ font: face.name, text: char });
    current = face;
  }
  return runs;
}

/** The width of a text drawn in runs at the document's font size. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, weight: Weight): number {
  return runsOf(text, weight).reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
}

/** The document's font size (pdfkit keeps it, without a getter). */
const sizeOf = (doc: PDFKit.PDFDocument): number => (doc as unknown as { _fontSize: number })._fontSize;

export type WriteOptions = PDFKit.Mixins.TextOptions & { weight?: Weight };

/**
 * Writes a text in runs, at (x, y) when given; `continued` keeps the last run open for more text.
 * Right-aligned text is placed by its measured width (pdfkit aligns each run on its own).
 */
export function write(doc: PDFKit.PDFDocument, text: string, options: WriteOptions = {}, x?: number, y?: number) {
  const { weight = 'regular', continued = false, ...rest } = options;
  const runs = runsOf(text, weight);
  // every run sits on the Latin face's baseline (pdfkit would hang each from its own face's ascender)
  const baseline = -(((facesOf(weight)[0] as Face).ascender / 1000) * sizeOf(doc));
  if (runs.length === 0) runs.push({ font: `latin-${weight}`, text: '' });
  let at = { x, y };
  let textOptions = rest;
  if (rest.align === 'right' && rest.width !== undefined && x !== undefined) {
    const width = widthOf(doc, text, weight);
    if (width <= rest.width) {
      at = { x: x + rest.width - width, y };
      textOptions = { ...rest, align: 'left', width: width + 1 };
    }
  }
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    const options = { ...textOptions, baseline, continued: last ? continued : true };
    doc.font(run.font);
    if (index === 0 && at.x !== undefined) doc.text(run.text, at.x, at.y, options);
    else doc.text(run.text, options);
  });
}
