import { describe, expect, it } from 'vitest';
import { checkPickedPictures, tooSmallMessage } from './picture-checks';

const file = (name: string, type: string) => new File(['x'], name, { type });
const sizes: Record<string, { width: number; height: number } | null> = {
  'big.jpg': { width: 1600, height: 900 },
  'tiny.png': { width: 80, height: 60 },
  'narrow.webp': { width: 150, height: 400 },
  'edge.jpg': { width: 178, height: 100 },
  'broken.png': null,
};
const readSize = async (picked: File) => sizes[picked.name] ?? null;

describe('checking picked pictures', () => {
  it('says a file is not a JPG, PNG or WEBP image', async () => {
    const check = await checkPickedPictures([file('notes.txt', 'text/plain')], 1, readSize);
    expect(check).toEqual({
      accepted: [],
      problems: ['notes.txt is not a JPG, PNG or WEBP image: only those can be uploaded.'],
    });
    const gif = await checkPickedPictures([file('a.gif', 'image/gif')], 1, readSize);
    expect(gif.problems).toHaveLength(1);
  });

  it('refuses pictures too small for a 100 by 100 crop, naming their size', async () => {
    const check = await checkPickedPictures(
      [
        file('tiny.png', 'image/png'),
        file('narrow.webp', 'image/webp'),
        file('edge.jpg', 'image/jpeg'),
      ],
      3,
      readSize,
    );
    expect(check.accepted.map((picked) => picked.name)).toEqual(['edge.jpg']);
    expect(check.problems).toEqual([
      'tiny.png is 80×60 pixels, too small to crop: the crop must be at least 100×100 pixels in 16:9, so pictures need at least 178×100 pixels.',
      tooSmallMessage('narrow.webp', 150, 400),
    ]);
  });

  it('says when a picture cannot be opened, and keeps the good ones up to the limit', async () => {
    const check = await checkPickedPictures(
      [
        file('broken.png', 'image/png'),
        file('big.jpg', 'image/jpeg'),
        file('notes.txt', 'text/plain'),
        file('edge.jpg', 'image/jpeg'),
      ],
      1,
      readSize,
    );
    expect(check.accepted.map((picked) => picked.name)).toEqual(['big.jpg']);
    expect(check.problems).toEqual([
      'notes.txt is not a JPG, PNG or WEBP image: only those can be uploaded.',
      'broken.png is not a picture this browser can open.',
    ]);
  });
});
