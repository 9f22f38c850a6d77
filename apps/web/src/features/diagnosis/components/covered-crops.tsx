import type { CoveredCrop } from '@farmai/contracts';
import { useLanguage, useT } from '@/lib/i18n';
import { useDiagnosisCropsQuery } from '../api/crops';
import { cropName } from '../verdict-words';

function CropList({ id, label, crops }: { id: string; label: string; crops: CoveredCrop[] }) {
  const t = useT();
  return (
    <div className="space-y-1.5">
      <h3 id={id} className="font-medium text-sm">
        {label}
      </h3>
      <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
        {crops.map((crop) => {
          // the app's own name when it has one ("Cabbage family"), else the service's, already in this language
          const name = cropName(t, crop.id);
          return (
            <li key={crop.id} className="rounded-full border bg-background px-2.5 py-0.5 text-xs">
              {name === crop.id.replace(/-/g, ' ') ? crop.name : name}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The crops FarmAI covers, as the diagnosis service tells them: those its leaf-photo model reads and
 * those its knowledge base covers for a description. Nothing while they load or when the service
 * cannot be reached: the form works without them.
 */
export function CoveredCrops() {
  const t = useT();
  const language = useLanguage();
  const { data } = useDiagnosisCropsQuery(language);
  if (!data || (data.photo.length === 0 && data.text.length === 0)) return null;
  return (
    <section aria-labelledby="covered-crops-title" className="space-y-3 rounded-lg border bg-muted/50 p-4">
      <h2 id="covered-crops-title" className="font-semibold text-base">
        {t('diagnosis.coveredCropsTitle')}
      </h2>
      {data.photo.length > 0 && (
        <CropList id="covered-crops-photo" label={t('diagnosis.coveredByPhoto')} crops={data.photo} />
      )}
      {data.text.length > 0 && (
        <CropList id="covered-crops-text" label={t('diagnosis.coveredByText')} crops={data.text} />
      )}
      <p className="text-muted-foreground text-xs">{t('diagnosis.coveredCropsNote')}</p>
    </section>
  );
}
