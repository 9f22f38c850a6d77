import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

/**
 * A home section that lists server content: its heading with a link to the full list, then the
 * placeholders while it loads, `empty` when there is nothing, else the list.
 */
export function HomeListSection({
  id,
  title,
  intro,
  all,
  isLoading,
  isEmpty,
  loading,
  empty,
  frameClassName,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  /** The link to every entry, on the right of the heading. */
  all: { to: string; label: string };
  isLoading: boolean;
  isEmpty: boolean;
  loading: ReactNode;
  empty: ReactNode;
  /** A box around whichever of the three shows. */
  frameClassName?: string;
  children: ReactNode;
}) {
  const content = isLoading ? loading : isEmpty ? empty : children;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeading
        id={id}
        title={title}
        intro={intro}
        action={
          <Button asChild variant="link" className="px-0 has-[>svg]:px-0">
            <Link to={all.to}>
              {all.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {frameClassName ? <div className={frameClassName}>{content}</div> : content}
    </section>
  );
}
