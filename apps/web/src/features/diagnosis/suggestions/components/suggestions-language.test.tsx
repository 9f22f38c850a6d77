import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { AiSuggestionsSection } from './ai-suggestions-section';
import { SuggestionDetail } from './suggestion-detail';

afterEach(async () => {
  await activateLanguage('en');
});

describe("the static suggestions in the reader's language", () => {
  it('shows the cards in Bangla', async () => {
    await activateLanguage('bn');
    renderApp(<AiSuggestionsSection />);
    expect(await screen.findByRole('heading', { name: 'ধসা রোগ (ব্লাইট)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'জাবপোকার আক্রমণ' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'পাতার নিচে সবুজ জাবপোকার দল' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blight Disease' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'পরামর্শ দেখুন' })).toHaveLength(4);
  });

  it('shows English while a language loads the first time, then that language', async () => {
    await activateLanguage('hi');
    renderApp(<AiSuggestionsSection />);
    // the Hindi texts are a chunk of their own, not here yet
    expect(screen.getByRole('heading', { name: 'Blight Disease' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'झुलसा रोग (ब्लाइट)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blight Disease' })).not.toBeInTheDocument();
  });

  it('follows a change of language on a page already shown, and back to English', async () => {
    renderApp(<AiSuggestionsSection />);
    expect(screen.getByRole('heading', { name: 'Powdery Mildew' })).toBeInTheDocument();
    await act(() => activateLanguage('fr'));
    expect(await screen.findByRole('heading', { name: 'Oïdium' })).toBeInTheDocument();
    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Powdery Mildew' })).toBeInTheDocument();
  });

  it("writes a past example's page and its date in Bangla; English keeps YYYY-MM-DD", async () => {
    renderApp(<SuggestionDetail id="6" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheat Yellow Rust' })).toBeInTheDocument();
    expect(screen.getByText('2026-02-03')).toHaveAttribute('datetime', '2026-02-03');

    await act(() => activateLanguage('bn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'গমের হলুদ মরিচা রোগ' })).toBeInTheDocument();
    const day = screen.getByText(/২০২৬/);
    expect(day).toHaveTextContent('৩');
    expect(day).toHaveAttribute('datetime', '2026-02-03');
  });

  it('shows a suggestion page in Spanish, every list in the same order', async () => {
    await activateLanguage('es');
    renderApp(<SuggestionDetail id="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tizón tardío de la papa' })).toBeInTheDocument();
    const actions = within(screen.getByRole('heading', { name: 'Qué hacer ahora' }).closest('section') as HTMLElement);
    const steps = actions.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('cimoxanil + mancozeb');
    expect(screen.getByText(/18 dic 2025/)).toHaveAttribute('datetime', '2025-12-18');
  });
});
