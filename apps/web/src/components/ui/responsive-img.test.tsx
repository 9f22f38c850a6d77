import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImg } from './responsive-img';

describe('ResponsiveImg', () => {
  it('offers the stored narrower widths of an uploaded picture', () => {
    render(
      <ResponsiveImg src="/uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w1600.webp" sizes="80px" alt="Urea" />,
    );
    const img = screen.getByRole('img', { name: 'Urea' });
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w400.webp 400w, /uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w800.webp 800w, /uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w1600.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('80px');
    expect(img.getAttribute('src')).toBe('/uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w1600.webp');
  });

  it('keeps one address for a picture from elsewhere', () => {
    render(<ResponsiveImg src="https://example.com/leaf.jpg" sizes="80px" alt="Leaf" />);
    const img = screen.getByRole('img', { name: 'Leaf' });
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  describe('a lazy picture', () => {
    const watched: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    afterEach(() => {
      vi.unstubAllGlobals();
      watched.length = 0;
    });

    it('is asked for only once it comes within a screen of the viewport', () => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            watched.push({ callback });
          }
          observe(element: Element) {
            const last = watched.at(-1);
            if (last) last.element = element;
          }
          disconnect() {}
        },
      );
      render(
        <ResponsiveImg
          src="/uploads/advice/7c1d2e3f-4a5b-4c6d-9e8f-1a2b3c4d5e6f-w1600.webp"
          sizes="100vw"
          alt="Advice"
          loading="lazy"
        />,
      );
      const img = screen.getByRole('img', { name: 'Advice' });
      expect(img.hasAttribute('src')).toBe(false);
      expect(img.hasAttribute('srcset')).toBe(false);
      const watcher = watched.at(-1);
      if (!watcher?.element) throw new Error('the picture is not watched');
      expect(watcher.element).toBe(img);
      act(() =>
        watcher.callback(
          [{ isIntersecting: true, target: img } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(img.getAttribute('src')).toBe('/uploads/advice/7c1d2e3f-4a5b-4c6d-9e8f-1a2b3c4d5e6f-w1600.webp');
      expect(img.getAttribute('srcset')).toContain('-w400.webp 400w');
    });
  });

  describe('a picture that cannot be had', () => {
    // the spy on navigator.onLine is restored by the tests' setup
    it('is a box named by its description, with no broken-picture mark, asked for again once back online', () => {
      let online = false;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
      render(
        <ResponsiveImg
          src="/uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w1600.webp"
          sizes="80px"
          alt="Urea 50 kg"
          className="size-20 rounded"
          width={400}
          height={300}
        />,
      );
      fireEvent.error(screen.getByRole('img', { name: 'Urea 50 kg' }));
      const box = screen.getByRole('img', { name: 'Urea 50 kg' });
      expect(box.tagName).toBe('SPAN');
      expect(box.className).toContain('size-20');
      expect(box.style.aspectRatio).toBe('400 / 300');
      expect(document.querySelector('img')).toBeNull();

      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      const again = screen.getByRole('img', { name: 'Urea 50 kg' });
      expect(again.tagName).toBe('IMG');
      expect(again.getAttribute('src')).toBe('/uploads/products/9b2f6c1e-2d3a-4b5c-8d7e-0a1b2c3d4e5f-w1600.webp');
    });
  });
});
