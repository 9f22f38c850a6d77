import type { Address } from '@farmai/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serveApi, type TestRequest } from '@/testing/api-server';
import { renderApp } from '@/testing/render';
import { AddressManager } from './address-manager';

const saved = (n: number): Address =>
  ({
    _id: `ad${n}`,
    userId: 'u1',
    address: `Road ${n}`,
    city: 'Bogura',
    pincode: '5800',
    phone: '017000000',
    notes: 'Gate',
  }) as Address;

/** The address server: lists the saved ones and adds to them. */
function serveAddresses(initial: Address[]) {
  let list = initial;
  return serveApi({
    'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: list } }),
    'POST /api/shop/address/add': ({ body }: TestRequest) => {
      const added = { ...(body as object), _id: `ad${list.length + 1}` } as Address;
      list = [...list, added];
      return { status: 201, body: { success: true, data: added } };
    },
  });
}

const fill = async (user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
};

const complete = {
  Address: 'Road 9, Sherpur',
  City: 'Bogura',
  Pincode: '5800',
  Phone: '01711111111',
  'Notes (optional)': 'Blue gate',
};

describe('AddressManager', () => {
  it('waits for the required fields, saying which are missing, and needs no notes', async () => {
    serveAddresses([]);
    const { user } = renderApp(<AddressManager />);
    expect(await screen.findByText('No saved addresses yet. Add one below.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Address' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Fill in Address, City, Pincode, and Phone to save the address.');
    expect(screen.getByText('Fill in Address, City, Pincode, and Phone to save the address.')).toBeVisible();
    await fill(user, { Address: 'Road 9', City: 'Bogura', Pincode: '   ' });
    expect(add).toHaveAccessibleDescription('Fill in Pincode and Phone to save the address.');
    await user.clear(screen.getByLabelText('Pincode'));
    await fill(user, { Pincode: '5800', Phone: '0171' });
    expect(add).toBeEnabled();
    expect(add).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/to save the address/)).not.toBeInTheDocument();
  });

  it('adds an address (trimmed), says so, lists it and empties the form', async () => {
    const server = serveAddresses([]);
    const { user } = renderApp(<AddressManager />);
    await screen.findByText('0 of 3 saved');
    await fill(user, { ...complete, Address: '  Road 9, Sherpur ' });
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(await screen.findByText('1 of 3 saved')).toBeInTheDocument();
    expect(screen.getByText('Road 9, Sherpur')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      address: 'Road 9, Sherpur',
      city: 'Bogura',
      pincode: '5800',
      phone: '01711111111',
      notes: 'Blue gate',
      userId: 'u1',
    });
  });

  it('refuses a fourth address with the limit message and starts the form over', async () => {
    const server = serveAddresses([saved(1), saved(2), saved(3)]);
    const { user } = renderApp(<AddressManager />);
    await screen.findByText('3 of 3 saved');
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('You can add max 3 addresses')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  /** A server that lists two addresses (another device may have added a third) and refuses any new one. */
  const refuseWith = (code: string, message: string) =>
    serveApi({
      'GET /api/shop/address/get/u1': () => ({ body: { success: true, data: [saved(1), saved(2)] } }),
      'POST /api/shop/address/add': () => ({ status: 400, body: { success: false, message, code } }),
    });

  it('starts the form over on the server’s limit code, whatever its words', async () => {
    refuseWith('address.max', 'The limit was reached on another device');
    const { user } = renderApp(<AddressManager />);
    await screen.findByText('2 of 3 saved');
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('The limit was reached on another device')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses for another reason', async () => {
    refuseWith('request.nul', 'address must not contain a NUL character');
    const { user } = renderApp(<AddressManager />);
    await screen.findByText('2 of 3 saved');
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('address must not contain a NUL character')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Bogura');
  });

  it('at checkout: the addresses are choices, and Edit fills the form', async () => {
    serveAddresses([saved(1), saved(2)]);
    let chosen: string | null = null;
    const { user } = renderApp(<AddressManager selectedId={null} onSelect={(id) => (chosen = id)} />);
    expect(await screen.findByRole('heading', { name: 'Choose a delivery address' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Road 2/ }));
    expect(chosen).toBe('ad2');
    await user.click(screen.getByRole('button', { name: 'Edit address Road 1' }));
    expect(screen.getByRole('heading', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('Road 1');
    expect(screen.getByRole('button', { name: 'Update Address' })).toBeEnabled();
  });

  it('in Bangla: the headings, labels, count and limit message, with Bengali digits', async () => {
    await activateLanguage('bn', { persist: false });
    try {
      serveAddresses([saved(1), saved(2), saved(3)]);
      const { user } = renderApp(<AddressManager />);
      expect(await screen.findByText('৩টির মধ্যে ৩টি সংরক্ষিত')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'আপনার ঠিকানাগুলো' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Road 1 ঠিকানাটি সম্পাদনা করুন' })).toBeInTheDocument();
      await fill(user, { ঠিকানা: 'Road 9', শহর: 'Bogura', 'পোস্ট কোড': '5800', ফোন: '0171', 'নোট (ঐচ্ছিক)': 'Gate' });
      await user.click(screen.getByRole('button', { name: 'ঠিকানা যোগ করুন' }));
      expect(await screen.findByText('আপনি সর্বোচ্চ ৩টি ঠিকানা যোগ করতে পারবেন')).toBeInTheDocument();
    } finally {
      await activateLanguage('en', { persist: false });
    }
  });
});
