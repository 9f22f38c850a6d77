import type { AdminProduct } from '@farmai/contracts';
import { PackageOpenIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState, LoadStates } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingRegion } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { useDeleteAdminProductMutation, useGetAdminProductQuery, useGetAdminProductsQuery } from '../api/products-api';
import { useProductEditor } from '../hooks/use-product-editor';
import { useProductsSearch } from '../hooks/use-products-search';
import { productTexts } from '../texts';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductPager } from './product-pager';
import { ProductSheet } from './product-sheet';

/** A link such as /admin/products?edit=<id> (from the dashboard) opens that product once. */
function useEditLink(editId: string | null, startEdit: (product: AdminProduct) => void) {
  const linked = useGetAdminProductQuery(editId ?? '', { skip: !editId });
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!editId) {
      handled.current = null;
      return;
    }
    if (handled.current === editId) return;
    if (linked.data && linked.data._id === editId) {
      handled.current = editId;
      startEdit(linked.data);
    } else if (linked.isError) {
      handled.current = editId;
      toast({ title: 'That product no longer exists.', variant: 'destructive' });
    }
  }, [editId, linked.data, linked.isError, startEdit]);
}

function ProductsHeader({ total, onAdd }: { total: number | undefined; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">Products</h1>
        {total !== undefined && (
          <p className="text-muted-foreground text-sm">
            {total} {total === 1 ? 'product' : 'products'} in the shop
          </p>
        )}
      </div>
      <Button type="button" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {productTexts.addNew}
      </Button>
    </div>
  );
}

/** docs/product/screens.md#admin-screens: the product grid with add, edit (in a side sheet) and delete. `?edit=<id>` opens a product. */
export function AdminProductsPage() {
  const search = useProductsSearch();
  const list = useGetAdminProductsQuery({ page: search.page });
  const editor = useProductEditor({ onClose: () => search.editId && search.clearEdit() });
  useEditLink(search.editId, editor.startEdit);
  const [deleteProduct, deleting] = useDeleteAdminProductMutation();
  const removal = useDeleteConfirmation(async (product: AdminProduct) => {
    toast({ title: (await deleteProduct(product._id).unwrap()).message });
  });

  const products = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  // deleting the last product of the last page (or a page number past the end) moves back
  const lastPage = pagination?.totalPages;
  useEffect(() => {
    if (lastPage && search.page > lastPage) search.setPage(lastPage, { replace: true });
  }, [search, lastPage]);

  return (
    <div className="grid gap-6">
      <ProductsHeader total={pagination?.total} onAdd={editor.openAdd} />
      <LoadStates
        state={list}
        loading={
          <LoadingRegion label="Loading products…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
              <ProductCardSkeleton key={key} />
            ))}
          </LoadingRegion>
        }
        errorTitle="The products could not be loaded."
        errorClassName="rounded-xl border border-dashed p-10"
        isEmpty={products.length === 0}
        empty={
          <EmptyState icon={PackageOpenIcon} title="No products yet" className="rounded-xl border border-dashed p-10">
            Add the first product and it appears in the shop at once.
          </EmptyState>
        }
      >
        <section aria-label="Product list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product._id} product={product} onEdit={editor.startEdit} onDelete={removal.ask} />
          ))}
        </section>
      </LoadStates>
      <ProductPager
        page={search.page}
        totalPages={pagination?.totalPages ?? 1}
        busy={list.isFetching}
        onPage={search.setPage}
      />
      <ProductSheet editor={editor} />
      <ConfirmDialog
        open={removal.pending !== null}
        title="Delete this product?"
        description={`“${removal.pending?.title ?? ''}” is removed from the shop. Orders that contain it keep their lines.`}
        busy={deleting.isLoading}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
