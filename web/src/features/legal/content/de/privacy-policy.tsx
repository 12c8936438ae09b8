import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';

export const summary = `Diese Erklärung beschreibt, welche personenbezogenen Daten ${site.name} erhebt, wenn Sie die Website nutzen, Touren buchen und Ihr Prepaid-Guthaben verwenden, wofür wir sie nutzen und welche Rechte Ihnen die EU-Datenschutz-Grundverordnung (DSGVO) gibt.`;

export const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Wer wir sind',
    content: (
      <>
        <p>
          {site.name} betreibt diesen Marktplatz für nachhaltiges Reisen in Europa von Paris,
          Frankreich aus. Wir sind Verantwortlicher für die in dieser Erklärung beschriebenen
          personenbezogenen Daten.
        </p>
        <p>
          Die Guides und Tourpartner vor Ort, die Ihre gebuchten Touren durchführen, erhalten auf
          Grundlage schriftlicher Vereinbarungen mit uns nur die Daten, die sie brauchen, um Sie zu
          empfangen. Bei allen Fragen zum Datenschutz schreiben Sie an{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Welche Daten wir erheben',
    content: (
      <ul>
        <li>
          <strong>Kontodaten:</strong> Ihr vollständiger Name, Ihre E-Mail-Adresse und Ihr Passwort.
          Das Passwort speichern wir nur als gesalzenen Hash, nie in lesbarer Form.
        </li>
        <li>
          <strong>Buchungsdaten:</strong> die Touren, die Sie buchen, ihre Termine, die Zahl der
          Reisenden, gewählte Zusatzleistungen und die gezahlten Beträge.
        </li>
        <li>
          <strong>Guthabendaten:</strong> Ihre Aufladungen, Zahlungen und Erstattungen mit Datum und
          Betrag. Kartendaten geben Sie bei unseren Zahlungspartnern ein; sie erreichen unsere
          Server nie.
        </li>
        <li>
          <strong>Nachrichten:</strong> was Sie uns per E-Mail oder Telefon mitteilen, etwa zu
          Barrierefreiheit oder einer Gruppenreise.
        </li>
        <li>
          <strong>Technische Daten:</strong> IP-Adresse, Browsertyp und Zeitpunkt der Anfragen, die
          wir zum Schutz des Dienstes in Serverprotokollen speichern.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'Wofür wir Ihre Daten verwenden',
    content: (
      <>
        <ul>
          <li>
            Um Ihr Konto, Ihre Buchungen und Ihr Guthaben zu führen: erforderlich zur Erfüllung
            unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO).
          </li>
          <li>
            Um Buchhaltungsunterlagen aufzubewahren und Betrug zu verhindern: unsere rechtlichen
            Pflichten und unser berechtigtes Interesse an einem sicheren Dienst (Art. 6 Abs. 1 lit.
            c und f).
          </li>
          <li>
            Um Ihre Fragen zu beantworten und unsere Touren zu verbessern: unser berechtigtes
            Interesse (Art. 6 Abs. 1 lit. f).
          </li>
          <li>
            Um Ihnen unseren Newsletter zu schicken: nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit.
            a), die Sie jederzeit widerrufen können.
          </li>
        </ul>
        <p>
          Wir verkaufen Ihre Daten nie und treffen keine automatisierten Entscheidungen, die Ihnen
          gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich
          beeinträchtigen.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-data',
    title: 'Weitergabe Ihrer Daten',
    content: (
      <>
        <ul>
          <li>
            <strong>Guides und Tourpartner:</strong> Ihr Name, der Tourtermin, die Zahl der
            Reisenden und besondere Bedürfnisse, die Sie uns mitgeteilt haben.
          </li>
          <li>
            <strong>Zahlungspartner:</strong> Unsere beiden zugelassenen Zahlungspartner wickeln
            Aufladungen und Erstattungen als eigenständige Verantwortliche für Ihre Zahlungsdaten
            ab.
          </li>
          <li>
            <strong>Dienstleister:</strong> Hosting- und E-Mail-Anbieter, die Daten in unserem
            Auftrag nach Art. 28 DSGVO auf Servern in der Europäischen Union verarbeiten.
          </li>
          <li>
            <strong>Behörden:</strong> nur, wenn das Gesetz es von uns verlangt.
          </li>
        </ul>
        <p>
          Sollten Daten je den Europäischen Wirtschaftsraum verlassen müssen, stützen wir uns auf
          einen Angemessenheitsbeschluss der Europäischen Kommission oder auf ihre
          Standardvertragsklauseln.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Speicherdauer und Sicherheit',
    content: (
      <>
        <ul>
          <li>
            Kontodaten speichern wir, solange Ihr Konto besteht, und löschen sie innerhalb von 30
            Tagen nach der Schließung.
          </li>
          <li>
            Buchungs- und Guthabendaten bewahren wir 10 Jahre auf, wie es das französische
            Handelsrecht für Buchhaltungsunterlagen vorschreibt.
          </li>
          <li>Serverprotokolle werden nach 12 Monaten gelöscht.</li>
        </ul>
        <p>
          Alle Verbindungen sind verschlüsselt, Passwörter werden gehasht, und nur die
          Mitarbeitenden, die sie brauchen, sehen Ihre Daten. Wenn eine Datenpanne voraussichtlich
          ein Risiko für Ihre Rechte darstellt, melden wir sie innerhalb von 72 Stunden der
          französischen Datenschutzbehörde (CNIL) und informieren Sie unverzüglich.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Ihre Rechte',
    content: (
      <>
        <p>Nach der DSGVO haben Sie das Recht,</p>
        <ul>
          <li>Auskunft über Ihre Daten und eine Kopie davon zu erhalten;</li>
          <li>unrichtige Daten berichtigen zu lassen;</li>
          <li>Ihre Daten löschen zu lassen, sofern wir sie nicht gesetzlich aufbewahren müssen;</li>
          <li>die Verarbeitung einschränken zu lassen oder ihr zu widersprechen;</li>
          <li>die Daten, die Sie uns gegeben haben, in einem übertragbaren Format zu erhalten;</li>
          <li>
            Ihre Einwilligung jederzeit zu widerrufen, ohne dass die bisherige Verarbeitung davon
            berührt wird.
          </li>
        </ul>
        <p>
          Um eines dieser Rechte auszuüben, schreiben Sie an{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>. Wir bitten Sie gegebenenfalls, Ihre
          Identität zu bestätigen, und antworten innerhalb von 30 Tagen. Sie können sich außerdem
          bei der CNIL (www.cnil.fr) oder bei der Datenschutzbehörde Ihres Landes beschweren.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-changes',
    title: 'Cookies und Änderungen dieser Erklärung',
    content: (
      <>
        <p>
          Wir verwenden keine Werbe- oder Tracking-Cookies. Der lokale Speicher Ihres Browsers
          bewahrt Ihre Anmeldesitzung auf, damit Sie angemeldet bleiben; beim Abmelden wird sie
          entfernt. Dieser Speicher ist für den Dienst unbedingt erforderlich und braucht daher
          keine Einwilligung.
        </p>
        <p>
          Wenn wir diese Erklärung ändern, aktualisieren wir das Datum oben auf dieser Seite. Über
          wesentliche Änderungen informieren wir Kontoinhaber vorab per E-Mail.
        </p>
      </>
    ),
  },
];
