import { useExpertAdviceList } from '../api/use-content-lists';
import { formatLongDate } from '../lib/format-date';
import { readerTexts } from '../texts';
import { ContentReader } from './content-reader';

/** /farmAI/expertAdvice: the expert advice articles. */
export function ExpertAdviceReader() {
  const { items, isLoading } = useExpertAdviceList();
  return (
    <ContentReader
      title={readerTexts.adviceTitle}
      intro={readerTexts.adviceIntro}
      listLabel={readerTexts.adviceListLabel}
      emptyText={readerTexts.adviceEmpty}
      placeholderText={readerTexts.advicePlaceholder}
      isLoading={isLoading}
      items={items.map((advice) => ({
        id: advice._id,
        title: advice.title,
        image: advice.path,
        description: advice.description,
        meta: (
          <>
            {readerTexts.published} <time dateTime={advice.postedDate}>{formatLongDate(advice.postedDate)}</time>
          </>
        ),
      }))}
    />
  );
}
