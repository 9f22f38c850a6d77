import { darken, fitSize, text } from './svg.js';

export interface MotifContext {
  color: string;
  label: string;
  size?: string;
  title: string;
  rand: () => number;
}

/** Label text on a rectangle centred at (cx, cy). */
export function labelText(label: string, cx: number, cy: number, width: number, max: number, fill: string): string {
  const size = fitSize(label, width, max);
  return text(cx, cy + size * 0.36, label, size, fill);
}

/** Little round price-sticker style badge with the pack size. */
export function sizeBadge(size: string | undefined, cx: number, cy: number, color: string): string {
  if (!size) return '';
  const fontSize = fitSize(size, 94, 30);
  return `<g>
    <circle cx="${cx}" cy="${cy + 4}" r="64" fill="#000" opacity="0.15"/>
    <circle cx="${cx}" cy="${cy}" r="64" fill="#fffdf4" stroke="${color}" stroke-width="6"/>
    <circle cx="${cx}" cy="${cy}" r="53" fill="none" stroke="${color}" stroke-width="2" stroke-dasharray="4 5"/>
    ${text(cx, cy + fontSize * 0.36, size, fontSize, darken(color, 0.25))}
  </g>`;
}

/** A small leaf emblem used on labels. */
export function leafIcon(cx: number, cy: number, s: number, fill: string): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M0 22 C-22 4 -16 -20 14 -26 C20 0 14 16 0 22 Z" fill="${fill}"/>
    <path d="M0 22 C2 6 6 -8 12 -22" stroke="#fff" stroke-width="2.2" fill="none" opacity="0.8"/>
  </g>`;
}
