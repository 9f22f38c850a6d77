import type { CultivationEntry } from '@farmai/contracts';
import { useCultivationList } from '../api/use-content-lists';
import { readerTexts } from '../texts';
import { ContentReader, type ReaderItem } from './content-reader';

const itemOf = (entry: CultivationEntry): ReaderItem => ({
  id: entry._id,
  title: entry.crop_name,
  image: entry.path,
  description: entry.description,
});

/** /farmAI/scientificCultivation: the cultivation guides, one per crop. */
export function CultivationReader() {
  const { items, isLoading } = useCultivationList();
  return <ContentReader texts={readerTexts.cultivation} isLoading={isLoading} items={items.map(itemOf)} />;
}
