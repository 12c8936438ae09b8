import sharp from 'sharp';
import { createTestMicroTour, deleteTestMicroTour } from './admin-api.js';
import { expect, test } from './fixtures.js';

const jpeg = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width, height, channels: 3, background: '#4a90c0' } })
    .jpeg({ quality: 60 })
    .toBuffer(),
});

test("an admin gives a micro-tour a panorama, and its page gains 'VR Ready'", async ({
  page,
  request,
}) => {
  const microTour = await createTestMicroTour(request, 'Panorama Walk');
  try {
    await page.goto(`/micro-tours/${microTour.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: microTour.title })).toBeVisible();
    // The page's own header (the related micro-tours' cards below have theirs).
    const header = page
      .locator('main header')
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByRole('button', { name: 'VR Ready' })).toHaveCount(0);

    await page.goto(`/admin?tab=micro-tours&q=${encodeURIComponent(microTour.title)}`);
    const panel = page.getByRole('tabpanel', { name: 'Micro-Tours' });
    await panel.getByRole('button', { name: `Edit ${microTour.title}` }).click();
    const status = panel.getByTestId('panorama-status');
    await expect(status).toHaveText("None: the micro-tour shows no 'VR Ready' badge.");
    const file = panel.getByLabel(/^New panorama: an equirectangular JPEG/);

    await file.setInputFiles(await jpeg('wide.jpg', 3000, 1000));
    await expect(
      page.getByText(
        'A panorama must be exactly twice as wide as it is high (2:1, equirectangular).',
      ),
    ).toBeVisible();
    await expect(status).toHaveText("None: the micro-tour shows no 'VR Ready' badge.");

    await file.setInputFiles(await jpeg('sphere.jpg', 2048, 1024));
    await expect(page.getByText('Panorama saved')).toBeVisible();
    await expect(status).toHaveText('A photograph, 2048 × 1024 pixels.');

    await page.goto(`/micro-tours/${microTour.slug}`);
    await header.getByRole('button', { name: 'VR Ready' }).click();
    const dialog = page.getByRole('dialog', { name: `360° preview: ${microTour.title}` });
    await expect(dialog.getByTestId('panorama-sphere')).toHaveAttribute('data-ready', 'true');
    await expect(dialog.getByText('Illustration', { exact: true })).toHaveCount(0);
  } finally {
    await deleteTestMicroTour(request, microTour.id);
  }
});
