import type { ReactNode } from 'react';

/** A home section's title, intro line and optional link on the right. */
export function SectionHeading({
  id,
  title,
  intro,
  action,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div className="space-y-1">
        <h2 id={id} className="font-bold text-2xl tracking-tight">
          {title}
        </h2>
        {intro && <p className="text-muted-foreground">{intro}</p>}
      </div>
      {action}
    </div>
  );
}
