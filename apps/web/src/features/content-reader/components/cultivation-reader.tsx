import type { CultivationEntry } from '@farmai/contracts';
import { useCultivationList } from '../api/use-content-lists';
import { ContentReader, type ReaderItem, type ReaderPageTexts } from './content-reader';

const texts: ReaderPageTexts = {
  title: 'common.scientificCultivation',
  intro: 'content-reader.cultivationIntro',
  placeholder: 'content-reader.cultivationPlaceholder',
  empty: 'content-reader.cultivationEmpty',
  listLabel: 'content-reader.cultivationListLabel',
};

const itemOf = (entry: CultivationEntry): ReaderItem => ({
  id: entry._id,
  title: entry.crop_name,
  image: entry.path,
  description: entry.description,
});

/** /farmAI/scientificCultivation: the cultivation guides, one per crop. */
export function CultivationReader() {
  const { items, isLoading } = useCultivationList();
  return <ContentReader kind="guide" texts={texts} isLoading={isLoading} items={items.map(itemOf)} />;
}
