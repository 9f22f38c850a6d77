import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { CoveredCrops } from './covered-crops';

afterEach(async () => {
  await activateLanguage('en');
});

const crops = (language: 'en' | 'hi') =>
  language === 'en'
    ? {
        photo: [
          { id: 'coffee', name: 'coffee' },
          { id: 'bean', name: 'bean' },
        ],
        text: [
          { id: 'cucurbits', name: 'cucurbits' },
          { id: 'bean', name: 'bean' },
          { id: 'sweet-potato', name: 'sweet potato' },
        ],
      }
    : {
        photo: [{ id: 'coffee', name: 'कॉफी' }],
        text: [
          { id: 'tomato', name: 'टमाटर' },
          { id: 'sweet-potato', name: 'शकरकंद' },
        ],
      };

const listNamed = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('CoveredCrops: the crops the diagnosis service says it covers', () => {
  it('lists the photo crops and the described crops, in the app’s words where it has them', async () => {
    const server = serveApi({ 'GET /api/images/crops': { body: crops('en') } });
    renderApp(<CoveredCrops />);
    expect(await screen.findByRole('heading', { name: 'Crops FarmAI knows' })).toBeInTheDocument();
    expect(listNamed('From a leaf photo').map((li) => li.textContent)).toEqual(['Coffee', 'Beans and pulses']);
    expect(listNamed('From your description').map((li) => li.textContent)).toEqual([
      'Cucurbits (cucumber, melon, gourd)',
      'Beans and pulses',
      // no name of the app's own: the service's
      'sweet potato',
    ]);
    expect(server.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/api/images/crops' })]);
  });

  it("asks again in the reader's language and shows the service's names in it", async () => {
    await activateLanguage('hi');
    const server = serveApi({ 'GET /api/images/crops': { body: crops('hi') } });
    renderApp(<CoveredCrops />);
    expect(await screen.findByRole('heading', { name: 'FarmAI कौन-सी फ़सलें पहचानता है' })).toBeInTheDocument();
    expect(listNamed('पत्ती की फ़ोटो से').map((li) => li.textContent)).toEqual(['कॉफ़ी']);
    expect(listNamed('आपके विवरण से').map((li) => li.textContent)).toEqual(['टमाटर', 'शकरकंद']);
    expect(server.requests).toHaveLength(1);
  });

  it('shows nothing when the service cannot be reached', async () => {
    const server = serveApi({});
    renderApp(<CoveredCrops />);
    await expect.poll(() => server.unanswered).toEqual(['GET /api/images/crops']);
    expect(screen.queryByRole('heading', { name: 'Crops FarmAI knows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'From your description' })).not.toBeInTheDocument();
  });
});
