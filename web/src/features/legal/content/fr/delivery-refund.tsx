import { BALANCE_PAYBACK_BUSINESS_DAYS } from '@app/domain/cancellation-policy';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationTierList,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `${site.name} vend des expériences, pas des biens matériels : tout ce que vous achetez vous est remis sous forme numérique. Ces conditions expliquent comment vos réservations vous parviennent et comment fonctionnent les annulations et les remboursements.`;

export const sections: LegalSection[] = [
  {
    id: 'digital-delivery',
    title: 'Remise numérique des réservations',
    content: (
      <>
        <p>
          Nous n’envoyons rien par la poste. Dans les 30 minutes suivant la réservation
          (généralement en moins d’une minute), vous recevez un e-mail de confirmation avec votre
          référence de réservation, le lieu et l’heure du rendez-vous, vos voyageurs, vos options et
          le total, ainsi que les conditions d’annulation de votre réservation. Votre billet
          électronique l’accompagne, et vous parvient dans tous les cas sous 24 heures : un PDF avec
          un QR code à présenter au point de rendez-vous, et une entrée d’agenda. Le même billet
          s’ouvre depuis votre tableau de bord, rubrique Réservations, où vous pouvez l’imprimer ou
          le garder sur votre téléphone, et nous vous envoyons un rappel par e-mail 48 heures avant
          le départ.
        </p>
        <p>
          Si rien n’est arrivé au bout de 24 heures, vérifiez votre dossier de courrier indésirable,
          puis contactez-nous depuis l’adresse e-mail utilisée pour la réservation.
        </p>
      </>
    ),
  },
  {
    id: 'wallet-top-ups',
    title: 'Rechargements et paiements',
    content: (
      <>
        <p>
          Tous les prix et soldes sont en euros. Vous rechargez votre porte-monnaie prépayé auprès
          de l’un de nos deux partenaires de paiement, et le montant s’ajoute à votre solde dès que
          le partenaire confirme le paiement.
        </p>
        <p>
          Les réservations sont payées avec le solde de votre porte-monnaie. Chaque rechargement,
          paiement et remboursement figure dans l’historique de votre porte-monnaie avec sa date et
          son montant.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling-a-booking',
    title: 'Annuler ou reporter une réservation',
    content: (
      <>
        <p>Ce qui vous est remboursé dépend du nombre de jours avant la visite où vous annulez :</p>
        <CancellationTierList />
        <p>
          Une absence compte comme une annulation le jour même. Peu avant la visite, guides et
          partenaires vous ont déjà réservé leur temps et leurs places ; nous examinons au cas par
          cas les urgences justifiées.
        </p>
        <p>
          Les jours se comptent dans le fuseau horaire du pays où a lieu la visite, jusqu’à la
          veille de son début ; s’appliquent les conditions en vigueur au moment de votre
          réservation. Pour annuler, choisissez Annuler la réservation à côté de celle-ci dans votre
          tableau de bord, rubrique Réservations : vous voyez le remboursement exact avant de
          confirmer. Vous pouvez aussi écrire à <a href={`mailto:${site.email}`}>{site.email}</a> en
          indiquant votre référence de réservation, le code de 8 caractères figurant dans votre
          confirmation.
        </p>
        <p>
          <DateChangeSentence /> Les jours se comptent de la même façon, selon les conditions en
          vigueur lors de votre réservation. Pour reporter une réservation, choisissez Changer de
          date à côté de celle-ci dans votre tableau de bord, rubrique Réservations : vous voyez les
          frais et l’éventuelle différence de prix avant de confirmer, et nous vous envoyons un
          nouveau billet et une nouvelle entrée d’agenda. <MicroTourDateChangeSentence />
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'Annulations et modifications de notre fait',
    content: (
      <p>
        Si nous ou un guide devons annuler une visite, par exemple en raison d’intempéries, d’un
        problème de sécurité, d’une grève des transports ou d’un nombre insuffisant de participants,
        nous vous remboursons immédiatement l’intégralité de la réservation sur votre porte-monnaie
        et vous prévenons par e-mail ; vous pouvez alors réserver une autre date sans frais. Si nous
        devons modifier un élément essentiel d’un circuit de plusieurs jours, vous pouvez accepter
        la modification ou annuler avec remboursement intégral.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'Comment les remboursements sont versés',
    content: (
      <>
        <p>
          Les remboursements sont crédités sur votre porte-monnaie EcoTours dès l’annulation de la
          réservation, que vous annuliez depuis votre tableau de bord ou que nous annulions le
          départ, et vous pouvez les utiliser tout de suite pour n’importe quelle visite. Pour
          récupérer sur votre carte l’argent de votre porte-monnaie, voir Remboursement du solde
          inutilisé ci-dessous.
        </p>
        <p>
          Nous ne facturons aucuns frais de remboursement, mais nous ne maîtrisons pas les frais de
          change prélevés par votre banque.
        </p>
      </>
    ),
  },
  {
    id: 'unused-wallet-balance',
    title: 'Remboursement du solde inutilisé',
    content: (
      <p>
        Vous pouvez demander à tout moment le remboursement du solde inutilisé de votre
        porte-monnaie en écrivant à <a href={`mailto:${site.email}`}>{site.email}</a>. Nous le
        reversons sur les moyens de paiement utilisés pour vos rechargements, sous{' '}
        {BALANCE_PAYBACK_BUSINESS_DAYS.min} à {BALANCE_PAYBACK_BUSINESS_DAYS.max} jours ouvrés ;
        votre banque peut avoir besoin de quelques jours de plus pour faire apparaître le montant.
        Lorsque vous fermez votre compte, tout solde restant est remboursé automatiquement.
      </p>
    ),
  },
];
