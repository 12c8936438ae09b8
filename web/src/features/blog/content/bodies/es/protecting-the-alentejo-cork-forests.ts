import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Al sudeste de Lisboa, el Alentejo se abre en un paisaje de llanuras onduladas salpicadas de árboles anchos y bajos. Son alcornoques y, junto con las encinas, los pastos y pequeños campos de cultivo, forman el montado, un sistema agrario que ha dado forma a la región durante siglos. Es también uno de los hábitats más ricos de Europa, y su supervivencia depende en parte de lo que compramos.',
  },
  { type: 'heading', text: 'Cómo se saca el corcho' },
  {
    type: 'paragraph',
    text: 'El corcho es la corteza del alcornoque, y se puede retirar sin talar el árbol. La primera saca se hace cuando el árbol tiene unos 25 años, y después cada nueve. Las primeras cosechas dan un corcho basto que se usa como aislante y para suelos; a partir de la tercera, la corteza es lo bastante fina para hacer tapones de vino.',
  },
  {
    type: 'paragraph',
    text: 'El trabajo se hace a mano, a principios del verano, cuando la corteza se desprende con más facilidad. Los corcheros, muy expertos, cortan la corteza con una pequeña hacha sin dañar la capa viva que hay debajo. Después, cada árbol se marca con la última cifra del año, para que los agricultores sepan cuándo vuelve a estar listo. Un alcornoque puede vivir mucho más de 200 años y descorcharse más de una docena de veces.',
  },
  { type: 'heading', text: 'Por qué importa el montado' },
  {
    type: 'paragraph',
    text: 'La mezcla de árboles dispersos y terreno abierto da cabida a una fauna extraordinaria. En el montado viven aves escasas como el buitre negro y, en la vecina España, el águila imperial ibérica, y es uno de los últimos refugios del lince ibérico.',
  },
  {
    type: 'list',
    items: [
      'El pastoreo de ovejas, cerdos y vacas mantiene bajo el sotobosque y reduce el riesgo de incendio.',
      'Las raíces de los árboles retienen suelo y agua en una región de veranos largos y secos.',
      'Los alcornoques almacenan carbono, y se cree que los descorchados absorben más mientras regeneran la corteza.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Portugal es el mayor productor de corcho del mundo, y el sector sostiene miles de empleos rurales.',
  },
  { type: 'heading', text: 'La amenaza de las alternativas baratas' },
  {
    type: 'paragraph',
    text: 'Cuando los tapones de plástico y de rosca ganaron terreno en el mundo del vino, la demanda de tapones de corcho cayó. Menos ingresos por el corcho significan menos motivos para cuidar los árboles, y el montado abandonado puede convertirse en matorral o ser sustituido por plantaciones de crecimiento más rápido. Elegir vinos con tapón de corcho natural, y productos de corcho en general, ayuda a que el sistema siga siendo viable.',
  },
  { type: 'heading', text: 'Cielos oscuros sobre los alcornoques' },
  {
    type: 'paragraph',
    text: 'El Alentejo es además uno de los mejores lugares de Europa para ver las estrellas. La zona del embalse de Alqueva fue de las primeras en obtener la certificación de Destino Turístico Starlight, gracias a sus cielos despejados y a la escasa contaminación lumínica. En una noche sin luna, la Vía Láctea se extiende de un horizonte a otro.',
  },
  {
    type: 'paragraph',
    text: 'Nuestro viaje por los alcornocales del Alentejo con observación de estrellas combina las dos cosas: una mañana con una familia de corcheros, una tarde caminando entre los alcornoques y una noche bajo las estrellas con un astrónomo. Cada noche en una casa de huéspedes local y cada producto de corcho que compras allí es un voto para mantener vivo el montado.',
  },
];
