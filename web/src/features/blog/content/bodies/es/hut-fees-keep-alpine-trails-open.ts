import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Con las primeras luces sobre Grindelwald, cuatro personas con chaqueta naranja ya trabajan en un sendero que un desprendimiento de primavera ha dejado medio sepultado. Mueven piedras a mano, recolocan escalones y fijan un cable nuevo donde el camino cruza una torrentera. Cuando llegan los primeros excursionistas desde el valle, la ruta vuelve a estar abierta. Parte de la factura de ese trabajo la han pagado senderistas que pasaron una noche en un refugio de montaña.',
  },
  { type: 'heading', text: 'Adónde va el dinero' },
  {
    type: 'paragraph',
    text: 'Una noche en un refugio del Club Alpino Suizo suele costar entre 40 y 90 francos suizos con media pensión, y los socios pagan menos. La tarifa cubre mucho más que una litera y un plato de rösti. Los refugios pagan sus sistemas de agua, electricidad y residuos, los suministros que suben en helicóptero o teleférico y, en muchas regiones, una aportación al mantenimiento de los senderos que llevan hasta ellos.',
  },
  {
    type: 'list',
    items: [
      'Personal, comida y transporte de suministros a la altura del refugio.',
      'Placas solares, pequeñas turbinas hidráulicas y depuración de aguas residuales.',
      'Reparaciones tras tormentas, desprendimientos, aludes y deshielos.',
      'Marcas y señalización de las rutas de los alrededores.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Suiza tiene más de 60.000 kilómetros de senderos señalizados. Cantones, municipios y asociaciones de voluntarios se reparten la tarea de mantenerlos seguros, pero las rutas de alta montaña salen caras porque todo hay que subirlo a cuestas o por aire.',
  },
  { type: 'heading', text: 'Un día con la cuadrilla de senderos' },
  {
    type: 'paragraph',
    text: 'La cuadrilla a la que acompañamos trabaja de junio a octubre. El invierno deja una lista de daños: escalones arrastrados por el agua, postes caídos, piedras sueltas en los tramos expuestos. El jefe de equipo recorre la ruta al principio de la temporada, marca las prioridades y encarga el material. Lo más pesado, como los cables de acero y la madera, sube en helicóptero en un único viaje para reducir costes y ruido.',
  },
  {
    type: 'paragraph',
    text: 'Buena parte del trabajo es lento y minucioso. Se cavan canales de drenaje de lado a lado del sendero para que la lluvia se escurra en lugar de abrir una zanja. Los escalones se asientan con piedras grandes que no se moverán bajo miles de botas. Donde los caminantes han empezado a atajar en las curvas de las lazadas, la cuadrilla cierra los atajos para que la vegetación vuelva a crecer y sujete el suelo.',
  },
  { type: 'heading', text: 'Por qué importa a quien viene de visita' },
  {
    type: 'paragraph',
    text: 'Un sendero bien cuidado protege tanto a los excursionistas como a la montaña. Cuando los caminos están despejados y bien drenados, la gente no se sale de ellos y los frágiles prados alpinos se salvan. Cuando se descuidan, los caminantes se dispersan, la erosión se acelera y las reparaciones salen más caras cada año.',
  },
  { type: 'heading', text: 'Cómo ayudar en tu próxima travesía' },
  {
    type: 'paragraph',
    text: 'Dormir en refugios es la forma más directa de contribuir. Reserva con antelación, avisa al guarda si no vas a ir y bájate la basura al valle. No te salgas de la ruta señalizada, aunque un atajo resulte tentador. En nuestra travesía de refugio en refugio por el Oberland bernés, todas las noches se pasan en refugios guardados, así que parte de lo que pagas vuelve directamente a los senderos que recorrerás a la mañana siguiente.',
  },
];
