import { useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import coverUrl from '../assets/auth-cover.svg';

/** Two columns on large screens: the cover with the welcome, and the page. */
export function AuthLayout() {
  const [loaded, setLoaded] = useState(false);
  const t = useT();
  return (
    <div className="flex min-h-svh w-full">
      <div className="relative hidden w-1/2 overflow-hidden bg-primary lg:flex">
        <img
          src={coverUrl}
          alt=""
          width={1200}
          height={1600}
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 h-full w-full object-cover transition duration-700 ${loaded ? 'blur-[2px]' : 'scale-105 blur-md'}`}
        />
        <div className="absolute inset-0 bg-black/45" />
        {!loaded && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label={t('auth.loadingPicture')} className="text-primary-foreground" />
          </div>
        )}
        <div className="relative z-10 m-auto max-w-md space-y-4 px-10 text-center text-white">
          <h1 className="text-4xl font-extrabold tracking-tight">{t('common.welcome')}</h1>
          <p className="text-lg text-white/90">{t('common.tagline')}</p>
        </div>
      </div>
      <main className="flex flex-1 items-center justify-center bg-background px-4 py-12 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
