import type { APIRequestContext, Page } from '@playwright/test';
import { CHROMIUM_PATH } from './browser-path.js';
import { expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

/** The cheapest demo micro-tour: its slug and title. */
async function demoMicroTour(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const rows = await request.get(
    '/rest/v1/micro_tours?select=slug,title&panorama_url=not.is.null&order=price_eur.asc,title.asc&limit=1',
    { headers: { apikey: config.anonKey } },
  );
  return ((await rows.json()) as { slug: string; title: string }[])[0]!;
}

const yawOf = async (page: Page) =>
  Number(await page.getByTestId('panorama-sphere').getAttribute('data-yaw'));

for (const tag of ['', ' @phone']) {
  test(`'VR Ready' opens the micro-tour's panorama, which turns when dragged and closes with Escape${tag}`, async ({
    page,
    request,
  }) => {
    test.slow(); // the viewer's code and a 4096×2048 picture, drawn by a software WebGL
    const tour = await demoMicroTour(request);
    await page.goto(`/micro-tours/${tour.slug}`);
    const vrReady = page.getByRole('main').getByRole('button', { name: 'VR Ready' }).first();
    await vrReady.click();

    const dialog = page.getByRole('dialog', { name: `360° preview: ${tour.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Illustration', { exact: true })).toBeVisible();
    const sphere = dialog.getByTestId('panorama-sphere');
    await expect(sphere).toHaveAttribute('data-ready', 'true');
    await expect(sphere.locator('canvas')).toBeVisible();

    const before = await yawOf(page);
    const box = (await sphere.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 8 });
    await page.mouse.up();
    // Dragging to the left turns the view to the right: the yaw grows (modulo a full turn).
    await expect.poll(() => yawOf(page)).not.toBe(before);
    const dragged = await yawOf(page);
    const turned = (dragged - before + 2 * Math.PI) % (2 * Math.PI);
    expect(turned).toBeGreaterThan(0.2);
    expect(turned).toBeLessThan(Math.PI);

    // The arrow keys look around too.
    await page.keyboard.down('ArrowLeft');
    await expect.poll(() => yawOf(page)).not.toBe(dragged);
    await page.keyboard.up('ArrowLeft');

    await reviewScreenshot(page, 'panorama');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(vrReady).toBeFocused();
  });

  test(`in a browser without WebGL, 'VR Ready' on a card shows the panorama as a still picture${tag}`, async ({
    playwright,
    request,
    baseURL,
  }, testInfo) => {
    // A real browser started without WebGL, with this project's screen and input.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-webgl', '--no-first-run'],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      const page = await context.newPage();
      const tour = await demoMicroTour(request);
      await page.goto('/micro-tours');
      const card = page.getByRole('article').filter({ hasText: tour.title });
      await card.getByRole('button', { name: 'VR Ready' }).click();
      const dialog = page.getByRole('dialog', { name: `360° preview: ${tour.title}` });
      await expect(dialog.getByText(/cannot show the 360° view \(it needs WebGL\)/)).toBeVisible();
      await expect(dialog.getByTestId('panorama-sphere')).toHaveCount(0);
      const still = dialog.getByRole('img', {
        name: `The 360° panorama of ${tour.title}, unrolled flat`,
      });
      await expect(still).toHaveJSProperty('complete', true);
      expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
      await reviewScreenshot(page, 'panorama-still');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await browser.close();
    }
  });
}
