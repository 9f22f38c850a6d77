import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { DiagnosisResult as Result } from '../api/analyze';
import { diagnosisTexts } from '../texts';

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
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="rounded-lg border border-dashed bg-muted p-4 text-muted-foreground text-sm">
        {diagnosisTexts.imageUnavailable}{' '}
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          {diagnosisTexts.openImage}
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

/** The analysis result blocks of SPEC 2.9, plus the ranked candidates with confidence bars. */
export function DiagnosisResult({ result }: { result: Result }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uploaded = result.uploadedImageUrl || result.cloudinaryImageUrl;
  const candidates = (result.candidates ?? []).slice(0, MAX_CANDIDATES);

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
        {diagnosisTexts.resultTitle}
      </h2>

      <Block title={diagnosisTexts.yourInput}>
        <p className="whitespace-pre-wrap rounded-lg bg-muted p-3">{result.userInputText}</p>
      </Block>

      {uploaded && (
        <Block title={diagnosisTexts.uploadedImage}>
          <ResultImage src={uploaded} alt={diagnosisTexts.uploadedImageAlt} />
        </Block>
      )}

      <Block title={diagnosisTexts.response}>
        <div className="rounded-lg border p-4 sm:p-5">
          <Suspense
            fallback={
              <div className="space-y-2">
                <p className="sr-only">{diagnosisTexts.loadingResponse}</p>
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
              {result.engine === 'llm' ? diagnosisTexts.engineLlm : diagnosisTexts.engineOffline}
            </p>
          )}
        </div>
      </Block>

      {candidates.length > 0 && (
        <Block title={diagnosisTexts.candidates}>
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
        </Block>
      )}

      {result.generatedImageUrl && (
        <Block title={diagnosisTexts.generatedImage}>
          <ResultImage src={result.generatedImageUrl} alt={diagnosisTexts.generatedImageAlt} />
        </Block>
      )}
    </section>
  );
}
