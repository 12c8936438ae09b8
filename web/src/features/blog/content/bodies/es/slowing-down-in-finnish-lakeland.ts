import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Finlandia tiene cerca de 188.000 lagos, y la mayor concentración se encuentra en el sudeste, alrededor de Savonlinna, Kuopio y el lago Saimaa. Aquí el agua parte el bosque en incontables islas, y en una tarde sin viento el sonido más fuerte suele ser la llamada de un colimbo al otro lado de la bahía. Es un lugar que invita a bajar el ritmo, algo que los finlandeses consideran desde hace mucho parte de una vida sana.',
  },
  { type: 'heading', text: 'Un día en el agua' },
  {
    type: 'paragraph',
    text: 'Remar es la forma natural de recorrer la región de los lagos. Las islas están cerca unas de otras, en verano el agua suele estar en calma y las rutas se siguen fácilmente con un mapa o un guía. Una jornada tranquila cubre entre 10 y 15 kilómetros con muchas paradas: un baño desde una roca de granito, un pícnic en una playa resguardada, una pausa para ver pescar a un águila pescadora.',
  },
  {
    type: 'list',
    items: [
      'Las canoas de travesía estables son ideales para principiantes y cargan sin problema el equipo de un día.',
      'El chaleco salvavidas se lleva siempre puesto, incluso si nadas muy bien.',
      'Fuera de julio y agosto el agua está fría, así que lleva una capa de abrigo y una bolsa estanca.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Gracias al derecho de libre acceso a la naturaleza, en Finlandia cualquiera puede caminar, remar y acampar una noche en la mayor parte del territorio, salvo jardines y tierras de cultivo, siempre que no deje rastro. Es una de las razones por las que los lagos se sienten tan abiertos.',
  },
  { type: 'heading', text: 'La sauna al atardecer' },
  {
    type: 'paragraph',
    text: 'En Finlandia hay millones de saunas, más de una por cada dos habitantes, y muchas cabañas junto al lago tienen la suya. Una sauna tradicional de leña se calienta despacio, durante una o dos horas. Su calor es más suave que el de una sauna eléctrica, y el agua que se echa sobre las piedras suelta una oleada de vapor que los finlandeses llaman löyly.',
  },
  {
    type: 'paragraph',
    text: 'El ritual es sencillo: quédate en el calor hasta que lo sientas por dentro, luego baja al embarcadero y métete en el lago. Repítelo dos o tres veces y siéntate después en el porche, envuelto en una toalla, a ver cómo se apaga la luz. En junio apenas se apaga, porque el sol se pone cerca de la medianoche.',
  },
  { type: 'heading', text: 'Por qué importa el silencio' },
  {
    type: 'paragraph',
    text: 'Investigadores y organismos de salud pública finlandeses estudian desde hace tiempo la relación entre el contacto con la naturaleza y el bienestar. Las visitas breves y regulares a bosques y lagos se asocian con menos estrés y mejor sueño, y muchos finlandeses organizan su verano en torno a unas semanas en una cabaña sin televisión y, a menudo, sin agua corriente.',
  },
  {
    type: 'paragraph',
    text: 'No hace falta adoptar esas costumbres para notar el efecto. Una semana sin ruido de tráfico, con días marcados por el tiempo y la luz y no por las citas, cambia cómo duermes y cómo te fijas en las cosas.',
  },
  { type: 'heading', text: 'Llegar sin volar' },
  {
    type: 'paragraph',
    text: 'A la región de los lagos se llega fácilmente en tren. Hay trenes directos que unen Helsinki con Savonlinna, Kuopio y Mikkeli en unas tres a cinco horas, y los ferris desde Estocolmo y Tallin te traen a Helsinki desde el resto de Europa. Nuestro viaje en canoa y sauna por la región de los lagos de Finlandia empieza en una estación, así que puedes llegar en tren y dejar atrás el coche, y las prisas.',
  },
];
