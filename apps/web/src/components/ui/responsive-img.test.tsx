import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImg } from './responsive-img';

describe('ResponsiveImg', () => {
  it('offers the stored narrower widths of an uploaded picture', () => {
    render(<ResponsiveImg src="/uploads/products/a-w1600.webp" sizes="80px" alt="Urea" />);
    const img = screen.getByRole('img', { name: 'Urea' });
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/products/a-w400.webp 400w, /uploads/products/a-w800.webp 800w, /uploads/products/a-w1600.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('80px');
    expect(img.getAttribute('src')).toBe('/uploads/products/a-w1600.webp');
  });

  it('keeps one address for a picture from elsewhere', () => {
    render(<ResponsiveImg src="https://example.com/leaf.jpg" sizes="80px" alt="Leaf" />);
    const img = screen.getByRole('img', { name: 'Leaf' });
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
