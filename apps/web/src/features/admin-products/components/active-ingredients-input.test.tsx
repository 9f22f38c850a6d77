import type { ActiveIngredientId } from '@farmai/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { admin, renderApp } from '@/testing/render';
import { ActiveIngredientsInput } from './active-ingredients-input';

let latest: ActiveIngredientId[] = [];
function Harness({ initial }: { initial: ActiveIngredientId[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <ActiveIngredientsInput value={value} onChange={setValue} />;
}

afterEach(async () => {
  await activateLanguage('en');
});

describe('ActiveIngredientsInput', () => {
  it('adds known ingredients by name or id, once each, refuses unknown ones, and removes a tag', async () => {
    const { user } = renderApp(<Harness initial={['urea']} />, { user: admin });
    const input = screen.getByLabelText('Active ingredients', { selector: 'input' });
    const tags = screen.getByRole('list', { name: 'Active ingredients' });
    expect(within(tags).getByText('Urea')).toBeInTheDocument();

    await user.type(input, 'mancozeb{Enter}');
    await user.type(input, 'Copper oxychloride');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.type(input, 'MANCOZEB{Enter}');
    expect(latest).toEqual(['urea', 'mancozeb', 'copper-oxychloride']);
    expect(input).toHaveValue('');

    await user.type(input, 'snake oil{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“snake oil” is not a known active ingredient.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(latest).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Urea' }));
    expect(latest).toEqual(['mancozeb', 'copper-oxychloride']);
    // the suggestions leave out the tags already given
    const options = [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    expect(options).toContain('Urea');
    expect(options).not.toContain('Mancozeb');
  });

  it('takes names in the admin’s language', async () => {
    await activateLanguage('hi');
    const { user } = renderApp(<Harness initial={[]} />, { user: admin });
    await user.type(screen.getByLabelText('सक्रिय तत्व', { selector: 'input' }), 'मैनकोजेब{Enter}');
    expect(latest).toEqual(['mancozeb']);
  });
});
