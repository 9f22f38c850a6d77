import { GlobeIcon, MailIcon, MessageCircleIcon, RssIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { texts } from '@/config/texts';
import { chromeTexts } from './texts';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'language';

const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

function readLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** The chosen language is remembered and set on <html lang>; the texts themselves stay English. */
function LanguageSelect() {
  const id = useId();
  const [language, setLanguage] = useState<LanguageCode>(readLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage can be unavailable (private mode); the choice then lasts for this page only
    }
  }, [language]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        Language
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const placeholderLinks = [chromeTexts.aboutUs, chromeTexts.features, chromeTexts.helpCenter, chromeTexts.contactUs];

const socialLinks = [
  { label: `${texts.appName} website`, Icon: GlobeIcon },
  { label: `${texts.appName} community chat`, Icon: MessageCircleIcon },
  { label: `${texts.appName} news feed`, Icon: RssIcon },
  { label: `E-mail ${texts.appName}`, Icon: MailIcon },
] as const;

const linkClass =
  'rounded-sm text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Placeholder destinations (docs/product/screens.md#shopper-layout): fragment links that stay on the page. */
const fragment = (label: string) => `#${label.toLowerCase().replaceAll(' ', '-')}`;

/** The shopper footer: newsletter box, placeholder links, social icons, copyright and language. */
export function ShopFooter({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className="mt-12 border-t bg-muted/60">
      <div className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-newsletter" className="space-y-3 lg:col-span-1">
          <h2 id="footer-newsletter" className="font-semibold text-lg">
            Stay in the loop
          </h2>
          <p className="text-muted-foreground text-sm">
            Seasonal tips, new products and offers from {texts.appName}, about once a month.
          </p>
          {newsletter}
        </section>
        <nav aria-label="Company" className="space-y-3">
          <h2 className="font-semibold text-lg">{texts.appName}</h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            {placeholderLinks.map((label) => (
              <li key={label}>
                <a href={fragment(label)} className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <h2 className="font-semibold text-lg">Follow us</h2>
          <ul className="flex gap-2">
            {socialLinks.map(({ label, Icon }) => (
              <li key={label}>
                <a
                  href={fragment(label)}
                  aria-label={label}
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
          {chromeTexts.copyright}
        </p>
      </div>
    </footer>
  );
}
