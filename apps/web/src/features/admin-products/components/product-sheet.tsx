import { ImageUpload } from '@/components/image-upload';
import { TranslationEditor } from '@/components/translation-editor';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n';
import { incompleteLanguages } from '@/lib/translations';
import { uploadProductImage } from '../api/products-api';
import type { ProductEditor } from '../hooks/use-product-editor';
import { missingFields, TRANSLATED_FIELDS } from '../lib/form';
import { ActiveIngredientsInput } from './active-ingredients-input';
import { GalleryEditor } from './gallery-editor';
import { ProductForm } from './product-form';

/** The side sheet that adds a product or edits one (its picture then stays as it is), with its translations. */
export function ProductSheet({ editor }: { editor: ProductEditor }) {
  const t = useT();
  const editing = editor.editedId !== null;
  const translated = [
    { name: TRANSLATED_FIELDS[0], label: t('admin-products.title') },
    { name: TRANSLATED_FIELDS[1], label: t('admin-products.description'), multiline: true },
  ] as const;
  return (
    <Sheet open={editor.open} onOpenChange={(next) => (next ? undefined : editor.close())}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-xl lg:max-w-3xl" closeLabel={t('common.close')}>
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">{editing ? t('admin-products.edit') : t('admin-products.addNew')}</SheetTitle>
          <SheetDescription>{editing ? t('admin-products.editHint') : t('admin-products.addHint')}</SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 p-4">
          <ImageUpload
            label={t('admin-products.image')}
            file={editor.file}
            onFileSelected={editor.setFile}
            upload={uploadProductImage}
            onUploaded={editor.setImage}
            disabled={editing}
            currentImageUrl={editing ? editor.image : undefined}
          />
          <GalleryEditor pictures={editor.gallery} onChange={editor.setGallery} upload={uploadProductImage} />
          <ProductForm
            values={editor.values}
            onChange={editor.setValues}
            submitLabel={editing ? t('admin-products.saveChanges') : t('admin-products.add')}
            missing={missingFields(editor.values, editor.image)}
            translationsIncomplete={incompleteLanguages(editor.translations, TRANSLATED_FIELDS).length > 0}
            busy={editor.busy}
            onSubmit={editor.save}
          >
            <ActiveIngredientsInput value={editor.activeIngredients} onChange={editor.setActiveIngredients} />
            <TranslationEditor
              fields={translated}
              english={{ title: editor.values.title, description: editor.values.description }}
              draft={editor.translations}
              onChange={editor.setTranslations}
              incomplete={incompleteLanguages(editor.translations, TRANSLATED_FIELDS)}
              texts={{
                heading: t('translations.heading'),
                hint: t('admin-products.translationsHint'),
                incomplete: t('admin-products.translationsIncomplete'),
              }}
            />
          </ProductForm>
        </div>
      </SheetContent>
    </Sheet>
  );
}
