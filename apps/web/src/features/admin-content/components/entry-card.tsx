import { ImageIcon } from 'lucide-react';
import { ItemActions } from '@/components/item-actions';
import { MissingTranslations } from '@/components/translation-editor';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { plainText } from '@/lib/content-markdown';
import { useT } from '@/lib/i18n';
import { cutDescription, type Entry } from '../lib/kinds';

/** One entry of the grid: its image (or a placeholder), name, the start of its text, untranslated languages, Edit and Delete. */
export function EntryCard({ entry, onEdit, onDelete }: { entry: Entry; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <Card className="gap-3 overflow-hidden pt-0 pb-4">
      {entry.path ? (
        <img
          src={entry.path}
          alt={entry.name}
          width={400}
          height={200}
          loading="lazy"
          className="aspect-[2/1] w-full bg-muted object-cover object-left"
        />
      ) : (
        <div className="flex aspect-[2/1] w-full items-center justify-center bg-muted">
          <ImageIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <span className="sr-only">{t('admin-content.noImage')}</span>
        </div>
      )}
      <CardContent className="grid flex-1 content-start gap-2 px-4">
        {entry.status === 'draft' && (
          <Badge variant="secondary" className="w-fit">
            {t('markdown.draft')}
          </Badge>
        )}
        <h2 className="break-words font-semibold text-base leading-snug">
          {entry.name || t('admin-content.untitled')}
        </h2>
        <p className="break-words text-muted-foreground text-sm" data-testid="entry-description">
          {cutDescription(plainText(entry.description))}
        </p>
        <MissingTranslations translations={entry.translations} />
      </CardContent>
      <CardFooter className="gap-2 px-4">
        <ItemActions name={entry.name} onEdit={onEdit} onDelete={onDelete} />
      </CardFooter>
    </Card>
  );
}
