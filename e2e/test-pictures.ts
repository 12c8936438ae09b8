import sharp from 'sharp';

/** A picture of one colour, as a file an admin would pick; its colour shows which one is served. */
export async function solidPicture(
  name: string,
  background: string,
  size: { width: number; height: number } = { width: 640, height: 360 },
) {
  const buffer = await sharp({ create: { ...size, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
