import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { currentLocale, useLanguage, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { AddressEditor } from '../hooks/use-address-editor';
import { type AddressField, addressFields, missingFields } from '../lib/fields';

/** Why the submit button waits: the required fields still empty, named in a sentence. */
function useMissingReason(editor: AddressEditor): string | null {
  const t = useT();
  const language = useLanguage();
  const missing = missingFields(editor.form);
  if (editor.busy) return t('common.busyReason');
  if (missing.length === 0) return null;
  const names = new Intl.ListFormat(currentLocale(language), { type: 'conjunction' }).format(
    missing.map((f) => t(f.label)),
  );
  return t('addresses.fillIn', { fields: names });
}

function FieldInput({ field, id, editor }: { field: AddressField; id: string; editor: AddressEditor }) {
  const t = useT();
  const common = {
    id,
    value: editor.form[field.name],
    placeholder: t(field.placeholder),
    maxLength: field.maxLength,
    required: !field.optional,
    onChange: (event: { target: { value: string } }) => editor.setField(field.name, event.target.value),
  };
  return field.name === 'notes' ? (
    <Textarea {...common} rows={2} />
  ) : (
    <Input {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
  );
}

/** Add New Address / Edit Address: all but the notes are required; the button waits, saying for what, until they are filled. */
export function AddressForm({ prefix, editor }: { prefix: string; editor: AddressEditor }) {
  const adding = editor.editingId === null;
  const t = useT();
  const reason = useMissingReason(editor);
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
              <Label htmlFor={id}>
                {field.optional ? t('addresses.optionalField', { label: t(field.label) }) : t(field.label)}
              </Label>
              <FieldInput field={field} id={id} editor={editor} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reason !== null} disabledReason={reason} showReason>
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
