import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';

export const summary = `Questa informativa spiega quali dati personali ${site.name} raccoglie quando si naviga sul sito, si prenotano tour e si usa il portafoglio prepagato, perché li utilizziamo e quali diritti Le riconosce il Regolamento generale sulla protezione dei dati dell’UE (GDPR).`;

export const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Chi siamo',
    content: (
      <>
        <p>
          {site.name} gestisce questo marketplace per viaggi sostenibili in Europa da Parigi, in
          Francia. Siamo titolari del trattamento dei dati personali descritti in questa
          informativa.
        </p>
        <p>
          Le guide e i partner locali che svolgono i tour prenotati ricevono, sulla base di accordi
          scritti con noi, solo i dati necessari per accoglierLa. Per qualsiasi domanda sulla
          privacy, scriva a <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Quali dati raccogliamo',
    content: (
      <ul>
        <li>
          <strong>Dati dell’account:</strong> nome e cognome, indirizzo e-mail e password. La
          password viene conservata solo come hash con salt, mai in forma leggibile.
        </li>
        <li>
          <strong>Dati delle prenotazioni:</strong> i tour prenotati, le relative date, il numero di
          viaggiatori, i supplementi scelti e gli importi pagati.
        </li>
        <li>
          <strong>Dati del portafoglio:</strong> ricariche, pagamenti e rimborsi con date e importi.
          I dati della carta vengono inseriti presso i nostri partner di pagamento e non arrivano
          mai ai nostri server.
        </li>
        <li>
          <strong>Messaggi:</strong> ciò che ci comunica via e-mail o telefono, ad esempio esigenze
          di accessibilità o un viaggio di gruppo.
        </li>
        <li>
          <strong>Dati tecnici:</strong> indirizzo IP, tipo di browser e orario delle richieste,
          conservati nei log del server per proteggere il servizio.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'Come usiamo i dati',
    content: (
      <>
        <ul>
          <li>
            Per gestire account, prenotazioni e portafoglio: necessario per eseguire il contratto
            con Lei (articolo 6, paragrafo 1, lettera b del GDPR).
          </li>
          <li>
            Per tenere la contabilità e prevenire le frodi: i nostri obblighi di legge e il nostro
            legittimo interesse a un servizio sicuro (articolo 6, paragrafo 1, lettere c e f).
          </li>
          <li>
            Per rispondere alle Sue domande e migliorare i nostri tour: il nostro legittimo
            interesse (articolo 6, paragrafo 1, lettera f).
          </li>
          <li>
            Per inviarLe la newsletter: solo con il Suo consenso (articolo 6, paragrafo 1, lettera
            a), revocabile in qualsiasi momento.
          </li>
        </ul>
        <p>
          Non vendiamo mai i Suoi dati e non prendiamo decisioni automatizzate che producano effetti
          giuridici o che incidano in modo analogo significativamente sulla Sua persona.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-data',
    title: 'Condivisione dei dati',
    content: (
      <>
        <ul>
          <li>
            <strong>Guide e partner locali:</strong> nome, data del tour, numero di viaggiatori ed
            eventuali esigenze che ci ha comunicato.
          </li>
          <li>
            <strong>Partner di pagamento:</strong> i nostri due istituti di pagamento autorizzati
            gestiscono ricariche e rimborsi in qualità di titolari autonomi dei Suoi dati di
            pagamento.
          </li>
          <li>
            <strong>Fornitori di servizi:</strong> fornitori di hosting e di posta elettronica che
            trattano dati per nostro conto con contratti ai sensi dell’articolo 28 del GDPR, su
            server situati nell’Unione europea.
          </li>
          <li>
            <strong>Autorità:</strong> solo quando la legge lo impone.
          </li>
        </ul>
        <p>
          Se dei dati dovessero mai lasciare lo Spazio economico europeo, ci baseremmo su una
          decisione di adeguatezza della Commissione europea o sulle sue clausole contrattuali tipo.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Conservazione e sicurezza',
    content: (
      <>
        <ul>
          <li>
            I dati dell’account vengono conservati finché l’account è attivo e cancellati entro 30
            giorni dalla chiusura.
          </li>
          <li>
            I dati di prenotazioni e portafoglio vengono conservati per 10 anni, come richiede il
            diritto commerciale francese per i documenti contabili.
          </li>
          <li>I log del server vengono cancellati dopo 12 mesi.</li>
        </ul>
        <p>
          Tutte le connessioni sono cifrate, le password sono conservate come hash e solo il
          personale che ne ha bisogno può vedere i Suoi dati. Se una violazione rischia di mettere a
          repentaglio i Suoi diritti, la notifichiamo all’autorità francese per la protezione dei
          dati (CNIL) entro 72 ore e La informiamo senza ingiustificato ritardo.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'I Suoi diritti',
    content: (
      <>
        <p>Il GDPR Le riconosce il diritto di:</p>
        <ul>
          <li>accedere ai Suoi dati e riceverne una copia;</li>
          <li>ottenere la rettifica dei dati inesatti;</li>
          <li>ottenere la cancellazione dei dati, salvo che la legge ci imponga di conservarli;</li>
          <li>limitarne il trattamento od opporsi a esso;</li>
          <li>ricevere i dati che ci ha fornito in un formato portabile;</li>
          <li>
            revocare il consenso in qualsiasi momento, senza pregiudicare il trattamento precedente.
          </li>
        </ul>
        <p>
          Per esercitare uno di questi diritti, scriva a{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>. Potremmo chiederLe di confermare la Sua
          identità e risponderemo entro 30 giorni. Può anche presentare reclamo alla CNIL
          (www.cnil.fr) o all’autorità per la protezione dei dati del Suo Paese.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-changes',
    title: 'Cookie e modifiche a questa informativa',
    content: (
      <>
        <p>
          Non usiamo cookie pubblicitari né di tracciamento. L’archiviazione locale del browser
          conserva la sessione di accesso, così da restare connessi; viene rimossa all’uscita.
          Questa archiviazione è strettamente necessaria al servizio e non richiede quindi il
          consenso.
        </p>
        <p>
          Quando modifichiamo questa informativa, aggiorniamo la data in cima alla pagina. Gli
          intestatari di un account vengono informati via e-mail delle modifiche rilevanti prima che
          entrino in vigore.
        </p>
      </>
    ),
  },
];
