import { ImageIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAdminEntryMutation, useEntryWrites, useGetAdminEntriesQuery } from '../api/content-api';
import { cutDescription, ENTRY_KINDS, type Entry, type EntryKindId } from '../lib/kinds';
import { contentTexts } from '../texts';

function EntryCard({ entry, onEdit, onDelete }: { entry: Entry; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card className="gap-3 overflow-hidden pt-0 pb-4">
      {entry.path ? (
        <img
          src={entry.path}
          alt={entry.name}
          width={400}
          height={200}
          loading="lazy"
          className="aspect-[2/1] w-full bg-muted object-cover object-left"
        />
      ) : (
        <div className="flex aspect-[2/1] w-full items-center justify-center bg-muted">
          <ImageIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <span className="sr-only">No image</span>
        </div>
      )}
      <CardContent className="grid flex-1 content-start gap-2 px-4">
        <h2 className="break-words font-semibold text-base leading-snug">{entry.name || 'Untitled'}</h2>
        <p className="break-words text-muted-foreground text-sm" data-testid="entry-description">
          {cutDescription(entry.description)}
        </p>
      </CardContent>
      <CardFooter className="gap-2 px-4">
        <Button type="button" variant="outline" className="flex-1" onClick={onEdit} aria-label={`Edit ${entry.name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button
          type="button"
          variant="destructive"
          className="flex-1"
          onClick={onDelete}
          aria-label={`Delete ${entry.name}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * SPEC 2.6: the SCM and expert advice screens are one component: an image, a text field
 * (Crop Name or Title) and a description, then the entries in a grid with Edit and Delete.
 */
export function ContentEntriesPage({ kind }: { kind: EntryKindId }) {
  const config = ENTRY_KINDS[kind];
  const entries = useGetAdminEntriesQuery(kind);
  const writes = useEntryWrites(kind);
  const [deleteEntry, deleting] = useDeleteAdminEntryMutation();
  const ids = { text: useId(), description: useId(), replace: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLInputElement>(null);

  const [editedId, setEditedId] = useState<string | null>(null);
  const [editedPath, setEditedPath] = useState('');
  const [text, setText] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [replaceImage, setReplaceImage] = useState(false);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<Entry | null>(null);

  const reset = () => {
    setEditedId(null);
    setEditedPath('');
    setText('');
    setDescription('');
    setFile(null);
    setReplaceImage(false);
  };

  const startEdit = (entry: Entry) => {
    setEditedId(entry._id);
    setEditedPath(entry.path);
    setText(entry.name);
    setDescription(entry.description);
    setFile(null);
    setReplaceImage(false);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    textRef.current?.focus({ preventScroll: true });
  };

  // SPEC 5: no validation; empty fields can be sent
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const fields = { text, description, image: editedId && !replaceImage ? null : file };
      const answer = editedId ? await writes.update(editedId, fields) : await writes.add(fields);
      if (!answer.entry) console.warn(`The server sent no ${editedId ? 'updated' : 'new'} entry`, answer);
      toast({ title: answer.message ?? (editedId ? contentTexts.updated : contentTexts.added) });
      reset();
    } catch (error) {
      toast({ title: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await deleteEntry({ kind, id: toDelete._id }).unwrap();
      toast({ title: answer.message ?? contentTexts.deleted, variant: 'destructive' });
      if (editedId === toDelete._id) reset();
      setToDelete(null);
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  const list = entries.data ?? [];
  const imageLocked = editedId !== null && !replaceImage;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">{config.heading}</h1>
        <p className="text-muted-foreground text-sm">{config.intro}</p>
      </div>

      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{editedId ? `Edit “${text || 'entry'}”` : 'New entry'}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form ref={formRef} onSubmit={submit} className="grid scroll-mt-20 gap-4">
            <ImageUpload
              label="Image"
              file={file}
              onFileSelected={setFile}
              disabled={imageLocked}
              currentImageUrl={editedId && !file ? editedPath || undefined : undefined}
            />
            {editedId && (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={ids.replace}
                  checked={replaceImage}
                  onCheckedChange={(checked) => {
                    setReplaceImage(checked === true);
                    if (checked !== true) setFile(null);
                  }}
                />
                <Label htmlFor={ids.replace}>Replace image</Label>
              </div>
            )}
            <div className="grid gap-1.5">
              <Label htmlFor={ids.text}>{config.textLabel}</Label>
              <Input
                ref={textRef}
                id={ids.text}
                name={config.textField}
                placeholder={config.textPlaceholder}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.description}>{contentTexts.description}</Label>
              <Textarea
                id={ids.description}
                name="description"
                rows={6}
                className="max-h-96"
                placeholder="Write the text farmers will read. Lines such as '1. Soil:' become headings."
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={saving} className="min-w-32">
                {saving && <Spinner size="sm" className="text-current" label="Saving…" />}
                {editedId ? contentTexts.updateEntry : contentTexts.upload}
              </Button>
              {editedId && (
                <Button type="button" variant="outline" onClick={reset} disabled={saving}>
                  Cancel editing
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby={`${kind}-list-title`} className="grid gap-4">
        <h2 id={`${kind}-list-title`} className="font-semibold text-lg">
          Entries{entries.data ? ` (${list.length})` : ''}
        </h2>
        {entries.isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading entries…
            </span>
            {['a', 'b', 'c'].map((key) => (
              <Skeleton key={key} className="h-72 w-full" />
            ))}
          </div>
        ) : entries.isError ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center" role="alert">
            <p className="font-medium">The entries could not be loaded.</p>
            <p className="text-muted-foreground text-sm">{(entries.error as ApiError).message}</p>
            <Button type="button" variant="outline" onClick={() => entries.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{config.empty}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((entry) => (
              <EntryCard
                key={entry._id}
                entry={entry}
                onEdit={() => startEdit(entry)}
                onDelete={() => setToDelete(entry)}
              />
            ))}
          </div>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this entry?"
        description={`“${toDelete?.name || 'Untitled'}” and its image are removed for good.`}
        busy={deleting.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
