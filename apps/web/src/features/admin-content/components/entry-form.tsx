import { useId } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { TranslationEditor } from '@/components/translation-editor';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { type EntryEditor, TRANSLATED_FIELDS } from '../hooks/use-entry-editor';
import type { EntryKind } from '../lib/kinds';

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

/**
 * docs/product/screens.md#admin-screens: an image, a text field (Crop Name or Title) and a
 * description, then their translations; new or edited.
 */
export function EntryForm({ config, editor }: { config: EntryKind; editor: EntryEditor }) {
  const t = useT();
  const ids = { text: useId(), description: useId() };
  const { edited, fields, saving } = editor;
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
            <Label htmlFor={ids.text}>{t(config.textLabel)}</Label>
            <Input
              ref={editor.textRef}
              id={ids.text}
              name={config.textField}
              placeholder={t(config.textPlaceholder)}
              value={fields.text}
              onChange={(e) => editor.setField('text', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.description}>{t('admin-content.description')}</Label>
            <Textarea
              id={ids.description}
              name="description"
              rows={6}
              className="max-h-96"
              placeholder={t('admin-content.descriptionPlaceholder')}
              value={fields.description}
              onChange={(e) => editor.setField('description', e.target.value)}
            />
          </div>
          <EntryTranslations config={config} editor={editor} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving || editor.incomplete.length > 0} className="min-w-32">
              {saving && <Spinner size="sm" className="text-current" label={t('common.saving')} />}
              {edited ? t('admin-content.updateEntry') : t('admin-content.upload')}
            </Button>
            {edited && (
              <Button type="button" variant="outline" onClick={editor.reset} disabled={saving}>
                {t('admin-content.cancelEditing')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
