import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { DiagnosisPage } from './diagnosis-page';

/** A recogniser standing in for the browser's (the Web Speech API's SpeechRecognition). */
class FakeRecogniser {
  static last: FakeRecogniser | undefined;
  lang = '';
  interimResults = true;
  continuous = true;
  started = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecogniser.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  say(transcript: string) {
    const result = Object.assign([{ transcript }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
    this.onend?.();
  }
}

const withRecogniser = () => Object.assign(window, { webkitSpeechRecognition: FakeRecogniser });
afterEach(() => {
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  FakeRecogniser.last = undefined;
});

const renderPage = () => renderApp(<DiagnosisPage pastSuggestions={null} />);

describe('speaking the symptoms', () => {
  it('is not offered where the browser cannot turn speech into text', () => {
    serveApi({});
    renderPage();
    expect(screen.getByLabelText('Describe the symptoms of your infected crops')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speak' })).not.toBeInTheDocument();
  });

  it('adds what was said to the text, which stays editable, in the reader’s language', async () => {
    withRecogniser();
    serveApi({});
    const { user } = renderPage();
    const symptoms = screen.getByLabelText('Describe the symptoms of your infected crops');
    await user.type(symptoms, 'Tomato:');
    await user.click(screen.getByRole('button', { name: 'Speak' }));
    const recogniser = FakeRecogniser.last as FakeRecogniser;
    expect(recogniser.started).toBe(true);
    expect(recogniser.lang).toBe('en-IN');
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Listening… speak now/)).toBeInTheDocument();

    act(() => recogniser.say('brown spots with rings on the lower leaves'));
    expect(symptoms).toHaveValue('Tomato: brown spots with rings on the lower leaves');
    expect(screen.getByRole('button', { name: 'Speak' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(symptoms, ' since Monday');
    expect(symptoms).toHaveValue('Tomato: brown spots with rings on the lower leaves since Monday');
  });

  it('says what to do when the microphone is blocked', async () => {
    withRecogniser();
    serveApi({});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Speak' }));
    act(() => {
      FakeRecogniser.last?.onerror?.({ error: 'not-allowed' });
      FakeRecogniser.last?.onend?.();
    });
    expect(screen.getByText(/The microphone is blocked/)).toBeInTheDocument();
  });
});
