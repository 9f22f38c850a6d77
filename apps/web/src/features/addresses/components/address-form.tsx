import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { AddressEditor } from '../hooks/use-address-editor';
import { type AddressField, addressFields } from '../lib/fields';

function FieldInput({ field, id, editor }: { field: AddressField; id: string; editor: AddressEditor }) {
  const common = {
    id,
    value: editor.form[field.name],
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    required: true,
    onChange: (event: { target: { value: string } }) => editor.setField(field.name, event.target.value),
  };
  return field.name === 'notes' ? (
    <Textarea {...common} rows={2} />
  ) : (
    <Input {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
  );
}

/** Add New Address / Edit Address: every field is required; the button waits until all are filled. */
export function AddressForm({ prefix, editor }: { prefix: string; editor: AddressEditor }) {
  const adding = editor.editingId === null;
  return (
    <form
      onSubmit={editor.submit}
      className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
      aria-labelledby={`${prefix}-form`}
    >
      <h3 id={`${prefix}-form`} className="font-semibold text-lg">
        {adding ? 'Add New Address' : 'Edit Address'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {addressFields.map((field) => {
          const id = `${prefix}-${field.name}`;
          return (
            <div
              key={field.name}
              className={cn('space-y-2', field.name === 'address' || field.name === 'notes' ? 'sm:col-span-2' : '')}
            >
              <Label htmlFor={id}>{field.label}</Label>
              <FieldInput field={field} id={id} editor={editor} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!editor.complete || editor.busy}>
          {adding ? 'Add Address' : 'Update Address'}
        </Button>
        {!adding && (
          <Button type="button" variant="outline" onClick={editor.reset}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
