import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { currentLanguage, t } from '@/lib/i18n';
import {
  onSavedChange,
  removeArticle,
  type SavedArticle,
  type SavedKind,
  saveArticle,
  savedArticles,
} from './saved-articles';

/** Whether this browser can keep articles (Cache Storage: secure pages only). */
export const canSaveArticles = () => typeof caches !== 'undefined';

/** The saved articles, read again whenever one is saved or removed; null until read. */
export function useSavedArticles(): SavedArticle[] | null {
  const [articles, setArticles] = useState<SavedArticle[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => {
      savedArticles()
        .then((list) => live && setArticles(list))
        .catch(() => live && setArticles([]));
    };
    read();
    const unsubscribe = onSavedChange(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return articles;
}

export interface SavedToggle {
  /** The saved copy, when there is one. */
  saved: SavedArticle | undefined;
  busy: boolean;
  save: () => void;
  remove: () => void;
}

/** Saving and removing one article, in the language the farmer reads it in; a failure says so in a toast. */
export function useSavedToggle(kind: SavedKind, id: string): SavedToggle {
  const articles = useSavedArticles();
  const [busy, setBusy] = useState(false);
  const saved = articles?.find((a) => a.kind === kind && a.id === id);

  const run = useCallback(async (change: () => Promise<unknown>, failure: 'saveFailed' | 'removeFailed') => {
    setBusy(true);
    try {
      await change();
    } catch {
      toast({ title: t(`content-reader.${failure}`), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    saved,
    busy: busy || articles === null,
    save: () => void run(() => saveArticle(kind, id, currentLanguage()), 'saveFailed'),
    remove: () => void run(() => removeArticle(kind, id), 'removeFailed'),
  };
}
