import { useId, useRef } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { TranslationEditor } from '@/components/translation-editor';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { type EntryEditor, type MissingForPublish, TRANSLATED_FIELDS } from '../hooks/use-entry-editor';
import type { EntryKind } from '../lib/kinds';
import { EntryPreview } from './entry-preview';
import { MarkdownToolbar, useMarkdownEditing } from './markdown-toolbar';

/** Edit mode: the image stays unless "Replace image" is ticked. */
function ReplaceImage({ editor }: { editor: EntryEditor }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={editor.replaceImage}
        onCheckedChange={(checked) => editor.chooseReplace(checked === true)}
      />
      <Label htmlFor={id}>{t('admin-content.replaceImage')}</Label>
    </div>
  );
}

/** The entry's name and description in the other languages, beside the English ones typed above. */
function EntryTranslations({ config, editor }: { config: EntryKind; editor: EntryEditor }) {
  const t = useT();
  const fields = [
    { name: TRANSLATED_FIELDS[0], label: t(config.textLabel) },
    { name: TRANSLATED_FIELDS[1], label: t('admin-content.description'), multiline: true },
  ] as const;
  return (
    <TranslationEditor
      fields={fields}
      english={{ name: editor.fields.text, description: editor.fields.description }}
      draft={editor.translations}
      onChange={editor.setTranslations}
      incomplete={editor.incomplete}
      texts={{
        heading: t('translations.heading'),
        hint: t('admin-content.translationsHint'),
        incomplete: t('admin-content.translationsIncomplete'),
      }}
    />
  );
}

/** The description: a Markdown toolbar over the textarea (Write), or the text as farmers will read it (Preview). */
function DescriptionField({ editor }: { editor: EntryEditor }) {
  const t = useT();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const markdown = useMarkdownEditing(
    textarea,
    (value) => editor.setField('description', value),
    t('markdown.linkText'),
  );
  const { edited, fields } = editor;
  return (
    <Tabs defaultValue="write" className="gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>{t('admin-content.description')}</Label>
        <TabsList>
          <TabsTrigger value="write">{t('markdown.write')}</TabsTrigger>
          <TabsTrigger value="preview">{t('markdown.preview')}</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write" forceMount className="grid gap-2 data-[state=inactive]:hidden">
        <MarkdownToolbar controls={id} onAction={markdown.apply} />
        <Textarea
          ref={textarea}
          id={id}
          name="description"
          rows={8}
          className="max-h-96 font-mono text-sm"
          placeholder={t('admin-content.descriptionPlaceholder')}
          value={fields.description}
          aria-invalid={editor.missing.includes('description') || undefined}
          aria-describedby={`${id}-hint`}
          onKeyDown={markdown.onKeyDown}
          onChange={(e) => editor.setField('description', e.target.value)}
        />
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('markdown.hint')}
        </p>
      </TabsContent>
      <TabsContent value="preview">
        <EntryPreview
          name={fields.text}
          description={fields.description}
          file={editor.file}
          currentImageUrl={edited && !editor.replaceImage ? edited.path || undefined : undefined}
        />
      </TabsContent>
    </Tabs>
  );
}

/** "Save draft", "Publish" (or "Update Entry" for a published entry), and what publishing still needs. */
function EntryButtons({ config, editor }: { config: EntryKind; editor: EntryEditor }) {
  const t = useT();
  const { edited, saving } = editor;
  const labels: Record<MissingForPublish, string> = {
    text: t(config.textLabel),
    description: t('admin-content.description'),
    image: t('markdown.image'),
  };
  const blocked = saving || editor.incomplete.length > 0;
  const why = saving ? t('common.busyReason') : t('admin-content.translationsIncomplete');
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="outline"
          disabled={blocked}
          disabledReason={why}
          onClick={() => editor.intend('draft')}
        >
          {t('markdown.saveDraft')}
        </Button>
        <Button
          type="submit"
          disabled={blocked}
          disabledReason={why}
          className="min-w-32"
          onClick={() => editor.intend('published')}
        >
          {saving && <Spinner size="sm" className="text-current" label={t('common.saving')} />}
          {edited?.status === 'published' ? t('admin-content.updateEntry') : t('markdown.publish')}
        </Button>
        {edited && (
          <Button
            type="button"
            variant="ghost"
            onClick={editor.reset}
            disabled={saving}
            disabledReason={t('common.busyReason')}
          >
            {t('admin-content.cancelEditing')}
          </Button>
        )}
      </div>
      {editor.missing.length > 0 && (
        <p role="alert" className="text-destructive text-sm">
          {t('markdown.publishNeeds', { fields: editor.missing.map((m) => labels[m]).join(', ') })}
        </p>
      )}
      <p className="text-muted-foreground text-xs">{t('markdown.draftHint')}</p>
    </div>
  );
}

/**
 * docs/product/screens.md#admin-screens: an image, a text field (Crop Name or Title) and a
 * Markdown description with a toolbar and a preview, then their translations; saved as a draft
 * or published, new or edited.
 */
export function EntryForm({ config, editor }: { config: EntryKind; editor: EntryEditor }) {
  const t = useT();
  const textId = useId();
  const { edited, fields } = editor;
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">
            {' '}
            {edited
              ? fields.text
                ? t('admin-content.editNamed', { name: fields.text })
                : t('admin-content.editEntry')
              : t('admin-content.newEntry')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form ref={editor.formRef} onSubmit={editor.submit} className="grid scroll-mt-20 gap-4">
          <ImageUpload
            label={t('admin-content.image')}
            file={editor.file}
            onFileSelected={editor.setFile}
            disabled={edited !== null && !editor.replaceImage}
            currentImageUrl={edited && !editor.file ? edited.path || undefined : undefined}
          />
          {edited && <ReplaceImage editor={editor} />}
          <div className="grid gap-1.5">
            <Label htmlFor={textId}>{t(config.textLabel)}</Label>
            <Input
              ref={editor.textRef}
              id={textId}
              name={config.textField}
              placeholder={t(config.textPlaceholder)}
              value={fields.text}
              aria-invalid={editor.missing.includes('text') || undefined}
              onChange={(e) => editor.setField('text', e.target.value)}
            />
          </div>
          <DescriptionField editor={editor} />
          <EntryTranslations config={config} editor={editor} />
          <EntryButtons config={config} editor={editor} />
        </form>
      </CardContent>
    </Card>
  );
}
