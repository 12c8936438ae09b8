import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Ein Flug von Paris nach Barcelona dauert in der Luft keine zwei Stunden. Rechnet man aber die Fahrt zum Flughafen, die Sicherheitskontrolle und den Weg in die Stadt dazu, ist ohnehin fast ein ganzer Tag weg. Der Nachtzug macht aus diesem verlorenen Tag eine Nacht Schlaf. Du steigst nach dem Abendessen ein, ziehst irgendwo südlich von Orléans den Vorhang zu und wachst mit den Pyrenäen vor dem Fenster auf.',
  },
  { type: 'heading', text: 'Warum sich der Nachtzug lohnt' },
  {
    type: 'paragraph',
    text: 'Für das Klima ist die Rechnung einfach. Ein Kurzstreckenflug hin und zurück über rund 1.000 km verursacht etwa 200 kg CO₂ pro Person, wenn man die zusätzliche Erwärmung durch Emissionen in großer Höhe mitzählt. Dieselbe Strecke mit dem Elektrozug, selbst im Schlafwagen, kommt auf einen kleinen Bruchteil davon. Auf einer typischen einfachen Fahrt von Paris bis zur spanischen Grenze spart der Zug rund 150 kg CO₂ – etwa so viel, wie ein durchschnittliches europäisches Auto auf tausend Kilometern ausstößt.',
  },
  {
    type: 'paragraph',
    text: 'Auch praktisch spricht viel dafür. Bahnhöfe liegen mitten in der Stadt, es gibt keine Flüssigkeitsgrenze und keine Schlange am Gate, und die Nacht, die du sonst im Hotel bezahlt hättest, verbringst du auf dem Weg zu deinem Ziel.',
  },
  { type: 'heading', text: 'Den richtigen Schlafplatz wählen' },
  {
    type: 'paragraph',
    text: 'Die meisten europäischen Nachtzüge bieten drei Komfortstufen. Die Preise unten sind typische Fahrpreise für eine einfache Fahrt, wenn du ein paar Wochen im Voraus buchst.',
  },
  {
    type: 'list',
    items: [
      'Sitzplätze: die günstigste Variante, ab etwa 30 €, gut für junge Backpacker, aber selten erholsam.',
      'Liegewagen: vier oder sechs Liegen pro Abteil mit Bettzeug, meist 45 bis 90 €.',
      'Schlafwagen: ein bis drei Betten, ein Waschbecken und oft Frühstück, ab etwa 120 € pro Person.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Wenn du allein reist und einen leichten Schlaf hast, ist ein Damenabteil oder ein eigenes Abteil den Aufpreis wert. Familien können oft ein ganzes Liegewagenabteil buchen – dann fühlt es sich an wie ein kleines rollendes Schlafzimmer.',
  },
  { type: 'heading', text: 'Buchen ohne Kopfzerbrechen' },
  {
    type: 'paragraph',
    text: 'Nachtzugtickets gibt es meist zwei bis vier Monate vor der Abfahrt, und die besten Plätze sind zuerst weg, besonders freitags und in den Schulferien. Buche möglichst direkt beim Bahnunternehmen: Umbuchungen und Erstattungen sind dort viel einfacher als über Wiederverkäufer. Geht deine Reise nach dem Nachtzug weiter, kauf das Anschlussticket separat, plane aber mindestens eine Stunde Puffer ein – Nachtzüge haben morgens öfter Verspätung als abends.',
  },
  {
    type: 'paragraph',
    text: 'Ein Bahnpass kann den Grundpreis abdecken, für den Schlafplatz selbst brauchst du aber trotzdem eine Reservierung. Prüf die Reservierungsgebühr, bevor du davon ausgehst, dass sich der Pass rechnet.',
  },
  { type: 'heading', text: 'Was an Bord mitmuss' },
  {
    type: 'paragraph',
    text: 'Pack dir eine kleine Nachttasche, damit du im engen Abteil nicht den Koffer öffnen musst: Zahnbürste, Ohrstöpsel, Schlafmaske, eine nachfüllbare Wasserflasche und eine leichte Schicht gegen die Klimaanlage. Das Abendessen an Bord ist oft einfach oder fällt ganz aus, also kauf dir vor der Abfahrt ein Picknick in der Nähe des Bahnhofs.',
  },
  { type: 'heading', text: 'Ausgeruht ankommen' },
  {
    type: 'paragraph',
    text: 'Die eigentliche Belohnung kommt am Morgen. Statt auf einem Flughafen weit draußen zu landen, steigst du mitten in der Stadt aus, stellst dein Gepäck ab und ziehst los, während andere noch für ihren Flug einchecken. Auf unserem Bahnabenteuer von Paris nach Barcelona planen wir die Route so, dass die Nachtetappe die harte Arbeit übernimmt und die Tage für die Orte dazwischen bleiben.',
  },
];
