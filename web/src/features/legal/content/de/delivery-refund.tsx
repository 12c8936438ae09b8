import { BALANCE_PAYBACK_BUSINESS_DAYS } from '@app/domain/cancellation-policy';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationTierList,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `${site.name} verkauft Erlebnisse, keine Waren: Alles, was Sie kaufen, erhalten Sie digital. Diese Bedingungen erklären, wie Ihre Buchungen zu Ihnen kommen und wie Stornierungen und Erstattungen funktionieren.`;

export const sections: LegalSection[] = [
  {
    id: 'digital-delivery',
    title: 'Digitale Zustellung der Buchungen',
    content: (
      <>
        <p>
          Wir verschicken nichts per Post. Innerhalb von 30 Minuten nach der Buchung (meist
          innerhalb einer Minute) erhalten Sie eine Bestätigungs-E-Mail mit Ihrer Buchungsnummer,
          Treffpunkt und Uhrzeit, Ihren Reisenden, Zusatzleistungen und dem Gesamtbetrag sowie den
          Stornobedingungen Ihrer Buchung. Ihr E-Ticket kommt mit ihr, in jedem Fall aber innerhalb
          von 24 Stunden: ein PDF mit QR-Code, das Sie am Treffpunkt vorzeigen, und ein
          Kalendereintrag. Dasselbe Ticket öffnen Sie in Ihrem Dashboard unter „Buchungen“, wo Sie
          es ausdrucken oder auf dem Handy behalten können; 48 Stunden vor Beginn erinnern wir Sie
          per E-Mail.
        </p>
        <p>
          Ist nach 24 Stunden nichts angekommen, sehen Sie bitte in Ihrem Spam-Ordner nach und
          schreiben Sie uns dann von der E-Mail-Adresse, mit der Sie gebucht haben.
        </p>
      </>
    ),
  },
  {
    id: 'wallet-top-ups',
    title: 'Aufladungen und Zahlungen',
    content: (
      <>
        <p>
          Alle Preise und Guthaben sind in Euro angegeben. Ihr Prepaid-Guthaben laden Sie über einen
          unserer beiden Zahlungspartner auf; der Betrag wird gutgeschrieben, sobald der Partner die
          Zahlung bestätigt.
        </p>
        <p>
          Buchungen werden aus Ihrem Guthaben bezahlt. Jede Aufladung, Zahlung und Erstattung steht
          mit Datum und Betrag im Verlauf Ihres Guthabens.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling-a-booking',
    title: 'Buchungen stornieren oder verlegen',
    content: (
      <>
        <p>Was Sie zurückerhalten, hängt davon ab, wie viele Tage vor der Tour Sie stornieren:</p>
        <CancellationTierList />
        <p>
          Wer nicht erscheint, gilt als am selben Tag storniert. Kurz vor der Tour haben Guides und
          Partner ihre Zeit und Plätze bereits für Sie reserviert; belegte Notfälle prüfen wir im
          Einzelfall.
        </p>
        <p>
          Die Tage zählen in der Zeitzone des Landes, in dem die Tour stattfindet, bis zum Tag vor
          ihrem Beginn; es gelten die Bedingungen, die zum Zeitpunkt Ihrer Buchung in Kraft waren.
          Zum Stornieren wählen Sie in Ihrem Dashboard unter „Buchungen“ neben der Buchung
          „Stornieren“: Sie sehen die genaue Erstattung, bevor Sie bestätigen. Sie können auch an{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> schreiben und Ihre Buchungsnummer
          angeben, den 8-stelligen Code aus Ihrer Bestätigung.
        </p>
        <p>
          <DateChangeSentence /> Die Tage zählen genauso, nach den Bedingungen, die bei Ihrer
          Buchung galten. Zum Verlegen wählen Sie in Ihrem Dashboard unter „Buchungen“ neben der
          Buchung „Termin ändern“: Sie sehen die Gebühr und einen etwaigen Preisunterschied, bevor
          Sie bestätigen, und wir schicken Ihnen ein neues Ticket und einen neuen Kalendereintrag.{' '}
          <MicroTourDateChangeSentence />
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'Absagen und Änderungen durch uns',
    content: (
      <p>
        Müssen wir oder ein Guide eine Tour absagen, etwa wegen Unwetter, Sicherheitsbedenken, eines
        Streiks im Verkehr oder zu weniger Teilnehmender, erstatten wir Ihnen die Buchung sofort in
        voller Höhe auf Ihr Guthaben und informieren Sie per E-Mail; Sie können dann kostenlos einen
        anderen Termin buchen. Müssen wir einen wesentlichen Teil einer mehrtägigen Tour ändern,
        können Sie die Änderung annehmen oder gegen volle Erstattung stornieren.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'Wie Erstattungen gezahlt werden',
    content: (
      <>
        <p>
          Erstattungen gehen in dem Moment auf Ihr EcoTours-Guthaben, in dem die Buchung storniert
          wird, ob Sie in Ihrem Dashboard stornieren oder wir den Termin absagen, und Sie können sie
          sofort für jede Tour verwenden. Wie Sie Geld aus Ihrem Guthaben auf Ihre Karte
          zurückbekommen, lesen Sie unten unter „Auszahlung von nicht genutztem Guthaben“.
        </p>
        <p>
          Wir berechnen keine Erstattungsgebühren, haben aber keinen Einfluss auf
          Währungsumrechnungsgebühren Ihrer Bank.
        </p>
      </>
    ),
  },
  {
    id: 'unused-wallet-balance',
    title: 'Auszahlung von nicht genutztem Guthaben',
    content: (
      <p>
        Sie können sich nicht genutztes Guthaben jederzeit auszahlen lassen; schreiben Sie dazu an{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>. Wir überweisen es innerhalb von{' '}
        {BALANCE_PAYBACK_BUSINESS_DAYS.min} bis {BALANCE_PAYBACK_BUSINESS_DAYS.max} Werktagen auf
        die Zahlungsmittel, mit denen Sie aufgeladen haben; Ihre Bank braucht eventuell ein paar
        Tage länger, bis der Betrag erscheint. Wenn Sie Ihr Konto schließen, wird ein verbleibendes
        Guthaben automatisch erstattet.
      </p>
    ),
  },
];
