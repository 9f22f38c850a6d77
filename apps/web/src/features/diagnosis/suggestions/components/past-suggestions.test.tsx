import type { DiagnosisHistorySummary } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { PastSuggestions } from './past-suggestions';

const entry = (over: Partial<DiagnosisHistorySummary>): DiagnosisHistorySummary => ({
  id: '0b7f2c3e-5d1a-4c8e-9f60-2a4b6c8d0e1f',
  createdAt: '2026-11-20T08:00:00.000Z',
  text: 'Brown rings on tomato leaves',
  verdict: 'diagnosed',
  crop: 'tomato',
  top: { id: 'early-blight', name: 'Early blight', confidence: 0.82 },
  thumbnailUrl: null,
  ...over,
});

const list = (data: DiagnosisHistorySummary[]) => ({ body: { success: true, data } });

describe("PastSuggestions: the account's own diagnoses, from the API", () => {
  it('explains an empty history instead of showing sample entries', async () => {
    serveApi({ 'GET /api/diagnosis/history': list([]) });
    renderApp(<PastSuggestions />);
    expect(await screen.findByText(/Your diagnoses will appear here/)).toBeInTheDocument();
    expect(screen.queryByText('Tomato Leaf Spot')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('asks a guest to sign in and asks the API for nothing', () => {
    const server = serveApi({});
    renderApp(<PastSuggestions />, { user: null });
    expect(screen.getByText(/Sign in to keep your diagnoses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(server.requests).toEqual([]);
  });

  it('titles possible and unsure answers as such, without percentages', async () => {
    serveApi({
      'GET /api/diagnosis/history': list([
        entry({ id: '1b7f2c3e-5d1a-4c8e-9f60-2a4b6c8d0e1f', verdict: 'possible' }),
        entry({ id: '2b7f2c3e-5d1a-4c8e-9f60-2a4b6c8d0e1f', verdict: 'unsure', text: '' }),
        entry({ id: '3b7f2c3e-5d1a-4c8e-9f60-2a4b6c8d0e1f', verdict: 'unsure', top: null }),
        entry({}),
      ]),
    });
    renderApp(<PastSuggestions />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Possibly — Early blight',
      'Not sure — Early blight',
      'Not sure what this is',
      'Early blight',
    ]);
    expect(within(cards[1] as HTMLElement).getByText('Photo only, no description')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('deletes one entry only once the farmer confirms', async () => {
    let entries = [entry({})];
    const server = serveApi({
      'GET /api/diagnosis/history': () => list(entries),
      'DELETE /api/diagnosis/history/0b7f2c3e-5d1a-4c8e-9f60-2a4b6c8d0e1f': () => {
        entries = [];
        return { body: { success: true, message: 'Diagnosis deleted' } };
      },
    });
    const { user } = renderApp(<PastSuggestions />);
    await user.click(await screen.findByRole('button', { name: 'Delete this diagnosis: Early blight' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this diagnosis?' });
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Your diagnoses will appear here/)).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
