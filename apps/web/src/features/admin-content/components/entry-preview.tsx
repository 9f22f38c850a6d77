import { ContentMarkdown } from '@/components/content-markdown';
import { useT } from '@/lib/i18n';
import { useObjectUrl } from '@/lib/use-object-url';

/**
 * The entry as the farmer reader shows it (picture, title, then the text through the same
 * Markdown rendering), before it is saved.
 */
export function EntryPreview({
  name,
  description,
  file,
  currentImageUrl,
}: {
  name: string;
  description: string;
  file: File | null;
  currentImageUrl: string | undefined;
}) {
  const t = useT();
  const chosen = useObjectUrl(file);
  const image = chosen ?? currentImageUrl;
  return (
    <article aria-label={t('markdown.preview')} className="overflow-hidden rounded-xl border bg-card">
      {image && (
        <img src={image} alt={name} width={1600} height={600} className="aspect-[8/3] w-full bg-muted object-cover" />
      )}
      <div className="space-y-4 p-5">
        <p className="text-muted-foreground text-xs">{t('markdown.previewHint')}</p>
        <h2 className="font-bold text-2xl tracking-tight">{name || t('admin-content.untitled')}</h2>
        {description.trim() ? (
          <ContentMarkdown text={description} />
        ) : (
          <p className="text-muted-foreground text-sm">{t('markdown.previewEmpty')}</p>
        )}
      </div>
    </article>
  );
}
