import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { ListingHeading } from './listing-heading';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('ListingHeading', () => {
  it('says what is filtered and how many products there are', () => {
    const { rerender } = render(
      <ListingHeading id="h" filters={{ category: ['fertilizer'], brand: ['aci'] }} total={12} />,
    );
    expect(heading()).toHaveTextContent('Fertilizer · ACI — 12 products');
    rerender(<ListingHeading id="h" filters={{ category: ['seed', 'fertilizer'], brand: [] }} total={1} />);
    expect(heading()).toHaveTextContent('Seeds, Fertilizer — 1 product');
    rerender(<ListingHeading id="h" filters={{ category: [], brand: [] }} total={60} />);
    expect(heading()).toHaveTextContent('All Products — 60 products');
    rerender(<ListingHeading id="h" filters={{ category: [], brand: ['farmy'] }} total={undefined} />);
    expect(heading()).toHaveTextContent(/^FarmY$/);
  });

  it('speaks the reader language, with its plurals', async () => {
    await activateLanguage('fr');
    try {
      render(<ListingHeading id="h" filters={{ category: ['fertilizer'], brand: ['aci'] }} total={1} />);
      expect(heading()).toHaveTextContent(/^Engrais · ACI — 1 produit$/);
    } finally {
      await activateLanguage('en');
    }
  });
});
