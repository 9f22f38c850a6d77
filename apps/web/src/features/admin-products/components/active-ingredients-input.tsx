import type { ActiveIngredientId } from '@farmai/contracts';
import { XIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { findIngredient, ingredientName, ingredientOptions } from '@/lib/active-ingredients';
import { useT } from '@/lib/i18n';

/** The ingredients taken so far, each with a button that removes it. */
function IngredientTags({
  value,
  onChange,
}: {
  value: readonly ActiveIngredientId[];
  onChange: (value: ActiveIngredientId[]) => void;
}) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('diagnosis-shop.ingredientsLabel')}>
      {value.length === 0 && <li className="text-muted-foreground text-sm">{t('diagnosis-shop.noIngredients')}</li>}
      {value.map((id) => {
        const name = ingredientName(t, id);
        return (
          <li
            key={id}
            className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-3 text-secondary-foreground text-sm"
          >
            {name}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6 rounded-full"
              aria-label={t('diagnosis-shop.removeIngredient', { name })}
              onClick={() => onChange(value.filter((other) => other !== id))}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The product's active ingredients as tags: typing suggests the known ones by name (in the admin's
 * language), Enter or Add takes the one named, and each tag has a button that removes it. Only known
 * ids can be added, so the diagnosis finds the product by them.
 */
export function ActiveIngredientsInput({
  value,
  onChange,
}: {
  value: readonly ActiveIngredientId[];
  onChange: (value: ActiveIngredientId[]) => void;
}) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const add = () => {
    if (text.trim() === '') return;
    const id = findIngredient(t, text);
    if (!id) {
      setError(t('diagnosis-shop.unknownIngredient', { text: text.trim() }));
      return;
    }
    if (!value.includes(id)) onChange([...value, id]);
    setText('');
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it does not submit the product form
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-1.5" data-testid="active-ingredients-input">
      <Label htmlFor={inputId}>{t('diagnosis-shop.ingredientsLabel')}</Label>
      <IngredientTags value={value} onChange={onChange} />
      <div className="flex gap-2">
        <Input
          id={inputId}
          list={listId}
          autoComplete="off"
          placeholder={t('diagnosis-shop.ingredientsPlaceholder')}
          value={text}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t('diagnosis-shop.addIngredient')}
        </Button>
      </div>
      <datalist id={listId}>
        {ingredientOptions(t)
          .filter((option) => !value.includes(option.id))
          .map((option) => (
            <option key={option.id} value={option.name} />
          ))}
      </datalist>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('diagnosis-shop.ingredientsHint')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
