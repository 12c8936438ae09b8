import { Link } from '../../../../components/link';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationPolicySentence,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `Questi termini regolano l’uso del sito ${site.name}, l’account, il portafoglio prepagato e i tour prenotati tramite noi. La preghiamo di leggerli prima di prenotare.`;

export const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accettazione dei termini',
    content: (
      <>
        <p>
          Il marketplace {site.name} è gestito da {site.name}, con sede a Parigi, in Francia.
          Creando un account o prenotando un tour, Lei accetta questi termini e la nostra{' '}
          <Link to="/privacy-policy">informativa sulla privacy</Link>.
        </p>
        <p>
          Per creare un account e prenotare occorre avere almeno 18 anni. I minori di 18 anni sono i
          benvenuti sui nostri tour se viaggia con loro un adulto che ne è responsabile.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Il Suo account',
    content: (
      <ul>
        <li>Fornisca dati corretti e mantenga aggiornato il Suo indirizzo e-mail.</li>
        <li>
          Mantenga segreta la password; è responsabile delle prenotazioni effettuate con il Suo
          account.
        </li>
        <li>Ci avvisi subito se ritiene che qualcun altro abbia usato il Suo account.</li>
        <li>
          Possiamo sospendere un account usato per frodi o abusi. Le comunicheremo il motivo e potrà
          opporsi.
        </li>
      </ul>
    ),
  },
  {
    id: 'prepaid-wallet',
    title: 'Il portafoglio prepagato',
    content: (
      <>
        <p>
          Il portafoglio contiene euro che Lei ricarica tramite uno dei nostri due partner di
          pagamento. Il saldo è indicato al centesimo e può essere speso solo per prenotazioni su{' '}
          {site.name}. Non è un conto bancario, non matura interessi e non può essere trasferito ad
          altre persone.
        </p>
        <p>
          Il saldo non scade. Può chiedere in qualsiasi momento il rimborso del saldo non usato,
          come descritto nelle nostre{' '}
          <Link to="/delivery-refund">condizioni di servizio e rimborso</Link>. Se un importo viene
          accreditato per errore sul portafoglio, possiamo correggerlo e glielo comunicheremo.
        </p>
      </>
    ),
  },
  {
    id: 'bookings-and-prices',
    title: 'Prenotazioni e prezzi',
    content: (
      <>
        <p>
          Tutti i prezzi sono in euro e comprensivi di IVA. I micro-tour non prevedono costi di
          prenotazione. Una prenotazione è confermata quando l’intero importo è stato addebitato sul
          portafoglio; entro 30 minuti inviamo un’e-mail di conferma con il biglietto elettronico.
        </p>
        <p>
          I micro-tour sono condotti da guide locali indipendenti che selezioniamo e valutiamo. I
          tour di più giorni sono organizzati da {site.name} con partner locali; quando un tour
          combina trasporto e alloggio, costituisce un pacchetto turistico ai sensi della direttiva
          (UE) 2015/2302 e Lei gode di tutti i diritti che essa prevede, compresa la protezione in
          caso di insolvenza.
        </p>
        <p>
          Il risparmio di CO₂ indicato nelle pagine dei tour è una stima basata sui fattori di
          conversione dei gas serra 2025 del DESNZ britannico. I nomi dei luoghi e le loro
          coordinate provengono da{' '}
          <a href="https://www.geonames.org/" rel="noopener">
            GeoNames
          </a>
          , utilizzato con{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.it" rel="noopener license">
            licenza Creative Commons Attribuzione 4.0 (CC BY 4.0)
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellazioni e modifiche',
    content: (
      <>
        <p>
          Può cancellare una prenotazione dalla Sua dashboard fino al giorno prima dell’inizio.{' '}
          <CancellationPolicySentence /> Le nostre{' '}
          <Link to="/delivery-refund">condizioni di servizio e rimborso</Link> riportano i dettagli.
        </p>
        <p>
          <DateChangeSentence /> La data si cambia dalla dashboard, nella sezione Prenotazioni, dove
          il costo della modifica è indicato prima della conferma. <MicroTourDateChangeSentence />
        </p>
        <p>
          Poiché i tour sono servizi per il tempo libero prenotati per una data precisa, il diritto
          di recesso di 14 giorni previsto dalla normativa europea sui consumatori non si applica.
          Se dobbiamo annullare un tour per maltempo, motivi di sicurezza o un numero insufficiente
          di partecipanti, La rimborsiamo per intero e può prenotare un’altra data.
        </p>
      </>
    ),
  },
  {
    id: 'traveller-responsibilities',
    title: 'Responsabilità dei viaggiatori',
    content: (
      <ul>
        <li>Arrivi puntuale al punto d’incontro; la guida può partire senza i ritardatari.</li>
        <li>
          Verifichi difficoltà e durata di un tour e si assicuri che siano adatte alla Sua salute e
          alla Sua forma fisica.
        </li>
        <li>
          Porti con sé un documento d’identità valido e, per i tour di più giorni, un’assicurazione
          di viaggio che copra le attività previste.
        </li>
        <li>
          Rispetti le persone del posto, la fauna e la natura, e non lasci tracce. La guida può
          escludere un partecipante che mette in pericolo gli altri; in tal caso non è dovuto alcun
          rimborso.
        </li>
      </ul>
    ),
  },
  {
    id: 'liability-and-law',
    title: 'Responsabilità e legge applicabile',
    content: (
      <>
        <p>
          Rispondiamo dei servizi che vendiamo nei termini previsti dalla legge. Non rispondiamo di
          eventi che sfuggono al nostro ragionevole controllo, come scioperi, condizioni meteo
          estreme o chiusure disposte dalle autorità. Nulla in questi termini limita la nostra
          responsabilità dove la legge non lo consente, compresi il decesso o le lesioni personali
          causati da nostra negligenza.
        </p>
        <p>
          Questi termini sono regolati dalla legge francese. Se risiede in un altro Paese dell’UE,
          conserva la tutela delle sue norme imperative a protezione dei consumatori. Se non
          riusciamo a risolvere insieme un reclamo, può rivolgersi gratuitamente a un mediatore dei
          consumatori, i cui recapiti forniamo su richiesta, oppure ai tribunali competenti.
        </p>
      </>
    ),
  },
];
