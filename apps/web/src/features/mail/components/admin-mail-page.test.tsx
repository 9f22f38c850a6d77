import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/api-server';
import { admin, renderApp } from '@/testing/render';
import { AdminMailPage } from './admin-mail-page';

const mails = [
  {
    _id: '20261125T101500000Z-bbbb',
    date: '2026-11-25T10:15:00.000Z',
    to: 'rahim@example.com',
    subject: 'Reset your FarmAI password',
  },
  {
    _id: '20261124T090000000Z-aaaa',
    date: '2026-11-24T09:00:00.000Z',
    to: 'rahim@example.com',
    subject: 'Welcome to FarmAI',
  },
];

describe('AdminMailPage', () => {
  it('lists the written mails and opens one: text, and the HTML in a sandboxed frame', async () => {
    serveApi({
      'GET /api/admin/mail/status': { body: { success: true, data: { listed: true } } },
      'GET /api/admin/mail': { body: { success: true, data: mails } },
      'GET /api/admin/mail/20261125T101500000Z-bbbb': {
        body: {
          success: true,
          data: {
            ...mails[0],
            from: 'FarmAI <no-reply@farmai.local>',
            text: 'Choose a new password: http://localhost:3000/auth/reset-password?token=t1',
            html: '<p>Choose a new password</p>',
          },
        },
      },
    });
    const { user } = renderApp(<AdminMailPage />, { route: '/admin/mail', user: admin });
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Reset your FarmAI password',
      'Welcome to FarmAI',
    ]);
    // the phone list and the table both open it (CSS shows one of them)
    const openers = screen.getAllByRole('button', { name: 'Open the mail “Reset your FarmAI password”' });
    expect(openers).toHaveLength(2);
    await user.click(openers[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/reset-password\?token=t1/)).toBeInTheDocument();
    expect(within(dialog).getByText('FarmAI <no-reply@farmai.local>')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    const frame = within(dialog).getByTitle('HTML version of the mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Choose a new password</p>');
  });

  it('says when mail goes through an SMTP server, and when nothing was written yet', async () => {
    serveApi({ 'GET /api/admin/mail/status': { body: { success: true, data: { listed: false } } } });
    const first = renderApp(<AdminMailPage />, { route: '/admin/mail', user: admin });
    expect(
      await screen.findByText('Mail goes through an SMTP server here, so there is nothing to list.'),
    ).toBeInTheDocument();
    first.unmount();
    serveApi({
      'GET /api/admin/mail/status': { body: { success: true, data: { listed: true } } },
      'GET /api/admin/mail': { body: { success: true, data: [] } },
    });
    renderApp(<AdminMailPage />, { route: '/admin/mail', user: admin });
    expect(await screen.findByText('No mails written yet.')).toBeInTheDocument();
  });
});
