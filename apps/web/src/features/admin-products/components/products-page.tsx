import type { Product } from '@farmai/contracts';
import { PackageOpenIcon, PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImageUpload } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { LoadingRegion } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import {
  uploadProductImage,
  useAddAdminProductMutation,
  useDeleteAdminProductMutation,
  useEditAdminProductMutation,
  useGetAdminProductQuery,
  useGetAdminProductsQuery,
} from '../api/products-api';
import { bodyOf, emptyProductForm, formOf, isComplete, type ProductFormValues } from '../lib/form';
import { productTexts } from '../texts';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductForm } from './product-form';

const messageOf = (error: unknown) => (error as ApiError).message ?? 'Something went wrong. Please try again.';

/** SPEC 2.6: the product grid with add, edit (in a side sheet) and delete. `?edit=<id>` opens a product. */
export function AdminProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const list = useGetAdminProductsQuery({ page });
  const [addProduct, adding] = useAddAdminProductMutation();
  const [editProduct, editing] = useEditAdminProductMutation();
  const [deleteProduct, deleting] = useDeleteAdminProductMutation();

  const [open, setOpen] = useState(false);
  const [editedId, setEditedId] = useState<string | null>(null);
  const [values, setValues] = useState<ProductFormValues>(emptyProductForm);
  const [image, setImage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const startEdit = useCallback((product: Product) => {
    setEditedId(product._id);
    setValues(formOf(product));
    setImage(product.image);
    setFile(null);
    setOpen(true);
  }, []);

  // a link such as /admin/products?edit=<id> (from the dashboard) opens that product once
  const editParam = searchParams.get('edit');
  const linked = useGetAdminProductQuery(editParam ?? '', { skip: !editParam });
  const handledParam = useRef<string | null>(null);
  useEffect(() => {
    if (!editParam) {
      handledParam.current = null;
      return;
    }
    if (handledParam.current === editParam) return;
    if (linked.data && linked.data._id === editParam) {
      handledParam.current = editParam;
      startEdit(linked.data);
    } else if (linked.isError) {
      handledParam.current = editParam;
      toast({ title: 'That product no longer exists.', variant: 'destructive' });
    }
  }, [editParam, linked.data, linked.isError, startEdit]);

  const close = () => {
    setOpen(false);
    setEditedId(null);
    setValues(emptyProductForm);
    setImage('');
    setFile(null);
    if (searchParams.has('edit')) {
      const next = new URLSearchParams(searchParams);
      next.delete('edit');
      setSearchParams(next, { replace: true });
    }
  };

  const openAdd = () => {
    setEditedId(null);
    setValues(emptyProductForm);
    setImage('');
    setFile(null);
    setOpen(true);
  };

  const save = async () => {
    const body = bodyOf(values, image);
    try {
      if (editedId) {
        const answer = await editProduct({ id: editedId, body }).unwrap();
        toast({ title: answer.message ?? 'Product updated successfully' });
      } else {
        await addProduct(body).unwrap();
        toast({ title: productTexts.added });
      }
      close();
    } catch (error) {
      toast({ title: messageOf(error), variant: 'destructive' });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await deleteProduct(toDelete._id).unwrap();
      toast({ title: answer.message });
      setToDelete(null);
    } catch (error) {
      toast({ title: messageOf(error), variant: 'destructive' });
    }
  };

  const products = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  // deleting the last product of the last page moves back a page
  const lastPage = pagination?.totalPages ?? 1;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const busy = adding.isLoading || editing.isLoading;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl tracking-tight">Products</h1>
          {pagination && (
            <p className="text-muted-foreground text-sm">
              {pagination.total} {pagination.total === 1 ? 'product' : 'products'} in the shop
            </p>
          )}
        </div>
        <Button type="button" onClick={openAdd}>
          <PlusIcon aria-hidden="true" />
          {productTexts.addNew}
        </Button>
      </div>

      {list.isLoading ? (
        <LoadingRegion label="Loading products…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </LoadingRegion>
      ) : list.isError ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center" role="alert">
          <p className="font-medium">The products could not be loaded.</p>
          <p className="text-muted-foreground text-sm">{messageOf(list.error)}</p>
          <Button type="button" variant="outline" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : products.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <PackageOpenIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">No products yet</p>
          <p className="text-muted-foreground text-sm">Add the first product and it appears in the shop at once.</p>
        </div>
      ) : (
        <section aria-label="Product list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product._id} product={product} onEdit={startEdit} onDelete={setToDelete} />
          ))}
        </section>
      )}

      {pagination && pagination.totalPages > 1 && (
        <nav aria-label="Product pages" className="flex items-center justify-center gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={page <= 1 || list.isFetching}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </Button>
          <span className="text-sm" aria-live="polite">
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <Button
            type="button"
            variant="outline"
            disabled={page >= pagination.totalPages || list.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}

      <Sheet open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <SheetContent side="right" className="w-full gap-0 sm:max-w-md">
          <SheetHeader className="border-b pr-12">
            <SheetTitle className="text-lg">{editedId ? productTexts.edit : productTexts.addNew}</SheetTitle>
            <SheetDescription>
              {editedId
                ? 'Change the details and save. The picture stays as it is.'
                : 'Upload a picture and fill in every field; the sale price is optional.'}
            </SheetDescription>
          </SheetHeader>
          <div className="grid gap-6 p-4">
            <ImageUpload
              label="Product Image"
              file={file}
              onFileSelected={setFile}
              upload={uploadProductImage}
              onUploaded={setImage}
              disabled={editedId !== null}
              currentImageUrl={editedId ? image : undefined}
            />
            <ProductForm
              values={values}
              onChange={setValues}
              submitLabel={editedId ? 'Save Changes' : 'Add'}
              canSubmit={isComplete(values, image)}
              busy={busy}
              onSubmit={save}
            />
          </div>
        </SheetContent>
      </Sheet>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this product?"
        description={`“${toDelete?.title ?? ''}” is removed from the shop. Orders that contain it keep their lines.`}
        busy={deleting.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
