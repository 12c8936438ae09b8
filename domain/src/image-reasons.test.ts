import { describe, expect, it } from 'vitest';
import { imageReasonCases, pictureProblemCases } from './image-reason-cases.js';
import {
  imageReasonSchema,
  imageReasonText,
  pictureProblemSchema,
  pictureProblemText,
  scoreRulesOf,
  storedImageReasonSchema,
} from './image-reasons.js';
import { choosePhotoCoded, scorePhoto, type StockPhoto } from './image-scoring.js';

const target = { country: 'Poland', places: ['Kraków'] };
const photo = (id: string, fields: Partial<StockPhoto> = {}): StockPhoto => ({
  id,
  urls: { thumb: id, regular: id, full: id },
  width: 1280,
  height: 720,
  tags: [],
  description: null,
  location: { country: null, city: null, name: null },
  ...fields,
});

describe('image reasons', () => {
  it.each(imageReasonCases)('$english', ({ code, english }) => {
    expect(imageReasonText(code)).toBe(english);
    // What the server sends and stores reads back as the same code.
    expect(imageReasonSchema.parse(JSON.parse(JSON.stringify(code)))).toEqual(code);
  });

  it('has an example of every code', () => {
    const codes = imageReasonSchema.options.map((option) => option.shape.reason.value);
    expect(new Set(imageReasonCases.map((item) => item.code.reason))).toEqual(new Set(codes));
  });

  it.each(pictureProblemCases)('problem: $english', ({ problem, english }) => {
    expect(pictureProblemText(problem)).toBe(english);
    expect(pictureProblemSchema.parse(JSON.parse(JSON.stringify(problem)))).toEqual(problem);
  });

  it('has an example of every problem', () => {
    const codes = pictureProblemSchema.options.map((option) => option.shape.problem.value);
    expect(new Set(pictureProblemCases.map((item) => item.problem.problem))).toEqual(
      new Set(codes),
    );
  });

  it("reads a failure's unknown problem as none, keeping the failure", () => {
    expect(
      storedImageReasonSchema.parse({
        reason: 'update_failed',
        detail: 'Something new',
        problem: { problem: 'from_the_future' },
      }),
    ).toEqual({ reason: 'update_failed', detail: 'Something new', problem: null });
  });

  it('reads an unknown or broken stored code as no code', () => {
    expect(storedImageReasonSchema.parse({ reason: 'from_the_future' })).toBeNull();
    expect(storedImageReasonSchema.parse({ reason: 'below_minimum', best: '4' })).toBeNull();
    expect(storedImageReasonSchema.parse(null)).toBeNull();
  });

  it('names the scoring rules a photo met by code', () => {
    const scored = scorePhoto(
      photo('a', { location: { country: 'Poland', city: null, name: null }, tags: ['krakow'] }),
      target,
    );
    expect(scoreRulesOf(scored.matched)).toEqual(['country_match', 'location_tags']);
  });
});

describe('choosePhotoCoded', () => {
  const five = photo('five', {
    location: { country: 'Poland', city: null, name: null },
    tags: ['Kraków'],
  });

  it('says why no photo was chosen, with the values', () => {
    expect(choosePhotoCoded([], target, { minScore: 2, previousScore: null })).toEqual({
      chosen: null,
      best: null,
      reason: { reason: 'no_photos' },
    });
    expect(choosePhotoCoded([five], target, { minScore: 6, previousScore: null })).toMatchObject({
      chosen: null,
      reason: { reason: 'below_minimum', best: 5, minimum: 6 },
    });
    expect(choosePhotoCoded([five], target, { minScore: 2, previousScore: 5 })).toMatchObject({
      chosen: null,
      reason: { reason: 'not_better', best: 5, current: 5 },
    });
  });

  it('chooses as choosePhoto does', () => {
    expect(
      choosePhotoCoded([five], target, { minScore: 2, previousScore: 4 }).chosen?.photo.id,
    ).toBe('five');
  });
});
