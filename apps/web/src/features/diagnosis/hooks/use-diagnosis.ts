import { DIAGNOSIS_MAX_IMAGE_BYTES, DIAGNOSIS_MAX_IMAGE_MB } from '@farmai/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { gotNoAnswer, wasAborted } from '@/lib/http';
import { currentLanguage, t } from '@/lib/i18n';
import { useAppDispatch } from '@/lib/store';
import { analyzeCrop, type DiagnosisResult as Result } from '../api/analyze';
import { historyChanged, useHistoryOwner } from '../api/history-api';
import { shrinkPhoto } from '../lib/shrink-photo';
import { diagnoseOnDevice } from '../offline/on-device';
import { downloadedPack } from '../offline/pack';
import { keepPending, type PendingDiagnosis } from '../offline/pending';

/**
 * The answer made on this phone from the offline pack (docs/decisions/034-diagnosis-on-the-phone.md),
 * its photo shown from the phone; without the pack, what the farmer can do.
 */
async function answerOnDevice(symptoms: string, photo: File | undefined, userId: string | undefined): Promise<Action> {
  if (!(await downloadedPack())) return { type: 'error', message: t('diagnosis.offlineNeedsPack') };
  const language = currentLanguage();
  const answer = await diagnoseOnDevice(symptoms, photo, language);
  const result: Result = { ...answer, onDevice: true };
  if (photo) result.uploadedImageUrl = URL.createObjectURL(photo);
  // a signed-in farmer's question is sent again once online, and the service's answer kept in the history
  if (userId) result.savedLater = await keptForLater({ userId, text: symptoms, photo, language });
  return { type: 'success', result };
}

/** Keeps a question asked offline to be sent later; false when the browser cannot keep it (storage off or full). */
async function keptForLater(entry: Omit<PendingDiagnosis, 'id' | 'createdAt'>): Promise<boolean> {
  try {
    await keepPending(entry);
    return true;
  } catch (error) {
    console.error('Diagnosis made offline not kept for the history', error);
    return false;
  }
}

/** docs/product/data.md#screen-states: idle → submitting (old result and error cleared) → success | error. */
export type DiagnosisState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; result: Result }
  | { status: 'error'; message: string };

type Action = { type: 'submit' } | { type: 'success'; result: Result } | { type: 'error'; message: string };

function reducer(_state: DiagnosisState, action: Action): DiagnosisState {
  switch (action.type) {
    case 'submit':
      return { status: 'submitting' };
    case 'success':
      return { status: 'success', result: action.result };
    case 'error':
      return { status: 'error', message: action.message };
  }
}

/**
 * One diagnosis at a time: the photo is shrunk, the request sent (its upload progress followed);
 * with no connection, answered on the phone from the offline pack when it was downloaded.
 * The API keeps a signed-in farmer's answer in their history on the way back; the history is then
 * asked for again. A request still running when the farmer leaves the page is cancelled.
 */
export function useDiagnosis() {
  const [state, dispatch] = useReducer(reducer, { status: 'idle' });
  const [progress, setProgress] = useState<number>();
  const request = useRef<AbortController | null>(null);
  const appDispatch = useAppDispatch();
  const userId = useHistoryOwner();

  useEffect(() => () => request.current?.abort(), []);

  const run = async (symptoms: string, image: File | undefined, signal: AbortSignal) => {
    // a phone photo goes up as a few hundred kB: 1600 px at most, right way up, no metadata
    const photo = image ? await shrinkPhoto(image) : undefined;
    if (photo && photo.size > DIAGNOSIS_MAX_IMAGE_BYTES) {
      dispatch({
        type: 'error',
        message: t('diagnosis.imageStillTooLarge', { max: formatNumber(DIAGNOSIS_MAX_IMAGE_MB) }),
      });
      return;
    }
    // with no connection (or none once sent), the phone answers by itself when it has the offline pack
    if (!navigator.onLine) return dispatch(await answerOnDevice(symptoms, photo, userId));
    let result: Result;
    try {
      result = await analyzeCrop({ text: symptoms, image: photo }, signal, (fraction) => setProgress(fraction));
    } catch (error) {
      if (!gotNoAnswer(error)) throw error;
      return dispatch(await answerOnDevice(symptoms, photo, userId));
    }
    dispatch({ type: 'success', result });
    // the API kept it for 'AI-Generated Past Suggestions'
    appDispatch(historyChanged());
  };

  const diagnose = async (symptoms: string, image: File | undefined) => {
    const controller = new AbortController();
    request.current = controller;
    dispatch({ type: 'submit' });
    setProgress(undefined);
    try {
      await run(symptoms, image, controller.signal);
    } catch (error) {
      if (wasAborted(error)) return;
      console.error('Diagnosis request failed', error);
      dispatch({ type: 'error', message: serverMessage(error) ?? t('diagnosis.genericError') });
    } finally {
      if (request.current === controller) request.current = null;
      setProgress(undefined);
    }
  };

  return { state, loading: state.status === 'submitting', progress, diagnose };
}
