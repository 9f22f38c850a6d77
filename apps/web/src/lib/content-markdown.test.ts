import { describe, expect, it } from 'vitest';
import { plainText, withNumberedHeadings } from './content-markdown';

describe('withNumberedHeadings', () => {
  it('turns numbered lines into headings and keeps other lines as they are', () => {
    const text =
      'Intro line.\n1. Climate and Soil: Warm, 20–35 °C: ideal.\n2. Land Preparation:\nNote 3. not a heading: no';
    expect(withNumberedHeadings(text)).toBe(
      'Intro line.\n\n### 1\\. Climate and Soil:\n\nWarm, 20–35 °C: ideal.\n\n\n### 2\\. Land Preparation:\n\nNote 3. not a heading: no',
    );
  });

  it('needs a space after the number and a colon, and reads other scripts’ digits', () => {
    expect(withNumberedHeadings('1.5 kg per hectare: split\n12. Harvest')).toBe(
      '1.5 kg per hectare: split\n12. Harvest',
    );
    expect(withNumberedHeadings('১. জলবায়ু ও মাটি: উষ্ণ')).toBe('\n### ১\\. জলবায়ু ও মাটি:\n\nউষ্ণ\n');
  });
});

describe('plainText', () => {
  it('drops the Markdown marks and keeps the words', () => {
    expect(plainText('## Neem\n**Mix** 5 ml, _stir_ and see [the guide](https://x.test).\n- one\n* two')).toBe(
      'Neem\nMix 5 ml, stir and see the guide.\none\ntwo',
    );
    expect(plainText('snake_case_name stays')).toBe('snake_case_name stays');
  });
});
