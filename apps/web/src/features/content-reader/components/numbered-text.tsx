import { lazy, Suspense } from 'react';
import { plainText } from '@/lib/content-markdown';
import { cn } from '@/lib/utils';

// the Markdown renderer (about 110 KB) comes with the first article read, not with the first page
const ContentMarkdown = lazy(() =>
  import('@/components/content-markdown').then((module) => ({ default: module.ContentMarkdown })),
);

/**
 * Renders an article or guide description: Markdown, with numbered lines (`1. Climate and Soil: …`)
 * as section headings (the rendering the admin's preview shares, src/components/content-markdown.tsx).
 * Until the renderer has arrived, the text itself, without its marks.
 */
export function NumberedText({
  text,
  headingLevel = 3,
  className,
}: {
  text: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <Suspense fallback={<p className={cn('whitespace-pre-line', className)}>{plainText(text)}</p>}>
      <ContentMarkdown text={text} headingLevel={headingLevel} className={className} />
    </Suspense>
  );
}
