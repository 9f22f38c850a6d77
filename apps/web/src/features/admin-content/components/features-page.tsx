import type { AdminFeature } from '@farmai/contracts';
import { ImagesIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { EmptyState, failureMessage, LoadStates } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import {
  uploadBannerImage,
  useAddAdminFeatureMutation,
  useDeleteAdminFeatureMutation,
  useGetAdminFeaturesQuery,
} from '../api/content-api';
import { contentTexts } from '../texts';
import { BannerWords } from './banner-words';

interface Banner {
  feature: AdminFeature;
  index: number;
}

/** Upload a banner picture, then add it to the carousel. */
function NewBanner() {
  const [addFeature, adding] = useAddAdminFeatureMutation();
  const [file, setFile] = useState<File | null>(null);
  const [image, setImage] = useState('');

  const add = async () => {
    try {
      const answer = await addFeature(image).unwrap();
      toast({ title: answer.message ?? 'Feature image added successfully' });
      setFile(null);
      setImage('');
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
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
  );
}

function BannerItem({ feature, index, onDelete }: Banner & { onDelete: () => void }) {
  return (
    <li className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <img
        src={feature.image}
        alt={`Banner ${index + 1}`}
        width={1200}
        height={400}
        loading="lazy"
        className="aspect-[3/1] w-full bg-muted object-cover"
      />
      <div className="px-3 pt-3">
        <BannerWords feature={feature} index={index} />
      </div>
      <div className="flex items-center justify-between gap-2 p-3">
        <span className="text-muted-foreground text-sm">Banner {index + 1}</span>
        <Button
          type="button"
          variant="destructive"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete banner ${index + 1}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** docs/product/screens.md#admin-screens: the banner images of the shop's home carousel: upload one, list them, delete. */
export function AdminFeaturesPage() {
  const features = useGetAdminFeaturesQuery();
  const [deleteFeature, deleting] = useDeleteAdminFeatureMutation();
  const removal = useDeleteConfirmation(async ({ feature }: Banner) => {
    const answer = await deleteFeature(feature._id).unwrap();
    toast({ title: answer.message ?? 'Feature image deleted successfully' });
  });
  const list = features.data ?? [];

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">Features</h1>
        <p className="text-muted-foreground text-sm">The banner images that rotate on the shop's home page.</p>
      </div>
      <NewBanner />
      <section aria-labelledby="banners-title" className="grid gap-4">
        <h2 id="banners-title" className="font-semibold text-lg">
          Banners{features.data ? ` (${list.length})` : ''}
        </h2>
        <LoadStates
          state={features}
          loading={
            <LoadingRegion label="Loading banners…" className="grid gap-4 md:grid-cols-2">
              <Skeletons count={2} className="aspect-[3/1] w-full" />
            </LoadingRegion>
          }
          errorTitle="The banners could not be loaded."
          errorClassName="rounded-xl border border-dashed"
          isEmpty={list.length === 0}
          empty={
            <EmptyState icon={ImagesIcon} className="rounded-xl border border-dashed">
              No banner images yet. Upload the first one above.
            </EmptyState>
          }
        >
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((feature, index) => (
              <BannerItem
                key={feature._id}
                feature={feature}
                index={index}
                onDelete={() => removal.ask({ feature, index })}
              />
            ))}
          </ul>
        </LoadStates>
      </section>
      <ConfirmDialog
        open={removal.pending !== null}
        title="Delete this banner?"
        description={`Banner ${(removal.pending?.index ?? 0) + 1} disappears from the shop's home page.`}
        busy={deleting.isLoading}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
