import { ImageUpload } from '@/components/image-upload';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { uploadProductImage } from '../api/products-api';
import type { ProductEditor } from '../hooks/use-product-editor';
import { isComplete } from '../lib/form';
import { productTexts } from '../texts';
import { ProductForm } from './product-form';

/** The side sheet that adds a product or edits one (its picture then stays as it is). */
export function ProductSheet({ editor }: { editor: ProductEditor }) {
  const editing = editor.editedId !== null;
  return (
    <Sheet open={editor.open} onOpenChange={(next) => (next ? undefined : editor.close())}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">{editing ? productTexts.edit : productTexts.addNew}</SheetTitle>
          <SheetDescription>
            {editing
              ? 'Change the details and save. The picture stays as it is.'
              : 'Upload a picture and fill in every field; the sale price is optional.'}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 p-4">
          <ImageUpload
            label="Product Image"
            file={editor.file}
            onFileSelected={editor.setFile}
            upload={uploadProductImage}
            onUploaded={editor.setImage}
            disabled={editing}
            currentImageUrl={editing ? editor.image : undefined}
          />
          <ProductForm
            values={editor.values}
            onChange={editor.setValues}
            submitLabel={editing ? 'Save Changes' : 'Add'}
            canSubmit={isComplete(editor.values, editor.image)}
            busy={editor.busy}
            onSubmit={editor.save}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
