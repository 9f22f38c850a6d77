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
import { homeTexts } from '../texts';

export interface HeroSlide {
  id: number;
  url: string;
  title: string;
  description: string;
}

/** docs/product/data.md#static-content: a carousel slide is id, url, text, description; `alt` describes the picture. */
export interface CarouselSlide {
  id: number;
  url: string;
  alt: string;
  text: string;
  description: string;
}

/** docs/product/data.md#static-content: a static testimonial is name, date, comment, rating and an avatar url. */
export interface Testimonial {
  name: string;
  role: string;
  date: string;
  comment: string;
  rating: 1 | 2 | 3 | 4 | 5;
  url: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    id: 1,
    url: heroDiagnose,
    title: 'Spot crop diseases before they spread',
    description:
      'Describe what you see on your plants, add a photo if you have one, and get a likely cause with what to do today — even without a mobile data connection to a cloud AI.',
  },
  {
    id: 2,
    url: heroGreenhouse,
    title: 'Grow by the science',
    description:
      'Step-by-step cultivation guides per crop: climate and soil, sowing, nutrition, irrigation, protection and harvest.',
  },
  {
    id: 3,
    url: heroPaddy,
    title: 'Advice from people who farm',
    description: 'Agronomists and experienced growers share what works in the field, season after season.',
  },
  {
    id: 4,
    url: heroOrchard,
    title: 'Inputs you can trust, delivered',
    description: 'Seeds, fertilizers, crop protection and tools from brands farmers know, at fair prices.',
  },
];

const donationPictures: readonly [string, string][] = [
  [donateSeedling, 'Young seedlings growing in a nursery tray'],
  [donateResearch, 'A plant scientist examining a leaf sample'],
  [donateCommunity, 'Farmers gathered for a field day in the village'],
  [donateHarvest, 'A basket of fresh vegetables in a harvested field'],
];

/** docs/product/screens.md#farmer-pages: four slides with identical text and description. */
export const donationSlides: readonly CarouselSlide[] = donationPictures.map(([url, alt], index) => ({
  id: index + 1,
  url,
  alt,
  text: homeTexts.donationTitle,
  description: homeTexts.donationText,
}));

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Rahima Begum',
    role: 'Vegetable grower',
    date: '2026-10-28',
    comment:
      'My tomato leaves had brown rings and I thought it was a fertilizer problem. FarmAI said early blight, told me to remove the lower leaves and which spray to use. The new leaves stayed clean.',
    rating: 5,
    url: avatar1,
  },
  {
    name: 'Karim Uddin',
    role: 'Rice and wheat farmer',
    date: '2026-09-14',
    comment:
      'The wheat guide helped me plan sowing and the first irrigation at crown root stage. Delivery of the seed took a little longer than promised, but the germination was very good.',
    rating: 4,
    url: avatar2,
  },
  {
    name: 'Anjali Das',
    role: 'Chili and eggplant farmer',
    date: '2026-08-02',
    comment:
      'I use the diagnosis every week during the rainy season. It explains how to tell one disease from another, which is what I needed most.',
    rating: 5,
    url: avatar3,
  },
];
