import { EmptyState, LoadStates } from '@/components/load-states';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingRegion, Skeletons } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { t as translate, useT } from '@/lib/i18n';
import { useDeleteAdminEntryMutation, useGetAdminEntriesQuery } from '../api/content-api';
import { type EntryEditor, useEntryEditor } from '../hooks/use-entry-editor';
import { ENTRY_KINDS, type Entry, type EntryKindId } from '../lib/kinds';
import { EntryCard } from './entry-card';
import { EntryForm } from './entry-form';

/** The entries of a kind in a grid, with Edit (into the form above) and Delete. */
function EntryList({
  kind,
  editor,
  onDelete,
}: {
  kind: EntryKindId;
  editor: EntryEditor;
  onDelete: (entry: Entry) => void;
}) {
  const t = useT();
  const entries = useGetAdminEntriesQuery(kind);
  const list = entries.data ?? [];
  return (
    <section aria-labelledby={`${kind}-list-title`} className="grid gap-4">
      <h2 id={`${kind}-list-title`} className="font-semibold text-lg">
        {entries.data ? t('admin-content.entriesCount', { count: list.length }) : t('admin-content.entries')}
      </h2>
      <LoadStates
        state={entries}
        loading={
          <LoadingRegion label={t('admin-content.loadingEntries')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeletons count={3} className="h-72 w-full" />
          </LoadingRegion>
        }
        errorTitle={t('admin-content.entriesFailed')}
        errorClassName="rounded-xl border border-dashed"
        isEmpty={list.length === 0}
        empty={<EmptyState className="rounded-xl border border-dashed">{t(ENTRY_KINDS[kind].empty)}</EmptyState>}
      >
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((entry) => (
            <EntryCard
              key={entry._id}
              entry={entry}
              onEdit={() => editor.startEdit(entry)}
              onDelete={() => onDelete(entry)}
            />
          ))}
        </div>
      </LoadStates>
    </section>
  );
}

/**
 * docs/product/screens.md#admin-screens: the SCM and expert advice screens are one component: an image, a text field
 * (Crop Name or Title) and a description, then the entries in a grid with Edit and Delete.
 */
export function ContentEntriesPage({ kind }: { kind: EntryKindId }) {
  const t = useT();
  const config = ENTRY_KINDS[kind];
  const editor = useEntryEditor(kind);
  const [deleteEntry, deleting] = useDeleteAdminEntryMutation();
  const removal = useDeleteConfirmation(async (entry: Entry) => {
    const answer = await deleteEntry({ kind, id: entry._id }).unwrap();
    toast({ title: answer.message ?? translate('shared.entry.deleted'), variant: 'destructive' });
    if (editor.edited?._id === entry._id) editor.reset();
  });

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">{t(config.heading)}</h1>
        <p className="text-muted-foreground text-sm">{t(config.intro)}</p>
      </div>
      <EntryForm config={config} editor={editor} />
      <EntryList kind={kind} editor={editor} onDelete={removal.ask} />
      <ConfirmDialog
        open={removal.pending !== null}
        title={t('admin-content.deleteEntryTitle')}
        description={t('admin-content.deleteEntryDescription', {
          name: removal.pending?.name || t('admin-content.untitled'),
        })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleting.isLoading}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
