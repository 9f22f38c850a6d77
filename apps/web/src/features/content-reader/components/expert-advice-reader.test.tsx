import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { ExpertAdviceReader } from './expert-advice-reader';

const advice = [
  {
    _id: 'a1',
    title: 'Neem against aphids',
    description: '1. Mix: 5 ml per litre.',
    path: '',
    postedDate: '2026-11-12T08:00:00.000Z',
  },
  {
    _id: 'a2',
    title: 'Mulch in the dry season',
    description: 'Keep the soil covered.',
    path: '',
    postedDate: '2026-10-01T08:00:00.000Z',
  },
];

describe('ExpertAdviceReader', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('opens the first article, with its date and numbered heading', async () => {
    serveApi({ 'GET /api/common/expertAdvice': { body: { success: true, expertAdvice: advice } } });
    renderApp(<ExpertAdviceReader />, { route: '/farmAI/expertAdvice' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Neem against aphids' })).toBeInTheDocument();
    expect(screen.getByText('Published November 12, 2026')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: '1. Mix:' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read Mulch in the dry season' })).toBeInTheDocument();
  });

  it('in Hindi: the page texts, the read buttons and the date', async () => {
    await activateLanguage('hi', { persist: false });
    serveApi({ 'GET /api/common/expertAdvice': { body: { success: true, expertAdvice: advice } } });
    renderApp(<ExpertAdviceReader />, { route: '/farmAI/expertAdvice' });
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ सलाह' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'विशेषज्ञ सलाह के लेख' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mulch in the dry season पढ़ें' })).toHaveTextContent('पढ़ें');
    const date = new Intl.DateTimeFormat('hi-IN-u-nu-deva', { dateStyle: 'long' }).format(
      new Date(advice[0]?.postedDate ?? ''),
    );
    expect(screen.getByText(`प्रकाशित: ${date}`)).toBeInTheDocument();
  });
});
