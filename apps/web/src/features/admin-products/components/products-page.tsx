import type { AdminProduct } from '@farmai/contracts';
import { PackageOpenIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState, LoadStates } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingRegion } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { t as translate, useT } from '@/lib/i18n';
import { useDeleteAdminProductMutation, useGetAdminProductQuery, useGetAdminProductsQuery } from '../api/products-api';
import { useProductEditor } from '../hooks/use-product-editor';
import { useProductsSearch } from '../hooks/use-products-search';
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
      toast({ title: translate('admin-products.gone'), variant: 'destructive' });
    }
  }, [editId, linked.data, linked.isError, startEdit]);
}

function ProductsHeader({ total, onAdd }: { total: number | undefined; onAdd: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">{t('common.products')}</h1>
        {total !== undefined && (
          <p className="text-muted-foreground text-sm">{t('admin-products.inShop', { total })}</p>
        )}
      </div>
      <Button type="button" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {t('admin-products.addNew')}
      </Button>
    </div>
  );
}

/** docs/product/screens.md#admin-screens: the product grid with add, edit (in a side sheet) and delete. `?edit=<id>` opens a product. */
export function AdminProductsPage() {
  const t = useT();
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
          <LoadingRegion
            label={t('admin-products.loading')}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
              <ProductCardSkeleton key={key} />
            ))}
          </LoadingRegion>
        }
        errorTitle={t('admin-products.loadFailed')}
        errorClassName="rounded-xl border border-dashed p-10"
        isEmpty={products.length === 0}
        empty={
          <EmptyState
            icon={PackageOpenIcon}
            title={t('admin-products.emptyTitle')}
            className="rounded-xl border border-dashed p-10"
          >
            {t('admin-products.emptyHint')}
          </EmptyState>
        }
      >
        <section
          aria-label={t('admin-products.list')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
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
        title={t('admin-products.deleteTitle')}
        description={t('admin-products.deleteDescription', { title: removal.pending?.title ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleting.isLoading}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
