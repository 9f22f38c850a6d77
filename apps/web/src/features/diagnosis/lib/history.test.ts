import { describe, expect, it } from 'vitest';
import type { DiagnosisResult } from '../api/analyze';
import { HISTORY_LIMIT, newEntry, readHistory, writeHistory } from './history';

/** A Storage like the browser's, optionally full past `quota` characters. */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const result = (name: string): DiagnosisResult => ({
  userInputText: `about ${name}`,
  gptResponse: `**FarmAI Analysis Result:** ${name}`,
  candidates: [{ id: name.toLowerCase().replaceAll(' ', '-'), name, confidence: 0.8 }],
  engine: 'offline',
});

describe('diagnosis history in browser storage', () => {
  it('keeps the newest 20, newest first, and reads back what it wrote', () => {
    const storage = memoryStorage();
    let list = readHistory(storage);
    expect(list).toEqual([]);
    for (let i = 0; i < 25; i++) {
      const entry = newEntry(`leaves ${i}`, result(`Problem ${i}`), undefined, new Date(Date.UTC(2026, 0, 1, 0, i)));
      list = writeHistory(storage, [entry, ...list]);
    }
    const read = readHistory(storage);
    expect(read).toHaveLength(HISTORY_LIMIT);
    expect(read[0]?.text).toBe('leaves 24');
    expect(read[0]?.top).toEqual({ id: 'problem-24', name: 'Problem 24', confidence: 0.8 });
    expect(read.at(-1)?.text).toBe('leaves 5');
    expect(read[0]?.result.gptResponse).toContain('Problem 24');
  });

  it('keeps the active ingredients of the answer and its candidates, and reads entries saved without them', () => {
    const storage = memoryStorage();
    const tagged: DiagnosisResult = {
      ...result('Early blight'),
      candidates: [
        { id: 'tomato-early-blight', name: 'Early blight', confidence: 0.7, activeIngredients: ['mancozeb'] },
      ],
      activeIngredients: ['mancozeb'],
    };
    writeHistory(storage, [newEntry('blight', tagged, undefined), newEntry('old', result('Old'), undefined)]);
    const [entry, old] = readHistory(storage);
    expect(entry?.result.activeIngredients).toEqual(['mancozeb']);
    expect(entry?.result.candidates?.[0]?.activeIngredients).toEqual(['mancozeb']);
    expect(old?.result.activeIngredients).toBeUndefined();
  });

  it('deletes one or all', () => {
    const storage = memoryStorage();
    const a = newEntry('a', result('A'), undefined);
    const b = newEntry('b', result('B'), undefined);
    writeHistory(storage, [b, a]);
    writeHistory(
      storage,
      readHistory(storage).filter((e) => e.id !== a.id),
    );
    expect(readHistory(storage).map((e) => e.text)).toEqual(['b']);
    writeHistory(storage, []);
    expect(readHistory(storage)).toEqual([]);
  });

  it('survives corrupt or foreign data: bad JSON reads as empty, bad entries are left out', () => {
    const storage = memoryStorage();
    storage.setItem('farmai.diagnosis-history.v1', '{not json');
    expect(readHistory(storage)).toEqual([]);
    const good = newEntry('good', result('Good'), undefined);
    storage.setItem(
      'farmai.diagnosis-history.v1',
      JSON.stringify([good, { id: 'x', text: 1 }, null, { ...good, id: 'd-ok2', thumbnail: 'javascript:alert(1)' }]),
    );
    expect(readHistory(storage).map((e) => e.id)).toEqual([good.id]);
    storage.setItem('farmai.diagnosis-history.v1', JSON.stringify({ not: 'a list' }));
    expect(readHistory(storage)).toEqual([]);
    expect(readHistory(undefined)).toEqual([]);
  });

  it('makes room when the storage is full: old thumbnails first, then old entries', () => {
    const picture = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
    const entries = Array.from({ length: 5 }, (_, i) => newEntry(`leaves ${i}`, result(`P${i}`), picture));
    const storage = memoryStorage(12_000);
    const kept = writeHistory(storage, entries);
    expect(kept).toHaveLength(5);
    expect(kept[0]?.thumbnail).toBe(picture);
    expect(kept.at(-1)?.thumbnail).toBeUndefined();
    expect(readHistory(storage)).toEqual(kept);
    const tiny = memoryStorage(400);
    const some = writeHistory(tiny, entries);
    expect(some.length).toBeLessThan(5);
    expect(readHistory(tiny)).toEqual(some);
  });
});
