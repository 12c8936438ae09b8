import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Ein Ticket für 10 € klingt nach nicht viel. Doch für einen Guide, der dreimal pro Woche eine Gruppe durch die Gassen von Palermo oder Catania führt, summieren sich diese Tickets zu einem echten Einkommen – und ein großer Teil davon bleibt nur ein paar Straßen vom Startpunkt der Tour entfernt. Wir haben nachgeschaut, wohin das Geld einer typischen Kurztour tatsächlich fließt.',
  },
  { type: 'heading', text: 'Der Großteil des Tickets geht an den Guide' },
  {
    type: 'paragraph',
    text: 'Unsere Kurztouren werden von Menschen geführt, die in der Stadt leben, die sie zeigen. Von einem typischen Ticket für 10 € behält der Guide den größten Anteil. Der Rest deckt Zahlungsgebühren, Versicherung und den Betrieb der Buchungsplattform. Für Reisende kommt keine Buchungsgebühr obendrauf: Der Preis, den du siehst, ist der Preis, den du zahlst.',
  },
  {
    type: 'paragraph',
    text: 'Mit einer Gruppe von acht Leuten auf einem zweistündigen Rundgang verdient ein Guide mehr als in vielen Stundenjobs in derselben Stadt. Einige unserer Guides sind Studierende, pensionierte Lehrkräfte oder Künstler, die ihre Touren um andere Arbeit herum legen. Andere haben daraus ein kleines Vollzeitgeschäft gemacht.',
  },
  { type: 'heading', text: 'Auch die Stopps machen den Unterschied' },
  {
    type: 'paragraph',
    text: 'Wohin eine Tour führt, ist ebenso wichtig wie die Person, die sie leitet. Viele Routen enden in einem Familiencafé, einer Bäckerei oder an einem Marktstand statt in einem Kettenrestaurant. Der Guide bekommt dafür keine Provision; es geht darum, Gästen Orte zu zeigen, die sie allein nicht finden würden.',
  },
  {
    type: 'list',
    items: [
      'Ein Streetfood-Rundgang hält vielleicht an einem Stand mit Arancini, bei einem Fischhändler und in einer kleinen Konditorei.',
      'Ein Geschichtsrundgang endet oft in einer Eckkneipe, deren Wirt sich noch an die Altstadt von früher erinnert.',
      'Eine Tour zum Sonnenaufgang kann mit einem Frühstück in einer Bäckerei enden, die vor allen anderen öffnet.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Wenn Gäste an jedem Stopp einen Kaffee, einen Snack oder ein kleines Souvenir kaufen, landet das Geld bei Betrieben, die von großen Busgruppen selten etwas haben.',
  },
  { type: 'heading', text: 'Kleine Gruppen, kleinerer Fußabdruck' },
  {
    type: 'paragraph',
    text: 'Kurztouren sind bewusst klein gehalten. Eine Gruppe von acht bis zwölf Leuten kann in einer engen Gasse stehen, ohne den Anwohnern den Weg zu versperren, braucht kein Mikrofon und ist schnell wieder weiter. Die Nachbarn heißen eine Handvoll neugieriger Gäste viel herzlicher willkommen als eine Menge von fünfzig.',
  },
  {
    type: 'paragraph',
    text: 'Kurze Touren verteilen die Besuche außerdem über den Tag und auf Viertel, die Touristen oft übersehen. Das entlastet die meistbesuchten Sehenswürdigkeiten.',
  },
  { type: 'heading', text: 'So bewirkt dein Ticket mehr' },
  {
    type: 'paragraph',
    text: 'Gib deinem Guide Trinkgeld, wenn die Tour gut war; in vielen Städten ist das üblich, und es kommt vollständig bei ihm an. Kauf an den Stopps etwas, wenn du kannst. Frag deinen Guide, wo er selbst isst und einkauft, und geh später noch einmal allein hin. Schreib eine Bewertung, denn neue Guides brauchen sie, um ihre ersten Touren zu füllen.',
  },
  {
    type: 'paragraph',
    text: 'Ein einzelnes Ticket für 10 € verändert kein Viertel. Aber ein stetiger Strom kleiner, gut geführter Touren hält Guides vor Ort in Arbeit, bringt unabhängigen Läden Kundschaft und schenkt Gästen einen Blick auf die Stadt, den keine Busrundfahrt bieten kann.',
  },
];
