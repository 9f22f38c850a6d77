import type { AdminFeature } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi, type TestRequest } from '@/testing/api-server';
import { admin, renderApp } from '@/testing/render';
import { AdminFeaturesPage } from './features-page';

const sale: AdminFeature = {
  _id: 'f1',
  image: '/uploads/features/sale.jpg',
  title: 'Monsoon Season Sale',
  backdrop: '/uploads/features/sale-plain.jpg',
  translations: { bn: { title: 'বর্ষা মৌসুমের সেল' } },
};
const picture: AdminFeature = {
  _id: 'f2',
  image: '/uploads/features/field.jpg',
  title: '',
  backdrop: '',
  translations: {},
};

/** The banners server: lists the banners with their words, and takes new translations of them. */
function serveBanners() {
  let list = [sale, picture];
  return serveApi({
    'GET /api/common/feature/translations': () => ({ body: { success: true, data: list } }),
    'PUT /api/common/feature/f1': ({ body }: TestRequest) => {
      const changed = { ...sale, ...(body as Partial<AdminFeature>) };
      list = [changed, picture];
      return { body: { success: true, data: changed } };
    },
  });
}

afterEach(async () => {
  await activateLanguage('en');
});

describe('AdminFeaturesPage: the banners’ words in other languages', () => {
  it('marks the untranslated languages, and translates the words beside the English ones', async () => {
    const server = serveBanners();
    const { user } = renderApp(<AdminFeaturesPage />, { route: '/admin/features', user: admin });
    const first = (await screen.findByRole('img', { name: 'Banner 1' })).closest('li') as HTMLElement;
    expect(within(first).getByText('Monsoon Season Sale')).toHaveAttribute('lang', 'en');
    const mark = within(first).getByText('Not translated:').parentElement as HTMLElement;
    expect(within(mark).getByText('Español')).toBeInTheDocument();
    expect(within(mark).queryByText('বাংলা')).not.toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Banner 2' }).closest('li') as HTMLElement;
    expect(within(second).getByText('A picture only: it is shown as it is in every language.')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Translate/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Translate the words: banner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Translate the banner’s words' });
    expect(within(dialog).getByLabelText('Words (English)')).toHaveValue('Monsoon Season Sale');
    await user.type(within(dialog).getByLabelText('Words (Español)'), 'Rebajas del monzón');
    await user.click(within(dialog).getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByText('Translations saved')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      translations: { es: { title: 'Rebajas del monzón' }, bn: { title: 'বর্ষা মৌসুমের সেল' } },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in French: the marks, the translate button, the dialog and the editor speak French', async () => {
    await activateLanguage('fr');
    serveBanners();
    const { user } = renderApp(<AdminFeaturesPage />, { route: '/admin/features', user: admin });
    const first = (await screen.findByRole('img', { name: 'Bannière 1' })).closest('li') as HTMLElement;
    const mark = within(first).getByText('Non traduit :').parentElement as HTMLElement;
    expect(within(mark).getByText('Español')).toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Bannière 2' }).closest('li') as HTMLElement;
    expect(within(second).getByText(/^Une image seule/)).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Traduire le texte : bannière 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Traduire le texte de la bannière' });
    const tabs = within(dialog).getByRole('tablist', { name: "Texte dans d'autres langues" });
    expect(within(tabs).getByRole('tab', { name: 'Español (non traduit)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'বাংলা' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Texte (anglais)')).toHaveValue('Monsoon Season Sale');
    expect(within(dialog).getByText('Español', { selector: 'label span' })).toHaveAttribute('lang', 'es');
    await user.type(within(dialog).getByLabelText('Texte (Español)'), 'Rebajas');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer les traductions' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });
});
