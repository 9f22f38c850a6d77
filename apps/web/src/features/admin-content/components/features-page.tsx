import type { Feature } from '@farmai/contracts';
import { ImagesIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import {
  uploadBannerImage,
  useAddAdminFeatureMutation,
  useDeleteAdminFeatureMutation,
  useGetAdminFeaturesQuery,
} from '../api/content-api';
import { contentTexts } from '../texts';

/** SPEC 2.6: the banner images of the shop's home carousel: upload one, list them, delete. */
export function AdminFeaturesPage() {
  const features = useGetAdminFeaturesQuery();
  const [addFeature, adding] = useAddAdminFeatureMutation();
  const [deleteFeature, deleting] = useDeleteAdminFeatureMutation();
  const [file, setFile] = useState<File | null>(null);
  const [image, setImage] = useState('');
  const [toDelete, setToDelete] = useState<{ feature: Feature; index: number } | null>(null);

  const add = async () => {
    try {
      const answer = await addFeature(image).unwrap();
      toast({ title: answer.message ?? 'Feature image added successfully' });
      setFile(null);
      setImage('');
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await deleteFeature(toDelete.feature._id).unwrap();
      toast({ title: answer.message ?? 'Feature image deleted successfully' });
      setToDelete(null);
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  const list = features.data ?? [];

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">Features</h1>
        <p className="text-muted-foreground text-sm">The banner images that rotate on the shop's home page.</p>
      </div>

      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">New banner</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ImageUpload
            label="Banner Image"
            file={file}
            onFileSelected={setFile}
            upload={uploadBannerImage}
            onUploaded={setImage}
          />
          <Button type="button" onClick={add} disabled={!image || adding.isLoading} className="w-full sm:w-auto">
            {adding.isLoading && <Spinner size="sm" className="text-current" label="Saving…" />}
            {contentTexts.upload}
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="banners-title" className="grid gap-4">
        <h2 id="banners-title" className="font-semibold text-lg">
          Banners{features.data ? ` (${list.length})` : ''}
        </h2>
        {features.isLoading ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
            <span className="sr-only" role="status">
              Loading banners…
            </span>
            <Skeleton className="aspect-[3/1] w-full" />
            <Skeleton className="aspect-[3/1] w-full" />
          </div>
        ) : features.isError ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center" role="alert">
            <p className="font-medium">The banners could not be loaded.</p>
            <p className="text-muted-foreground text-sm">{(features.error as ApiError).message}</p>
            <Button type="button" variant="outline" onClick={() => features.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
            <ImagesIcon aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-muted-foreground">No banner images yet. Upload the first one above.</p>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((feature, index) => (
              <li key={feature._id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
                <img
                  src={feature.image}
                  alt={`Banner ${index + 1}`}
                  width={1200}
                  height={400}
                  loading="lazy"
                  className="aspect-[3/1] w-full bg-muted object-cover"
                />
                <div className="flex items-center justify-between gap-2 p-3">
                  <span className="text-muted-foreground text-sm">Banner {index + 1}</span>
                  <Button
                    type="button"
                    variant="destructive"
                    size="sm"
                    onClick={() => setToDelete({ feature, index })}
                    aria-label={`Delete banner ${index + 1}`}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this banner?"
        description={`Banner ${(toDelete?.index ?? 0) + 1} disappears from the shop's home page.`}
        busy={deleting.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
