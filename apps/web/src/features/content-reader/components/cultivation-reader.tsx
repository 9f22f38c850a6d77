import { useCultivationList } from '../api/use-content-lists';
import { readerTexts } from '../texts';
import { ContentReader } from './content-reader';

/** /farmAI/scientificCultivation: the cultivation guides, one per crop. */
export function CultivationReader() {
  const { items, isLoading } = useCultivationList();
  return (
    <ContentReader
      title={readerTexts.cultivationTitle}
      intro={readerTexts.cultivationIntro}
      listLabel={readerTexts.cultivationListLabel}
      emptyText={readerTexts.cultivationEmpty}
      placeholderText={readerTexts.cultivationPlaceholder}
      isLoading={isLoading}
      items={items.map((entry) => ({
        id: entry._id,
        title: entry.crop_name,
        image: entry.path,
        description: entry.description,
      }))}
    />
  );
}
