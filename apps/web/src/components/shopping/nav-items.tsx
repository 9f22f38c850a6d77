import { MenuIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from '../ui/button';
import logoUrl from './logo.svg';

export const shopNavItems: readonly { label: MessageId; to: string }[] = [
  { label: 'common.home', to: paths.farmAI.home },
  { label: 'common.marketplace', to: paths.shop.home },
  { label: 'common.products', to: paths.shop.listing },
  { label: 'common.expertAdvice', to: paths.farmAI.expertAdvice },
  { label: 'common.scientificCultivation', to: paths.farmAI.scientificCultivation },
  { label: 'common.diagnosis', to: paths.farmAI.diagnosis },
];

export function NavItems({
  onNavigate,
  vertical,
}: {
  onNavigate?: ((to: string) => void) | undefined;
  vertical?: boolean;
}) {
  const t = useT();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {shopNavItems.map((item) => (
        <li key={item.to}>
          {/* NavLink marks the item of the current path with aria-current="page" */}
          <NavLink
            to={item.to}
            onClick={() => onNavigate?.(item.to)}
            className={({ isActive }) =>
              cn(
                'block whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                vertical && 'text-base',
                isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground/80',
              )
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Logo() {
  const t = useT();
  return (
    <Link
      to={paths.root}
      className="flex shrink-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <img src={logoUrl} alt="" width={32} height={32} className="size-8" />
      {/* on the narrowest phones the mark alone, leaving the header's buttons room for longer words */}
      <span className="font-extrabold text-lg text-primary tracking-tight max-[399px]:sr-only">
        {t('common.appName')}
      </span>
    </Link>
  );
}

export function MenuButton(props: ComponentProps<typeof Button>) {
  const t = useT();
  return (
    <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('common.openMenu')} {...props}>
      <MenuIcon aria-hidden="true" />
    </Button>
  );
}
