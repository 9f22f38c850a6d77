import type { ExpertAdvice } from '@farmai/contracts';
import { useExpertAdviceList } from '../api/use-content-lists';
import { formatLongDate } from '../lib/format-date';
import { readerTexts } from '../texts';
import { ContentReader, type ReaderItem } from './content-reader';

const itemOf = (advice: ExpertAdvice): ReaderItem => ({
  id: advice._id,
  title: advice.title,
  image: advice.path,
  description: advice.description,
  meta: (
    <>
      {readerTexts.published} <time dateTime={advice.postedDate}>{formatLongDate(advice.postedDate)}</time>
    </>
  ),
});

/** /farmAI/expertAdvice: the expert advice articles. */
export function ExpertAdviceReader() {
  const { items, isLoading } = useExpertAdviceList();
  return <ContentReader texts={readerTexts.advice} isLoading={isLoading} items={items.map(itemOf)} />;
}
