import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { Button } from './ui/button';

/** The Edit and Delete buttons of an item card in the admin screens, named after the item. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="flex-1"
        onClick={onEdit}
        aria-label={t('admin.editItem', { name })}
      >
        <PencilIcon aria-hidden="true" />
        {t('common.edit')}
      </Button>
      <Button
        type="button"
        variant="destructive"
        className="flex-1"
        onClick={onDelete}
        aria-label={t('admin.deleteItem', { name })}
      >
        <Trash2Icon aria-hidden="true" />
        {t('common.delete')}
      </Button>
    </>
  );
}
