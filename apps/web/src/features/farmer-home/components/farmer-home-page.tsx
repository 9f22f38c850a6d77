import type { CultivationEntry, ExpertAdvice } from '@farmai/contracts';
import type { ReactNode } from 'react';
import { CultivationSection } from './cultivation-section';
import { DonationCarousel } from './donation-carousel';
import { ExpertAdviceSection } from './expert-advice-section';
import { HeroBanner } from './hero-banner';
import { Testimonials } from './testimonials';

interface ListState<T> {
  items: T[];
  isLoading: boolean;
}

/**
 * /farmAI/home, top to bottom: hero, AI-generated suggestions (passed in by the route), cultivation
 * guides, expert advice, the donation carousel and the testimonials.
 */
export function FarmerHomePage({
  suggestions,
  cultivation,
  advice,
}: {
  suggestions: ReactNode;
  cultivation: ListState<CultivationEntry>;
  advice: ListState<ExpertAdvice>;
}) {
  return (
    <div className="pb-16">
      <HeroBanner />
      <div className="mx-auto mt-12 w-full max-w-7xl space-y-14 px-4 sm:px-6">
        {suggestions}
        <CultivationSection items={cultivation.items} isLoading={cultivation.isLoading} />
        <ExpertAdviceSection items={advice.items} isLoading={advice.isLoading} />
        <DonationCarousel />
        <Testimonials />
      </div>
    </div>
  );
}
