import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { allowConsoleErrors } from '@/testing/setup';
import { DiagnosisPage } from './diagnosis-page';

const answer = {
  message: 'Analysis complete',
  data: {
    userInputText: 'Brown spots with yellow rings on tomato leaves',
    gptResponse: '## Early blight\nRemove the lowest leaves.',
    verdict: 'diagnosed',
    crop: 'tomato',
    candidates: [{ id: 'early-blight', name: 'Early blight', confidence: 0.82 }],
    engine: 'offline',
  },
};

const renderPage = () => renderApp(<DiagnosisPage pastSuggestions={<p>Past suggestions here</p>} />);

describe('DiagnosisPage: the form and its states (docs/product/data.md#screen-states)', () => {
  it('asks for the symptoms before sending anything, and the message goes once they are typed', async () => {
    const server = serveApi({});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const symptoms = screen.getByLabelText('Describe the symptoms of your infected crops');
    expect(screen.getByText('Please describe the symptoms or add a photo before submitting.')).toBeInTheDocument();
    expect(symptoms).toHaveAttribute('aria-invalid', 'true');
    expect(symptoms).toHaveFocus();
    await user.type(symptoms, 'Yellow leaves');
    expect(
      screen.queryByText('Please describe the symptoms or add a photo before submitting.'),
    ).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/api/images/analyze')).toEqual([]);
  });

  it('refuses a photo that is not a JPEG or PNG', async () => {
    serveApi({});
    renderPage();
    // a drop or another browser may not apply the input's accept list
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload Image (optional)'),
      new File(['x'], 'leaf.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is not a JPEG or PNG image. Please choose a .jpeg, .jpg or .png photo.',
    );
    expect(screen.queryByRole('img', { name: 'Selected photo preview' })).not.toBeInTheDocument();
  });

  it('shows that it is analyzing, then the result, and keeps nothing in the browser', async () => {
    let respond: (value: { body: unknown }) => void = () => undefined;
    const server = serveApi({ 'POST /api/images/analyze': () => new Promise((resolve) => (respond = resolve)) });
    const { user } = renderPage();
    await user.type(
      screen.getByLabelText('Describe the symptoms of your infected crops'),
      '  Brown spots with yellow rings  ',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('FarmAI is analyzing your crop.');
    const sent = server.requests.find((r) => r.path === '/api/images/analyze')?.body as FormData | undefined;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent?.get('userInputText')).toBe('Brown spots with yellow rings');

    respond({ body: answer });
    expect(await screen.findByRole('heading', { name: 'FarmAI Analysis Result:' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Early blight' })).toBeInTheDocument();
    expect(screen.getByText('82%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // the API keeps it with the account; the browser keeps no copy
    expect(localStorage.length).toBe(0);
    expect(screen.getByText('Past suggestions here')).toBeInTheDocument();
  });

  it('sends a photo alone, without symptoms, and says the answer came from the photo', async () => {
    const server = serveApi({
      'POST /api/images/analyze': {
        body: { ...answer, data: { ...answer.data, userInputText: '', uploadedImageUrl: '/uploads/diagnosis/a.jpg' } },
      },
    });
    const { user } = renderPage();
    const symptoms = screen.getByLabelText('Describe the symptoms of your infected crops');
    expect(symptoms).toBeRequired();
    await user.upload(
      screen.getByLabelText('Upload Image (optional)'),
      new File(['leaf'], 'leaf.png', { type: 'image/png' }),
    );
    expect(symptoms).not.toBeRequired();
    expect(screen.getByText(/With a photo, the description is optional/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'FarmAI Analysis Result:' })).toBeInTheDocument();
    const sent = server.requests.find((r) => r.path === '/api/images/analyze')?.body as FormData;
    expect(sent.get('userInputText')).toBe('');
    expect(sent.get('image')).toBeInstanceOf(File);
    expect(screen.getByText('A photo, without a description.')).toBeInTheDocument();
    expect(screen.queryByText('Please describe the symptoms or add a photo before submitting.')).toBeNull();
  });

  it('says the real photo limit: phone photos are shrunk before they are sent', () => {
    serveApi({});
    renderPage();
    expect(
      screen.getByText(
        'Supported formats: jpeg, jpg, png. Max size: 25 MB (photos are made smaller on your phone before they are sent).',
      ),
    ).toBeInTheDocument();
  });

  it('shows no percentages for an answer that is only possible', async () => {
    serveApi({
      'POST /api/images/analyze': {
        body: {
          ...answer,
          data: {
            ...answer.data,
            verdict: 'possible',
            candidates: [
              { id: 'early-blight', name: 'Early blight', confidence: 0.41 },
              { id: 'septoria', name: 'Septoria leaf spot', confidence: 0.33 },
            ],
          },
        },
      },
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Describe the symptoms of your infected crops'), 'Spots on leaves');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Causes to check, none confirmed:' })).toBeInTheDocument();
    expect(screen.getByText('Septoria leaf spot')).toBeInTheDocument();
    expect(screen.queryByText('41%')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Possible causes, ranked:' })).toBeNull();
  });

  it("shows the service's reason when it fails, and the form can be sent again", async () => {
    allowConsoleErrors();
    serveApi({
      'POST /api/images/analyze': {
        status: 503,
        body: { error: 'The diagnosis service is busy. Try again in a minute.' },
      },
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Describe the symptoms of your infected crops'), 'Wilting');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The diagnosis service is busy. Try again in a minute.');
    expect(screen.queryByRole('heading', { name: 'FarmAI Analysis Result:' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith('Diagnosis request failed', expect.anything());
  });

  it('with no connection and no offline pack, says what the farmer can do and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = serveApi({ 'POST /api/images/analyze': { body: answer } });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Describe the symptoms of your infected crops'), 'Wilting tomato');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Connect to the internet, or download diagnosis for offline use while you have a signal.',
    );
    expect(server.requests.filter((r) => r.path === '/api/images/analyze')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'FarmAI Analysis Result:' })).not.toBeInTheDocument();
  });
});
