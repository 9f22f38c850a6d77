import { ContentMarkdown } from '@/components/content-markdown';

/**
 * Renders an article or guide description: Markdown, with numbered lines (`1. Climate and Soil: …`)
 * as section headings (the rendering the admin's preview shares, src/components/content-markdown.tsx).
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
  return <ContentMarkdown text={text} headingLevel={headingLevel} className={className} />;
}
