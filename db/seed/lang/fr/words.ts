/**
 * The bench catalogue's drawn words in French (scale.ts `words`, lang/types.ts): everyday words,
 * the most used roughly first, none of them a place's name.
 */
export const frenchWords: string[] = `
temps jour année monde vie homme femme enfant maison chose main fois heure moment travail famille
ami pays porte père mère frère sœur fille garçon nuit matin soir semaine mois histoire question
raison argent voiture chemin route rue place table chambre lit fenêtre jardin arbre fleur soleil
lune étoile ciel mer rivière pierre feu terre vent pluie neige nuage été hiver printemps automne
saison école livre lettre papier mot nom idée vérité chance peur joie amour cœur tête visage yeux
bouche voix corps sang force santé médecin hôpital musique chanson danse fête cadeau repas pain
fromage vin bière café lait sucre sel viande poisson pomme poire cerise fraise tomate salade soupe
gâteau chocolat bouteille verre assiette couteau cuillère fourchette cuisine salon escalier toit
mur fenêtres clé sac valise billet train avion bateau vélo pont port plage île colline vallée
champ prairie ferme village quartier marché boutique magasin église château musée théâtre cinéma
gare bureau usine banque poste journal photo image couleur bleu rouge vert jaune blanc noir gris
brun rose violet doux calme simple rapide lent grand petit jeune vieux beau joli nouveau ancien
heureux triste fort faible chaud froid long court large étroit plein vide facile difficile propre
riche pauvre vrai faux clair sombre léger lourd bon mauvais meilleur pire premier dernier prochain
seul ensemble toujours souvent parfois jamais bientôt hier demain ici partout dehors dedans loin
près vite lentement doucement vraiment presque assez trop beaucoup peu encore déjà aller venir
faire dire voir savoir pouvoir vouloir prendre donner parler aimer penser trouver chercher
attendre marcher courir manger boire dormir chanter jouer lire écrire ouvrir fermer partir rester
tomber monter descendre entrer sortir rire pleurer oublier rêver voyage voyageur souvenir surprise
silence bruit odeur goût chaleur lumière ombre couleurs miroir horloge bougie lampe tapis rideau
coussin panier jouet ballon poupée chien chat cheval vache mouton oiseau abeille papillon poule
lapin renard loup ours cerf grenouille tortue baleine dauphin sapin chêne rocher sable vague
nature paysage sentier falaise source glace brume orage tonnerre éclair aube crépuscule minuit
midi dimanche lundi samedi vacances voisin cousin oncle tante grand-mère grand- bébé roi reine
prince princesse soldat capitaine pêcheur boulanger paysan artiste peintre écrivain chanteur
professeur élève
`
  .trim()
  .split(/\s+/);
