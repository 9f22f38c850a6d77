import { UPLOAD_MAX_IMAGE_BYTES } from '@farmai/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { ImageUpload } from './image-upload';
import { Toaster } from './ui/toaster';

const png = (name = 'leaf.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The picker as a form uses it: the chosen file and the uploaded address are the form's state. */
function Form({ upload }: { upload?: (file: File) => Promise<string> }) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  return (
    <>
      <ImageUpload label="Product Image" file={file} onFileSelected={setFile} upload={upload} onUploaded={setUrl} />
      <output aria-label="Uploaded image">{url}</output>
      <Toaster />
    </>
  );
}

// the input's accept list would stop a person choosing a text file; a drop or another browser may not
const userAnyFile = () => userEvent.setup({ applyAccept: false });

afterEach(async () => {
  await activateLanguage('en');
});

describe('ImageUpload', () => {
  it('in Hindi: the hint, the refusal and the chosen file speak Hindi, with Devanagari digits', async () => {
    await activateLanguage('hi');
    const user = userAnyFile();
    render(<Form upload={async () => '/uploads/x.png'} />);
    expect(screen.getByText('खींचकर छोड़ें या क्लिक करके चुनें। JPEG, PNG या WebP, अधिकतम ५ MB।')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Product Image'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('यह तस्वीर इस्तेमाल नहीं की जा सकती')).toBeInTheDocument();
    expect(screen.getByText('notes.txt JPEG, PNG या WebP तस्वीर नहीं है।')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Product Image'), png());
    expect(await screen.findByRole('button', { name: 'leaf.png हटाएँ' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image, and sends nothing', async () => {
    const upload = vi.fn(async () => '/uploads/x.png');
    const user = userAnyFile();
    render(<Form upload={upload} />);
    await user.upload(
      screen.getByLabelText('Product Image'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('This image cannot be used')).toBeInTheDocument();
    expect(screen.getByText('notes.txt is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('refuses an image larger than 5 MB', async () => {
    const upload = vi.fn(async () => '/uploads/x.png');
    const user = userAnyFile();
    render(<Form upload={upload} />);
    await user.upload(screen.getByLabelText('Product Image'), png('huge.png', UPLOAD_MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a chosen image at once, then shows its name with a remove button', async () => {
    const upload = vi.fn(async () => '/uploads/products/leaf.webp');
    const user = userAnyFile();
    render(<Form upload={upload} />);
    await user.upload(screen.getByLabelText('Product Image'), png());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Remove leaf.png' })).toBeEnabled();
    expect(screen.getByLabelText('Uploaded image')).toHaveTextContent('/uploads/products/leaf.webp');

    await user.click(screen.getByRole('button', { name: 'Remove leaf.png' }));
    expect(screen.queryByText('leaf.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Uploaded image')).toBeEmptyDOMElement();
  });

  it('says so when the upload fails and lets the person choose again', async () => {
    const user = userAnyFile();
    render(<Form upload={() => Promise.reject(new Error('The server is busy'))} />);
    await user.upload(screen.getByLabelText('Product Image'), png());
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(screen.getByText('The server is busy')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('leaf.png')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Product Image')).toBeEnabled();
  });
});
