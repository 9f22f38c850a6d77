import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** /suggestion/{id} with nothing to show: why, and the way home. */
export function SuggestionNotFound({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <div className="space-y-3 rounded-xl border border-dashed bg-card p-10 text-center">
        <h1 className="font-bold text-2xl">{t('suggestions.notFoundTitle')}</h1>
        <p className="text-muted-foreground">{text}</p>
        <Button asChild>
          <Link to={paths.farmAI.home}>{t('suggestions.goHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
