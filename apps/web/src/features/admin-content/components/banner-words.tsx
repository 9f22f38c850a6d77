import type { AdminFeature } from '@farmai/contracts';
import { LanguagesIcon } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '@/components/load-states';
import { MissingTranslations, TranslationEditor } from '@/components/translation-editor';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n';
import { draftOf, incompleteLanguages, translationsOf } from '@/lib/translations';
import { useTranslateAdminFeatureMutation } from '../api/content-api';

const NAMES = ['title'] as const;

/** The dialog where the banner's words are translated beside the English ones. */
function TranslateDialog({ feature, open, onClose }: { feature: AdminFeature; open: boolean; onClose: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(NAMES, feature.translations));
  const [translate, saving] = useTranslateAdminFeatureMutation();
  const incomplete = incompleteLanguages(draft, NAMES);
  const save = async () => {
    try {
      await translate({ id: feature._id, translations: translationsOf(draft) }).unwrap();
      toast({ title: t('admin-content.translationsSaved') });
      onClose();
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('admin-content.translateDialogTitle')}</DialogTitle>
          <DialogDescription>{t('admin-content.bannerWordsHint')}</DialogDescription>
        </DialogHeader>
        <TranslationEditor
          fields={[{ name: 'title', label: t('admin-content.bannerWords') }]}
          english={{ title: feature.title }}
          draft={draft}
          onChange={setDraft}
          incomplete={incomplete}
          texts={{
            heading: t('admin-content.bannerWordsHeading'),
            hint: t('admin-content.bannerWordsHint'),
            incomplete: t('admin-content.bannerWordsIncomplete'),
          }}
        />
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={onClose}
            disabled={saving.isLoading}
            disabledReason={t('common.busyReason')}
          >
            {t('common.cancel')}
          </Button>
          <Button
            type="button"
            onClick={save}
            disabled={saving.isLoading || incomplete.length > 0}
            disabledReason={saving.isLoading ? t('common.busyReason') : t('admin-content.bannerWordsIncomplete')}
          >
            {saving.isLoading && <Spinner size="sm" className="text-current" label={t('common.saving')} />}
            {t('admin-content.saveTranslations')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A banner's words: in English, the languages they are not translated into, and a button to
 * translate them. A banner without words and a picture without them is shown as it is everywhere.
 */
export function BannerWords({ feature, index }: { feature: AdminFeature; index: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!feature.title || !feature.backdrop) {
    return <p className="text-muted-foreground text-xs">{t('admin-content.pictureOnly')}</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm" lang="en">
        {feature.title}
      </p>
      <MissingTranslations translations={feature.translations} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => setOpen(true)}
        aria-label={t('admin-content.translateBannerWords', { number: index + 1 })}
      >
        <LanguagesIcon aria-hidden="true" />
        {t('admin-content.translateWords')}
      </Button>
      {open && <TranslateDialog feature={feature} open={open} onClose={() => setOpen(false)} />}
    </div>
  );
}
