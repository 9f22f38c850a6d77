import { describe, expect, it } from 'vitest';
import { Client, createAddress, createProduct, signIn, type TestProduct } from './helper.js';
import { setUpShop } from './helpers/shop.js';

// Answers in the language of Accept-Language (docs/product/wire.md#errors); English stays the
// words the product description fixes, byte for byte, for a client that asks for nothing else.

const shop = setUpShop();

/** A signed-in shopper: its client and user id. */
async function shopper() {
  const { client, user } = await signIn(shop.ctx);
  return { client, userId: user.id };
}

const lang = (value: string) => ({ 'accept-language': value });

describe('error messages in the language of Accept-Language', () => {
  it('answers a failed sign-in in each language, English without the header or for a language not spoken', async () => {
    const { email } = await signIn(shop.ctx);
    const body = { email, password: 'not-the-password' };
    const wrong = (headers?: Record<string, string>) =>
      new Client(shop.ctx.app).post('/api/auth/login', body, headers).then((res) => {
        expect(res.statusCode).toBe(401);
        return res.json<{ message: string }>().message;
      });
    expect(await wrong()).toBe('Incorrect email or password. Please try again.');
    expect(await wrong(lang('de-DE,de;q=0.9'))).toBe('Incorrect email or password. Please try again.');
    expect(await wrong(lang('*'))).toBe('Incorrect email or password. Please try again.');
    expect(await wrong(lang('es'))).toBe('Correo electrónico o contraseña incorrectos. Inténtalo de nuevo.');
    expect(await wrong(lang('fr-FR'))).toBe('E-mail ou mot de passe incorrect. Veuillez réessayer.');
    expect(await wrong(lang('bn-BD,bn;q=0.9'))).toBe('ই-মেল বা পাসওয়ার্ড ভুল। অনুগ্রহ করে আবার চেষ্টা করুন।');
    expect(await wrong(lang('hi'))).toBe('ई-मेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
    // the most wanted language FarmAI speaks, by q-value
    expect(await wrong(lang('de;q=1, fr;q=0.5, es;q=0.8'))).toBe(
      'Correo electrónico o contraseña incorrectos. Inténtalo de nuevo.',
    );
  });

  it('says that error answers depend on Accept-Language', async () => {
    const res = await shop.anonymous.get('/api/shop/cart/get/someone', lang('fr'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Utilisateur non autorisé\u00a0! Veuillez vous connecter.',
      code: 'auth.signInFirst',
    });
    expect(res.headers.vary).toMatch(/accept-language/i);
    const english = await shop.anonymous.get('/api/shop/cart/get/someone');
    expect(english.json()).toEqual({
      success: false,
      message: 'Unauthorised user! Please sign in.',
      code: 'auth.signInFirst',
    });
    expect(english.headers.vary).toMatch(/accept-language/i);
  });

  it('writes counts with the language digits and plural forms', async () => {
    const product = await createProduct(shop.admin, { title: 'Okra Seeds', totalStock: 2 });
    const { client, userId } = await shopper();
    const add = { userId, productId: product._id, quantity: 2 };
    expect((await client.post('/api/shop/cart/add', add)).statusCode).toBe(200);
    const tooMany = async (language?: string) => {
      const res = await client.post('/api/shop/cart/add', { ...add, quantity: 1 }, language ? lang(language) : {});
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await tooMany()).toBe('Only 2 quantity can be added for this item');
    expect(await tooMany('en-GB')).toBe('Only 2 quantity can be added for this item');
    expect(await tooMany('es')).toBe('Solo se pueden añadir 2 unidades de este artículo');
    expect(await tooMany('fr')).toBe('Vous ne pouvez ajouter que 2 unités de cet article');
    expect(await tooMany('bn')).toBe('এই পণ্যের মাত্র ২টি যোগ করা যাবে');
    expect(await tooMany('hi')).toBe('इस सामान की सिर्फ़ २ इकाइयाँ जोड़ी जा सकती हैं');

    const single = await createProduct(shop.admin, { title: 'Rare Tuber', totalStock: 1 });
    await client.post('/api/shop/cart/add', { userId, productId: single._id, quantity: 1 });
    const one = await client.post('/api/shop/cart/add', { userId, productId: single._id, quantity: 1 }, lang('es'));
    expect(one.json()).toMatchObject({ message: 'Solo se puede añadir 1 unidad de este artículo' });
  });

  it('words the fourth address and a missing one', async () => {
    const { client, userId } = await shopper();
    const address = {
      userId,
      address: '1 Field Road',
      city: 'Dhaka',
      pincode: '1207',
      phone: '0123456789',
      notes: '-',
    };
    for (let i = 0; i < 3; i++) expect((await client.post('/api/shop/address/add', address)).statusCode).toBe(201);
    const fourth = (language?: string) =>
      client
        .post('/api/shop/address/add', address, language ? lang(language) : {})
        .then((res) => res.json<{ message: string }>().message);
    expect(await fourth()).toBe('You can add max 3 addresses');
    expect(await fourth('es')).toBe('Puedes añadir como máximo 3 direcciones');
    expect(await fourth('hi')).toBe('आप ज़्यादा से ज़्यादा ३ पते जोड़ सकते हैं');
    expect(await fourth('bn')).toBe('আপনি সর্বোচ্চ ৩টি ঠিকানা যোগ করতে পারবেন');
    const missing = await client.put(
      `/api/shop/address/update/${userId}/00000000-0000-4000-8000-000000000000`,
      { city: 'Khulna' },
      lang('fr'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Adresse introuvable' });
  });

  it('words schema checks, field first, in each language', async () => {
    const body = { userName: 'grower', email: 'grower@example.test', password: 'short' };
    const register = (headers?: Record<string, string>) =>
      new Client(shop.ctx.app)
        .post('/api/auth/register', body, headers)
        .then((res) => [res.statusCode, res.json<{ message: string }>().message]);
    expect(await register()).toEqual([400, 'password must be at least 8 characters']);
    expect(await register(lang('xx'))).toEqual([400, 'password must be at least 8 characters']);
    expect(await register(lang('es'))).toEqual([400, 'password: debe tener al menos 8 caracteres']);
    expect(await register(lang('fr'))).toEqual([400, 'password\u00a0: doit contenir au moins 8 caractères']);
    expect(await register(lang('bn'))).toEqual([400, 'password: কমপক্ষে ৮ অক্ষরের হতে হবে']);
    expect(await register(lang('hi'))).toEqual([400, 'password: कम से कम ८ अक्षरों का होना चाहिए']);
  });

  it("words the framework's refusals: a body that is not JSON, an unknown route", async () => {
    const client = new Client(shop.ctx.app);
    const notJson = (language?: string) =>
      client.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json', ...(language ? lang(language) : {}) },
      });
    expect((await notJson()).json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'request.invalidJson',
    });
    expect((await notJson('fr')).json()).toEqual({
      success: false,
      message: "Le corps de la requête n'est pas un JSON valide",
      code: 'request.invalidJson',
    });
    expect((await client.get('/api/nothing-here?x=1')).json()).toEqual({
      success: false,
      message: 'Route GET /api/nothing-here not found',
      code: 'request.routeNotFound',
    });
    expect((await client.get('/api/nothing-here', lang('es'))).json()).toEqual({
      success: false,
      message: 'Ruta GET /api/nothing-here no encontrada',
      code: 'request.routeNotFound',
    });
  });

  it("words the payment provider's refusal and an order's", async () => {
    const product = await createProduct(shop.admin, { title: 'Sickle', price: 4, totalStock: 5 });
    const { client, userId } = await shopper();
    await client.post('/api/shop/cart/add', { userId, productId: product._id, quantity: 1 });
    const addressId = await createAddress(client, userId);
    const created = await client.post('/api/shop/order/create', { userId, addressInfo: { addressId } });
    const { orderId, approvalURL } = created.json<{ orderId: string; approvalURL: string }>();
    const paymentId = new URL(approvalURL).pathname.split('/').pop() ?? '';

    // not approved yet: the provider refuses (402)
    const early = await client.post('/api/shop/order/capture', { paymentId, payerId: '', orderId }, lang('bn'));
    expect(early.statusCode).toBe(402);
    expect(early.json()).toMatchObject({ message: 'পেমেন্ট অনুমোদিত হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।' });
    const earlyEnglish = await client.post('/api/shop/order/capture', { paymentId, payerId: '', orderId });
    expect(earlyEnglish.json()).toMatchObject({ message: 'The payment was not approved. Please try again.' });

    const foreign = await client.post(
      '/api/shop/order/capture',
      { paymentId: 'DEMO-x', payerId: '', orderId },
      lang('es'),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: 'El pago no corresponde a este pedido.' });
  });
});

