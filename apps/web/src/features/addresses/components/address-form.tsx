import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { AddressEditor } from '../hooks/use-address-editor';
import { type AddressField, addressFields } from '../lib/fields';

function FieldInput({ field, id, editor }: { field: AddressField; id: string; editor: AddressEditor }) {
  const t = useT();
  const common = {
    id,
    value: editor.form[field.name],
    placeholder: t(field.placeholder),
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
  const t = useT();
  return (
    <form
      onSubmit={editor.submit}
      className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
      aria-labelledby={`${prefix}-form`}
    >
      <h3 id={`${prefix}-form`} className="font-semibold text-lg">
        {t(adding ? 'addresses.addNewAddress' : 'addresses.editAddressTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {addressFields.map((field) => {
          const id = `${prefix}-${field.name}`;
          return (
            <div
              key={field.name}
              className={cn('space-y-2', field.name === 'address' || field.name === 'notes' ? 'sm:col-span-2' : '')}
            >
              <Label htmlFor={id}>{t(field.label)}</Label>
              <FieldInput field={field} id={id} editor={editor} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!editor.complete || editor.busy}>
          {t(adding ? 'addresses.addAddress' : 'addresses.updateAddress')}
        </Button>
        {!adding && (
          <Button type="button" variant="outline" onClick={editor.reset}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
