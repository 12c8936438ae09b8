import { imageReasonText, type PictureReason, SCORE_RULE_WORDS } from './image-reasons.js';

/**
 * Smart image scoring: how well a stock photo fits a tour or micro-tour.
 * +3 when the photo's location is the tour's country, +2 when its tags or description name one
 * of the tour's places, +1 for a high-resolution photo, −3 for unwanted content (people close
 * up, text, interiors). docs/decisions/010-image-fixing.md explains the thresholds.
 */
export const SCORE_POINTS = {
  countryMatch: 3,
  locationTags: 2,
  highResolution: 1,
  unwantedContent: -3,
} as const;

/** The smart-update functions apply a photo from this score on. */
export const SMART_UPDATE_MIN_SCORE = 2;
/** The cover fix tool's stated minimum selection score. */
export const COVER_FIX_MIN_SCORE = 6;
/** A photo at least this wide counts as high resolution. */
export const HIGH_RESOLUTION_MIN_WIDTH = 1920;

/** Words in a photo's tags or description that make it a poor tour picture. */
export const UNWANTED_CONTENT_WORDS = [
  'portrait',
  'person',
  'people',
  'face',
  'selfie',
  'man',
  'woman',
  'child',
  'crowd',
  'text',
  'sign',
  'signage',
  'logo',
  'poster',
  'typography',
  'menu',
  'interior',
  'indoor',
  'indoors',
  'room',
  'office',
  'bedroom',
] as const;

/** What a stock-photo provider says about one photo. */
export interface StockPhoto {
  /** The provider's id, unique within it. */
  id: string;
  /** Addresses of the photo by size; `full` is the largest. */
  urls: { thumb: string; regular: string; full: string };
  width: number;
  height: number;
  tags: readonly string[];
  description: string | null;
  location: { country: string | null; city: string | null; name: string | null };
}

/** The place a picture is wanted for. */
export interface ImageTarget {
  country: string;
  /** City, start locations, meeting point, title words that name places: any may match. */
  places: readonly string[];
}

export interface ScoredPhoto {
  photo: StockPhoto;
  score: number;
  /** Which rules counted, in words: 'country match', 'location tags', ... */
  matched: string[];
}

// Letters that Unicode does not decompose into a base letter and an accent.
const unsplit: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** Lower case, accents dropped: 'Kraków' and 'Krakow' are both 'krakow', 'Ærø' is 'aero'. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøæœßđðþ]/g, (letter) => unsplit[letter] ?? letter);
}

const normalise = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The photo's words: tags, description and location names, one space between. */
function photoText(photo: StockPhoto): string {
  const parts = [
    ...photo.tags,
    photo.description ?? '',
    photo.location.city ?? '',
    photo.location.name ?? '',
  ];
  return ` ${normalise(parts.join(' '))} `;
}

const containsWord = (text: string, phrase: string) => {
  const words = normalise(phrase);
  return words !== '' && text.includes(` ${words} `);
};

export function scorePhoto(photo: StockPhoto, target: ImageTarget): ScoredPhoto {
  const text = photoText(photo);
  const matched: string[] = [];
  let score = 0;
  const country = normalise(target.country);
  if (country !== '' && normalise(photo.location.country ?? '') === country) {
    score += SCORE_POINTS.countryMatch;
    matched.push(SCORE_RULE_WORDS.country_match);
  }
  if (target.places.some((place) => containsWord(text, place))) {
    score += SCORE_POINTS.locationTags;
    matched.push(SCORE_RULE_WORDS.location_tags);
  }
  if (photo.width >= HIGH_RESOLUTION_MIN_WIDTH) {
    score += SCORE_POINTS.highResolution;
    matched.push(SCORE_RULE_WORDS.high_resolution);
  }
  const tagText = ` ${normalise([...photo.tags, photo.description ?? ''].join(' '))} `;
  if (UNWANTED_CONTENT_WORDS.some((word) => tagText.includes(` ${word} `))) {
    score += SCORE_POINTS.unwantedContent;
    matched.push(SCORE_RULE_WORDS.unwanted_content);
  }
  return { photo, score, matched };
}

export type PhotoChoice =
  { chosen: ScoredPhoto } | { chosen: null; best: ScoredPhoto | null; reason: string };

/** A photo choice whose reason is a code (ImageReason) with its values. */
export type CodedPhotoChoice =
  { chosen: ScoredPhoto } | { chosen: null; best: ScoredPhoto | null; reason: PictureReason };

/**
 * The best photo, if it reaches `minScore` and beats `previousScore` (the score of the picture
 * the tour has, null when it was never scored). Ties go to the provider's order.
 */
export function choosePhotoCoded(
  photos: readonly StockPhoto[],
  target: ImageTarget,
  rules: { minScore: number; previousScore: number | null },
): CodedPhotoChoice {
  let best: ScoredPhoto | null = null;
  for (const photo of photos) {
    const scored = scorePhoto(photo, target);
    if (!best || scored.score > best.score) best = scored;
  }
  if (!best) return { chosen: null, best: null, reason: { reason: 'no_photos' } };
  if (best.score < rules.minScore) {
    return {
      chosen: null,
      best,
      reason: { reason: 'below_minimum', best: best.score, minimum: rules.minScore },
    };
  }
  if (rules.previousScore !== null && best.score <= rules.previousScore) {
    return {
      chosen: null,
      best,
      reason: { reason: 'not_better', best: best.score, current: rules.previousScore },
    };
  }
  return { chosen: best };
}

/** choosePhotoCoded with its reason in English words. */
export function choosePhoto(
  photos: readonly StockPhoto[],
  target: ImageTarget,
  rules: { minScore: number; previousScore: number | null },
): PhotoChoice {
  const choice = choosePhotoCoded(photos, target, rules);
  return choice.chosen ? choice : { ...choice, reason: imageReasonText(choice.reason) };
}
