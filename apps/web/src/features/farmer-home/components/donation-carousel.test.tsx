import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { DonationCarousel } from './donation-carousel';

describe('DonationCarousel', () => {
  afterEach(() => activateLanguage('en', { persist: false }));

  it('shows the donation message; next wraps from the last slide to the first', async () => {
    const user = userEvent.setup();
    render(<DonationCarousel />);
    expect(screen.getByRole('heading', { name: 'Help us solve plant diseases!' })).toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('Slide 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('Slide 1 of 4')).toBeInTheDocument();
  });

  it('in Bangla: the message, the pictures and the counter with Bengali digits', async () => {
    await activateLanguage('bn', { persist: false });
    const user = userEvent.setup();
    render(<DonationCarousel />);
    expect(screen.getByRole('heading', { name: 'গাছের রোগ দূর করতে আমাদের সাহায্য করুন!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'নার্সারি ট্রেতে বেড়ে ওঠা চারা' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পরের স্লাইড' }));
    expect(screen.getByText('৪টির মধ্যে ২ নম্বর স্লাইড')).toBeInTheDocument();
  });
});
