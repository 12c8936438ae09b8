import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';

export const summary = `Cette politique explique quelles données personnelles ${site.name} collecte lorsque vous naviguez sur le site, réservez des visites et utilisez votre porte-monnaie prépayé, pourquoi nous les utilisons et quels droits vous confère le règlement général sur la protection des données (RGPD).`;

export const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Qui sommes-nous',
    content: (
      <>
        <p>
          {site.name} exploite cette place de marché du voyage durable en Europe depuis Paris, en
          France. Nous sommes responsables du traitement des données personnelles décrites dans
          cette politique.
        </p>
        <p>
          Les guides et partenaires locaux qui assurent les visites que vous réservez ne reçoivent
          que les données nécessaires pour vous accueillir, dans le cadre d’accords écrits conclus
          avec nous. Pour toute question sur vos données, écrivez à{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Les données que nous collectons',
    content: (
      <ul>
        <li>
          <strong>Données de compte :</strong> vos nom et prénom, votre adresse e-mail et votre mot
          de passe. Nous ne conservons le mot de passe que sous forme de hachage salé, jamais en
          clair.
        </li>
        <li>
          <strong>Données de réservation :</strong> les visites que vous réservez, leurs dates, le
          nombre de voyageurs, les options choisies et les montants payés.
        </li>
        <li>
          <strong>Données du porte-monnaie :</strong> vos rechargements, paiements et
          remboursements, avec leurs dates et montants. Les données de carte sont saisies chez nos
          partenaires de paiement et n’atteignent jamais nos serveurs.
        </li>
        <li>
          <strong>Messages :</strong> ce que vous nous dites par e-mail ou par téléphone, par
          exemple sur des besoins d’accessibilité ou un voyage de groupe.
        </li>
        <li>
          <strong>Données techniques :</strong> adresse IP, type de navigateur et heure des
          requêtes, conservés dans les journaux du serveur pour protéger le service.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'Comment nous utilisons vos données',
    content: (
      <>
        <ul>
          <li>
            Pour gérer votre compte, vos réservations et votre porte-monnaie : c’est nécessaire à
            l’exécution de notre contrat avec vous (article 6, paragraphe 1, point b du RGPD).
          </li>
          <li>
            Pour tenir notre comptabilité et prévenir la fraude : nos obligations légales et notre
            intérêt légitime à offrir un service sûr (article 6, paragraphe 1, points c et f).
          </li>
          <li>
            Pour répondre à vos questions et améliorer nos visites : notre intérêt légitime (article
            6, paragraphe 1, point f).
          </li>
          <li>
            Pour vous envoyer notre newsletter : uniquement avec votre consentement (article 6,
            paragraphe 1, point a), que vous pouvez retirer à tout moment.
          </li>
        </ul>
        <p>
          Nous ne vendons jamais vos données et ne prenons aucune décision automatisée produisant
          des effets juridiques vous concernant ou vous affectant de manière significative.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-data',
    title: 'Le partage de vos données',
    content: (
      <>
        <ul>
          <li>
            <strong>Guides et partenaires :</strong> votre nom, la date de la visite, le nombre de
            voyageurs et les besoins particuliers dont vous nous avez fait part.
          </li>
          <li>
            <strong>Partenaires de paiement :</strong> nos deux prestataires de paiement agréés
            traitent les rechargements et remboursements en tant que responsables indépendants de
            vos données de paiement.
          </li>
          <li>
            <strong>Prestataires :</strong> des hébergeurs et services d’e-mail qui traitent des
            données pour notre compte, dans le cadre de contrats conformes à l’article 28 du RGPD,
            sur des serveurs situés dans l’Union européenne.
          </li>
          <li>
            <strong>Autorités :</strong> uniquement lorsque la loi nous y oblige.
          </li>
        </ul>
        <p>
          Si des données devaient un jour quitter l’Espace économique européen, nous nous
          appuierions sur une décision d’adéquation de la Commission européenne ou sur ses clauses
          contractuelles types.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Conservation et sécurité',
    content: (
      <>
        <ul>
          <li>
            Les données de compte sont conservées tant que votre compte est ouvert et supprimées
            dans les 30 jours suivant sa fermeture.
          </li>
          <li>
            Les données de réservation et du porte-monnaie sont conservées 10 ans, comme l’exige le
            Code de commerce pour les pièces comptables.
          </li>
          <li>Les journaux du serveur sont supprimés au bout de 12 mois.</li>
        </ul>
        <p>
          Toutes les connexions sont chiffrées, les mots de passe sont hachés et seules les
          personnes de notre équipe qui en ont besoin peuvent voir vos données. Si une violation de
          données risque de porter atteinte à vos droits, nous la notifions à la CNIL dans les 72
          heures et vous en informons dans les meilleurs délais.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Vos droits',
    content: (
      <>
        <p>Le RGPD vous donne le droit :</p>
        <ul>
          <li>d’accéder à vos données et d’en recevoir une copie ;</li>
          <li>de faire rectifier des données inexactes ;</li>
          <li>de faire effacer vos données, sauf si la loi nous oblige à les conserver ;</li>
          <li>de limiter leur traitement ou de vous y opposer ;</li>
          <li>de recevoir les données que vous nous avez fournies dans un format portable ;</li>
          <li>
            de retirer votre consentement à tout moment, sans effet sur les traitements antérieurs.
          </li>
        </ul>
        <p>
          Pour exercer l’un de ces droits, écrivez à{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>. Nous pouvons vous demander de confirmer
          votre identité et vous répondrons sous 30 jours. Vous pouvez aussi introduire une
          réclamation auprès de la CNIL (www.cnil.fr) ou de l’autorité de protection des données de
          votre pays.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-changes',
    title: 'Cookies et modifications de cette politique',
    content: (
      <>
        <p>
          Nous n’utilisons aucun cookie publicitaire ni de suivi. Le stockage local de votre
          navigateur conserve votre session de connexion pour que vous restiez connecté ; il est
          effacé lorsque vous vous déconnectez. Ce stockage est strictement nécessaire au service et
          ne requiert donc pas de consentement.
        </p>
        <p>
          Lorsque nous modifions cette politique, nous mettons à jour la date en haut de cette page.
          Nous informons les titulaires d’un compte des changements importants par e-mail avant leur
          entrée en vigueur.
        </p>
      </>
    ),
  },
];
