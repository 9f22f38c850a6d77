import { describe, expect, it } from 'vitest';
import { product } from '@/testing/data';
import { bodyOf, emptyProductForm, formOf } from './form';

describe('the product form’s body', () => {
  it('sends a product fact as a number, and one left empty as null (the product no longer states it)', () => {
    const values = formOf(product({ shelfLifeMonths: 24 }));
    expect(values.shelfLifeMonths).toBe('24');
    expect(bodyOf({ ...values, shelfLifeMonths: ' 18 ' }, '/p.webp').shelfLifeMonths).toBe(18);
    expect(bodyOf({ ...values, shelfLifeMonths: '' }, '/p.webp').shelfLifeMonths).toBeNull();
    // a new product states no fact
    expect(emptyProductForm.shelfLifeMonths).toBe('');
    expect(formOf(product()).shelfLifeMonths).toBe('');
  });
});
