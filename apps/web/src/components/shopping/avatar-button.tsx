import type { ComponentProps } from 'react';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from '../ui/button';

export interface AccountMenuProps {
  userName: string;
  onLogout: () => void;
}

/** The round avatar (the user's initial) that opens the account menu. */
export function AvatarButton({ userName, className, ...props }: ComponentProps<typeof Button> & { userName: string }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('common.accountMenuFor', { userName })}
      className={cn('rounded-full', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
      >
        {userName.slice(0, 1).toUpperCase()}
      </span>
    </Button>
  );
}
