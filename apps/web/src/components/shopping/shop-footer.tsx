import { GlobeIcon, MailIcon, MessageCircleIcon, RssIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LanguageSelect } from '@/components/language-select';
import { type MessageId, useT } from '@/lib/i18n';

/** Placeholder destinations (docs/product/screens.md#shopper-layout): fragment links that stay on the page. */
const placeholderLinks: { id: MessageId; fragment: string }[] = [
  { id: 'common.aboutUs', fragment: '#about-us' },
  { id: 'common.features', fragment: '#features' },
  { id: 'common.helpCenter', fragment: '#help-center' },
  { id: 'common.contactUs', fragment: '#contact-us' },
];

const socialLinks: { id: MessageId; fragment: string; Icon: typeof GlobeIcon }[] = [
  { id: 'common.socialWebsite', fragment: '#website', Icon: GlobeIcon },
  { id: 'common.socialChat', fragment: '#community-chat', Icon: MessageCircleIcon },
  { id: 'common.socialNews', fragment: '#news-feed', Icon: RssIcon },
  { id: 'common.socialMail', fragment: '#e-mail', Icon: MailIcon },
];

const linkClass =
  'rounded-sm text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The shopper footer: newsletter box, placeholder links, social icons, copyright and language. */
export function ShopFooter({ newsletter }: { newsletter: ReactNode }) {
  const t = useT();
  return (
    <footer className="mt-12 border-t bg-muted/60">
      <div className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-newsletter" className="space-y-3 lg:col-span-1">
          <h2 id="footer-newsletter" className="font-semibold text-lg">
            {t('common.stayInLoop')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('common.newsletterPitch')}</p>
          {newsletter}
        </section>
        <nav aria-label={t('common.company')} className="space-y-3">
          <h2 className="font-semibold text-lg">{t('common.appName')}</h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            {placeholderLinks.map((link) => (
              <li key={link.id}>
                <a href={link.fragment} className={linkClass}>
                  {t(link.id)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <h2 className="font-semibold text-lg">{t('common.followUs')}</h2>
          <ul className="flex gap-2">
            {socialLinks.map(({ id, fragment, Icon }) => (
              <li key={id}>
                <a
                  href={fragment}
                  aria-label={t(id)}
                  className="inline-flex size-10 items-center justify-center rounded-full border bg-background text-foreground outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSelect />
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-screen-2xl px-4 py-4 text-center text-muted-foreground text-sm sm:px-6">
          {t('common.copyright')}
        </p>
      </div>
    </footer>
  );
}
