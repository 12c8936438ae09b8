import { Link } from '../../../../components/link';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationPolicySentence,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `Ces conditions régissent votre utilisation du site ${site.name}, votre compte, le porte-monnaie prépayé et les visites que vous réservez chez nous. Merci de les lire avant de réserver.`;

export const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptation des présentes conditions',
    content: (
      <>
        <p>
          La place de marché {site.name} est exploitée par {site.name}, établie à Paris, en France.
          En créant un compte ou en réservant une visite, vous acceptez ces conditions et notre{' '}
          <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
        <p>
          Vous devez avoir au moins 18 ans pour créer un compte et réserver. Les voyageurs de moins
          de 18 ans sont les bienvenus sur nos visites lorsqu’un adulte qui en a la responsabilité
          les accompagne.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Votre compte',
    content: (
      <ul>
        <li>Donnez-nous des informations exactes et tenez votre adresse e-mail à jour.</li>
        <li>
          Gardez votre mot de passe secret ; vous êtes responsable des réservations faites avec
          votre compte.
        </li>
        <li>
          Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre a utilisé votre compte.
        </li>
        <li>
          Nous pouvons suspendre un compte utilisé pour une fraude ou un abus. Nous vous en
          indiquerons la raison et vous pourrez contester.
        </li>
      </ul>
    ),
  },
  {
    id: 'prepaid-wallet',
    title: 'Le porte-monnaie prépayé',
    content: (
      <>
        <p>
          Votre porte-monnaie contient des euros que vous rechargez auprès de l’un de nos deux
          partenaires de paiement. Son solde s’affiche au centime près et ne peut servir qu’à des
          réservations {site.name}. Ce n’est pas un compte bancaire : il ne rapporte pas d’intérêts
          et ne peut pas être transféré à une autre personne.
        </p>
        <p>
          Votre solde n’expire pas. Vous pouvez demander à tout moment le remboursement du solde
          inutilisé, comme le décrivent nos{' '}
          <Link to="/delivery-refund">conditions de prestation et de remboursement</Link>. Si un
          montant est crédité par erreur sur votre porte-monnaie, nous pouvons le corriger et vous
          en informerons.
        </p>
      </>
    ),
  },
  {
    id: 'bookings-and-prices',
    title: 'Réservations et prix',
    content: (
      <>
        <p>
          Tous les prix sont en euros, TVA comprise. Les mini-visites sont sans frais de
          réservation. Une réservation est confirmée dès que le montant total a été débité de votre
          porte-monnaie ; nous vous envoyons un e-mail de confirmation avec votre billet
          électronique dans les 30 minutes.
        </p>
        <p>
          Les mini-visites sont assurées par des guides locaux indépendants que nous sélectionnons
          et évaluons. Les circuits de plusieurs jours sont organisés par {site.name} avec des
          partenaires locaux ; lorsqu’un circuit combine transport et hébergement, il constitue un
          forfait au sens de la directive (UE) 2015/2302 et vous bénéficiez de tous les droits
          qu’elle vous accorde, y compris la protection en cas d’insolvabilité.
        </p>
        <p>
          Les économies de CO₂ indiquées sur les pages des circuits sont des estimations fondées sur
          les facteurs de conversion des gaz à effet de serre 2025 du DESNZ britannique. Les noms de
          lieux et leurs coordonnées proviennent de{' '}
          <a href="https://www.geonames.org/" rel="noopener">
            GeoNames
          </a>
          , utilisé sous{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.fr" rel="noopener license">
            licence Creative Commons Attribution 4.0 (CC BY 4.0)
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Annulations et modifications',
    content: (
      <>
        <p>
          Vous pouvez annuler une réservation depuis votre tableau de bord jusqu’à la veille de son
          début. <CancellationPolicySentence /> Nos{' '}
          <Link to="/delivery-refund">conditions de prestation et de remboursement</Link> en donnent
          le détail.
        </p>
        <p>
          <DateChangeSentence /> Vous changez la date depuis votre tableau de bord, rubrique
          Réservations, où vous voyez ce que coûte le changement avant de confirmer.{' '}
          <MicroTourDateChangeSentence />
        </p>
        <p>
          Les visites étant des prestations de loisirs réservées pour une date précise, le droit de
          rétractation de 14 jours prévu par le droit européen de la consommation ne s’y applique
          pas. Si nous devons annuler une visite pour cause de météo, de sécurité ou de nombre
          insuffisant de participants, nous vous remboursons intégralement et vous pouvez réserver
          une autre date.
        </p>
      </>
    ),
  },
  {
    id: 'traveller-responsibilities',
    title: 'Engagements des voyageurs',
    content: (
      <ul>
        <li>
          Soyez à l’heure au point de rendez-vous ; un guide peut partir sans les retardataires.
        </li>
        <li>
          Vérifiez la difficulté et la durée d’une visite et assurez-vous qu’elles conviennent à
          votre santé et à votre condition physique.
        </li>
        <li>
          Munissez-vous d’une pièce d’identité valide et, pour les circuits de plusieurs jours,
          d’une assurance voyage couvrant les activités prévues.
        </li>
        <li>
          Respectez les habitants, la faune et la nature, et ne laissez aucune trace. Un guide peut
          exclure un participant qui met les autres en danger ; aucun remboursement n’est alors dû.
        </li>
      </ul>
    ),
  },
  {
    id: 'liability-and-law',
    title: 'Responsabilité et droit applicable',
    content: (
      <>
        <p>
          Nous sommes responsables des prestations que nous vendons dans les conditions prévues par
          la loi. Nous ne sommes pas responsables des événements échappant raisonnablement à notre
          contrôle, tels que grèves, conditions météorologiques extrêmes ou fermetures décidées par
          les autorités. Rien dans ces conditions ne limite notre responsabilité lorsque la loi ne
          le permet pas, notamment en cas de décès ou de dommage corporel causé par notre
          négligence.
        </p>
        <p>
          Ces conditions sont régies par le droit français. Si vous résidez dans un autre pays de
          l’UE, vous conservez la protection de ses règles impératives de protection des
          consommateurs. Si nous ne parvenons pas à régler une réclamation ensemble, vous pouvez la
          soumettre gratuitement à un médiateur de la consommation, dont nous vous communiquons les
          coordonnées sur demande, ou aux tribunaux compétents.
        </p>
      </>
    ),
  },
];
