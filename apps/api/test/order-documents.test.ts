import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Language, localDigits, type Order } from '@farmai/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { packingSlipPdf, receiptPdf } from '../src/modules/orders/documents.js';
import { documentOrder } from './helpers/document-order.js';

/**
 * The documents' text as a PDF reader extracts it: poppler's pdftotext (Debian's poppler-utils, which
 * .ci/run installs) reads the ActualText that shaped Bangla and Devanagari carry; pdf.js does not.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'order-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
function pdfText(pdf: Buffer): string {
  const file = path.join(dir, `${++count}.pdf`);
  writeFileSync(file, pdf);
  // one space between words: the reader may put a space where one run of a line meets the next
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ([,.:)])/g, '$1');
}

/** The names of the fonts a PDF embeds (a font file is there for each). */
function embeddedFonts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  expect(raw.match(/\/FontFile2 /g)?.length ?? 0).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length ?? -1);
  return [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1] as string);
}

const context = (language: Language, order: Order) => ({
  language,
  customerName: order.customerName ?? '',
  customerEmail: order.customerEmail ?? '',
});

const TOMATO_EN = "Hybrid Tomato Seeds F1 'Ruby' — 10 g";
const bangla = documentOrder({
  title: "হাইব্রিড টমেটো বীজ F1 'Ruby' — 10 গ্রাম",
  shopTitle: TOMATO_EN,
  titleLanguage: 'bn',
});
const hindi = documentOrder({
  title: "हाइब्रिड टमाटर बीज F1 'Ruby' — 10 ग्राम",
  shopTitle: TOMATO_EN,
  titleLanguage: 'hi',
});

describe('order documents in every script', () => {
  it('writes a Bangla receipt in Bangla: labels, the title bought, the address, Bengali digits, fonts embedded', async () => {
    const pdf = await receiptPdf(bangla, context('bn', bangla));
    const text = pdfText(pdf);
    expect(text).not.toContain('?');
    for (const label of ['রসিদ', 'অর্ডার নম্বর:', 'অর্ডারের তারিখ:', 'যেখানে পৌঁছাবে', 'একক দাম', 'লাইনের মোট']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('পেমেন্টের পদ্ধতি: ডেমো পেমেন্ট (কোনো টাকা কাটা হয়নি)');
    expect(text).toContain('অর্ডারের অবস্থা: প্রস্তুত হচ্ছে');
    // the title as the buyer read it, its pack size in Bengali digits, the model name as it is
    expect(text).toMatch(/হাইব্রিড টমেটো বীজ F1 'Ruby' — ১০ গ্রাম ৩ ১২\.৫০ US\$ ৩৭\.৫০ US\$/);
    expect(text).toContain('গ্রাম রামপুর, খালের পাড়, বাড়ি ১২');
    expect(text).toContain('সন্ধ্যার আগে পৌঁছে দিন');
    expect(text).toContain('রহিম উদ্দিন');
    expect(text).toContain('অর্ডারের তারিখ: ১৪ মার্চ, ২০২৬');
    expect(text).toMatch(/মোট ১,২৭২\.০০ US\$/);
    // identifiers people read out and type stay in ASCII digits
    expect(text).toContain('অর্ডার নম্বর: FA-2026-000005');
    expect(text).toContain('+8801712345678');
    expect(text).not.toContain(TOMATO_EN);
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansBengali-Regular', 'NotoSansBengali-Bold']),
    );
  });

  it('writes a Hindi receipt in Hindi with Devanagari digits and the Hindi title', async () => {
    const pdf = await receiptPdf(hindi, context('hi', hindi));
    const text = pdfText(pdf);
    expect(text).not.toContain('?');
    for (const label of ['रसीद', 'ऑर्डर नंबर: FA-2026-000005', 'डिलीवरी का पता', 'इकाई मूल्य', 'पंक्ति का कुल']) {
      expect(text).toContain(label);
    }
    expect(text).toMatch(/हाइब्रिड टमाटर बीज F1 'Ruby' — १० ग्राम ३ \$१२\.५० \$३७\.५०/);
    expect(text).toContain('भुगतान की स्थिति: भुगतान हो गया');
    expect(text).toContain('ऑर्डर की तारीख: १४ मार्च २०२६');
    expect(text).toContain('कुल $१,२७२.००');
    // the address written in Bangla prints in Bangla in a Hindi document too
    expect(text).toContain('গ্রাম রামপুর, খালের পাড়, বাড়ি ১২');
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold', 'NotoSansBengali-Regular']),
    );
  });

  it('prints a Bangla delivery address on an English packing slip, with both titles of the line', async () => {
    const pdf = await packingSlipPdf(bangla, context('en', bangla));
    const text = pdfText(pdf);
    expect(text).not.toContain('?');
    expect(text).toContain('Packing slip');
    expect(text).toContain('Deliver to');
    expect(text).toContain('গ্রাম রামপুর, খালের পাড়, বাড়ি ১২');
    expect(text).toContain('বগুড়া 5800');
    expect(text).toContain('Notes: সন্ধ্যার আগে পৌঁছে দিন');
    expect(text).toMatch(/\[ \] Hybrid Tomato Seeds F1 'Ruby' — 10 g 3\n/);
    expect(text).toContain("হাইব্রিড টমেটো বীজ F1 'Ruby' — ১০ গ্রাম");
    expect(text).not.toContain('US$');
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSansBengali-Regular']));
  });

  it('keeps Spanish and French documents translated, in Latin digits', async () => {
    const spanish = pdfText(await receiptPdf(bangla, context('es', bangla)));
    expect(spanish).toContain('Recibo');
    expect(spanish).toContain('Total de línea');
    expect(spanish).toContain(`${TOMATO_EN} 3 12,50 US$ 37,50 US$`);
    const french = pdfText(await packingSlipPdf(bangla, context('fr', bangla)));
    expect(french).toContain('Bon de préparation');
    expect(french).toContain('গ্রাম রামপুর, খালের পাড়, বাড়ি ১২');
  });
});

describe('digits in titles', () => {
  it('writes the digits of a Bangla or Hindi title in its own digits, not those of Latin names', () => {
    expect(localDigits("হাইব্রিড ভুট্টা বীজ 'Golden 900' — 2 কেজি", 'bn')).toBe("হাইব্রিড ভুট্টা বীজ 'Golden 900' — ২ কেজি");
    expect(localDigits('ব্যাটারি চালিত স্প্রে মেশিন 18 লিটার (12 V)', 'bn')).toBe('ব্যাটারি চালিত স্প্রে মেশিন ১৮ লিটার (১২ V)');
    expect(localDigits('खीरा बीज F1 — 2.5 किलो', 'hi')).toBe('खीरा बीज F1 — २.५ किलो');
    // an English title (no translation) and the languages written with ASCII digits are left alone
    expect(localDigits('Urea 50 kg', 'bn')).toBe('Urea 50 kg');
    expect(localDigits('Semillas 10 g', 'es')).toBe('Semillas 10 g');
  });
});
