import { Link } from '../../../../components/link';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationPolicySentence,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `Diese Bedingungen regeln Ihre Nutzung der Website von ${site.name}, Ihr Konto, das Prepaid-Guthaben und die Touren, die Sie bei uns buchen. Bitte lesen Sie sie, bevor Sie buchen.`;

export const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Geltung dieser Bedingungen',
    content: (
      <>
        <p>
          Der Marktplatz {site.name} wird von {site.name} mit Sitz in Paris, Frankreich, betrieben.
          Mit der Eröffnung eines Kontos oder der Buchung einer Tour akzeptieren Sie diese
          Bedingungen und unsere <Link to="/privacy-policy">Datenschutzerklärung</Link>.
        </p>
        <p>
          Um ein Konto zu eröffnen und zu buchen, müssen Sie mindestens 18 Jahre alt sein. Reisende
          unter 18 sind auf unseren Touren willkommen, wenn ein für sie verantwortlicher Erwachsener
          mitreist.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Ihr Konto',
    content: (
      <ul>
        <li>Machen Sie korrekte Angaben und halten Sie Ihre E-Mail-Adresse aktuell.</li>
        <li>
          Halten Sie Ihr Passwort geheim; Sie sind für Buchungen verantwortlich, die mit Ihrem Konto
          getätigt werden.
        </li>
        <li>
          Sagen Sie uns sofort Bescheid, wenn Sie glauben, dass jemand anderes Ihr Konto genutzt
          hat.
        </li>
        <li>
          Wir können ein Konto sperren, das für Betrug oder Missbrauch genutzt wird. Wir nennen
          Ihnen den Grund, und Sie können widersprechen.
        </li>
      </ul>
    ),
  },
  {
    id: 'prepaid-wallet',
    title: 'Das Prepaid-Guthaben',
    content: (
      <>
        <p>
          Ihr Guthaben enthält Euro, die Sie über einen unserer beiden Zahlungspartner aufladen. Es
          wird centgenau angezeigt und kann nur für Buchungen bei {site.name} verwendet werden. Es
          ist kein Bankkonto, wird nicht verzinst und kann nicht auf eine andere Person übertragen
          werden.
        </p>
        <p>
          Ihr Guthaben verfällt nicht. Nicht genutztes Guthaben können Sie sich jederzeit auszahlen
          lassen, wie in unseren{' '}
          <Link to="/delivery-refund">Leistungs- und Erstattungsbedingungen</Link> beschrieben. Wird
          Ihrem Guthaben versehentlich ein Betrag gutgeschrieben, können wir ihn korrigieren und
          informieren Sie darüber.
        </p>
      </>
    ),
  },
  {
    id: 'bookings-and-prices',
    title: 'Buchungen und Preise',
    content: (
      <>
        <p>
          Alle Preise sind in Euro angegeben und enthalten die Mehrwertsteuer. Für Kurztouren fallen
          keine Buchungsgebühren an. Eine Buchung ist bestätigt, sobald der volle Betrag von Ihrem
          Guthaben abgebucht ist; innerhalb von 30 Minuten schicken wir Ihnen eine
          Bestätigungs-E-Mail mit Ihrem E-Ticket.
        </p>
        <p>
          Kurztouren werden von unabhängigen Guides vor Ort durchgeführt, die wir auswählen und
          überprüfen. Mehrtägige Touren organisiert {site.name} mit Partnern vor Ort; verbindet eine
          Tour Beförderung und Unterkunft, ist sie eine Pauschalreise im Sinne der Richtlinie (EU)
          2015/2302, und Ihnen stehen alle Rechte aus dieser Richtlinie zu, einschließlich der
          Absicherung im Insolvenzfall.
        </p>
        <p>
          Die auf den Tourseiten genannten CO₂-Einsparungen sind Schätzungen nach den
          Umrechnungsfaktoren für Treibhausgase 2025 des britischen DESNZ. Ortsnamen und Koordinaten
          stammen von{' '}
          <a href="https://www.geonames.org/" rel="noopener">
            GeoNames
          </a>{' '}
          und werden unter der{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.de" rel="noopener license">
            Lizenz Creative Commons Namensnennung 4.0 (CC BY 4.0)
          </a>{' '}
          verwendet.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Stornierungen und Änderungen',
    content: (
      <>
        <p>
          Sie können eine Buchung bis zum Tag vor ihrem Beginn in Ihrem Dashboard stornieren.{' '}
          <CancellationPolicySentence /> Die Einzelheiten regeln unsere{' '}
          <Link to="/delivery-refund">Leistungs- und Erstattungsbedingungen</Link>.
        </p>
        <p>
          <DateChangeSentence /> Den Termin ändern Sie in Ihrem Dashboard unter „Buchungen“, wo Sie
          vor dem Bestätigen sehen, was die Änderung kostet. <MicroTourDateChangeSentence />
        </p>
        <p>
          Da Touren Freizeitdienstleistungen für einen bestimmten Termin sind, gilt für sie das
          14-tägige Widerrufsrecht des EU-Verbraucherrechts nicht. Müssen wir eine Tour wegen
          Wetter, Sicherheit oder zu weniger Teilnehmender absagen, erstatten wir Ihnen den vollen
          Betrag, und Sie können einen anderen Termin buchen.
        </p>
      </>
    ),
  },
  {
    id: 'traveller-responsibilities',
    title: 'Pflichten der Reisenden',
    content: (
      <ul>
        <li>Seien Sie pünktlich am Treffpunkt; ein Guide kann ohne Nachzügler starten.</li>
        <li>
          Prüfen Sie Schwierigkeit und Dauer einer Tour und vergewissern Sie sich, dass sie zu Ihrer
          Gesundheit und Fitness passt.
        </li>
        <li>
          Führen Sie einen gültigen Ausweis mit und, bei mehrtägigen Touren, eine Reiseversicherung,
          die die geplanten Aktivitäten abdeckt.
        </li>
        <li>
          Respektieren Sie die Menschen vor Ort, Tiere und Natur, und hinterlassen Sie keine Spuren.
          Ein Guide kann Teilnehmende ausschließen, die andere gefährden; eine Erstattung erfolgt in
          diesem Fall nicht.
        </li>
      </ul>
    ),
  },
  {
    id: 'liability-and-law',
    title: 'Haftung und anwendbares Recht',
    content: (
      <>
        <p>
          Für die Leistungen, die wir verkaufen, haften wir nach den gesetzlichen Bestimmungen. Für
          Ereignisse außerhalb unseres zumutbaren Einflusses, etwa Streiks, extremes Wetter oder
          behördliche Schließungen, haften wir nicht. Nichts in diesen Bedingungen beschränkt unsere
          Haftung, wo das Gesetz dies nicht erlaubt, auch nicht für Tod oder Körperverletzung
          infolge unserer Fahrlässigkeit.
        </p>
        <p>
          Diese Bedingungen unterliegen französischem Recht. Leben Sie in einem anderen EU-Land,
          behalten Sie den Schutz seiner zwingenden Verbraucherschutzvorschriften. Können wir eine
          Beschwerde nicht gemeinsam klären, können Sie sich kostenlos an eine
          Verbraucherschlichtungsstelle wenden, deren Kontaktdaten wir Ihnen auf Anfrage nennen,
          oder an die zuständigen Gerichte.
        </p>
      </>
    ),
  },
];
