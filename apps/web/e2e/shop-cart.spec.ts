import { expect, test } from '@playwright/test';
import { expectAccessible, failOnConsoleErrors } from './helpers';
import {
  allProducts,
  call,
  card,
  emptyCart,
  failOnConsoleErrorsExcept,
  screenshots,
  signInFarmerByApiBeforeEach,
  toast,
  userId,
} from './shop-helpers';

signInFarmerByApiBeforeEach();

test.describe('shop', () => {
  test('add to cart from a card and the dialog; out of stock; the stock limit without a call', async ({ page }) => {
    // the review of a product not bought is answered 403
    const noErrors = failOnConsoleErrorsExcept(page, /status of 403/);
    const id = await userId(page);
    await emptyCart(page, id);
    const products = await allProducts(page);
    const first = products.find((p) => p.totalStock >= 10);
    const soldOut = products.find((p) => p.totalStock === 0);
    const scarce = products.find((p) => p.totalStock > 0 && p.totalStock < 10);
    expect(first && soldOut && scarce).toBeTruthy();
    if (!first || !soldOut || !scarce) return;

    // the API's list above is in price order; the listing shows the same order when asked for it
    await page.goto('/shop/listing?sortBy=price-lowtohigh');
    const cartButton = page.getByRole('button', { name: /^Cart, / });
    await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
    await card(page, first.title).getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, 'Product is added to cart')).toBeVisible();
    await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

    // the quick-view dialog
    await card(page, first.title)
      .getByRole('button', { name: `Quick view: ${first.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: first.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, 'Product is added to cart')).toBeVisible();
    // a review from someone who has not bought the product
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Write a review').fill('   ');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('button', { name: '4 stars' }).click();
    await expect(dialog.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Write a review').fill('Looks good');
    await submit.click();
    await expect(toast(page, /You need to purchase/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'shop-product-dialog');
    await dialog.getByRole('button', { name: 'Close product details' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

    // out of stock: the add button is disabled
    await page.goto(`/shop/listing?category=${soldOut.category}&brand=${soldOut.brand}`);
    const soldOutCard = card(page, soldOut.title);
    await expect(soldOutCard.getByRole('button', { name: 'Out Of Stock' })).toBeDisabled();

    // the stock limit: refused before any call
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: scarce._id, quantity: scarce.totalStock });
    await page.goto(`/shop/listing?category=${scarce.category}&brand=${scarce.brand}`);
    const scarceCard = card(page, scarce.title);
    await expect(scarceCard.getByText(`Only ${scarce.totalStock} items left`)).toBeVisible();
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/shop/cart/add')) adds.push(r.url());
    });
    await expect(cartButton).toHaveAccessibleName(`Cart, ${2 + scarce.totalStock} items`);
    await scarceCard.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, `Only ${scarce.totalStock} quantity can be added for this item`)).toBeVisible();
    expect(adds).toEqual([]);
    noErrors();
  });

  test('cart sheet: minus, plus, delete and total', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const id = await userId(page);
    await emptyCart(page, id);
    const products = await allProducts(page);
    const [a, b] = products.filter((p) => p.totalStock >= 10 && p.salePrice === 0);
    if (!a || !b) throw new Error('demo data lacks products');
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: a._id, quantity: 1 });
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: b._id, quantity: 2 });

    await page.goto('/shop/home');
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Decrease quantity of ${a.title}` })).toBeDisabled();
    const total = (qa: number, qb: number) => `$${(a.price * qa + b.price * qb).toFixed(2)}`;
    await expect(sheet.getByText(total(1, 2))).toBeVisible();

    await sheet.getByRole('button', { name: `Increase quantity of ${a.title}` }).click();
    await expect(toast(page, 'Cart item is updated successfully')).toBeVisible();
    await expect(sheet.getByText(total(2, 2))).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Decrease quantity of ${a.title}` })).toBeEnabled();
    await sheet.getByRole('button', { name: `Decrease quantity of ${a.title}` }).click();
    await expect(sheet.getByText(total(1, 2))).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'shop-cart-sheet');

    await sheet.getByRole('button', { name: `Remove ${b.title} from cart` }).click();
    await expect(toast(page, 'Cart item is deleted successfully')).toBeVisible();
    await expect(sheet.getByText(b.title)).toHaveCount(0);
    await expect(sheet.getByText(total(1, 0)).first()).toBeVisible();
    await sheet.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    noErrors();
  });

  test("with no connection the cart's changes wait on the phone and reach the account's cart once back online", async ({
    page,
    context,
  }) => {
    const id = await userId(page);
    await emptyCart(page, id);
    const products = (await allProducts(page)).filter((p) => p.totalStock >= 10);
    const [onServer, removed, offline] = products;
    if (!onServer || !removed || !offline) throw new Error('demo data lacks products in stock');
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: onServer._id, quantity: 3 });
    await call(page, 'POST', '/api/shop/cart/add', { userId: id, productId: removed._id, quantity: 1 });

    await page.goto(`/shop/product/${offline._id}-${offline.slug}`);
    const cartButton = page.getByRole('button', { name: /^Cart, / });
    await expect(cartButton).toHaveAccessibleName('Cart, 4 items');
    await context.setOffline(true);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(toast(page, /^No connection: kept on this phone/)).toBeVisible();
    await expect(cartButton).toHaveAccessibleName('Cart, 5 items');

    await cartButton.click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet.getByText(offline.title)).toBeVisible();
    await expect(sheet.getByRole('status')).toHaveText(
      '1 line changed with no connection is kept on this phone until you are back online',
    );
    // one more unit of it, one less of a line the server holds, and a line removed: all wait on the phone
    await sheet.getByRole('button', { name: `Increase quantity of ${offline.title}` }).click();
    await expect(sheet.getByText('6 items', { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: `Decrease quantity of ${onServer.title}` }).click();
    await expect(toast(page, /^No connection: this change is kept on this phone/).first()).toBeVisible();
    await expect(sheet.getByText('5 items', { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: `Remove ${removed.title} from cart` }).click();
    await expect(sheet.getByText('4 items', { exact: true })).toBeVisible();
    await expect(sheet.getByText(removed.title)).toHaveCount(0);
    await expect(sheet.getByRole('status')).toHaveText(
      '3 lines changed with no connection are kept on this phone until you are back online',
    );
    await screenshots(page, 'shop-cart-offline');
    // nothing reached the server meanwhile
    const before = await call<{ data: { items: { productId: string; quantity: number }[] } }>(
      page,
      'GET',
      `/api/shop/cart/get/${id}`,
    );
    expect(before.data.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [onServer._id, 3],
        [removed._id, 1],
      ].sort(),
    );
    await context.setOffline(false);
    await expect(toast(page, 'The changes you made with no connection are now in your cart')).toBeVisible();
    await expect(sheet.getByRole('status')).toHaveCount(0);
    await expect(sheet.getByText('4 items', { exact: true })).toBeVisible();
    const { data } = await call<{ data: { items: { productId: string; quantity: number }[] } }>(
      page,
      'GET',
      `/api/shop/cart/get/${id}`,
    );
    expect(data.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [onServer._id, 2],
        [offline._id, 2],
      ].sort(),
    );
    // sent once: a reload finds nothing waiting and the same cart
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
    await emptyCart(page, id);
  });
});