describe('success messages in the language of Accept-Language', () => {
  it('signs in and out with the words of each language, English by default', async () => {
    const { email, password } = await signIn(shop.ctx);
    const login = async (language?: string) => {
      const client = new Client(shop.ctx.app);
      const res = await client.post('/api/auth/login', { email, password }, language ? lang(language) : {});
      expect(res.statusCode).toBe(200);
      return { client, res };
    };
    const english = await login();
    expect(english.res.json()).toMatchObject({ success: true, message: 'Logged in successfully' });
    expect(english.res.headers.vary).toMatch(/accept-language/i);
    expect((await login('es')).res.json()).toMatchObject({ message: 'Sesión iniciada correctamente' });
    expect((await login('fr')).res.json()).toMatchObject({ message: 'Connexion réussie' });
    expect((await login('bn')).res.json()).toMatchObject({ message: 'সফলভাবে লগ ইন হয়েছে' });
    const { client } = await login('hi');
    const check = await client.get('/api/auth/check-auth', lang('hi'));
    expect(check.json()).toMatchObject({ message: 'उपयोगकर्ता की पुष्टि हो गई!' });
    expect((await client.post('/api/auth/logout', {}, lang('hi'))).json()).toEqual({
      success: true,
      message: 'सफलतापूर्वक लॉग आउट हो गए!',
    });
    expect((await english.client.post('/api/auth/logout', {})).json()).toEqual({
      success: true,
      message: 'Logged out successfully!',
    });
  });

  it("words cart and newsletter answers, keeps the spec's product words, and leaves answers without words alone", async () => {
    const product: TestProduct = await createProduct(shop.admin, { title: 'Neem Oil', totalStock: 50 });
    const { client, userId } = await shopper();
    const line = { userId, productId: product._id, quantity: 1 };
    expect((await client.post('/api/shop/cart/add', line, lang('bn'))).json()).toMatchObject({
      message: 'পণ্যটি কার্টে যোগ করা হয়েছে',
    });
    expect((await client.put('/api/shop/cart/update-cart', { ...line, quantity: 3 }, lang('fr'))).json()).toMatchObject(
      {
        message: 'Article du panier mis à jour avec succès',
      },
    );
    expect((await client.put('/api/shop/cart/update-cart', line)).json()).toMatchObject({
      message: 'Cart item is updated successfully',
    });
    const removed = await client.request({
      method: 'DELETE',
      url: `/api/shop/cart/${userId}/${product._id}`,
      headers: lang('es'),
    });
    expect(removed.json()).toMatchObject({ message: 'Artículo del carrito eliminado correctamente' });

    const subscribe = (language?: string) =>
      new Client(shop.ctx.app).post(
        '/api/common/newsletter',
        { email: 'reader@example.test' },
        language ? lang(language) : {},
      );
    expect((await subscribe('hi')).json()).toEqual({
      success: true,
      message: 'हमारे न्यूज़लेटर की सदस्यता लेने के लिए धन्यवाद!',
    });
    expect((await subscribe()).json()).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter!',
    });

    // the admin's product answer keeps the words the web app shows
    const added = await shop.admin.post('/api/admin/products/add', {
      image: '/uploads/products/sample.webp',
      title: 'Trowel',
      description: 'A hand trowel',
      category: 'farmtools',
      brand: 'agritech',
      price: 3,
      totalStock: 4,
    });
    expect(added.json()).toMatchObject({ message: 'Product add successfully' });

    // an answer without a message does not depend on the language
    const health = await new Client(shop.ctx.app).get('/api/health', lang('bn'));
    expect(health.json()).toEqual({ success: true, status: 'ok', currency: 'USD' });
    expect(String(health.headers.vary ?? '')).not.toMatch(/accept-language/i);
    // the cart's titles follow the language (cart-languages.test.ts), so its answer says so
    const cart = await client.get(`/api/shop/cart/get/${userId}`, lang('bn'));
    expect(String(cart.headers.vary ?? '')).toMatch(/accept-language/i);
  });
});

