import type { EntryStatus } from '@farmai/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { draftOf, incompleteLanguages, type TranslationDraft, translationsOf } from '@/lib/translations';
import { type EntryFields, useEntryWrites } from '../api/content-api';
import type { Entry, EntryKindId } from '../lib/kinds';

const blank = { text: '', description: '' };

/** The translated fields of an entry; a translation needs its name (the API's title or crop name). */
export const TRANSLATED_FIELDS = ['name', 'description'] as const;
const REQUIRED_IN_TRANSLATION = ['name'] as const;
type EntryTranslationDraft = TranslationDraft<(typeof TRANSLATED_FIELDS)[number]>;
const noTranslations = (): EntryTranslationDraft => draftOf(TRANSLATED_FIELDS, undefined);

/** What publishing needs and is missing: the name field, the text, the image. */
export type MissingForPublish = 'text' | 'description' | 'image';

/** What a published entry would lack: its name, its text or its image. */
const missingForPublish = (fields: typeof blank, hasImage: boolean): MissingForPublish[] => [
  ...(fields.text.trim() ? [] : (['text'] as const)),
  ...(fields.description.trim() ? [] : (['description'] as const)),
  ...(hasImage ? [] : (['image'] as const)),
];

/** Sends a new entry, or the changes to the one edited, and says it is saved. */
async function sendEntry(writes: ReturnType<typeof useEntryWrites>, edited: Entry | null, sent: EntryFields) {
  const answer = edited ? await writes.update(edited._id, sent) : await writes.add(sent);
  if (!answer.entry) console.warn(`The server sent no ${edited ? 'updated' : 'new'} entry`, answer);
  const saved = sent.status === 'draft' ? t('markdown.draftSaved') : undefined;
  toast({ title: saved ?? answer.message ?? t(edited ? 'shared.entry.updated' : 'shared.entry.added') });
}

/**
 * The entry form's state: a new entry, or the one being edited (its image stays unless it is
 * replaced), with its translations. docs/product/rules.md#content-and-banners: a draft can be
 * saved with empty fields; publishing needs the name, the text and an image (the server checks
 * too); a translation begun needs its name.
 */
export function useEntryEditor(kind: EntryKindId) {
  const writes = useEntryWrites(kind);
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const [edited, setEdited] = useState<Entry | null>(null);
  const [fields, setFields] = useState(blank);
  const [translations, setTranslations] = useState<EntryTranslationDraft>(noTranslations);
  const [file, setFile] = useState<File | null>(null);
  const [replaceImage, setReplaceImage] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Which button sent the form: "Save draft" (also Enter in a field) or "Publish". */
  const intent = useRef<EntryStatus>('draft');
  const [missing, setMissing] = useState<MissingForPublish[]>([]);

  const load = (entry: Entry | null) => {
    setEdited(entry);
    setFields(entry ? { text: entry.name, description: entry.description } : blank);
    setTranslations(draftOf(TRANSLATED_FIELDS, entry?.translations));
    setFile(null);
    setReplaceImage(false);
    setMissing([]);
  };

  const startEdit = (entry: Entry) => {
    load(entry);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    textRef.current?.focus({ preventScroll: true });
  };

  const incomplete = incompleteLanguages(translations, REQUIRED_IN_TRANSLATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const status = intent.current;
    intent.current = 'draft';
    if (incomplete.length > 0) return;
    // no new file sent: the entry keeps the picture it has (even with Replace image ticked)
    const hasImage = file !== null || (edited !== null && edited.path !== '');
    const lacking = status === 'published' ? missingForPublish(fields, hasImage) : [];
    setMissing(lacking);
    if (lacking.length > 0) return;
    setSaving(true);
    try {
      const sent = {
        ...fields,
        image: edited && !replaceImage ? null : file,
        translations: translationsOf(translations),
        status,
      };
      await sendEntry(writes, edited, sent);
      load(null);
    } catch (error) {
      toast({ title: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const chooseReplace = (replace: boolean) => {
    setReplaceImage(replace);
    if (!replace) setFile(null);
  };

  return {
    formRef,
    textRef,
    edited,
    fields,
    setField: (name: keyof typeof blank, value: string) => setFields((prev) => ({ ...prev, [name]: value })),
    translations,
    setTranslations,
    incomplete,
    file,
    setFile,
    replaceImage,
    chooseReplace,
    saving,
    missing,
    /** The button about to send the form says what it asks for. */
    intend: (status: EntryStatus) => {
      intent.current = status;
    },
    startEdit,
    reset: () => load(null),
    submit,
  };
}

export type EntryEditor = ReturnType<typeof useEntryEditor>;
