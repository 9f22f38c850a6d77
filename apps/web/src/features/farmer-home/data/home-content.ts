import avatar1 from '../assets/avatar-1.svg';
import avatar2 from '../assets/avatar-2.svg';
import avatar3 from '../assets/avatar-3.svg';
import donateCommunity from '../assets/donate-community.svg';
import donateHarvest from '../assets/donate-harvest.svg';
import donateResearch from '../assets/donate-research.svg';
import donateSeedling from '../assets/donate-seedling.svg';
import heroDiagnose from '../assets/hero-diagnose.svg';
import heroGreenhouse from '../assets/hero-greenhouse.svg';
import heroOrchard from '../assets/hero-orchard.svg';
import heroPaddy from '../assets/hero-paddy.svg';
import type { MessageId } from '@/lib/i18n';

export interface HeroSlide {
  id: number;
  url: string;
  title: MessageId;
  description: MessageId;
}

/** docs/product/data.md#static-content: a carousel slide is id, url, text, description; `alt` describes the picture. */
export interface CarouselSlide {
  id: number;
  url: string;
  alt: MessageId;
  text: MessageId;
  description: MessageId;
}

/** docs/product/data.md#static-content: a static testimonial is name, date, comment, rating and an avatar url. */
export interface Testimonial {
  name: string;
  role: MessageId;
  date: string;
  comment: MessageId;
  rating: 1 | 2 | 3 | 4 | 5;
  url: string;
}

/** The texts are message ids (src/locales/<lang>/farmer-home.json), read in the reader's language. */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 1,
    url: heroDiagnose,
    title: 'farmer-home.heroDiagnoseTitle',
    description: 'farmer-home.heroDiagnoseText',
  },
  {
    id: 2,
    url: heroGreenhouse,
    title: 'farmer-home.heroScienceTitle',
    description: 'farmer-home.heroScienceText',
  },
  { id: 3, url: heroPaddy, title: 'farmer-home.heroAdviceTitle', description: 'farmer-home.heroAdviceText' },
  { id: 4, url: heroOrchard, title: 'farmer-home.heroShopTitle', description: 'farmer-home.heroShopText' },
];

const donationPictures: readonly [string, MessageId][] = [
  [donateSeedling, 'farmer-home.donateSeedlingAlt'],
  [donateResearch, 'farmer-home.donateResearchAlt'],
  [donateCommunity, 'farmer-home.donateCommunityAlt'],
  [donateHarvest, 'farmer-home.donateHarvestAlt'],
];

/** docs/product/screens.md#farmer-pages: four slides with identical text and description. */
export const donationSlides: readonly CarouselSlide[] = donationPictures.map(([url, alt], index) => ({
  id: index + 1,
  url,
  alt,
  text: 'farmer-home.donationTitle',
  description: 'farmer-home.donationText',
}));

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Rahima Begum',
    role: 'farmer-home.testimonialRahimaRole',
    date: '2026-10-28',
    comment: 'farmer-home.testimonialRahimaComment',
    rating: 5,
    url: avatar1,
  },
  {
    name: 'Karim Uddin',
    role: 'farmer-home.testimonialKarimRole',
    date: '2026-09-14',
    comment: 'farmer-home.testimonialKarimComment',
    rating: 4,
    url: avatar2,
  },
  {
    name: 'Anjali Das',
    role: 'farmer-home.testimonialAnjaliRole',
    date: '2026-08-02',
    comment: 'farmer-home.testimonialAnjaliComment',
    rating: 5,
    url: avatar3,
  },
];
