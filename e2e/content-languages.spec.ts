import { articleTextsByLocale } from '@app/web/blog-article-texts';
import type { Page } from '@playwright/test';
import { expectNoEnglishMessages } from './english-texts.js';
import { expect, test } from './fixtures.js';

type Language = 'de' | 'fr' | 'es' | 'it';

/** What each language's blog and legal pages are called and begin with. */
const pages: Record<
  Language,
  {
    blogHeading: string;
    categories: string;
    legal: { path: string; title: string; firstSection: string; sections: number }[];
  }
> = {
  de: {
    blogHeading: 'Geschichten für langsameres, grüneres Reisen',
    categories: 'Nach Kategorie filtern',
    legal: [
      {
        path: '/privacy-policy',
        title: 'Datenschutzerklärung',
        firstSection: '1. Wer wir sind',
        sections: 7,
      },
      {
        path: '/terms-of-service',
        title: 'Allgemeine Geschäftsbedingungen',
        firstSection: '1. Geltung dieser Bedingungen',
        sections: 7,
      },
      {
        path: '/delivery-refund',
        title: 'Leistungs- und Erstattungsbedingungen',
        firstSection: '1. Digitale Zustellung der Buchungen',
        sections: 6,
      },
    ],
  },
  fr: {
    blogHeading: 'Des récits pour voyager plus lentement et plus vert',
    categories: 'Filtrer par catégorie',
    legal: [
      {
        path: '/privacy-policy',
        title: 'Politique de confidentialité',
        firstSection: '1. Qui sommes-nous',
        sections: 7,
      },
      {
        path: '/terms-of-service',
        title: 'Conditions générales',
        firstSection: '1. Acceptation des présentes conditions',
        sections: 7,
      },
      {
        path: '/delivery-refund',
        title: 'Conditions de prestation et de remboursement',
        firstSection: '1. Remise numérique des réservations',
        sections: 6,
      },
    ],
  },
  es: {
    blogHeading: 'Historias para viajar más despacio y más verde',
    categories: 'Filtrar por categoría',
    legal: [
      {
        path: '/privacy-policy',
        title: 'Política de privacidad',
        firstSection: '1. Quiénes somos',
        sections: 7,
      },
      {
        path: '/terms-of-service',
        title: 'Condiciones del servicio',
        firstSection: '1. Aceptación de estas condiciones',
        sections: 7,
      },
      {
        path: '/delivery-refund',
        title: 'Política de servicio y reembolsos',
        firstSection: '1. Entrega digital de las reservas',
        sections: 6,
      },
    ],
  },
  it: {
    blogHeading: 'Storie per viaggiare più lenti e più verdi',
    categories: 'Filtra per categoria',
    legal: [
      {
        path: '/privacy-policy',
        title: 'Informativa sulla privacy',
        firstSection: '1. Chi siamo',
        sections: 7,
      },
      {
        path: '/terms-of-service',
        title: 'Termini di servizio',
        firstSection: '1. Accettazione dei termini',
        sections: 7,
      },
      {
        path: '/delivery-refund',
        title: 'Condizioni di servizio e rimborso',
        firstSection: '1. Consegna digitale delle prenotazioni',
        sections: 6,
      },
    ],
  },
};

const ARTICLE = 'night-trains-instead-of-short-haul-flights';

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const runs: { lang: Language; device: 'desktop' | 'phone' }[] = [
  { lang: 'de', device: 'desktop' },
  { lang: 'fr', device: 'desktop' },
  { lang: 'es', device: 'desktop' },
  { lang: 'it', device: 'desktop' },
  { lang: 'de', device: 'phone' },
  { lang: 'it', device: 'phone' },
];

for (const { lang, device } of runs) {
  const tag = device === 'phone' ? ' @phone' : '';
  const { blogHeading, categories, legal } = pages[lang];
  const article = articleTextsByLocale[lang][ARTICLE]!;

  test(`the blog and an article read in ${lang} (${device})${tag}`, async ({ page }) => {
    await page.goto(`/${lang}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogHeading);
    await expect(page.getByRole('group', { name: categories })).toBeVisible();
    const link = page.getByRole('link', { name: article.title });
    await expect(link).toBeVisible();
    await expect(page.getByRole('region', { name: 'Budget Micro-Tours' })).toHaveCount(0);
    await expectNoEnglishMessages(page, lang);
    await expectNoSideways(page);

    await link.click();
    await expect(page).toHaveURL(`/${lang}/blog/${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(article.excerpt)).toBeVisible();
    // The body is the article's own translation: as many sections as the English, none of its
    // headings.
    const headings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(5);
    await expect(headings.filter({ hasText: 'Choosing your berth' })).toHaveCount(0);
    await expectNoEnglishMessages(page, lang);
    await expectNoSideways(page);
  });

  test(`the legal pages read in ${lang} (${device})${tag}`, async ({ page }) => {
    for (const document of legal) {
      await page.goto(`/${lang}${document.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      const sections = page.locator('#main').getByRole('heading', { level: 2, name: /^\d+\. / });
      await expect(sections).toHaveCount(document.sections);
      await expect(sections.first()).toHaveText(document.firstSection);
      await expectNoEnglishMessages(page, lang);
      await expectNoSideways(page);
    }
  });
}
