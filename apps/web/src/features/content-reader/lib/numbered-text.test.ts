import { describe, expect, it } from 'vitest';
import { parseNumberedText } from './numbered-text';

describe('parseNumberedText', () => {
  it('turns numbered lines into headings and keeps other lines as paragraphs', () => {
    const text =
      'Intro line.\n\n1. Climate and Soil: Warm, 20–35 °C: ideal.\n2. Land Preparation: Plough twice.\nNote 3. not a heading: no';
    expect(parseNumberedText(text)).toEqual([
      { key: 'b0', body: 'Intro line.' },
      { key: 'b1', heading: '1. Climate and Soil:', body: 'Warm, 20–35 °C: ideal.' },
      { key: 'b2', heading: '2. Land Preparation:', body: 'Plough twice.' },
      { key: 'b3', body: 'Note 3. not a heading: no' },
    ]);
  });

  it('needs a space after the number and a colon', () => {
    expect(parseNumberedText('1.5 kg per hectare: split\n12. Harvest')).toEqual([
      { key: 'b0', body: '1.5 kg per hectare: split' },
      { key: 'b1', body: '12. Harvest' },
    ]);
  });

  it('reads the number in Bengali or Devanagari digits too', () => {
    expect(parseNumberedText('১. জলবায়ু ও মাটি: উষ্ণ\n२. खेत की तैयारी: दो बार जुताई')).toEqual([
      { key: 'b0', heading: '১. জলবায়ু ও মাটি:', body: 'উষ্ণ' },
      { key: 'b1', heading: '२. खेत की तैयारी:', body: 'दो बार जुताई' },
    ]);
  });
});
