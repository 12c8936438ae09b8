import { devices, type Page } from '@playwright/test';
import { adminTabs, type AdminTab } from '@app/web/admin-tabs';
import { expectNoEnglishMessages } from './english-texts.js';
import { expect, test } from './fixtures.js';

// The admin panel and the check-in desk in German, French, Spanish and Italian (issue 48): the
// admin walks every tab, the tour form and the check-in page, and reads no English message.

type Language = 'de' | 'fr' | 'es' | 'it';

interface Words {
  heading: string;
  tabs: Record<AdminTab, string>;
  /** The tour form's submit button and one of its sections. */
  createTour: string;
  basicInformation: string;
  departures: string;
  /** The check-in page's heading and its typed reference's button. */
  checkIn: string;
  checkInButton: string;
  startCamera: string;
}

const words: Record<Language, Words> = {
  de: {
    heading: 'Tour-Verwaltung',
    tabs: {
      create: 'Tour anlegen',
      images: 'Bildverwaltung',
      'micro-tours': 'Kurztouren',
      tools: 'Werkzeuge',
      messages: 'Nachrichten',
      members: 'Mitglieder',
      bookings: 'Buchungen',
      newsletter: 'Newsletter',
      'mail-queue': 'Mail-Warteschlange',
      payments: 'Zahlungen',
      guides: 'Guides',
    },
    createTour: 'Tour anlegen',
    basicInformation: 'Grunddaten',
    departures: 'Termine',
    checkIn: 'Check-in',
    checkInButton: 'Einchecken',
    startCamera: 'Kamera starten',
  },
  fr: {
    heading: 'Gestion des circuits',
    tabs: {
      create: 'Créer un circuit',
      images: 'Gestion des images',
      'micro-tours': 'Mini-visites',
      tools: 'Outils',
      messages: 'Messages',
      members: 'Membres',
      bookings: 'Réservations',
      newsletter: 'Newsletter',
      'mail-queue': "File d'e-mails",
      payments: 'Paiements',
      guides: 'Guides',
    },
    createTour: 'Créer un circuit',
    basicInformation: 'Informations générales',
    departures: 'Départs',
    checkIn: 'Enregistrement',
    checkInButton: 'Enregistrer',
    startCamera: 'Démarrer la caméra',
  },
  es: {
    heading: 'Gestión de circuitos',
    tabs: {
      create: 'Crear circuito',
      images: 'Gestor de imágenes',
      'micro-tours': 'Microtours',
      tools: 'Herramientas',
      messages: 'Mensajes',
      members: 'Miembros',
      bookings: 'Reservas',
      newsletter: 'Boletín',
      'mail-queue': 'Cola de correo',
      payments: 'Pagos',
      guides: 'Guías',
    },
    createTour: 'Crear circuito',
    basicInformation: 'Información básica',
    departures: 'Salidas',
    checkIn: 'Check-in',
    checkInButton: 'Registrar',
    startCamera: 'Activar la cámara',
  },
  it: {
    heading: 'Gestione tour',
    tabs: {
      create: 'Crea tour',
      images: 'Gestione immagini',
      'micro-tours': 'Micro-tour',
      tools: 'Strumenti',
      messages: 'Messaggi',
      members: 'Membri',
      bookings: 'Prenotazioni',
      newsletter: 'Newsletter',
      'mail-queue': 'Coda e-mail',
      payments: 'Pagamenti',
      guides: 'Guide',
    },
    createTour: 'Crea tour',
    basicInformation: 'Informazioni di base',
    departures: 'Partenze',
    checkIn: 'Check-in',
    checkInButton: 'Fai il check-in',
    startCamera: 'Avvia fotocamera',
  },
};

/** The tab's panel has loaded: no skeleton or list still busy inside it. */
async function settled(page: Page, name: string) {
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[role="status"][aria-busy="true"], [aria-busy="true"]')).toHaveCount(
    0,
  );
  await expect(panel.locator('.animate-pulse')).toHaveCount(0);
  return panel;
}

/** German has the longest words: its pages are kept to look at (nothing may overflow). */
const shot = (page: Page, language: Language, name: string) =>
  language === 'de'
    ? page.screenshot({ path: test.info().outputPath(`${language}-${name}.png`), fullPage: true })
    : undefined;

async function walkAdmin(page: Page, language: Language) {
  const said = words[language];
  await page.goto(`/${language}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: said.heading })).toBeVisible();
  const tabList = page.getByRole('tablist');
  for (const tab of adminTabs) {
    await expect(tabList.getByRole('tab', { name: said.tabs[tab], exact: true })).toBeVisible();
  }

  // The tour form, the first tab.
  const form = await settled(page, said.tabs.create);
  await expect(form.getByRole('heading', { name: said.basicInformation })).toBeVisible();
  await expect(form.getByRole('heading', { name: said.departures })).toBeVisible();
  await expect(form.getByRole('button', { name: said.createTour, exact: true })).toBeVisible();
  await shot(page, language, 'create');
  await expectNoEnglishMessages(page, language);

  for (const tab of adminTabs.filter((name) => name !== 'create')) {
    await tabList.getByRole('tab', { name: said.tabs[tab], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}(&|$)`));
    await settled(page, said.tabs[tab]);
    await shot(page, language, tab);
    await expectNoEnglishMessages(page, language);
  }
}

async function openCheckIn(page: Page, language: Language) {
  const said = words[language];
  await page.goto(`/${language}/admin/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: said.checkIn })).toBeVisible();
  await expect(page.getByRole('button', { name: said.checkInButton, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: said.startCamera })).toBeVisible();
  await shot(page, language, 'check-in');
  await expectNoEnglishMessages(page, language);
}

for (const language of ['de', 'fr', 'es', 'it'] as const) {
  test(`the admin panel and the check-in desk in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    await walkAdmin(page, language);
    await openCheckIn(page, language);
  });
}

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('the admin panel and the check-in desk in German', async ({ page }) => {
    test.setTimeout(180_000);
    await walkAdmin(page, 'de');
    await openCheckIn(page, 'de');
  });
});