describe('the demo payment page in the shopper language', () => {
  it("follows Accept-Language, or the web app's lang, with the language's digits and the shop currency", async () => {
    const product = await createProduct(shop.admin, { title: 'Bitter Gourd Seeds', price: 12.5, totalStock: 9 });
    const { client, userId } = await shopper();
    await client.post('/api/shop/cart/add', { userId, productId: product._id, quantity: 2 });
    const addressId = await createAddress(client, userId);
    const { approvalURL } = (await client.post('/api/shop/order/create', { userId, addressInfo: { addressId } })).json<{
      approvalURL: string;
    }>();
    const path = new URL(approvalURL).pathname;
    expect(approvalURL).not.toContain('?');

    const bangla = await client.get(path, lang('bn-BD,bn;q=0.9,en;q=0.5'));
    expect(bangla.statusCode).toBe(200);
    expect(bangla.body).toContain('<html lang="bn">');
    expect(bangla.body).toContain('এখনই পরিশোধ করুন');
    expect(bangla.body).toContain('ডেমো পেমেন্ট সেবাদাতা');
    expect(bangla.body).toContain('২৫.০০'); // 2 × 12.50 in Bangla digits
    expect(bangla.body).toContain('>২<'); // the quantity
    expect(bangla.body).toContain('Bitter Gourd Seeds');
    expect(bangla.body).not.toContain('Pay now');

    const english = await client.get(path);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Pay now');
    expect(english.body).toContain('$25.00');

    // the web app's choice wins over the browser's, and the form keeps it
    const hindi = await client.get(`${path}?lang=hi`, lang('bn'));
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('अभी भुगतान करें');
    expect(hindi.body).toContain('२५.००');
    expect(hindi.body).toContain(`action="${path}/approve?lang=hi"`);
    // a lang FarmAI does not speak falls back to the browser's
    expect((await client.get(`${path}?lang=de`, lang('es'))).body).toContain('<html lang="es">');

    // an order placed in Bangla sends the browser to the page in Bangla, whatever the browser asks for
    const placed = await client.post('/api/shop/order/create', { userId, addressInfo: { addressId } }, lang('bn'));
    const bnURL = new URL(placed.json<{ approvalURL: string }>().approvalURL);
    expect(bnURL.search).toBe('?lang=bn');
    expect(placed.headers.vary).toMatch(/accept-language/i);
    const redirected = await client.get(`${bnURL.pathname}${bnURL.search}`, lang('en-US,en;q=0.9'));
    expect(redirected.body).toContain('<html lang="bn">');

    const missing = await client.get('/api/payments/demo/DEMO-none', lang('fr'));
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="fr">');
    expect(missing.body).toContain('Paiement introuvable');
  });
});
