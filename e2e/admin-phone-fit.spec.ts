import { expect, test } from './fixtures.js';
import {
  FITS,
  measureSideways,
  openVisit,
  PHONE,
  phoneVisits,
  readDemoRows,
  sampleRows,
  screenshotForReview,
  type PhoneVisit,
} from './phone-pages.js';

// The admin's pages of phone-pages.ts, with the admin's session (admin.setup.ts); the others
// are opened by phone-fit.spec.ts.
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const forAdmin = (visits: PhoneVisit[]) => visits.filter((visit) => visit.as === 'admin');

forAdmin(phoneVisits(sampleRows)).forEach((listed, index) => {
  test(`${listed.path} fits a 390 px phone`, async ({ page, request }) => {
    const visit = forAdmin(phoneVisits(await readDemoRows(request)))[index]!;
    const tearDown = await visit.setUp?.(request);
    try {
      await openVisit(page, visit);
      expect(await measureSideways(page)).toEqual(FITS);
      await screenshotForReview(page, visit);
    } finally {
      await tearDown?.();
    }
  });
});
