import { SmartphoneIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import type { DiagnosisVerdict, DiagnosisResult as Result } from '../api/analyze';
import { cropName, showsConfidence, VERDICT_WORDS } from '../verdict-words';

// react-markdown is only downloaded once there is an answer to show.
const MarkdownResponse = lazy(() => import('./markdown-response'));

const MAX_CANDIDATES = 5;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-lg">{title}</h3>
      {children}
    </section>
  );
}

function ResultImage({ src, alt }: { src: string; alt: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="rounded-lg border border-dashed bg-muted p-4 text-muted-foreground text-sm">
        {t('diagnosis.imageUnavailable')}{' '}
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('diagnosis.openImage')}
        </a>
      </p>
    );
  }
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block w-fit max-w-full rounded-lg border bg-muted">
      <img
        src={src}
        alt={alt}
        width={480}
        height={360}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-auto max-h-80 w-auto max-w-full rounded-lg object-contain"
      />
    </a>
  );
}

const VERDICT_STYLE: Record<DiagnosisVerdict, { box: string; badge: string; icon: string }> = {
  diagnosed: {
    box: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950',
    badge: 'bg-emerald-700 text-white',
    icon: '✓',
  },
  possible: {
    box: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950',
    badge: 'bg-amber-700 text-white',
    icon: '?',
  },
  healthy: {
    box: 'border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950',
    badge: 'bg-sky-700 text-white',
    icon: '✓',
  },
  unsure: {
    box: 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900',
    badge: 'bg-slate-700 text-white',
    icon: '!',
  },
};

/** How sure the answer is, in a colour and words; the crop when one was recognised. */
export function VerdictBanner({ verdict, crop }: { verdict: DiagnosisVerdict; crop?: string | null | undefined }) {
  const t = useT();
  const style = VERDICT_STYLE[verdict];
  const words = VERDICT_WORDS[verdict];
  return (
    <div role="status" data-verdict={verdict} className={`flex items-start gap-3 rounded-lg border p-3 ${style.box}`}>
      <span
        aria-hidden="true"
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full font-bold ${style.badge}`}
      >
        {style.icon}
      </span>
      <div className="space-y-0.5 text-sm">
        <p>
          <span className={`mr-2 rounded px-2 py-0.5 font-semibold text-xs uppercase tracking-wide ${style.badge}`}>
            {t(words.label)}
          </span>
          {crop && (
            <span className="text-muted-foreground">
              {t('diagnosis.detectedCrop')} <span className="font-medium text-foreground">{cropName(t, crop)}</span>
            </span>
          )}
        </p>
        <p>{t(words.detail)}</p>
      </div>
    </div>
  );
}

/** The verdict, the answer (Markdown, loaded when first needed) and which engine answered. */
function ResponseText({ result }: { result: Result }) {
  const t = useT();
  return (
    <>
      {result.onDevice && (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm">
          <SmartphoneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t(result.savedLater ? 'diagnosis.madeOnPhoneSavedLater' : 'diagnosis.madeOnPhone')}
            {result.entriesInEnglish && ` ${t('diagnosis.onPhoneInEnglish')}`}
          </span>
        </p>
      )}
      {result.verdict && <VerdictBanner verdict={result.verdict} crop={result.crop} />}
      <div className="rounded-lg border p-4 sm:p-5">
        <Suspense
          fallback={
            <div className="space-y-2">
              <p className="sr-only">{t('diagnosis.loadingResponse')}</p>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          }
        >
          <MarkdownResponse text={result.gptResponse} />
        </Suspense>
        {result.engine && (
          <p className="mt-4 border-t pt-3 text-muted-foreground text-xs">
            {result.engine === 'llm' ? t('diagnosis.engineLlm') : t('diagnosis.engineOffline')}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * The possible causes, ranked, each with its confidence as a bar when the answer names one problem;
 * for any other answer they are causes to check, without numbers that would read as findings.
 */
function CandidateList({
  candidates,
  withConfidence,
}: {
  candidates: NonNullable<Result['candidates']>;
  withConfidence: boolean;
}) {
  if (!withConfidence) {
    return (
      <ol className="list-decimal space-y-1 pl-5 text-sm marker:text-muted-foreground">
        {candidates.map((candidate) => (
          <li key={candidate.id} className="font-medium">
            {candidate.name}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="space-y-3">
      {candidates.map((candidate) => {
        const percent = Math.round(Math.min(1, Math.max(0, candidate.confidence)) * 100);
        return (
          <li key={candidate.id} className="space-y-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{candidate.name}</span>
              <span className="tabular-nums text-muted-foreground">{percent}%</span>
            </div>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** What the page shows for the active ingredients a treatment recommends (the shop's products, composed by the route). */
export type ProductsFor = (activeIngredients: string[]) => ReactNode;

/**
 * The analysis result blocks (docs/product/screens.md#farmer-pages), the products for the treatment's
 * active ingredients under it when the page is given them, then the ranked candidates with confidence bars.
 */
export function DiagnosisResult({ result, productsFor }: { result: Result; productsFor?: ProductsFor }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uploaded = result.uploadedImageUrl || result.cloudinaryImageUrl;
  const candidates = (result.candidates ?? []).slice(0, MAX_CANDIDATES);
  const withConfidence = showsConfidence(result.verdict);

  // Bring the new result into view and give it focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return (
    <section
      aria-labelledby="diagnosis-result-title"
      className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <h2
        id="diagnosis-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 font-bold text-2xl tracking-tight outline-none"
      >
        {t('diagnosis.resultTitle')}
      </h2>

      <Block title={t('diagnosis.yourInput')}>
        <p className="whitespace-pre-wrap rounded-lg bg-muted p-3">
          {result.userInputText || <span className="text-muted-foreground">{t('diagnosis.photoOnlyInput')}</span>}
        </p>
      </Block>

      {uploaded && (
        <Block title={t('diagnosis.uploadedImage')}>
          <ResultImage src={uploaded} alt={t('diagnosis.uploadedImageAlt')} />
        </Block>
      )}

      <Block title={t('diagnosis.response')}>
        <ResponseText result={result} />
      </Block>

      {productsFor && (result.activeIngredients ?? []).length > 0 && productsFor(result.activeIngredients ?? [])}

      {candidates.length > 0 && (
        <Block title={withConfidence ? t('diagnosis.candidates') : t('diagnosis.candidatesToCheck')}>
          <CandidateList candidates={candidates} withConfidence={withConfidence} />
        </Block>
      )}

      {result.generatedImageUrl && (
        <Block title={t('diagnosis.generatedImage')}>
          <ResultImage src={result.generatedImageUrl} alt={t('diagnosis.generatedImageAlt')} />
        </Block>
      )}
    </section>
  );
}
