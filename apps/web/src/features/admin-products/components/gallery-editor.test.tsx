import { PRODUCT_GALLERY_MAX } from '@farmai/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { GalleryEditor } from './gallery-editor';

function Harness({ initial, upload }: { initial: string[]; upload: (file: File) => Promise<string> }) {
  const [pictures, setPictures] = useState(initial);
  return (
    <>
      <GalleryEditor pictures={pictures} onChange={setPictures} upload={upload} />
      <output aria-label="sent">{pictures.join(' ')}</output>
    </>
  );
}

const sent = () => screen.getByRole('status', { name: 'sent' }).textContent;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('GalleryEditor', () => {
  it('uploads a chosen picture to the end, moves pictures earlier and later, and removes them', async () => {
    const upload = vi.fn(async (file: File) => `/uploads/products/${file.name}.webp`);
    const { user, container } = renderApp(<Harness initial={['/a.webp', '/b.webp']} upload={upload} />);
    const group = screen.getByRole('group', { name: 'More pictures' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
    expect(within(group).getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Move picture 2 later' })).toBeDisabled();

    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, png('c'));
    expect(upload).toHaveBeenCalledOnce();
    expect(sent()).toBe('/a.webp /b.webp /uploads/products/c.webp');

    await user.click(within(group).getByRole('button', { name: 'Move picture 3 earlier' }));
    expect(sent()).toBe('/a.webp /uploads/products/c.webp /b.webp');
    await user.click(within(group).getByRole('button', { name: 'Move picture 1 later' }));
    expect(sent()).toBe('/uploads/products/c.webp /a.webp /b.webp');
    await user.click(within(group).getByRole('button', { name: 'Remove picture 2' }));
    expect(sent()).toBe('/uploads/products/c.webp /b.webp');
  });

  it('refuses a file that is not a picture without uploading it, and stops adding at the limit', async () => {
    const upload = vi.fn(async () => '/x.webp');
    const full = Array.from({ length: PRODUCT_GALLERY_MAX }, (_, i) => `/p${i}.webp`);
    const { container } = renderApp(<Harness initial={[]} upload={upload} />);
    expect(screen.getByText('No more pictures yet.')).toBeInTheDocument();
    // past the picker's own filter, as a drop or another browser may send it
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('notes.txt is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    renderApp(<Harness initial={full} upload={upload} />);
    const buttons = screen.getAllByRole('button', { name: 'Add a picture' });
    expect(buttons.at(-1)).toBeDisabled();
  });
});
