import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatPrice } from '@/lib/format';
import { activateLanguage, initialLanguage, t } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  await activateLanguage('en');
  localStorage.clear();
});

describe('LanguageSelect: the whole app changes language', () => {
  it('switches the texts, <html lang>, numbers and money to Bangla, and remembers the choice', async () => {
    renderApp(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'bn');
    await waitFor(() => expect(screen.getByLabelText('ভাষা')).toHaveValue('bn'));
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('language')).toBe('bn');
    expect(initialLanguage()).toBe('bn');
    // every screen's messages came with it, not only the first ones
    expect(t('crops.rice')).toBe('ধান');
    expect(formatNumber(1234)).toBe('১,২৩৪');
    expect(formatPrice(1234.5)).toMatch(/১,২৩৪\.৫০/);
    expect(formatDay('2025-03-14T10:00:00Z')).toMatch(/১৪/);
  });

  it('writes Hindi numbers in Devanagari digits, and English money as the product description fixes it', async () => {
    await activateLanguage('hi');
    expect(formatNumber(25)).toBe('२५');
    expect(t('diagnosis.imageHint', { max: formatNumber(2) })).toContain('२ MB');
    await activateLanguage('en');
    expect(formatPrice(1234.5)).toBe('$1234.50');
    expect(formatDay('2025-03-14T10:00:00Z')).toBe('2025-03-14');
  });

  it('guesses the first language from the browser when none was chosen', () => {
    localStorage.clear();
    Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'hi-IN', 'en'], configurable: true });
    try {
      expect(initialLanguage()).toBe('hi');
    } finally {
      Reflect.deleteProperty(navigator, 'languages');
    }
  });
});
