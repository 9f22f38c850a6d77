import { DIAGNOSIS_IMAGE_TYPES, DIAGNOSIS_TEXT_MAX_LENGTH } from '@farmai/contracts';
import { AlertCircleIcon, ImageIcon, LoaderCircleIcon, MicIcon, SquareIcon, XIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useObjectUrl } from '@/lib/use-object-url';
import type { PhotoField as Photo } from '../hooks/use-photo-field';
import { type SpeechProblem, useSpeechInput } from '../hooks/use-speech-input';
import { MAX_SOURCE_MB } from '../lib/shrink-photo';

/** The ids of a field's hint and, when there is one, its error, for aria-describedby. */
const describedBy = (id: string, error: string | undefined) => (error ? `${id}-hint ${id}-error` : `${id}-hint`);

export function SymptomsField({
  value,
  optional,
  error,
  textRef,
  onChange,
}: {
  value: string;
  /** A photo is attached: the text may be left empty. */
  optional: boolean;
  error: string | undefined;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-2">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor="diagnosis-symptoms">{t('diagnosis.symptomsLabel')}</Label>
        <SpeakButton onText={(phrase) => onChange(value.trim() ? `${value.trimEnd()} ${phrase}` : phrase)} />
      </div>
      <Textarea
        id="diagnosis-symptoms"
        ref={textRef}
        rows={4}
        required={!optional}
        maxLength={DIAGNOSIS_TEXT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('diagnosis.symptomsPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('diagnosis-symptoms', error)}
        className="field-sizing-fixed resize-y"
      />
      <p id="diagnosis-symptoms-hint" className="text-muted-foreground text-sm">
        {t('diagnosis.symptomsHint')}
        {optional && <> {t('diagnosis.symptomsOptional')}</>}
      </p>
      {error && (
        <p id="diagnosis-symptoms-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

const SPEECH_PROBLEMS = {
  denied: 'diagnosis.speakDenied',
  'no-speech': 'diagnosis.speakNoSpeech',
  failed: 'diagnosis.speakFailed',
} as const satisfies Record<SpeechProblem, string>;

/** Speaking instead of typing, where the browser can turn speech into text (hidden elsewhere). */
function SpeakButton({ onText }: { onText: (phrase: string) => void }) {
  const t = useT();
  const speech = useSpeechInput(onText);
  if (!speech.supported) return null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        type="button"
        variant={speech.listening ? 'default' : 'outline'}
        size="sm"
        aria-pressed={speech.listening}
        onClick={speech.listening ? speech.stop : speech.start}
      >
        {speech.listening ? <SquareIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
        {t(speech.listening ? 'diagnosis.speakStop' : 'diagnosis.speak')}
      </Button>
      <p role="status" className="text-right text-muted-foreground text-xs">
        {speech.listening ? t('diagnosis.speakListening') : speech.problem && t(SPEECH_PROBLEMS[speech.problem])}
      </p>
    </div>
  );
}

function ChosenPhoto({ image, disabled, onRemove }: { image: File; disabled: boolean; onRemove: () => void }) {
  const t = useT();
  const preview = useObjectUrl(image);
  if (!preview) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/50 p-2">
      <img
        src={preview}
        alt={t('diagnosis.selectedImage')}
        width={64}
        height={64}
        className="size-16 rounded-md object-cover"
      />
      <div className="flex min-w-0 flex-1 items-center gap-2 text-sm">
        <ImageIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{image.name}</span>
        <span className="shrink-0 text-muted-foreground">
          {t('diagnosis.fileSize', { size: formatNumber(image.size / 1024, { maximumFractionDigits: 0 }) })}
        </span>
      </div>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t('diagnosis.removeImage')}
        onClick={onRemove}
        disabled={disabled}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

export function PhotoField({
  photo,
  disabled,
  onChosen,
}: {
  photo: Photo;
  disabled: boolean;
  /** A photo was picked (the symptoms are no longer required). */
  onChosen?: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-2">
      <Label htmlFor="diagnosis-image">{t('diagnosis.imageLabel')}</Label>
      <Input
        id="diagnosis-image"
        ref={photo.inputRef}
        type="file"
        accept={DIAGNOSIS_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          photo.onChange(event);
          if (event.target.files?.[0]) onChosen?.();
        }}
        aria-invalid={photo.error ? true : undefined}
        aria-describedby={describedBy('diagnosis-image', photo.error)}
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:text-secondary-foreground"
      />
      <p id="diagnosis-image-hint" className="text-muted-foreground text-sm">
        {t('diagnosis.imageHint', { max: formatNumber(MAX_SOURCE_MB) })}
      </p>
      {photo.error && (
        <p id="diagnosis-image-error" role="alert" className="font-medium text-destructive text-sm">
          {photo.error}
        </p>
      )}
      {photo.image && <ChosenPhoto image={photo.image} disabled={disabled} onRemove={photo.remove} />}
    </div>
  );
}

/** Submit, and while the answer is awaited: what is happening and how far the photo has gone up. */
export function SubmitRow({
  loading,
  withPhoto,
  progress,
}: {
  loading: boolean;
  withPhoto: boolean;
  progress: number | undefined;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button
        type="submit"
        size="lg"
        disabled={loading}
        disabledReason={t('common.busyReason')}
        className="sm:min-w-36"
      >
        {loading && <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
        {loading ? t('diagnosis.analyzing') : t('diagnosis.submit')}
      </Button>
      {loading && (
        <p role="status" className="text-muted-foreground text-sm">
          {t('diagnosis.progress')}
        </p>
      )}
      {loading && withPhoto && progress !== undefined && progress < 1 && (
        <div className="flex min-w-40 flex-1 items-center gap-2 text-muted-foreground text-sm">
          <label htmlFor="diagnosis-upload-progress">{t('diagnosis.uploading')}</label>
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
  );
}

export function DiagnosisError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive bg-destructive/10 p-4 text-destructive"
    >
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="font-medium">{message}</p>
    </div>
  );
}
