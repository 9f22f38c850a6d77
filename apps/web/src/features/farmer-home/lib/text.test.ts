import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { relativeDate, truncate } from './text';

describe('truncate', () => {
  it('cuts long text and adds three dots', () => {
    expect(truncate('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`);
  });
  it('keeps short text as it is', () => {
    expect(truncate('Short text', 80)).toBe('Short text');
  });
});

describe('relativeDate', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('speaks in days, weeks and months', () => {
    expect(relativeDate('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(relativeDate('2026-11-21T10:00:00Z', now)).toBe('yesterday');
    expect(relativeDate('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeDate('2026-11-08T12:00:00Z', now)).toBe('2 weeks ago');
    expect(relativeDate('2026-09-15T12:00:00Z', now)).toBe('2 months ago');
  });
  it('shows a date beyond the relative window, for future dates and keeps junk', () => {
    expect(relativeDate('2026-03-05T12:00:00Z', now, 30)).toBe('Mar 5, 2026');
    expect(relativeDate('2027-01-01T12:00:00Z', now)).toBe('Jan 1, 2027');
    expect(relativeDate('not a date', now)).toBe('not a date');
  });
});

describe('relativeDate in another language', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('speaks French, and Hindi with Devanagari digits', async () => {
    await activateLanguage('fr', { persist: false });
    try {
      expect(relativeDate('2026-11-22T11:59:30Z', now)).toBe("à l'instant");
      expect(relativeDate('2026-11-19T12:00:00Z', now)).toBe('il y a 3 jours');
      await activateLanguage('hi', { persist: false });
      expect(relativeDate('2026-11-19T12:00:00Z', now)).toBe('३ दिन पहले');
    } finally {
      await activateLanguage('en', { persist: false });
    }
  });
});
