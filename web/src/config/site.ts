import { siteCityName } from '../lib/site-texts';

/** Public facts about the business shown in the footer, contact and legal pages. */
export const site = {
  name: 'EcoTours',
  email: 'info@ecotours.eu',
  phone: '+33 1 84 60 21 30',
  /** 'Paris, France', in the page's language: read when it is shown. */
  get city(): string {
    return siteCityName();
  },
};
