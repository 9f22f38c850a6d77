import { LogInIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { signInPath } from '@/lib/next-page';
import { Button } from '../ui/button';

/**
 * For a visitor who has not signed in, in place of the account menu: `Sign in` and `Register`,
 * each bringing the visitor back to this page afterwards (docs/product/screens.md#shopper-layout).
 */
export function GuestLinks() {
  const t = useT();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <>
      <Button asChild size="sm" className="ml-1">
        <Link to={signInPath(here)}>
          <LogInIcon aria-hidden="true" />
          {t('guest.signIn')}
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline" className="hidden sm:inline-flex">
        <Link to={signInPath(here, paths.auth.register)}>{t('guest.register')}</Link>
      </Button>
    </>
  );
}
