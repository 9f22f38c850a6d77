import {
  BookOpenIcon,
  ChartNoAxesCombinedIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  PackageIcon,
  ReceiptTextIcon,
  SettingsIcon,
  SproutIcon,
} from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { logoutUser } from '@/features/auth/auth-slice';
import { useMailListed } from '@/features/mail/api/mail-api';
import { type MessageId, useT } from '@/lib/i18n';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { cn } from '@/lib/utils';

interface MenuItem {
  label: MessageId;
  path: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** docs/product/screens.md#admin-layout (plus Features, which the route map has). */
const menu: MenuItem[] = [
  { label: 'admin.dashboard', path: paths.admin.dashboard, icon: LayoutDashboardIcon },
  { label: 'common.products', path: paths.admin.products, icon: PackageIcon },
  { label: 'admin.orders', path: paths.admin.orders, icon: ReceiptTextIcon },
  { label: 'admin.features', path: paths.admin.features, icon: ImagesIcon },
  { label: 'admin.scm', path: paths.admin.scm, icon: SproutIcon },
  { label: 'common.expertAdvice', path: paths.admin.expertAdvice, icon: BookOpenIcon },
  { label: 'admin.settings', path: paths.admin.settings, icon: SettingsIcon },
];

/** Listed only while the server writes mails to files and shows them (no SMTP server, not production). */
const mailItem: MenuItem = { label: 'mail.adminTitle', path: paths.admin.mail, icon: MailIcon };

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const items = useMailListed() ? [...menu, mailItem] : menu;
  return (
    <nav aria-label={t('admin.navLabel')} className="grid gap-1">
      {items.map(({ label, path, icon: Icon }) => (
        <NavLink
          key={path}
          to={path}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive && 'bg-secondary text-secondary-foreground hover:bg-secondary hover:text-secondary-foreground',
            )
          }
        >
          <Icon aria-hidden className="size-5 shrink-0" />
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}

function PanelTitle() {
  const t = useT();
  return (
    <>
      <ChartNoAxesCombinedIcon aria-hidden="true" className="size-6 text-primary" />
      <span>{t('common.adminPanel')}</span>
    </>
  );
}

/** docs/product/screens.md#admin-layout: a fixed sidebar on large screens, a slide-in sheet below them, the page in the main area. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userName = useAppSelector((state) => state.auth.user?.userName);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await dispatch(logoutUser());
    navigate(paths.auth.login, { replace: true });
  };

  return (
    <div className="flex min-h-svh w-full">
      <aside className="hidden w-64 shrink-0 flex-col border-r bg-background lg:fixed lg:inset-y-0 lg:left-0 lg:flex">
        <NavLink
          to={paths.admin.dashboard}
          className="flex h-16 items-center gap-2 border-b px-6 font-extrabold text-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <PanelTitle />
        </NavLink>
        <div className="flex-1 overflow-y-auto p-4">
          <MenuLinks />
        </div>
      </aside>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="w-64 gap-0 p-0" closeLabel={t('common.close')}>
          <SheetHeader className="h-16 justify-center border-b px-6">
            <SheetTitle className="flex items-center gap-2 font-extrabold text-xl">
              <PanelTitle />
            </SheetTitle>
            <SheetDescription className="sr-only">{t('admin.menuDescription')}</SheetDescription>
          </SheetHeader>
          <div className="p-4">
            <MenuLinks onNavigate={() => setMenuOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="lg:hidden"
            onClick={() => setMenuOpen(true)}
            aria-label={t('admin.openMenu')}
            aria-expanded={menuOpen}
          >
            <MenuIcon aria-hidden="true" />
          </Button>
          <span className="font-semibold lg:hidden">{t('common.appName')}</span>
          <div className="ml-auto flex items-center gap-3">
            {userName && (
              <span className="hidden text-muted-foreground text-sm md:inline">
                {t('admin.signedInAs', { userName })}
              </span>
            )}
            {/* on a phone the label and the Logout word are read out but not shown, so the header fits */}
            <LanguageSelect className="max-sm:[&>label]:sr-only" />
            <Button type="button" onClick={logout} disabled={leaving} disabledReason={t('common.busyReason')}>
              <LogOutIcon aria-hidden="true" />
              <span className="max-sm:sr-only">{t('common.logout')}</span>
            </Button>
          </div>
        </header>
        <main className="min-w-0 flex-1 bg-muted/40 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
