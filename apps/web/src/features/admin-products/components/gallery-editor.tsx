import { PRODUCT_GALLERY_MAX } from '@farmai/contracts';
import { ArrowDownIcon, ArrowUpIcon, ImagePlusIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { imageProblem } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** Checks the chosen file, uploads it and adds its address at the end of the gallery. */
function useGalleryUpload(
  pictures: string[],
  onChange: (pictures: string[]) => void,
  upload: (file: File) => Promise<string>,
) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast({ title: t('image-upload.cannotUse'), description: problem, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      onChange([...pictures, await upload(file)]);
    } catch (error) {
      toast({ title: errorMessage(error, t('product-page.uploadFailed')), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };
  return { uploading, choose };
}

/** One picture of the gallery with its number and the buttons moving it earlier, later or out. */
function GalleryPicture({
  url,
  index: i,
  last,
  onMove: move,
  onRemove,
}: {
  url: string;
  index: number;
  last: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 rounded-md border p-2">
      <img src={url} alt="" width={48} height={48} className="size-12 rounded object-cover" />
      <span className="flex-1 text-muted-foreground text-sm tabular-nums">{formatNumber(i + 1)}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('product-page.movePictureUp', { number: i + 1 })}
        disabled={i === 0}
        disabledReason={t('common.reasonFirstPicture')}
        onClick={() => move(i, i - 1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('product-page.movePictureDown', { number: i + 1 })}
        disabled={last}
        disabledReason={t('common.reasonLastPicture')}
        onClick={() => move(i, i + 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('product-page.removePicture', { number: i + 1 })}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The pictures shown after the main one on the product's page: each uploaded at once through the
 * product upload route when chosen, and moved earlier or later, or removed.
 */
export function GalleryEditor({
  pictures,
  onChange,
  upload,
}: {
  pictures: string[];
  onChange: (pictures: string[]) => void;
  upload: (file: File) => Promise<string>;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, choose } = useGalleryUpload(pictures, onChange, upload);
  const full = pictures.length >= PRODUCT_GALLERY_MAX;

  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [picture] = next.splice(from, 1);
    if (picture === undefined) return;
    next.splice(to, 0, picture);
    onChange(next);
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="font-medium text-sm">{t('product-page.morePictures')}</legend>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('product-page.morePicturesHint', { max: PRODUCT_GALLERY_MAX })}
      </p>
      {pictures.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('product-page.noMorePictures')}</p>
      ) : (
        <ol className="grid gap-2">
          {pictures.map((url, i) => (
            <GalleryPicture
              key={url}
              url={url}
              index={i}
              last={i === pictures.length - 1}
              onMove={move}
              onRemove={() => onChange(pictures.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={full || uploading}
        disabledReason={
          uploading ? t('common.busyReason') : t('common.reasonGalleryFull', { max: PRODUCT_GALLERY_MAX })
        }
        showReason
        aria-busy={uploading || undefined}
        onClick={() => input.current?.click()}
      >
        {uploading ? <Spinner size="sm" className="text-current" /> : <ImagePlusIcon aria-hidden="true" />}
        {uploading ? t('product-page.uploading') : t('product-page.addPicture')}
      </Button>
    </fieldset>
  );
}
