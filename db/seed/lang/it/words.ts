/**
 * The bench catalogue's drawn words in Italian (scale.ts `words`, lang/types.ts): everyday words,
 * the most used roughly first, none of them a place's name.
 */
export const italianWords: string[] = `
tempo giorno anno mondo vita uomo donna bambino casa cosa mano volta ora momento lavoro famiglia
amico paese porta padre madre fratello sorella figlia ragazzo notte mattina sera settimana mese
storia domanda ragione soldi macchina strada via piazza tavolo camera letto finestra giardino
albero fiore sole luna stella cielo mare pietra fuoco terra vento pioggia neve nuvola estate
inverno primavera autunno stagione scuola libro lettera carta parola nome idea verità fortuna
paura gioia amore cuore testa viso occhi bocca voce corpo sangue forza salute medico ospedale
musica canzone ballo festa regalo pranzo pane formaggio vino birra caffè latte zucchero carne
pesce mela pera ciliegia fragola arancia pomodoro insalata minestra torta bottiglia bicchiere
piatto coltello cucchiaio forchetta cucina salotto scala tetto muro chiave valigia biglietto treno
aereo barca bicicletta ponte spiaggia isola collina valle lago campo fattoria villaggio quartiere
mercato negozio chiesa castello museo teatro cinema stazione ufficio fabbrica banca posta giornale
foto immagine colore azzurro rosso verde giallo bianco nero grigio marrone rosa viola dolce
tranquillo semplice veloce lento grande piccolo giovane vecchio bello nuovo antico felice triste
forte debole caldo freddo lungo corto largo stretto pieno vuoto facile difficile pulito sporco
ricco povero vero falso chiaro scuro leggero pesante buono cattivo migliore peggiore primo ultimo
prossimo solo insieme sempre spesso mai presto ieri domani oggi qui ovunque fuori dentro lontano
vicino piano davvero quasi abbastanza troppo molto poco ancora adesso andare venire fare dire
vedere sapere potere volere prendere dare parlare amare pensare trovare cercare aspettare
camminare correre mangiare bere dormire cantare giocare leggere scrivere aprire chiudere partire
restare cadere salire scendere entrare uscire ridere piangere dimenticare sognare viaggio
viaggiatore ricordo sorpresa silenzio rumore odore sapore calore luce ombra specchio orologio
candela lampada tappeto tenda cuscino cestino giocattolo pallone bambola cane gatto cavallo mucca
pecora uccello ape farfalla gallina coniglio volpe lupo orso cervo rana tartaruga balena delfino
pino quercia roccia sabbia natura paesaggio sentiero scogliera sorgente ghiaccio nebbia temporale
tuono fulmine tramonto mezzanotte mezzogiorno domenica lunedì sabato vacanze cugino zio zia nonna
nonno neonato regina principe principessa soldato capitano marinaio pescatore fornaio contadino
artista pittore scrittore cantante professore allievo
`
  .trim()
  .split(/\s+/);
