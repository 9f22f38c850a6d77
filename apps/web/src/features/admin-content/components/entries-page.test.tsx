import type { AdminCultivationEntry } from '@farmai/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi, type TestRequest } from '@/testing/api-server';
import { admin, renderApp } from '@/testing/render';
import { ContentEntriesPage } from './entries-page';

const rice = {
  _id: 'e1',
  crop_name: 'Rice (Boro)',
  description: 'Transplant at 25 days.',
  path: '/uploads/scm/rice.webp',
  translations: { bn: { crop_name: 'বোরো ধান', description: '২৫ দিনে চারা রোপণ।' } },
};

/** The SCM server: lists its entries, adds, updates and deletes them. */
function serveEntries(initial: Partial<AdminCultivationEntry>[]) {
  let list = initial;
  const fieldsOf = (body: unknown) => {
    const form = body as FormData;
    return {
      crop_name: String(form.get('crop_name')),
      description: String(form.get('description')),
      translations: JSON.parse(String(form.get('translations'))),
      status: String(form.get('status')) as 'draft' | 'published',
    };
  };
  return serveApi({
    'GET /api/common/scm/translations': () => ({ body: { success: true, scientificCultivationMethods: list } }),
    'POST /api/common/scm/add': ({ body }: TestRequest) => {
      const entry = { _id: 'e2', path: '', ...fieldsOf(body) };
      list = [...list, entry];
      return { status: 201, body: { success: true, message: 'Entry added successfully', data: entry } };
    },
    'PUT /api/common/scm/e1': ({ body }: TestRequest) => {
      const entry = { ...rice, ...fieldsOf(body) };
      list = list.map((e) => (e._id === 'e1' ? entry : e));
      return { body: { success: true, message: 'Entry updated successfully', scientificCultivationMethods: entry } };
    },
    'DELETE /api/common/scm/e1': () => {
      list = list.filter((e) => e._id !== 'e1');
      return { body: { success: true, message: 'Entry deleted successfully', id: 'e1' } };
    },
  });
}

const renderPage = () => renderApp(<ContentEntriesPage kind="scm" />, { route: '/admin/scm', user: admin });

afterEach(async () => {
  await activateLanguage('en');
});

