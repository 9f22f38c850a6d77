import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from './ui/button';

/** The Edit and Delete buttons of an item card in the admin screens, named after the item. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button type="button" variant="outline" className="flex-1" onClick={onEdit} aria-label={`Edit ${name}`}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button type="button" variant="destructive" className="flex-1" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </>
  );
}
