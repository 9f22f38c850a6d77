import { describe, expect, it } from 'vitest';
import { imageKey, imageSrcSet, imageVariants } from '../src/image-sources.js';

describe('image sources', () => {
  it('lists the widths stored for one of our pictures, largest last', () => {
    expect(imageVariants('/uploads/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w1600.webp')).toEqual([
      { width: 400, url: '/uploads/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w400.webp' },
      { width: 800, url: '/uploads/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w800.webp' },
      { width: 1600, url: '/uploads/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w1600.webp' },
    ]);
    expect(imageSrcSet('https://cdn.example/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w1600.webp')).toBe(
      'https://cdn.example/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w400.webp 400w, https://cdn.example/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w800.webp 800w, https://cdn.example/products/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w1600.webp 1600w',
    );
  });

  it('offers only the widths below a small picture', () => {
    expect(
      imageVariants('/uploads/features/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w640.webp').map((v) => v.width),
    ).toEqual([400, 640]);
    expect(imageSrcSet('/uploads/features/0f3c2a1e-5b6d-4c7e-8f90-123456789abc-w300.webp')).toBeUndefined();
  });

  it('leaves older uploads and pictures from elsewhere alone', () => {
    expect(imageVariants('/uploads/products/0f3c.webp')).toEqual([]);
    expect(imageSrcSet('https://example.com/leaf.jpg')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/catalog/urea-w1600.webp')).toBeUndefined();
    expect(imageSrcSet('')).toBeUndefined();
  });

  it('names the stored width', () => {
    expect(imageKey('products/abc', 1200)).toBe('products/abc-w1200.webp');
  });
});
