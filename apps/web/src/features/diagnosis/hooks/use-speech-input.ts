import type { Language } from '@farmai/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/lib/i18n';

/** The languages farmers speak to the recogniser in, by the app's language. */
const SPEECH_LANGUAGES: Record<Language, string> = { en: 'en-IN', es: 'es-ES', fr: 'fr-FR', bn: 'bn-BD', hi: 'hi-IN' };

/** The part of the Web Speech API's recogniser this form uses. */
interface Recogniser {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecogniserClass = new () => Recogniser;

const recogniserClass = (): RecogniserClass | undefined => {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecogniserClass; webkitSpeechRecognition?: RecogniserClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
};

export type SpeechProblem = 'denied' | 'no-speech' | 'failed';

/**
 * Speech to text in the reader's language where the browser offers it (`supported` is false
 * elsewhere, and the button is not shown). Each finished phrase is handed to `onText`; the text
 * box stays editable.
 */
export function useSpeechInput(onText: (phrase: string) => void) {
  const language = useLanguage();
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<SpeechProblem | null>(null);
  const recogniser = useRef<Recogniser | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const Recognition = recogniserClass();

  useEffect(() => () => recogniser.current?.stop(), []);

  const start = useCallback(() => {
    if (!Recognition) return;
    const r = new Recognition();
    r.lang = SPEECH_LANGUAGES[language];
    r.interimResults = false;
    r.continuous = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const phrase = result?.[0]?.transcript.trim();
        if (result?.isFinal && phrase) onTextRef.current(phrase);
      }
    };
    r.onerror = (event) => {
      const denied = event.error === 'not-allowed' || event.error === 'service-not-allowed';
      setProblem(denied ? 'denied' : event.error === 'no-speech' ? 'no-speech' : 'failed');
    };
    r.onend = () => setListening(false);
    recogniser.current = r;
    setProblem(null);
    setListening(true);
    r.start();
  }, [Recognition, language]);

  const stop = useCallback(() => recogniser.current?.stop(), []);

  return { supported: Recognition !== undefined, listening, problem, start, stop };
}
