import Markdown, { type Components } from 'react-markdown';
import { remarkBreaks } from '../lib/remark-breaks';

/*
 * The AI answer as Markdown. Its headings sit under the result's own headings (h2/h3), so they
 * start at h4. Raw HTML in the answer is not rendered (react-markdown's default).
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h4 className="mt-5 mb-2 font-bold text-xl first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h4 className="mt-5 mb-2 font-bold text-xl first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h5 className="mt-5 mb-2 font-semibold text-lg first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 font-semibold first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5 marker:text-primary" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-3 rounded-r-md border-accent border-l-4 bg-accent/40 px-4 py-2 text-sm" {...props} />
  ),
  a: ({ node: _node, ...props }) => (
    <a className="font-medium text-primary underline underline-offset-4" target="_blank" rel="noreferrer" {...props} />
  ),
  code: ({ node: _node, ...props }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="my-4" {...props} />,
};

export default function MarkdownResponse({ text }: { text: string }) {
  return (
    <div className="text-foreground [&_em]:text-muted-foreground">
      <Markdown remarkPlugins={[remarkBreaks]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
