import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useDiagnosis } from '../hooks/use-diagnosis';
import { usePhotoField } from '../hooks/use-photo-field';
import { CoveredCrops } from './covered-crops';
import { DiagnosisError, PhotoField, SubmitRow, SymptomsField } from './diagnosis-fields';
import { DiagnosisResult, type ProductsFor } from './diagnosis-result';
import { OfflinePack } from './offline-pack';

/**
 * /farmAI/diagnosis: the diagnosis form and its result, above the past suggestions (passed in);
 * `productsFor` shows the shop's products for the treatment's active ingredients.
 */
export function DiagnosisPage({
  pastSuggestions,
  productsFor,
}: {
  pastSuggestions: ReactNode;
  productsFor?: ProductsFor;
}) {
  const t = useT();
  const { state, loading, progress, diagnose } = useDiagnosis();
  const photo = usePhotoField();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const textRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const symptoms = text.trim();
    // a photo alone is enough; without one the symptoms are needed
    if (!symptoms && !photo.image) {
      setTextError(t('diagnosis.symptomsRequired'));
      textRef.current?.focus();
      return;
    }
    setTextError(undefined);
    void diagnose(symptoms, photo.image);
  };

  return (
    <div className="min-h-full bg-muted py-8 sm:py-10">
      <div className="mx-auto w-full max-w-4xl space-y-8 px-4 sm:px-6">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={loading}
          className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
        >
          <div className="space-y-2">
            <h1 className="font-extrabold text-3xl tracking-tight">{t('diagnosis.title')}</h1>
            <p className="text-muted-foreground">{t('diagnosis.intro')}</p>
          </div>
          <SymptomsField
            value={text}
            optional={photo.image !== undefined}
            error={textError}
            textRef={textRef}
            onChange={(value) => {
              setText(value);
              if (textError) setTextError(undefined);
            }}
          />
          <PhotoField photo={photo} disabled={loading} onChosen={() => setTextError(undefined)} />
          <SubmitRow loading={loading} withPhoto={photo.image !== undefined} progress={progress} />
          {state.status === 'error' && <DiagnosisError message={state.message} />}
          <CoveredCrops />
        </form>
        <OfflinePack />
        {state.status === 'success' && <DiagnosisResult result={state.result} productsFor={productsFor} />}
        {pastSuggestions}
      </div>
    </div>
  );
}
