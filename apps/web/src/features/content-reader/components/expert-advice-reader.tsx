import type { ExpertAdvice } from '@farmai/contracts';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useExpertAdviceList } from '../api/use-content-lists';
import { ContentReader, type ReaderItem, type ReaderPageTexts } from './content-reader';

const texts: ReaderPageTexts = {
  title: 'common.expertAdvice',
  intro: 'content-reader.adviceIntro',
  placeholder: 'content-reader.advicePlaceholder',
  empty: 'content-reader.adviceEmpty',
  listLabel: 'content-reader.adviceListLabel',
};

const itemOf = (advice: ExpertAdvice, t: ReturnType<typeof useT>): ReaderItem => ({
  id: advice._id,
  title: advice.title,
  image: advice.path,
  description: advice.description,
  meta: (
    <time dateTime={advice.postedDate}>
      {t('content-reader.published', { date: formatDate(advice.postedDate, { dateStyle: 'long' }) })}
    </time>
  ),
});

/** /farmAI/expertAdvice: the expert advice articles. */
export function ExpertAdviceReader() {
  const { items, isLoading } = useExpertAdviceList();
  const t = useT();
  return (
    <ContentReader kind="advice" texts={texts} isLoading={isLoading} items={items.map((advice) => itemOf(advice, t))} />
  );
}
