import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newMemberSession } from './account-helpers.js';
import {
  adminAccount,
  bookAsAdmin,
  createTestMicroTour,
  createTestTour,
  deleteTours,
  getTourImages,
  someCoverUrl,
  updateTestTour,
  uploadTourPicture,
} from './admin-api.js';
import { expect, test } from './fixtures.js';
import { solidPicture } from './test-pictures.js';
import { reviewScreenshot } from './review-screenshots.js';

test.describe.configure({ timeout: 60_000 });

/** The admin is signed in already (admin.setup.ts). */
async function openAdminPanel(page: Page, path = '/admin') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Admin' })).toBeVisible();
}

/** The Images Manager searched for one tour: the grid is paged, so a tour may sort far away. */
const imagesManagerFor = (title: string) => `/admin?tab=images&q=${encodeURIComponent(title)}`;

/** Tours a journey made, deleted when it ends so the catalogue is as the journey found it. */
const createdSlugs: string[] = [];
test.afterEach(async ({ request }) => {
  await deleteTours(request, createdSlugs.splice(0));
});

test('an admin sees the panel with its four tabs, the tab kept in the address', async ({
  page,
}) => {
  await openAdminPanel(page);
  await expect(page.getByText(`Welcome, ${adminAccount().email}`)).toBeVisible();
  await expect(page.getByText('Admin Panel', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  for (const name of ['Create Tour', 'Images Manager', 'Micro-Tours', 'Tools']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Create Tour' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const card of [
    'Basic Information',
    'Images',
    'Tour File Manager (Storage Override)',
    'Descriptions',
    'Tour Details',
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(
    page.getByText('Please enter a tour title first to enable file management'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Micro-Tours' }).click();
  await expect(page).toHaveURL(/[?&]tab=micro-tours/);
  await expect(page.getByRole('heading', { name: 'Micro-Tours Admin' })).toBeVisible();
  await expect(page.getByText('Total Tours')).toBeVisible();
  await expect(page.getByText(/✓ Cover \| ✓ Gallery \(\d+\)/).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Micro-Tours' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(page.getByRole('heading', { name: 'Image Migration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Migrate Tour Images' })).toBeEnabled();

  await page.getByRole('tab', { name: 'Images Manager' }).click();
  await expect(page.getByRole('heading', { name: 'Tour Selection' })).toBeVisible();
  // The grid is paged on the server: the search finds the tour wherever it sorts.
  await page.getByRole('searchbox', { name: /Search tours/ }).fill('Swiss Alpine');
  await expect(page).toHaveURL(/[?&]q=Swiss\+Alpine/);
  await page.getByRole('button', { name: /Swiss Alpine Rail Circle/ }).click();
  await expect(page).toHaveURL(/[?&]tour=/);
  await expect(page.getByRole('heading', { name: 'How files are organised' })).toBeVisible();
});

test('the create form names every missing required field', async ({ page }) => {
  await openAdminPanel(page);
  await page.getByRole('button', { name: 'Create Tour' }).click();
  for (const message of [
    'Title is required',
    'Country is required',
    'Duration is required',
    'Group size is required',
    'Price is required',
    'Category is required',
    'Difficulty is required',
    'Cover image is required. Please upload a cover image or provide an override URL before saving.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();

  await page.getByLabel('Duration (days)').fill('0');
  await page.getByLabel('Group size').fill('0');
  await page.getByLabel('Price (EUR)').fill('-5');
  await page.getByRole('button', { name: 'Create Tour' }).click();
  await expect(page.getByText('Duration must be at least 1 day')).toBeVisible();
  await expect(page.getByText('Group size must be at least 1')).toBeVisible();
  await expect(page.getByText('Price must be positive')).toBeVisible();
});

test.describe('without the admin session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a member who signs in at /admin is refused', async ({ page }) => {
    const member = await newMemberSession(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Access denied. Admin privileges required.' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Access denied. Admin privileges required.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tour Admin' })).toHaveCount(0);
  });
});

test('an admin creates a tour that then has its own page', async ({ page, request }) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Admin Test Tour ${tag}`;
  const slug = `admin-test-tour-${tag}`;
  createdSlugs.push(slug);
  await openAdminPanel(page);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByText(`Address: /tours/${slug}`)).toBeVisible();
  await expect(
    page.getByText('Please enter a tour title first to enable file management'),
  ).toHaveCount(0);
  await page.getByLabel('Category').selectOption('eco');
  await page.getByLabel('Country').fill('Slovenia');
  await page.getByLabel('Price (EUR)').fill('420');
  await page.getByLabel('Duration (days)').fill('4');
  await page.getByLabel('Group size').fill('10');
  await page.getByLabel('Difficulty').selectOption({ label: 'Medium' });
  await page.getByLabel('Transport', { exact: true }).selectOption('train');
  await page.getByLabel('Cover override URL').fill(await someCoverUrl(request));
  await page.getByLabel('Short description').fill('Lakes and gorges by train.');
  await page.getByLabel('Highlight 1', { exact: true }).fill('Lake Bled at dawn');
  await page.getByRole('button', { name: 'Add highlight' }).click();
  await page.getByLabel('Highlight 2', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Add highlight' }).click();
  await page.getByLabel('Highlight 3', { exact: true }).fill('Vintgar Gorge walk');
  await page.getByRole('button', { name: 'Remove highlight 2' }).click();
  await expect(page.getByLabel('Highlight 3', { exact: true })).toHaveCount(0);
  await page.getByLabel('Day 1 title', { exact: true }).fill('Arrive in Ljubljana');
  await page.getByLabel('Day 1 description', { exact: true }).fill('Meet the group by the river.');

  await page.getByRole('button', { name: 'Create Tour' }).click();
  await expect(page.getByText('Tour created successfully')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Highlight 1', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Highlight 2', { exact: true })).toHaveCount(0);

  await page.goto(`/tours/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Lake Bled at dawn')).toBeVisible();
  await expect(page.getByText('Vintgar Gorge walk')).toBeVisible();
  await expect(page.getByText('Arrive in Ljubljana')).toBeVisible();
  await expect(page.getByText('Moderate').first()).toBeVisible();

  // The same form edits it: the stored difficulty reads back as the admin's word.
  await page.goto('/admin');
  const picker = page.getByRole('combobox', { name: 'Edit an existing tour' });
  await picker.fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/[?&]edit=/);
  await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
  await expect(page.getByLabel('Difficulty')).toHaveValue('moderate');
  await expect(page.getByLabel('Highlight 2', { exact: true })).toHaveValue('Vintgar Gorge walk');
  await page.getByLabel('Difficulty').selectOption({ label: 'Hard' });
  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page.getByText('Tour updated successfully')).toBeVisible();
  await page.goto(`/tours/${slug}`);
  await expect(page.getByText('Challenging').first()).toBeVisible();
});

test('creating a tour whose slug is taken says why it failed', async ({ page, request }) => {
  await openAdminPanel(page);
  await page.getByLabel('Title', { exact: true }).fill('Swiss Alpine Rail Circle');
  await page.getByLabel('Category').selectOption('eco');
  await page.getByLabel('Country').fill('Switzerland');
  await page.getByLabel('Price (EUR)').fill('100');
  await page.getByLabel('Duration (days)').fill('2');
  await page.getByLabel('Group size').fill('8');
  await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByLabel('Cover override URL').fill(await someCoverUrl(request));
  await page.getByRole('button', { name: 'Create Tour' }).click();
  await expect(page.getByText('Failed to create tour')).toBeVisible();
  await expect(
    page.getByText('A tour with the slug "swiss-alpine-rail-circle" already exists.'),
  ).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Swiss Alpine Rail Circle');
});

/** A picture of the demo catalogue, as a file an admin would pick. */
async function somePicture(request: APIRequestContext) {
  const response = await request.get(await someCoverUrl(request));
  return {
    name: 'holiday photo.jpg',
    mimeType: response.headers()['content-type'] ?? 'image/jpeg',
    buffer: await response.body(),
  };
}

test('an admin creates a tour with a cover and two gallery pictures, each through the crop step', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Upload Test Tour ${tag}`;
  createdSlugs.push(`upload-test-tour-${tag}`);
  await openAdminPanel(page);
  const panel = page.getByRole('tabpanel', { name: 'Create Tour' });
  await panel.getByLabel('Title', { exact: true }).fill(title);
  await panel.getByLabel('Category').selectOption('gastro');
  await panel.getByLabel('Country').fill('Italy');
  await panel.getByLabel('Price (EUR)').fill('99.50');
  await panel.getByLabel('Duration (days)').fill('2');
  await panel.getByLabel('Group size').fill('6');
  await panel.getByLabel('Difficulty').selectOption('easy');

  const coverMessage = panel.getByText(
    'Cover image is required. Please upload a cover image or provide an override URL before saving.',
  );
  await panel.getByRole('button', { name: 'Create Tour' }).click();
  await expect(coverMessage).toBeVisible();

  await panel
    .locator('input[type=file]')
    .first()
    .setInputFiles(await somePicture(request));
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await expect(dialog.getByRole('img', { name: /Picture to crop/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(page.getByText('Cover image uploaded successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(coverMessage).toHaveCount(0);
  await expect(panel.getByText(`upload-test-tour-${tag}/cover.jpg`)).toBeVisible();

  const picture = await somePicture(request);
  await panel
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles([
      { ...picture, name: 'market.jpg' },
      { ...picture, name: 'harbour.jpg' },
    ]);
  const galleryDialog = page.getByRole('dialog');
  await expect(galleryDialog.getByRole('heading', { name: 'Crop image (1 of 2)' })).toBeVisible();
  await galleryDialog.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(galleryDialog.getByRole('heading', { name: 'Crop image (2 of 2)' })).toBeVisible();
  await galleryDialog.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(page.getByText('2 gallery images uploaded successfully')).toBeVisible();

  await panel.getByRole('button', { name: 'Create Tour' }).click();
  await expect(page.getByText('Tour created successfully')).toBeVisible();
  await page.goto(`/tours/upload-test-tour-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photos = page.getByRole('list', { name: 'Gallery' }).locator('img');
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute('src', /upload-test-tour-[0-9a-f]+\/gallery\/1\.jpg/);
  await expect(photos.nth(1)).toHaveAttribute('src', /upload-test-tour-[0-9a-f]+\/gallery\/2\.jpg/);
  // The cropped pictures are served, not just named.
  for (const photo of await photos.all()) {
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

/** The colour a shown picture has in its middle, once it has loaded. */
async function shownColour(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, img.naturalWidth / 2, img.naturalHeight / 2, 1, 1, 0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return red! > 150 && green! < 110 && blue! < 110
      ? 'red'
      : blue! > 150 && red! < 110
        ? 'blue'
        : 'other';
  });
}

/** The stored bytes at a public path, and the status of that answer. */
async function storedFile(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), bytes: response.ok() ? await response.body() : null };
}

