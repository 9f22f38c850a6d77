import { describe, expect, it } from 'vitest';
import { fittedSize, MAX_PHOTO_SIDE } from './shrink-photo';

describe('fittedSize', () => {
  it('brings the longest side down to 1600 px, keeping the shape', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: MAX_PHOTO_SIDE, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: MAX_PHOTO_SIDE });
    expect(fittedSize(12_000, 100)).toEqual({ width: 1600, height: 13 });
  });

  it('never enlarges a small photo, and never gives a zero side', () => {
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fittedSize(40_000, 1)).toEqual({ width: 1600, height: 1 });
  });
});
