import Markdown, { type Components } from 'react-markdown';
import { withNumberedHeadings } from '@/lib/content-markdown';
import { cn } from '@/lib/utils';

type HeadingLevel = 2 | 3 | 4;

/** Every newline kept as a line break, as the text was typed (mdast nodes as far as they matter here). */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}
function keepLineBreaks() {
  const split = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): MdNode[] => {
      if (child.type !== 'text' || !child.value?.includes('\n')) {
        split(child);
        return [child];
      }
      return child.value
        .split('\n')
        .flatMap((part, i): MdNode[] => [
          ...(i > 0 ? [{ type: 'break' }] : []),
          ...(part ? [{ type: 'text', value: part }] : []),
        ]);
    });
  };
  return split;
}

/**
 * The heading elements: every Markdown heading sits at `level` (a section of the article whose
 * title is one level up), a `####` or deeper one level below.
 */
function componentsFor(level: HeadingLevel): Components {
  const Section = `h${level}` as const;
  const Sub = `h${Math.min(level + 1, 6)}` as 'h3' | 'h4' | 'h5';
  const section = ({ node: _node, ...props }: React.ComponentProps<'h2'> & { node?: unknown }) => (
    <Section className="font-bold text-foreground text-lg leading-snug" {...props} />
  );
  return {
    h1: section,
    h2: section,
    h3: section,
    h4: ({ node: _node, ...props }) => <Sub className="font-semibold text-foreground leading-snug" {...props} />,
    h5: ({ node: _node, ...props }) => <Sub className="font-semibold text-foreground leading-snug" {...props} />,
    h6: ({ node: _node, ...props }) => <Sub className="font-semibold text-foreground leading-snug" {...props} />,
    p: ({ node: _node, ...props }) => <p className="text-foreground/90" {...props} />,
    ul: ({ node: _node, ...props }) => <ul className="list-disc space-y-1 pl-6 marker:text-primary" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="list-decimal space-y-1 pl-6" {...props} />,
    a: ({ node: _node, ...props }) => (
      <a
        className="font-medium text-primary underline underline-offset-4"
        target="_blank"
        rel="noreferrer"
        {...props}
      />
    ),
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="border-primary/40 border-l-4 pl-4 text-muted-foreground" {...props} />
    ),
    code: ({ node: _node, ...props }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm" {...props} />,
  };
}

const COMPONENTS: Record<HeadingLevel, Components> = { 2: componentsFor(2), 3: componentsFor(3), 4: componentsFor(4) };

/**
 * An advice article's or cultivation guide's text as farmers read it, and as the admin previews
 * it: Markdown (bold, italic, headings, lists, links; no raw HTML, no pictures), numbered lines
 * (`1. Climate and Soil: …`) as section headings, line breaks kept.
 */
export function ContentMarkdown({
  text,
  headingLevel = 3,
  className,
}: {
  text: string;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  return (
    <div className={cn('space-y-4 break-words text-base leading-relaxed', className)}>
      <Markdown
        remarkPlugins={[keepLineBreaks]}
        components={COMPONENTS[headingLevel]}
        disallowedElements={['img']}
        unwrapDisallowed
      >
        {withNumberedHeadings(text)}
      </Markdown>
    </div>
  );
}
