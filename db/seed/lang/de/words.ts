/**
 * The bench catalogue's drawn words in German (scale.ts `words`, lang/types.ts): everyday words,
 * the most used roughly first, none of them a place's name.
 */
export const germanWords: string[] = `
Zeit Tag Jahr Welt Leben Mann Frau Kind Haus Sache Hand Mal Stunde Moment Arbeit Familie Freund
Land Tür Vater Mutter Bruder Schwester Tochter Junge Nacht Morgen Abend Woche Monat Geschichte
Frage Grund Geld Auto Straße Gasse Platz Tisch Zimmer Bett Fenster Garten Baum Blume Sonne Mond
Stern Himmel Meer Bach Stein Feuer Erde Wind Regen Schnee Wolke Sommer Winter Frühling Herbst
Jahreszeit Schule Buch Brief Papier Wort Name Idee Wahrheit Glück Angst Freude Liebe Herz Kopf
Gesicht Augen Mund Stimme Körper Blut Kraft Gesundheit Arzt Krankenhaus Musik Lied Tanz Fest
Geschenk Brot Käse Wein Bier Kaffee Milch Zucker Salz Fleisch Fisch Apfel Birne Kirsche Erdbeere
Tomate Salat Suppe Kuchen Flasche Glas Teller Messer Löffel Gabel Küche Stube Treppe Dach Mauer
Schlüssel Tasche Koffer Fahrkarte Flugzeug Boot Fahrrad Brücke Hafen Strand Insel Hügel Wiese Feld
Acker Bauernhof Dorf Viertel Laden Geschäft Kirche Schloss Bühne Kino Bahnhof Büro Fabrik Bank
Post Zeitung Foto Bild Farbe blau rot grün gelb weiß schwarz grau braun rosa lila sanft ruhig
einfach schnell langsam groß klein jung alt schön hübsch neu fröhlich traurig stark schwach warm
kalt lang kurz breit eng voll leicht schwer sauber schmutzig reich arm wahr falsch hell dunkel gut
schlecht besser erste letzte nächste allein zusammen immer oft manchmal nie bald gestern heute
hier überall draußen drinnen weit nah wirklich fast genug sehr wenig noch gehen kommen machen
sagen sehen wissen können wollen nehmen geben sprechen lieben denken finden suchen warten laufen
rennen trinken schlafen spielen lesen schreiben öffnen schließen bleiben fallen steigen eintreten
lachen weinen vergessen träumen Reisende Erinnerung Überraschung Stille Lärm Duft Geschmack Wärme
Licht Schatten Spiegel Uhr Kerze Lampe Teppich Vorhang Kissen Korb Spielzeug Ball Puppe Hund Katze
Pferd Kuh Schaf Vogel Biene Schmetterling Huhn Hase Fuchs Wolf Bär Hirsch Frosch Schildkröte Wal
Delfin Tanne Eiche Felsen Sand Welle Natur Landschaft Klippe Quelle Eis Nebel Gewitter Donner
Blitz Morgengrauen Dämmerung Mitternacht Mittag Sonntag Montag Samstag Ferien Nachbar Vetter Onkel
Tante Großmutter Großvater König Königin Prinz Prinzessin Soldat Kapitän Matrose Fischer Bäcker
Bauer Künstler Maler Schriftsteller Sänger Lehrer Schüler
`
  .trim()
  .split(/\s+/);
