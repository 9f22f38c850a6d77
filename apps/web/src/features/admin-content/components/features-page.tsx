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
import { t as translate, useT } from '@/lib/i18n';
import {
  uploadBannerImage,
  useAddAdminFeatureMutation,
  useDeleteAdminFeatureMutation,
  useGetAdminFeaturesQuery,
} from '../api/content-api';
import { BannerWords } from './banner-words';

interface Banner {
  feature: AdminFeature;
  index: number;
}

/** Upload a banner picture, then add it to the carousel. */
function NewBanner() {
  const t = useT();
  const [addFeature, adding] = useAddAdminFeatureMutation();
  const [file, setFile] = useState<File | null>(null);
  const [image, setImage] = useState('');

  const add = async () => {
    try {
      const answer = await addFeature(image).unwrap();
      toast({ title: answer.message ?? t('shared.feature.added') });
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
          <h2 className="text-lg">{t('admin-content.newBanner')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ImageUpload
          label={t('admin-content.bannerImage')}
          file={file}
          onFileSelected={setFile}
          upload={uploadBannerImage}
          onUploaded={setImage}
        />
        <Button
          type="button"
          onClick={add}
          disabled={!image || adding.isLoading}
          disabledReason={adding.isLoading ? t('common.busyReason') : t('common.reasonChooseImage')}
          showReason
          className="w-full sm:w-auto"
        >
          {adding.isLoading && <Spinner size="sm" className="text-current" label={t('common.saving')} />}
          {t('admin-content.upload')}
        </Button>
      </CardContent>
    </Card>
  );
}

function BannerItem({ feature, index, onDelete }: Banner & { onDelete: () => void }) {
  const t = useT();
  return (
    <li className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <img
        src={feature.image}
        alt={t('admin-content.banner', { number: index + 1 })}
        width={1200}
        height={400}
        loading="lazy"
        className="aspect-[3/1] w-full bg-muted object-cover"
      />
      <div className="px-3 pt-3">
        <BannerWords feature={feature} index={index} />
      </div>
      <div className="flex items-center justify-between gap-2 p-3">
        <span className="text-muted-foreground text-sm">{t('admin-content.banner', { number: index + 1 })}</span>
        <Button
          type="button"
          variant="destructive"
          size="sm"
          onClick={onDelete}
          aria-label={t('admin-content.deleteBanner', { number: index + 1 })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}

/** docs/product/screens.md#admin-screens: the banner images of the shop's home carousel: upload one, list them, delete. */
export function AdminFeaturesPage() {
  const t = useT();
  const features = useGetAdminFeaturesQuery();
  const [deleteFeature, deleting] = useDeleteAdminFeatureMutation();
  const removal = useDeleteConfirmation(async ({ feature }: Banner) => {
    const answer = await deleteFeature(feature._id).unwrap();
    toast({ title: answer.message ?? translate('shared.feature.deleted') });
  });
  const list = features.data ?? [];

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">{t('admin-content.featuresHeading')}</h1>
        <p className="text-muted-foreground text-sm">{t('admin-content.featuresIntro')}</p>
      </div>
      <NewBanner />
      <section aria-labelledby="banners-title" className="grid gap-4">
        <h2 id="banners-title" className="font-semibold text-lg">
          {features.data ? t('admin-content.bannersCount', { count: list.length }) : t('admin-content.banners')}
        </h2>
        <LoadStates
          state={features}
          loading={
            <LoadingRegion label={t('admin-content.loadingBanners')} className="grid gap-4 md:grid-cols-2">
              <Skeletons count={2} className="aspect-[3/1] w-full" />
            </LoadingRegion>
          }
          errorTitle={t('admin-content.bannersFailed')}
          errorClassName="rounded-xl border border-dashed"
          isEmpty={list.length === 0}
          empty={
            <EmptyState icon={ImagesIcon} className="rounded-xl border border-dashed">
              {t('admin-content.noBanners')}
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
        title={t('admin-content.deleteBannerTitle')}
        description={t('admin-content.deleteBannerDescription', { number: (removal.pending?.index ?? 0) + 1 })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleting.isLoading}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
