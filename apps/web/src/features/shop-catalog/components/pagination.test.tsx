import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { Pagination } from './pagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    render(<Pagination page={1} totalPages={1} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows every page when there are few, the current one marked', () => {
    render(<Pagination page={2} totalPages={5} onPage={vi.fn()} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('with many pages: the first, the last and the neighbours of the current one', () => {
    render(<Pagination page={6} totalPages={20} onPage={vi.fn()} />);
    expect(pageButtons()).toEqual(['1', '5', '6', '7', '20']);
  });

  it('goes to the page chosen, the previous and the next one; no previous on the first page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[2], [3]]);

    rerender(<Pagination page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('numbers the pages with Bengali digits in Bangla', async () => {
    await activateLanguage('bn', { persist: false });
    try {
      render(<Pagination page={2} totalPages={3} onPage={vi.fn()} />);
      const current = screen.getByRole('button', { name: 'পৃষ্ঠা ২' });
      expect(current).toHaveTextContent('২');
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'আগের পৃষ্ঠা' })).toBeEnabled();
    } finally {
      await activateLanguage('en', { persist: false });
    }
  });
});
