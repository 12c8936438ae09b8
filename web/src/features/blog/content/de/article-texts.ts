import type { ArticleTexts } from '../article-texts.js';

export const articleTexts: ArticleTexts = {
  'night-trains-instead-of-short-haul-flights': {
    title: 'Nachtzug statt Kurzstreckenflug: ein praktischer Leitfaden',
    excerpt:
      'Nach dem Abendessen in Paris einsteigen, am Morgen nahe den Pyrenäen aufwachen. Wie du Schlafwagen buchst, was sie kosten und warum eine Nacht auf der Schiene rund 150 kg CO₂ spart.',
  },
  'pack-light-for-a-week-of-slow-travel': {
    title: 'Leicht packen für eine Woche Slow Travel',
    excerpt:
      'Ein Handgepäck, drei Outfits und eine Trinkflasche zum Nachfüllen: die Packliste, auf die unsere Guides bei Zug, Fähre und Fahrrad schwören.',
  },
  'hut-fees-keep-alpine-trails-open': {
    title: 'Wie Hüttengebühren die Alpenwege offen halten',
    excerpt:
      'Ein Teil jeder Nacht in einer Schweizer Berghütte bezahlt die Reparatur von Wegen nach Steinschlag und Schneeschmelze. Wir haben einen Wegbautrupp einen Tag lang begleitet.',
  },
  'what-a-ten-euro-walking-tour-gives-back': {
    title: 'Was ein Stadtrundgang für 10 € einem Viertel zurückgibt',
    excerpt:
      'Guides vor Ort behalten den Großteil jedes Kurztour-Tickets, und viele beenden ihre Route in Familiencafés und an Marktständen. So fließt das Geld.',
  },
  'slowing-down-in-finnish-lakeland': {
    title: 'Sauna, Seen und Stille: Entschleunigen in der Finnischen Seenplatte',
    excerpt:
      'Tagsüber zwischen Inseln paddeln, in der Dämmerung in die holzbefeuerte Sauna. Warum Finnen stille Zeit in der Natur als Teil der Gesundheit sehen.',
  },
  'plan-a-multi-country-rail-trip': {
    title: 'Eine Bahnreise durch mehrere Länder ohne Stress planen',
    excerpt:
      'Wann du buchen solltest, wann sich ein Bahnpass lohnt und wie viel Puffer du zwischen Anschlüssen einplanen solltest – am Beispiel einer Reise von Amsterdam nach Wien.',
  },
  'protecting-the-alentejo-cork-forests': {
    title: 'Sternenhimmel und Korkeichen: der Schutz des Montado im Alentejo',
    excerpt:
      'Kork wird alle neun Jahre von Hand geerntet, ohne dass ein Baum fällt. Wer ihn kauft, sorgt dafür, dass einer der artenreichsten Lebensräume Europas schützenswert bleibt.',
  },
  'measure-the-carbon-footprint-of-your-holiday': {
    title: 'So misst du den CO₂-Fußabdruck deines Urlaubs',
    excerpt:
      'Die Anreise macht meist drei Viertel der Emissionen einer Reise aus. Eine einfache Methode, um Routen vor der Buchung zu vergleichen – mit echten Zahlen für eine Fjordreise.',
  },
  'walking-the-camino-at-your-own-pace': {
    title: 'Die letzten Etappen des Jakobswegs in deinem eigenen Tempo',
    excerpt:
      'Du brauchst keine sechs Wochen, um den Camino zu spüren. Fünf Tage von Tui nach Santiago, mit Tipps zu Blasen, Ruhetagen und ruhigen Herbergen.',
  },
  'olive-harvest-with-peloponnese-families': {
    title: 'Olivenernte mit Familien auf dem Peloponnes',
    excerpt:
      'Jeden Herbst helfen Gäste in kleinen Olivenhainen bei der Ernte. Was die zusätzlichen Hände für Familienbetriebe bedeuten und wie der Tag in der Ölmühle abläuft.',
  },
  'station-hacks-for-rail-travellers': {
    title: 'Zehn Bahnhofsgewohnheiten entspannter Bahnreisender',
    excerpt:
      'Den Bahnsteigabschnitt finden, Proviant dabeihaben und wissen, welche Plätze in Fahrtrichtung liegen. Kleine Gewohnheiten, die einen Tag auf der Schiene ruhig statt hektisch machen.',
  },
  'a-city-weekend-on-thirty-euros': {
    title: 'Ein Städtewochenende voller Touren für 30 €',
    excerpt:
      'Ein Street-Art-Rundgang für 5 €, ein Aussichtspunkt bei Sonnenaufgang für 5 € und eine Markt-Verkostung für 20 €: So planst du ein Wochenende mit Kurztouren und lädst dein Guthaben nur einmal auf.',
  },
};
