import { type ActiveIngredientId, type AdminProduct, isActiveIngredientId } from '@farmai/contracts';
import { useCallback, useState } from 'react';
import { failureMessage } from '@/components/load-states';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/i18n';
import { draftOf } from '@/lib/translations';
import { useAddAdminProductMutation, useEditAdminProductMutation } from '../api/products-api';
import {
  bodyOf,
  emptyProductForm,
  formOf,
  galleryOf,
  type ProductFormValues,
  type ProductTranslationDraft,
  TRANSLATED_FIELDS,
} from '../lib/form';

/**
 * The add / edit sheet's state: which product is edited (none when adding), the typed values, the
 * translations and the picture. Closing resets it; `onClose` runs too (e.g. to drop `?edit=` from
 * the address).
 */
export function useProductEditor({ onClose }: { onClose: () => void }) {
  const [addProduct, adding] = useAddAdminProductMutation();
  const [editProduct, editing] = useEditAdminProductMutation();
  const [open, setOpen] = useState(false);
  const [editedId, setEditedId] = useState<string | null>(null);
  const [values, setValues] = useState<ProductFormValues>(emptyProductForm);
  const [translations, setTranslations] = useState<ProductTranslationDraft>(() =>
    draftOf(TRANSLATED_FIELDS, undefined),
  );
  const [image, setImage] = useState('');
  const [activeIngredients, setActiveIngredients] = useState<ActiveIngredientId[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [gallery, setGallery] = useState<string[]>([]);

  const load = useCallback((product: AdminProduct | null) => {
    setEditedId(product?._id ?? null);
    setValues(product ? formOf(product) : emptyProductForm);
    setTranslations(draftOf(TRANSLATED_FIELDS, product?.translations));
    setImage(product?.image ?? '');
    setActiveIngredients((product?.activeIngredients ?? []).filter(isActiveIngredientId));
    setFile(null);
    setGallery(galleryOf(product));
  }, []);

  const startEdit = useCallback(
    (product: AdminProduct) => {
      load(product);
      setOpen(true);
    },
    [load],
  );

  const close = () => {
    setOpen(false);
    load(null);
    onClose();
  };

  const save = async () => {
    const body = { ...bodyOf(values, image, translations, gallery), activeIngredients };
    try {
      if (editedId) {
        const answer = await editProduct({ id: editedId, body }).unwrap();
        toast({ title: answer.message ?? t('shared.product.updated') });
      } else {
        await addProduct(body).unwrap();
        toast({ title: t('admin-products.added') });
      }
      close();
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return {
    open,
    editedId,
    values,
    setValues,
    translations,
    setTranslations,
    image,
    setImage,
    activeIngredients,
    setActiveIngredients,
    file,
    setFile,
    gallery,
    setGallery,
    busy: adding.isLoading || editing.isLoading,
    openAdd: () => {
      load(null);
      setOpen(true);
    },
    startEdit,
    close,
    save,
  };
}

export type ProductEditor = ReturnType<typeof useProductEditor>;
