import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle, usePageTitle } from './page-title';

function Product({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('PageTitle', () => {
  it('names the tab after the page, lets a page below say better, and never keeps a page that went', () => {
    const { rerender, unmount } = render(
      <PageTitle id="common.titleProduct">
        <Product title={undefined} />
      </PageTitle>,
    );
    expect(document.title).toBe('Product | FarmAI');
    rerender(
      <PageTitle id="common.titleProduct">
        <Product title="Urea 1 kg" />
      </PageTitle>,
    );
    expect(document.title).toBe('Urea 1 kg | FarmAI');
    rerender(
      <PageTitle id="admin.orders" admin>
        <Product title={undefined} />
      </PageTitle>,
    );
    expect(document.title).toBe('Orders · Admin | FarmAI');
    unmount();
    expect(document.title).toBe('FarmAI');
  });
});
