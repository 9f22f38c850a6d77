import { type FormEvent, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { draftOf, incompleteLanguages, type TranslationDraft, translationsOf } from '@/lib/translations';
import { useEntryWrites } from '../api/content-api';
import type { Entry, EntryKindId } from '../lib/kinds';

const blank = { text: '', description: '' };

/** The translated fields of an entry; a translation needs its name (the API's title or crop name). */
export const TRANSLATED_FIELDS = ['name', 'description'] as const;
const REQUIRED_IN_TRANSLATION = ['name'] as const;
type EntryTranslationDraft = TranslationDraft<(typeof TRANSLATED_FIELDS)[number]>;
const noTranslations = (): EntryTranslationDraft => draftOf(TRANSLATED_FIELDS, undefined);

/**
 * The entry form's state: a new entry, or the one being edited (its image stays unless it is
 * replaced), with its translations. docs/product/rules.md#content-and-banners: no validation;
 * empty fields can be sent, but a translation begun needs its name.
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

  const load = (entry: Entry | null) => {
    setEdited(entry);
    setFields(entry ? { text: entry.name, description: entry.description } : blank);
    setTranslations(draftOf(TRANSLATED_FIELDS, entry?.translations));
    setFile(null);
    setReplaceImage(false);
  };

  const startEdit = (entry: Entry) => {
    load(entry);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    textRef.current?.focus({ preventScroll: true });
  };

  const incomplete = incompleteLanguages(translations, REQUIRED_IN_TRANSLATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete.length > 0) return;
    setSaving(true);
    try {
      const sent = {
        ...fields,
        image: edited && !replaceImage ? null : file,
        translations: translationsOf(translations),
      };
      const answer = edited ? await writes.update(edited._id, sent) : await writes.add(sent);
      if (!answer.entry) console.warn(`The server sent no ${edited ? 'updated' : 'new'} entry`, answer);
      toast({ title: answer.message ?? t(edited ? 'admin-content.updated' : 'admin-content.added') });
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
    startEdit,
    reset: () => load(null),
    submit,
  };
}

export type EntryEditor = ReturnType<typeof useEntryEditor>;
