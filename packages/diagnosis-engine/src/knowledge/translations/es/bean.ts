import type { KnowledgeTranslations } from '../types.js';

export const beanEs: KnowledgeTranslations = {
  'bean-angular-leaf-spot': {
    name: 'Mancha angular del frijol',
    symptoms: {
      leaf: [
        'Manchas pequeñas grises a café que se detienen en las venitas, con lados rectos y forma angular, como un tablero de ajedrez.',
        'Debajo de la hoja las manchas llevan mechones oscuros grises a negros del hongo; puede formarse un borde amarillo.',
        'Las manchas se juntan, la hoja se pone amarilla y cae antes de tiempo, empezando por las hojas viejas.',
      ],
      fruit: [
        'Las vainas tienen manchas redondas u ovaladas café rojizo con borde más oscuro; las semillas quedan pequeñas y manchadas.',
      ],
      stem: ['Manchas alargadas café oscuro en tallos y pecíolos.'],
    },
    favourableConditions: [
      'Temperaturas moderadas (16-28 °C) con periodos húmedos y secos alternados y rocío prolongado.',
      'Semilla infectada y rastrojos de frijol en el campo; frijol sembrado en el mismo terreno cada temporada.',
    ],
    lookAlikes: [
      {
        name: 'Roya del frijol',
        howToTell:
          'La roya forma pústulas redondas levantadas café rojizo que dejan polvo color óxido en el dedo; la mancha angular es plana, angular y no suelta polvo.',
      },
      {
        name: 'Tizón bacteriano común',
        howToTell:
          'El tizón bacteriano empieza con manchas acuosas que se vuelven café con un borde amarillo limón, a menudo en el borde de la hoja, y no tiene mechones oscuros debajo.',
      },
      {
        name: 'Antracnosis del frijol',
        howToTell:
          'La antracnosis ennegrece las venas por debajo de la hoja y forma cancros negros hundidos en las vainas, no manchas angulares entre las venas.',
      },
    ],
    management: {
      cultural: [
        'Siembre semilla limpia y certificada; nunca guarde semilla de un campo con vainas manchadas.',
        'Rote el frijol con maíz, sorgo u otros cultivos que no sean leguminosas al menos 2 años, y entierre o retire los rastrojos tras la cosecha.',
        'No trabaje en el campo con las hojas mojadas; arranque y destruya las primeras hojas manchadas en parcelas pequeñas.',
      ],
      biological: [
        'Trate la semilla con Trichoderma (T. harzianum o T. viride) a la dosis de la etiqueta antes de sembrar.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2,5 g de 75% WP por litro en cuanto aparezcan las primeras manchas, cada 10-14 días; use guantes y respete el intervalo de seguridad.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro, máximo 2 aplicaciones por temporada, alternada con mancozeb.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; máximo 2 aplicaciones; respete el intervalo de seguridad de la etiqueta.',
        },
        {
          activeIngredient: 'tiofanato metílico',
          note: 'FRAC 1: 1 g de 70% WP por litro, en rotación con otro grupo; si se usa solo, el hongo se hace resistente rápido.',
        },
      ],
    },
    prevention: [
      'Variedades resistentes o tolerantes del programa nacional de frijol.',
      'Semilla limpia, rotación y retiro de rastrojos; mayor distancia para que el follaje se seque rápido.',
    ],
    whenToCallExpert:
      'Llame si las manchas cubren muchas hojas antes de la floración, o si hay vainas manchadas en la semilla que piensa guardar.',
  },
  'bean-rust': {
    name: 'Roya del frijol',
    symptoms: {
      leaf: [
        'Puntitos blancos o amarillo pálido, sobre todo por debajo, que crecen hasta ser pústulas redondas levantadas café rojizo.',
        'Las pústulas se abren y dejan en el dedo un polvo color óxido; muchas tienen un anillo amarillo alrededor.',
        'Después las pústulas se vuelven café oscuro a negras; las hojas muy atacadas se ponen amarillas, se secan y caen.',
      ],
      fruit: ['También pueden salir pústulas en las vainas, que quedan pequeñas.'],
    },
    favourableConditions: [
      'Temperaturas suaves (17-27 °C) con hojas mojadas 10 horas o más por rocío, neblina o lluvia.',
      'Plantas de frijol espontáneas y rastrojos con esporas; una sola variedad susceptible en grandes áreas.',
    ],
    lookAlikes: [
      {
        name: 'Mancha angular',
        howToTell:
          'La mancha angular es plana, gris café y limitada por las venas, con mechones oscuros debajo; las pústulas de roya son levantadas y sueltan polvo en el dedo.',
      },
      {
        name: 'Roya asiática de la soya',
        howToTell:
          'La roya asiática forma lesiones muy pequeñas, café claro a oscuro, con pústulas como volcancitos; las pústulas de la roya del frijol son más grandes y café rojizo.',
      },
      {
        name: 'Mancha café bacteriana',
        howToTell:
          'La mancha café bacteriana forma manchitas muertas café oscuro que se rompen, sin pústulas con polvo.',
      },
    ],
    management: {
      cultural: [
        'Entierre o retire los rastrojos de frijol y arranque las plantas espontáneas antes de sembrar.',
        'Rote con cereales; no siembre frijol nuevo junto a un lote viejo con roya.',
        'Siembre a la distancia recomendada y evite el riego por aspersión al final del día.',
      ],
      biological: [
        'Los productos de Bacillus subtilis, aplicados temprano y cada 7 días, frenan la roya en parcelas pequeñas.',
      ],
      chemical: [
        {
          activeIngredient: 'azufre',
          note: 'Protector: 2-3 g de azufre mojable 80% WP por litro al ver las primeras pústulas; no con más de 30 °C.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2,5 g de 75% WP por litro cada 7-10 días; protege las hojas nuevas.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; máximo 2 aplicaciones por temporada; respete el intervalo de seguridad.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro; máximo 2 aplicaciones, alternada con otro grupo.',
        },
      ],
    },
    prevention: ['Variedades resistentes a la roya; siembra temprana; rotación y eliminación de plantas espontáneas.'],
    whenToCallExpert: 'Llame si la roya llega a las hojas de arriba antes de que se llenen las vainas.',
  },
};