describe('ContentEntriesPage (SCM)', () => {
  it('publishes only a complete entry, and saves an incomplete one as a draft', async () => {
    const server = serveEntries([]);
    const { user } = renderPage();
    expect(await screen.findByText('No SCM entries available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('To publish, add: Crop Name, Description, an image');
    await user.type(screen.getByLabelText('Crop Name'), 'Jute');
    await user.type(screen.getByLabelText('Description'), '1. Soil: loam');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('To publish, add: an image');
    expect(screen.getByLabelText('Crop Name')).not.toHaveAttribute('aria-invalid');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Jute' })).closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByLabelText('Crop Name')).toHaveValue('');
    const sent = server.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(sent.get('crop_name')).toBe('Jute');
    expect(sent.get('status')).toBe('draft');
    expect(sent.get('image')).toBeNull();
  });

  it('formats the selection from the toolbar or the keyboard, and previews it as farmers read it', {
    timeout: 20_000,
  }, async () => {
    serveEntries([]);
    const { user } = renderPage();
    const text = (await screen.findByLabelText('Description')) as HTMLTextAreaElement;
    await user.type(text, 'Mix neem oil');
    text.setSelectionRange(4, 12);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(text).toHaveValue('Mix **neem oil**');
    await waitFor(() => expect(text.value.slice(text.selectionStart, text.selectionEnd)).toBe('neem oil'));
    // Ctrl+I on the same selection
    await user.keyboard('{Control>}i{/Control}');
    expect(text).toHaveValue('Mix ***neem oil***');
    await waitFor(() => expect(text.selectionStart).toBe(7));
    text.setSelectionRange(0, 0);
    await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    expect(text).toHaveValue('1. Mix ***neem oil***');
    await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    await user.type(text, '{End}{Enter}2. Water: daily');

    // the toolbar is one Tab stop; the arrow keys move in it
    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();

    await user.type(screen.getByLabelText('Crop Name'), 'Neem');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Neem' })).toBeInTheDocument();
    expect(within(preview).getByText('neem oil').closest('strong')).not.toBeNull();
    expect(within(preview).getByText('neem oil').closest('em')).not.toBeNull();
    expect(within(preview).getByRole('heading', { level: 3, name: '2. Water:' })).toBeInTheDocument();
    expect(within(preview).getByText('daily')).toBeInTheDocument();
  });

  it('edits an entry: its image stays unless it is replaced, and Cancel editing starts over', async () => {
    serveEntries([rice]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rice (Boro)' }));
    expect(screen.getByRole('heading', { name: 'Edit “Rice (Boro)”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Current' })).toHaveAttribute('src', '/uploads/scm/rice.webp');
    await user.click(screen.getByRole('checkbox', { name: 'Replace image' }));
    expect(screen.getByLabelText('Image')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByRole('heading', { name: 'New entry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Crop Name')).toHaveValue('');
  });

  it('deleting the entry being edited asks first, then empties the form', async () => {
    serveEntries([rice]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rice (Boro)' }));
    await user.click(screen.getByRole('button', { name: 'Delete Rice (Boro)' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this entry?' });
    expect(confirm).toHaveTextContent('“Rice (Boro)” and its image are removed for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No SCM entries available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New entry' })).toBeInTheDocument();
  });

  it('shows which languages an entry lacks, and edits its translations beside the English text', async () => {
    const server = serveEntries([rice]);
    const { user } = renderPage();
    const card = (await screen.findByRole('heading', { name: 'Rice (Boro)' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    const mark = within(card).getByText('Not translated:').parentElement as HTMLElement;
    expect(within(mark).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(within(mark).queryByText('বাংলা')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Rice (Boro)' }));
    const tabs = screen.getByRole('tablist', { name: 'Translations' });
    await user.click(within(tabs).getByRole('tab', { name: 'বাংলা' }));
    expect(screen.getByLabelText('Crop Name (বাংলা)')).toHaveValue('বোরো ধান');
    expect(screen.getByLabelText('Crop Name (English)')).toHaveValue('Rice (Boro)');
    await user.click(within(tabs).getByRole('tab', { name: 'हिन्दी (not translated)' }));
    // a description without its crop name is not a translation yet
    await user.type(screen.getByLabelText('Description (हिन्दी)'), '25 दिन पर रोपाई।');
    expect(screen.getByRole('button', { name: 'Update Entry' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Entry' })).toHaveAccessibleDescription(
      'A translation needs its name; fill it in, or empty this language.',
    );
    expect(
      screen.getByText('A translation needs its name; fill it in, or empty this language.', { ignore: '[hidden]' }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Crop Name (हिन्दी)'), 'बोरो धान');
    await user.click(screen.getByRole('button', { name: 'Update Entry' }));
    expect(await screen.findByText('Entry updated successfully')).toBeInTheDocument();
    const sent = server.requests.find((r) => r.method === 'PUT')?.body as FormData;
    expect(JSON.parse(String(sent.get('translations')))).toEqual({
      bn: rice.translations.bn,
      hi: { crop_name: 'बोरो धान', description: '25 दिन पर रोपाई।' },
    });
  });

  it('in Bangla: the heading, the form, the count and the empty list speak Bangla', async () => {
    await activateLanguage('bn');
    serveEntries([rice]);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'এন্ট্রি (১)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'চাষের নির্দেশিকা' })).toBeInTheDocument();
    expect(screen.getByLabelText('ফসলের নাম')).toHaveAttribute('placeholder', 'যেমন: ধান (বোরো মৌসুম)');
    expect(screen.getByLabelText('বিবরণ')).toHaveAttribute(
      'placeholder',
      "কৃষকেরা যে লেখা পড়বেন তা লিখুন। '1. মাটি:' ধরনের লাইন শিরোনাম হয়ে যাবে।",
    );
    await user.click(screen.getByRole('button', { name: 'Rice (Boro) মুছুন' }));
    const confirm = screen.getByRole('dialog', { name: 'এই এন্ট্রিটি মুছে ফেলবেন?' });
    await user.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('বৈজ্ঞানিক চাষের কোনো এন্ট্রি নেই')).toBeInTheDocument();
  });
});
