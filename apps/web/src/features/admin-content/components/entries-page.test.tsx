import type { CultivationEntry } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
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
};

/** The SCM server: lists its entries, adds, updates and deletes them. */
function serveEntries(initial: Partial<CultivationEntry>[]) {
  let list = initial;
  const fieldsOf = (body: unknown) => {
    const form = body as FormData;
    return { crop_name: String(form.get('crop_name')), description: String(form.get('description')) };
  };
  return serveApi({
    'GET /api/common/scm': () => ({ body: { success: true, scientificCultivationMethods: list } }),
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

afterEach(async () => {
  await activateLanguage('en');
});

const renderPage = () => renderApp(<ContentEntriesPage kind="scm" />, { route: '/admin/scm', user: admin });

describe('ContentEntriesPage (SCM)', () => {
  it('adds an entry from the form and lists it', async () => {
    const server = serveEntries([]);
    const { user } = renderPage();
    expect(await screen.findByText('No SCM entries available')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Crop Name'), 'Jute');
    await user.type(screen.getByLabelText('Description'), '1. Soil: loam');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Entry added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jute' })).toBeInTheDocument();
    expect(screen.getByLabelText('Crop Name')).toHaveValue('');
    const sent = server.requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(sent.get('crop_name')).toBe('Jute');
    expect(sent.get('image')).toBeNull();
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

  it('in Bangla: the heading, the form, the count and the empty list speak Bangla', async () => {
    await activateLanguage('bn');
    serveEntries([rice]);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'এন্ট্রি (১)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'বৈজ্ঞানিক চাষপদ্ধতি' })).toBeInTheDocument();
    expect(screen.getByLabelText('ফসলের নাম')).toHaveAttribute('placeholder', 'যেমন: ধান (বোরো মৌসুম)');
    expect(screen.getByLabelText('বিবরণ')).toHaveAttribute(
      'placeholder',
      "কৃষকেরা যে লেখা পড়বেন তা লিখুন। '1. মাটি:' ধরনের লাইন শিরোনাম হয়ে যাবে।",
    );
    await user.click(screen.getByRole('button', { name: 'Delete Rice (Boro)' }));
    const confirm = screen.getByRole('dialog', { name: 'এই এন্ট্রিটি মুছে ফেলবেন?' });
    await user.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('বৈজ্ঞানিক চাষের কোনো এন্ট্রি নেই')).toBeInTheDocument();
  });
});