test('an admin sets and removes a cover override in the images manager, and the original cover comes back', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Images Test Tour');
  createdSlugs.push(tour.slug);
  // The original cover where the create form stores it: red.
  const original = await uploadTourPicture(
    request,
    `${tour.slug}/cover.jpg`,
    await solidPicture('original.png', '#d01010'),
  );
  await updateTestTour(request, tour.id, { cover_image: original });
  const originalFile = await storedFile(request, original);

  await openAdminPanel(page, imagesManagerFor(tour.title));
  await page.getByRole('button', { name: new RegExp(tour.title) }).click();
  const panel = page.getByRole('tabpanel', { name: 'Images Manager' });
  await panel
    .locator('input[type=file]')
    .first()
    .setInputFiles(await solidPicture('override.png', '#1030d0'));
  await page
    .getByRole('dialog', { name: 'Crop image' })
    .getByRole('button', { name: 'Crop & Upload' })
    .click();
  await expect(page.getByText('Cover image updated successfully')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove Override' })).toBeVisible();
  await expect(
    panel.getByRole('button', { name: new RegExp(tour.title) }).getByText('Cover Override'),
  ).toBeVisible();

  // The override is a file of its own; the original is untouched.
  expect(await storedFile(request, original)).toEqual(originalFile);
  const { image_override_url: override } = await getTourImages(request, tour.id);
  expect(override).toMatch(new RegExp(`/tours/${tour.slug}/overrides/cover-[^/]+\\.jpg$`));
  await page.goto(`/tours/${tour.slug}`);
  const cover = page.getByRole('img', { name: tour.title, exact: true }).first();
  expect(await shownColour(cover)).toBe('blue');

  await page.goto(imagesManagerFor(tour.title));
  await page.getByRole('button', { name: new RegExp(tour.title) }).click();
  await panel.getByRole('button', { name: 'Remove Override' }).click();
  await expect(page.getByText('Cover image override removed')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove Override' })).toHaveCount(0);
  expect(await getTourImages(request, tour.id)).toMatchObject({
    cover_image: original,
    image_override_url: null,
  });
  expect(await storedFile(request, original)).toEqual(originalFile);
  // The removed override's file goes with it.
  await expect.poll(async () => (await storedFile(request, override!)).status).toBe(404);

  // The public page shows the original again, resized copies included.
  await page.goto(`/tours/${tour.slug}`);
  await expect(cover).toHaveAttribute('src', new RegExp(`/${tour.slug}/cover\\.jpg`));
  expect(await shownColour(cover)).toBe('red');
});

test('an admin uploads gallery overrides, reorders them from the keyboard and clears them', async ({
  page,
  request,
}) => {
  // The crop step and the sortable grid style themselves within the Content-Security-Policy.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const tour = await createTestTour(request, 'Images Test Tour');
  createdSlugs.push(tour.slug);
  // One original gallery picture where the create form stores it.
  const original = await uploadTourPicture(
    request,
    `${tour.slug}/gallery/1.jpg`,
    await solidPicture('original.png', '#d01010'),
  );
  await updateTestTour(request, tour.id, { gallery: [original] });
  const originalFile = await storedFile(request, original);

  await openAdminPanel(page, imagesManagerFor(tour.title));
  await page.getByRole('button', { name: new RegExp(tour.title) }).click();
  const panel = page.getByRole('tabpanel', { name: 'Images Manager' });
  await expect(panel.getByText('original pictures')).toBeVisible();
  const picture = await somePicture(request);
  await panel
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles([
      { ...picture, name: 'first.jpg' },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
      { ...picture, name: 'second.jpg' },
    ]);
  // The file that is not a picture is left out, and the admin is told why.
  await expect(
    panel.getByText('notes.txt is not a JPG, PNG or WEBP image: only those can be uploaded.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Crop image (1 of 2)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(dialog.getByRole('heading', { name: 'Crop image (2 of 2)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(page.getByText('2 gallery images uploaded successfully')).toBeVisible();
  await expect(panel.getByText('override pictures')).toBeVisible();

  // Each tile's file name (its position number stays with the place, not the picture).
  const names = panel.locator('ol > li span[title]');
  await expect(names).toHaveCount(2);
  const before = await names.allInnerTexts();
  await panel.getByRole('button', { name: 'Reorder picture 1' }).focus();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('button', { name: 'Reorder picture 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // dnd-kit listens for the arrow keys a moment after the drag starts (a timer): on a busy machine
  // the first press can come before that, so the press is repeated until the move is announced
  // (with two pictures, a second press changes nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Picture 1 is over position 2.')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Tour updated successfully')).toBeVisible();
  await expect.poll(() => names.allInnerTexts()).toEqual([before[1], before[0]]);

  // The overrides are files of their own, beside the original.
  const { gallery_override: overrides } = await getTourImages(request, tour.id);
  expect(overrides).toHaveLength(2);
  for (const url of overrides) {
    expect(url).toMatch(new RegExp(`/tours/${tour.slug}/overrides/gallery-[^/]+\\.jpg$`));
  }
  expect(await storedFile(request, original)).toEqual(originalFile);

  // The tour's own page shows the pictures in the new order.
  await page.goto(`/tours/${tour.slug}`);
  const photos = page.getByRole('list', { name: 'Gallery' }).locator('img');
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute('src', new RegExp(`/overrides/${before[1]}`));
  await expect(photos.nth(1)).toHaveAttribute('src', new RegExp(`/overrides/${before[0]}`));
  await page.goto(imagesManagerFor(tour.title));
  await page.getByRole('button', { name: new RegExp(tour.title) }).click();

  await panel.getByRole('button', { name: 'Clear All Overrides' }).click();
  await expect(page.getByText('Image overrides cleared')).toBeVisible();
  await expect(panel.getByText('original pictures')).toBeVisible();
  expect(await getTourImages(request, tour.id)).toMatchObject({
    gallery: [original],
    gallery_override: [],
  });
  for (const url of overrides) {
    await expect.poll(async () => (await storedFile(request, url)).status).toBe(404);
  }
  expect(await storedFile(request, original)).toEqual(originalFile);
  await page.goto(`/tours/${tour.slug}`);
  await expect(photos).toHaveCount(1);
  await expect(photos.first()).toHaveAttribute('src', new RegExp(`/${tour.slug}/gallery/1\\.jpg`));
  expect(await shownColour(photos.first())).toBe('red');
  expect(violations).toEqual([]);
});

test('the upload widget says what is wrong with a file before the crop step', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  await openAdminPanel(page);
  const panel = page.getByRole('tabpanel', { name: 'Create Tour' });
  await panel.getByLabel('Title', { exact: true }).fill(`Upload Check Tour ${tag}`);
  const hint = panel.getByText('A cover image is required: upload one or give an override URL.');
  await expect(hint).toBeVisible();
  const coverInput = panel.locator('input[type=file]').first();
  const dialog = page.getByRole('dialog');

  await coverInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(
    panel.getByRole('alert').filter({
      hasText: 'notes.txt is not a JPG, PNG or WEBP image: only those can be uploaded.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Please select at least one file to upload')).toHaveCount(0);
  await expect(dialog).toHaveCount(0);

  await coverInput.setInputFiles(await solidPicture('tiny.png', '#3a7', { width: 80, height: 60 }));
  const tooSmall = panel.getByRole('alert').filter({
    hasText:
      'tiny.png is 80×60 pixels, too small to crop: the crop must be at least 100×100 pixels in 16:9, so pictures need at least 178×100 pixels.',
  });
  await expect(tooSmall).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await tooSmall.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'too-small');

  // A picture just over the minimum opens with a frame that can be used at once.
  await coverInput.setInputFiles(
    await solidPicture('small.png', '#3a7', { width: 190, height: 107 }),
  );
  await expect(tooSmall).toHaveCount(0);
  const toCrop = dialog.getByRole('img', { name: /Picture to crop/ });
  await expect(toCrop).toBeVisible();
  // The frame lies on the picture, not on the grey box around it.
  const frame = await dialog
    .getByRole('group', { name: 'Crop frame: move it with the arrow keys' })
    .boundingBox();
  const shown = await toCrop.boundingBox();
  expect(frame!.height).toBeLessThanOrEqual(shown!.height + 1);
  expect(frame!.width).toBeLessThanOrEqual(shown!.width + 1);
  await reviewScreenshot(page, 'crop-small');
  await dialog.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(page.getByText('Cover image uploaded successfully')).toBeVisible();
  await expect(hint).toHaveCount(0);
  await reviewScreenshot(page, 'cover-uploaded', { fullPage: true });
});

test('image migration skips pictures already stored here and lists every tour with its outcome', async ({
  page,
  request,
  baseURL,
}) => {
  // An admin's upload as the panel saves it: the full address of this site's public URL.
  const stored = await createTestTour(request, 'Migration Stored Tour');
  createdSlugs.push(stored.slug);
  const upload = await uploadTourPicture(
    request,
    `${stored.slug}/cover.jpg`,
    await solidPicture('cover.png', '#d01010'),
  );
  await updateTestTour(request, stored.id, { cover_image: `${baseURL}${upload}?v=1` });

  await openAdminPanel(page, '/admin?tab=tools');
  const card = page.getByRole('heading', { name: 'Image Migration' }).locator('xpath=..');
  const results = card.getByRole('region', { name: 'Migration results' });
  await expect(results.getByText('None has run yet.', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Migrate Tour Images' }).click();
  await expect(page.getByText('Starting tour image migration...')).toBeVisible();
  const success = page.getByText(/^Successfully migrated \d+ of \d+ tours$/);
  await expect(success).toBeVisible();
  const storedRow = results.getByRole('listitem').filter({ hasText: stored.title });
  await expect(storedRow.getByText('skipped', { exact: true })).toBeVisible();
  await expect(storedRow.getByText("Already in this site's storage")).toBeVisible();
  expect((await getTourImages(request, stored.id)).cover_image).toBe(`${baseURL}${upload}?v=1`);

  // A picture on an address the server may not fetch fails, and the run says so. It is a
  // gallery picture: the tour pickers other journeys open show covers, which the CSP would block.
  const broken = await createTestTour(request, 'Migration Broken Tour', {
    gallery: ['http://10.0.0.1/gallery.jpg'],
  });
  createdSlugs.push(broken.slug);
  await expect(success).toHaveCount(0);
  await card.getByRole('button', { name: 'Migrate Tour Images' }).click();
  await expect(page.getByText('Migration failed')).toBeVisible();
  await expect(success).toHaveCount(0);
  const brokenRow = results.getByRole('listitem').filter({ hasText: broken.title });
  await expect(brokenRow.getByText('failed', { exact: true })).toBeVisible();
  await expect(
    brokenRow.getByText('http://10.0.0.1/gallery.jpg: 10.0.0.1 is not a public internet address'),
  ).toBeVisible();
  await expect(
    results.getByRole('listitem').filter({ hasText: stored.title }).getByText('skipped'),
  ).toBeVisible();
  await results.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'migration-results');
});

test('an admin deletes a tour from its edit form, and the change history says who did', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Delete Test Tour');
  createdSlugs.push(tour.slug);
  // A change that leaves the title alone is named by the tour's title all the same.
  await updateTestTour(request, tour.id, { price_eur: 275 });
  await openAdminPanel(page, '/admin?tab=tools');
  const updated = page
    .getByRole('list', { name: 'Changes' })
    .getByRole('listitem')
    .filter({ hasText: `Updated tour "${tour.title}"` });
  await expect(updated).toContainText('Changed: price_eur');
  await expect(page.getByText(`Updated tour ${tour.id.slice(0, 8)}`)).toHaveCount(0);

  await openAdminPanel(page, `/admin?edit=${tour.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Tour' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${tour.title}?` });
  // Cancel holds the focus: Enter alone never deletes.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Tour' }).click();
  await reviewScreenshot(page, 'delete-dialog');
  await dialog.getByRole('button', { name: 'Delete Tour' }).click();
  await expect(page.getByText('Tour deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Tour' })).toBeVisible();
  await expect(page).not.toHaveURL(/edit=/);

  await page.goto(`/tours/${tour.slug}`);
  await expect(page.getByRole('heading', { name: tour.title })).toHaveCount(0);

  await page.goto('/admin?tab=tools');
  const history = page.getByRole('list', { name: 'Changes' });
  const entry = history.getByRole('listitem').filter({ hasText: `Deleted tour "${tour.title}"` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(adminAccount().email);
  await entry.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'change-history');
  await expect(
    history.getByRole('listitem').filter({ hasText: `Created tour "${tour.title}"` }),
  ).toBeVisible();
  // Deleted, the tour is still named by its last title.
  await expect(
    history.getByRole('listitem').filter({ hasText: `Updated tour "${tour.title}"` }),
  ).toBeVisible();
});

test('a tour with a paid booking is not deleted, and the admin is told why', async ({
  page,
  request,
}) => {
  const startDate = `${new Date().getFullYear() + 1}-06-01`;
  // Kept afterwards: its booking stays, as a real one would.
  const tour = await createTestTour(request, 'Booked Test Tour', { available_dates: [startDate] });
  await bookAsAdmin(request, { id: tour.id, price: 250, startDate });
  await openAdminPanel(page, `/admin?edit=${tour.id}`);
  await page.getByRole('button', { name: 'Delete Tour' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${tour.title}?` });
  await dialog.getByRole('button', { name: 'Delete Tour' }).click();
  await expect(page.getByText('Failed to delete tour')).toBeVisible();
  await expect(
    page.getByText(`Tour "${tour.title}" has 1 paid booking and cannot be deleted.`),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/tours/${tour.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
});

test('an admin edits a micro-tour, then deletes it, from the micro-tours list', async ({
  page,
  request,
}) => {
  const microTour = await createTestMicroTour(request, 'Edit Test Walk');
  const renamed = `${microTour.title} at Dusk`;
  await openAdminPanel(page, `/admin?tab=micro-tours&q=${encodeURIComponent(microTour.title)}`);
  const panel = page.getByRole('tabpanel', { name: 'Micro-Tours' });
  await panel.getByRole('button', { name: `Edit ${microTour.title}` }).click();
  await expect(panel.getByRole('heading', { name: 'Edit Micro-Tour' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]micro=/);
  const form = panel.getByRole('region', { name: 'Micro-Tour Details' });
  await form.getByLabel('Title').fill(renamed);
  await form.getByLabel('Price (EUR)').fill('35');
  await form.getByLabel('Duration (hours)').fill('');
  await panel.getByRole('button', { name: 'Update Micro-Tour' }).click();
  await expect(form.getByText('Price must be between €5 and €30')).toBeVisible();
  await expect(form.getByText('Duration is required')).toBeVisible();
  await reviewScreenshot(page, 'micro-tour-editor', { fullPage: true });
  await form.getByLabel('Price (EUR)').fill('12.50');
  await form.getByLabel('Duration (hours)').fill('2.5');
  await form.getByLabel('Language 1', { exact: true }).fill('English');
  await panel.getByRole('button', { name: 'Update Micro-Tour' }).click();
  await expect(page.getByText('Micro-tour updated successfully')).toBeVisible();
  await expect(panel.getByText(renamed, { exact: true })).toBeVisible();

  await page.goto(`/micro-tours/${microTour.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('€12.50').first()).toBeVisible();

  await page.goto(`/admin?tab=micro-tours&q=${encodeURIComponent(renamed)}`);
  await panel.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${renamed}?` })
    .getByRole('button', { name: 'Delete Micro-Tour' })
    .click();
  await expect(page.getByText('Micro-tour deleted successfully')).toBeVisible();
  // Exact: the list's empty state now repeats the search, which is this title.
  await expect(panel.getByText(renamed, { exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the admin panel fits a phone, its tabs two by two', async ({ page }) => {
    await openAdminPanel(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const first = await page.getByRole('tab', { name: 'Create Tour' }).boundingBox();
    const third = await page.getByRole('tab', { name: 'Micro-Tours' }).boundingBox();
    expect(third!.y).toBeGreaterThan(first!.y);
    await expect(page.getByRole('tab', { name: 'Images Manager' })).toBeVisible();
    await reviewScreenshot(page, 'admin-phone');
  });
});
