import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@farmai/contracts';
import { useId, useState } from 'react';
import { activateLanguage, useLanguage, useT } from '@/lib/i18n';
import { useNearScreen } from '@/lib/use-near-screen';
import { cn } from '@/lib/utils';

/**
 * The language choice (footer and account menu): each language named in its own words, so a
 * farmer who reads no English finds theirs. Choosing one fetches its messages, switches every
 * text, `<html lang>` and the language the API and the diagnosis answer in, and remembers it.
 * Until it comes near the screen it lists only the language in use: the browser measures every
 * option, and the other names would fetch the Bengali and Devanagari faces (94 KB) for a page that
 * shows neither.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const id = useId();
  const t = useT();
  const language = useLanguage();
  const [pending, setPending] = useState(false);
  const [ref, near] = useNearScreen<HTMLSelectElement>(true);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t('common.language')}
      </label>
      <select
        ref={ref}
        id={id}
        value={language}
        disabled={pending}
        title={pending ? t('common.busyReason') : undefined}
        aria-busy={pending}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          setPending(true);
          activateLanguage(language)
            .catch(() => undefined)
            .finally(() => setPending(false));
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
      >
        {(near ? LANGUAGES : [language]).map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
