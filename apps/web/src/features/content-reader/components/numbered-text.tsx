import { cn } from '@/lib/utils';
import { parseNumberedText } from '../lib/numbered-text';

/**
 * Renders an article or guide description: numbered lines (`1. Climate and Soil: …`) get their
 * heading in bold on its own line, every other line is a paragraph.
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
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('space-y-4 text-base leading-relaxed', className)}>
      {parseNumberedText(text).map((block) =>
        block.heading ? (
          <section key={block.key} className="space-y-1">
            <Heading className="font-bold text-foreground text-lg leading-snug">{block.heading}</Heading>
            {block.body && <p className="text-foreground/90">{block.body}</p>}
          </section>
        ) : (
          <p key={block.key} className="text-foreground/90">
            {block.body}
          </p>
        ),
      )}
    </div>
  );
}
