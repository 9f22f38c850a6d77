import { AlertCircleIcon, ImageIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  ACCEPTED_IMAGE_TYPES,
  analyzeCrop,
  diagnosisError,
  isCancelled,
  MAX_IMAGE_BYTES,
  type DiagnosisResult as Result,
} from '../api/analyze';
import { newEntry, rememberDiagnosis, thumbnailOf } from '../lib/history';
import { MAX_SOURCE_BYTES, shrinkPhoto } from '../lib/shrink-photo';
import { diagnosisTexts } from '../texts';
import { DiagnosisResult } from './diagnosis-result';

/** SPEC 4: idle → submitting (old result and error cleared) → success | error. */
type State =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; result: Result }
  | { status: 'error'; message: string };

type Action = { type: 'submit' } | { type: 'success'; result: Result } | { type: 'error'; message: string };

function reducer(_state: State, action: Action): State {
  switch (action.type) {
    case 'submit':
      return { status: 'submitting' };
    case 'success':
      return { status: 'success', result: action.result };
    case 'error':
      return { status: 'error', message: action.message };
  }
}

function checkImage(file: File): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return diagnosisTexts.imageWrongType;
  // phone photos are larger than the service takes: they are shrunk before sending (shrinkPhoto)
  if (file.size > MAX_SOURCE_BYTES) return diagnosisTexts.imageTooLarge;
  return undefined;
}

/** /farmAI/diagnosis: the diagnosis form and its result, above the past suggestions (passed in). */
export function DiagnosisPage({ pastSuggestions }: { pastSuggestions: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, { status: 'idle' });
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [image, setImage] = useState<File>();
  const [imageError, setImageError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const fileRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const request = useRef<AbortController | null>(null);
  const loading = state.status === 'submitting';

  // A request still running when the farmer leaves the page is cancelled.
  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    if (!image) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const clearImage = () => {
    setImage(undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      setImage(undefined);
      setImageError(undefined);
      return;
    }
    const problem = checkImage(file);
    setImageError(problem);
    if (problem) clearImage();
    else setImage(file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const symptoms = text.trim();
    if (!symptoms) {
      setTextError(diagnosisTexts.symptomsRequired);
      textRef.current?.focus();
      return;
    }
    setTextError(undefined);
    const controller = new AbortController();
    request.current = controller;
    dispatch({ type: 'submit' });
    setProgress(undefined);
    try {
      // a phone photo goes up as a few hundred kB: 1600 px at most, right way up, no metadata
      const photo = image ? await shrinkPhoto(image) : undefined;
      if (photo && photo.size > MAX_IMAGE_BYTES) {
        dispatch({ type: 'error', message: diagnosisTexts.imageStillTooLarge });
        return;
      }
      const result = await analyzeCrop({ text: symptoms, image: photo }, controller.signal, (fraction) =>
        setProgress(fraction),
      );
      dispatch({ type: 'success', result });
      // kept in this browser for 'AI-Generated Past Suggestions'
      rememberDiagnosis(newEntry(symptoms, result, await thumbnailOf(image)));
    } catch (error) {
      if (isCancelled(error)) return;
      console.error('Diagnosis request failed', error);
      dispatch({ type: 'error', message: diagnosisError(error) ?? diagnosisTexts.genericError });
    } finally {
      if (request.current === controller) request.current = null;
      setProgress(undefined);
    }
  };

  return (
    <div className="min-h-full bg-muted py-8 sm:py-10">
      <div className="mx-auto w-full max-w-4xl space-y-8 px-4 sm:px-6">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={loading}
          className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
        >
          <div className="space-y-2">
            <h1 className="font-extrabold text-3xl tracking-tight">{diagnosisTexts.title}</h1>
            <p className="text-muted-foreground">{diagnosisTexts.intro}</p>
          </div>

          <div className="space-y-2">
            <Label htmlFor="diagnosis-symptoms">{diagnosisTexts.symptomsLabel}</Label>
            <Textarea
              id="diagnosis-symptoms"
              ref={textRef}
              rows={4}
              required
              maxLength={2000}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (textError) setTextError(undefined);
              }}
              placeholder={diagnosisTexts.symptomsPlaceholder}
              aria-invalid={textError ? true : undefined}
              aria-describedby={
                textError ? 'diagnosis-symptoms-hint diagnosis-symptoms-error' : 'diagnosis-symptoms-hint'
              }
              className="field-sizing-fixed resize-y"
            />
            <p id="diagnosis-symptoms-hint" className="text-muted-foreground text-sm">
              {diagnosisTexts.symptomsHint}
            </p>
            {textError && (
              <p id="diagnosis-symptoms-error" className="font-medium text-destructive text-sm">
                {textError}
              </p>
            )}
          </div>

          <div className="space-y-2">
            <Label htmlFor="diagnosis-image">{diagnosisTexts.imageLabel}</Label>
            <Input
              id="diagnosis-image"
              ref={fileRef}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={onFile}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? 'diagnosis-image-hint diagnosis-image-error' : 'diagnosis-image-hint'}
              className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:text-secondary-foreground"
            />
            <p id="diagnosis-image-hint" className="text-muted-foreground text-sm">
              {diagnosisTexts.imageHint}
            </p>
            {imageError && (
              <p id="diagnosis-image-error" role="alert" className="font-medium text-destructive text-sm">
                {imageError}
              </p>
            )}
            {image && preview && (
              <div className="flex items-center gap-3 rounded-lg border bg-muted/50 p-2">
                <img
                  src={preview}
                  alt={diagnosisTexts.selectedImage}
                  width={64}
                  height={64}
                  className="size-16 rounded-md object-cover"
                />
                <div className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                  <ImageIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate">{image.name}</span>
                  <span className="shrink-0 text-muted-foreground">{(image.size / 1024).toFixed(0)} KB</span>
                </div>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={diagnosisTexts.removeImage}
                  onClick={() => {
                    clearImage();
                    setImageError(undefined);
                  }}
                  disabled={loading}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
            )}
          </div>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" size="lg" disabled={loading} className="sm:min-w-36">
              {loading && <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
              {loading ? diagnosisTexts.analyzing : diagnosisTexts.submit}
            </Button>
            {loading && (
              <p role="status" className="text-muted-foreground text-sm">
                {diagnosisTexts.progress}
              </p>
            )}
            {loading && image && progress !== undefined && progress < 1 && (
              <div className="flex min-w-40 flex-1 items-center gap-2 text-muted-foreground text-sm">
                <label htmlFor="diagnosis-upload-progress">{diagnosisTexts.uploading}</label>
                <progress
                  id="diagnosis-upload-progress"
                  max={100}
                  value={Math.round(progress * 100)}
                  className="h-2 flex-1 accent-primary"
                />
                <span aria-hidden="true">{Math.round(progress * 100)}%</span>
              </div>
            )}
          </div>

          {state.status === 'error' && (
            <div
              role="alert"
              className="flex gap-3 rounded-lg border border-destructive bg-destructive/10 p-4 text-destructive"
            >
              <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p className="font-medium">{state.message}</p>
            </div>
          )}
        </form>

        {state.status === 'success' && <DiagnosisResult result={state.result} />}

        {pastSuggestions}
      </div>
    </div>
  );
}
