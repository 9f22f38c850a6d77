import type { ReactNode } from 'react';

/** One fact of a description list (`<dl>`): its label on the left, the value on the right. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="shrink-0 whitespace-nowrap font-medium">{label}</dt>
      <dd className="min-w-0 break-words text-right text-muted-foreground">{children}</dd>
    </div>
  );
}
