import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@farmai/contracts';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { missingLanguages, type TranslationDraft } from '@/lib/translations';
import { Badge } from './ui/badge';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';
import { Textarea } from './ui/textarea';

/** A text field of an item that is translated: its name in the API, its label, and its control. */
export interface TranslatedField<F extends string> {
  name: F;
  label: string;
  multiline?: boolean;
}

/** The editor's words that depend on what is translated, in the reader's language, given by the screen that uses it. */
export interface TranslationEditorTexts {
  heading: string;
  hint: string;
  /** Said of a language begun but missing a required field. */
  incomplete: string;
}

interface EditorProps<F extends string> {
  fields: readonly TranslatedField<F>[];
  /** The English text, as typed in the form above. */
  english: Record<F, string>;
  draft: TranslationDraft<F>;
  onChange: (draft: TranslationDraft<F>) => void;
  /** Languages begun but missing a required field. */
  incomplete: readonly TranslationLanguage[];
  texts: TranslationEditorTexts;
}

const isEmpty = (values: Record<string, string>) => Object.values(values).every((v) => v.trim() === '');

const MARK = '\u0000';

/** "Title (Español)": the field's label and the language named in its own words (marked with its `lang`). */
function LabelIn({ field, language }: { field: string; language: TranslationLanguage }) {
  const t = useT();
  const [before, after] = t('translations.fieldIn', { field, language: MARK }).split(MARK);
  // one inline run: the label lays its children out as flex items with a gap between them
  return (
    <span>
      {before}
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      {after}
    </span>
  );
}

/** A field's English text (read only, to copy from) and its text in one language, side by side on wide screens. */
function FieldPair<F extends string>({
  field,
  language,
  english,
  value,
  onChange,
}: {
  field: TranslatedField<F>;
  language: TranslationLanguage;
  english: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const ids = { english: useId(), translated: useId() };
  const Control = field.multiline ? Textarea : Input;
  const size = field.multiline ? { rows: 4, className: 'max-h-60' } : {};
  return (
    <div className="grid gap-2 lg:grid-cols-2 lg:gap-4">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={ids.english} className="text-muted-foreground">
          {t('translations.fieldIn', { field: field.label, language: t('translations.english') })}
        </Label>
        <Control id={ids.english} lang="en" readOnly value={english} {...size} />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={ids.translated}>
          <LabelIn field={field.label} language={language} />
        </Label>
        <Control
          id={ids.translated}
          lang={language}
          dir="auto"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...size}
        />
      </div>
    </div>
  );
}

/**
 * The translations of an item's text, one language at a time (a tab each, arrow keys move between
 * them) beside the English text; a tab is marked while its language has nothing, or is incomplete.
 * docs/decisions/018-content-translations.md.
 */
export function TranslationEditor<F extends string>({
  fields,
  english,
  draft,
  onChange,
  incomplete,
  texts,
}: EditorProps<F>) {
  const t = useT();
  const [language, setLanguage] = useState<TranslationLanguage>(TRANSLATION_LANGUAGES[0] as TranslationLanguage);
  const headingId = useId();
  const set = (lang: TranslationLanguage, field: F, value: string) =>
    onChange({ ...draft, [lang]: { ...draft[lang], [field]: value } });
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3">
      <div>
        <h3 id={headingId} className="font-semibold text-sm">
          {texts.heading}
        </h3>
        <p className="text-muted-foreground text-xs">{texts.hint}</p>
      </div>
      <Tabs value={language} onValueChange={(value) => setLanguage(value as TranslationLanguage)}>
        <TabsList aria-label={texts.heading} className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          {TRANSLATION_LANGUAGES.map((lang) => {
            const note = incomplete.includes(lang)
              ? texts.incomplete
              : isEmpty(draft[lang])
                ? t('translations.notTranslated')
                : '';
            return (
              <TabsTrigger key={lang} value={lang} className="min-h-8">
                <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
                {note && <span aria-hidden="true" className="size-2 rounded-full bg-destructive" />}
                {note && <span className="sr-only">({note})</span>}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {TRANSLATION_LANGUAGES.map((lang) => (
          <TabsContent key={lang} value={lang} className="grid gap-3 pt-2">
            {fields.map((field) => (
              <FieldPair
                key={field.name}
                field={field}
                language={lang}
                english={english[field.name]}
                value={draft[lang][field.name]}
                onChange={(value) => set(lang, field.name, value)}
              />
            ))}
            {incomplete.includes(lang) && <p className="text-destructive text-sm">{texts.incomplete}</p>}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/** In an admin list: the languages an item has no translation into, each named in its own words; nothing when none. */
export function MissingTranslations({
  translations,
}: {
  translations: Partial<Record<TranslationLanguage, unknown>> | undefined;
}) {
  const t = useT();
  const missing = missingLanguages(translations);
  if (missing.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs">
      <span className="text-muted-foreground">{t('translations.missing')}</span>
      {missing.map((lang) => (
        <Badge key={lang} variant="outline" lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </Badge>
      ))}
    </p>
  );
}
