import { UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_IMAGE_MB } from '@farmai/contracts';
import { CloudUploadIcon, FileImageIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { t as translate, useT } from '@/lib/i18n';
import { useObjectUrl } from '@/lib/use-object-url';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { toast } from './ui/use-toast';

/** What the server accepts (it checks the content again and re-encodes). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a file cannot be sent, in the reader's language, or null when it can. */
export function imageProblem(file: File): string | null {
  const name = file.name;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return translate('image-upload.notAnImage', { name });
  if (file.size > UPLOAD_MAX_IMAGE_BYTES) return translate('image-upload.tooLarge', { name, max: UPLOAD_MAX_IMAGE_MB });
  if (file.size === 0) return translate('image-upload.empty', { name });
  return null;
}

export interface ImageUploadProps {
  /** Text of the label tied to the file input. */
  label?: string;
  /** The chosen file (controlled): null when none. */
  file: File | null;
  /** Called with the chosen file, or null when it is removed. */
  onFileSelected: (file: File | null) => void;
  /**
   * Upload the file at once and answer its URL (docs/product/data.md#screen-states: choosing a file starts the upload).
   * Without it the file is only kept, and the form sends it itself.
   */
  upload?: (file: File) => Promise<string>;
  /** The uploaded image's URL, or '' when the file is removed or the upload failed. */
  onUploaded?: (url: string) => void;
  /** Edit mode: the widget is shown but cannot be used (docs/product/screens.md#admin-screens). */
  disabled?: boolean;
  /** The image the edited item already has, shown as a thumbnail. */
  currentImageUrl?: string | undefined;
  className?: string;
}

type ChoiceOptions = Pick<ImageUploadProps, 'file' | 'onFileSelected' | 'upload' | 'onUploaded' | 'disabled'>;

/**
 * Choosing a file: refused with a toast when the server would refuse it, else kept and (with
 * `upload`) sent at once. A newer choice or a removal makes an older upload's answer irrelevant.
 */
function useImageChoice({ file, onFileSelected, upload, onUploaded, disabled }: ChoiceOptions) {
  const [uploading, setUploading] = useState(false);
  const attempt = useRef(0);

  useEffect(() => {
    if (!file) {
      attempt.current += 1;
      setUploading(false);
    }
  }, [file]);

  const send = async (chosen: File, upload: (file: File) => Promise<string>) => {
    const mine = ++attempt.current;
    setUploading(true);
    try {
      const url = await upload(chosen);
      if (mine === attempt.current) onUploaded?.(url);
    } catch (error) {
      if (mine === attempt.current) {
        toast({
          title: translate('image-upload.uploadFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        });
        onUploaded?.('');
        onFileSelected(null);
      }
    } finally {
      if (mine === attempt.current) setUploading(false);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen || disabled) return;
    const problem = imageProblem(chosen);
    if (problem) {
      toast({ title: translate('image-upload.cannotUse'), description: problem, variant: 'destructive' });
      return;
    }
    onFileSelected(chosen);
    if (upload) await send(chosen, upload);
  };

  const remove = () => {
    attempt.current += 1;
    setUploading(false);
    onFileSelected(null);
    onUploaded?.('');
  };

  return { uploading, choose, remove };
}

/** The drop zone: a label around the (visually hidden, keyboard-operable) file input. */
function DropZone({
  label,
  disabled,
  uploading,
  inputRef,
  onChoose,
}: {
  label: string;
  disabled: boolean;
  uploading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | undefined) => void;
}) {
  const t = useT();
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(event.target.files?.[0]);
    // the same file can be chosen again after a removal
    event.target.value = '';
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0]);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-disabled={disabled || undefined}
      className={cn(
        'relative flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-input border-dashed p-4 text-center transition-colors',
        'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-muted/50',
        dragging && 'border-primary bg-secondary',
        disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent',
      )}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={disabled || uploading}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onChange={onChange}
      />
      <CloudUploadIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <span id={titleId} className="font-medium text-sm">
        {label}
      </span>
      <span id={hintId} className="text-muted-foreground text-xs">
        {disabled ? t('image-upload.locked') : t('image-upload.hint', { max: UPLOAD_MAX_IMAGE_MB })}
      </span>
    </label>
  );
}

/** The chosen file: its thumbnail, name and a remove button. */
function ChosenFile({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove: () => void }) {
  const t = useT();
  const preview = useObjectUrl(file);
  return (
    <div className="flex items-center gap-3 rounded-md border bg-card p-2">
      {preview ? (
        <img
          src={preview}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded object-cover"
        />
      ) : (
        <FileImageIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
      )}
      <p className="min-w-0 flex-1 truncate text-sm" title={file.name}>
        {file.name}
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onRemove}
        disabled={disabled}
        disabledReason={t('image-upload.locked')}
        aria-label={t('image-upload.remove', { name: file.name })}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

function CurrentImage({ url }: { url: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3 rounded-md border bg-card p-2">
      <img
        src={url}
        alt={t('image-upload.current')}
        width={48}
        height={48}
        loading="lazy"
        className="size-12 shrink-0 rounded object-cover"
      />
      <p className="text-muted-foreground text-sm">{t('image-upload.currentImage')}</p>
    </div>
  );
}

/**
 * The image picker of the admin forms: drop a file or choose one (the real file input stays
 * keyboard-operable), a skeleton while it uploads, then the file name with a remove button.
 */
export function ImageUpload({ label, disabled = false, currentImageUrl, className, ...options }: ImageUploadProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { uploading, choose, remove } = useImageChoice({ ...options, disabled });
  const { file } = options;
  return (
    <div className={cn('grid gap-2', className)} data-slot="image-upload">
      <DropZone
        label={label ?? t('image-upload.uploadImage')}
        disabled={disabled}
        uploading={uploading}
        inputRef={inputRef}
        onChoose={(chosen) => void choose(chosen)}
      />
      {uploading ? (
        <div className="flex items-center gap-3" role="status" aria-live="polite">
          <Skeleton className="size-12 shrink-0" />
          <Skeleton className="h-4 flex-1" />
          <span className="sr-only">{t('image-upload.uploading', { name: file?.name ?? '' })}</span>
        </div>
      ) : file ? (
        <ChosenFile
          file={file}
          disabled={disabled}
          onRemove={() => {
            remove();
            inputRef.current?.focus();
          }}
        />
      ) : currentImageUrl ? (
        <CurrentImage url={currentImageUrl} />
      ) : null}
    </div>
  );
}
