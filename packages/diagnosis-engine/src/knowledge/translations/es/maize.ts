import type { KnowledgeTranslations } from '../types.js';

export const maizeEs: KnowledgeTranslations = {
  'northern-corn-leaf-blight': {
    name: 'Tizón foliar del maíz (tizón por turcicum)',
    symptoms: {
      leaf: [
        'Lesiones largas en forma de puro o de bote, verde grisáceo a canela, de 3-15 cm de largo y 1-3 cm de ancho, que empiezan en las hojas de abajo.',
        'Las lesiones no están limitadas por las venas; con tiempo húmedo se ven polvosas, verde grisáceo oscuro, por las esporas.',
        'Muchas lesiones se juntan y hojas enteras se secan; el cultivo se ve quemado como por helada antes de que se llene el grano.',
      ],
    },
    favourableConditions: [
      'Temperaturas moderadas (18-27 °C) con mucho rocío, neblina o lluvias frecuentes; zonas altas y de altura media.',
      'Maíz después de maíz con rastrojo enfermo en la superficie.',
    ],
    lookAlikes: [
      {
        name: 'Mancha gris de la hoja',
        howToTell:
          'Las lesiones de la mancha gris son angostas, rectangulares y encerradas entre las venas (1-6 cm de largo), no lesiones grandes en forma de puro.',
      },
      {
        name: 'Tizón sureño del maíz',
        howToTell:
          'Las lesiones del tizón sureño son más pequeñas (1-4 cm), canela, de lados paralelos y con borde café, en tierras bajas calientes y húmedas.',
      },
      {
        name: 'Quemadura por sequía o por fertilizante',
        howToTell:
          'La quemadura quema de forma pareja los bordes y las puntas de las hojas, sin lesiones separadas en forma de puro.',
      },
    ],
    management: {
      cultural: [
        'Rote durante una temporada con leguminosas u otros cultivos que no sean gramíneas; entierre o saque el rastrojo enfermo.',
        'Siembre a la distancia recomendada; abonado balanceado.',
      ],
      biological: [
        'Los productos a base de Trichoderma para tratar la semilla o el suelo pueden reducir el inóculo, pero por sí solos no son confiables.',
      ],
      chemical: [
        {
          activeIngredient: 'azoxistrobina + propiconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta cuando las lesiones lleguen a la tercera hoja debajo de la mazorca antes de la espigación, en híbridos susceptibles. Respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g de 75% WP por litro con las primeras lesiones; repita a los 10 días; guantes, mascarilla.',
        },
        {
          activeIngredient: 'piraclostrobina',
          note: 'FRAC 11: dosis de la etiqueta; máximo 2 usos de estrobilurina por temporada, rote con un azol.',
        },
      ],
    },
    prevention: ['Siembre híbridos resistentes (genes Ht o buena tolerancia en campo) recomendados para su zona.'],
    whenToCallExpert: 'Llame si las lesiones llegan a la hoja de la mazorca antes de que el grano empiece a llenarse.',
  },
  'maize-gray-leaf-spot': {
    name: 'Mancha gris de la hoja del maíz',
    symptoms: {
      leaf: [
        'Lesiones angostas, rectangulares, de lados rectos, grises a canela, que corren paralelas a las venas, de 1-6 cm de largo y 2-4 mm de ancho.',
        'Las lesiones jóvenes son pequeñas con un halo amarillo; vistas a contraluz se ven transparentes.',
        'Las lesiones empiezan en las hojas de abajo y se juntan hasta que la hoja queda gris y muerta.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C) y muy húmedo, con largos períodos de rocío o neblina; labranza mínima con restos de maíz.',
    ],
    lookAlikes: [
      {
        name: 'Tizón foliar del maíz',
        howToTell: 'Las lesiones del tizón foliar son mucho más grandes, en forma de puro, y cruzan las venas.',
      },
      {
        name: 'Roya común',
        howToTell: 'La roya forma pústulas levantadas, polvosas, café rojizo, no rectángulos grises planos.',
      },
    ],
    management: {
      cultural: [
        'Deje de sembrar maíz al menos una temporada; entierre los restos; no siembre junto al campo que estuvo enfermo la temporada pasada.',
      ],
      biological: ['No hay control biológico confiable.'],
      chemical: [
        {
          activeIngredient: 'azoxistrobina + ciproconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta desde las primeras lesiones hasta la espigación en híbridos susceptibles. Respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'piraclostrobina + metconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta; máximo 2 aplicaciones. Guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Siembre híbridos tolerantes a la mancha gris; rotación; manejo de los restos de cosecha.'],
    whenToCallExpert: 'Llame si las lesiones cubren las hojas alrededor de la mazorca antes del llenado del grano.',
  },
  'maize-common-rust': {
    name: 'Roya común del maíz',
    symptoms: {
      leaf: [
        'Pústulas pequeñas ovaladas a alargadas, levantadas, polvosas, color canela a rojo ladrillo, en las dos caras de la hoja.',
        'Al frotar las hojas queda un polvo café óxido en los dedos; las pústulas se ponen negras al final de la temporada.',
        'Una infección fuerte pone amarillas y seca las hojas.',
      ],
    },
    favourableConditions: [
      'Temperaturas frescas a moderadas (16-25 °C) con humedad alta y rocío; zonas altas.',
      'Maíz dulce y líneas endogámicas susceptibles.',
    ],
    lookAlikes: [
      {
        name: 'Roya sureña (roya del sur)',
        howToTell:
          'Las pústulas de la roya sureña son más pequeñas, anaranjadas, amontonadas sobre todo en la cara de arriba, con tiempo caliente y húmedo.',
      },
      {
        name: 'Mancha gris de la hoja',
        howToTell: 'Las lesiones de la mancha gris son rectángulos grises planos, sin polvo.',
      },
    ],
    management: {
      cultural: ['Siembre temprano para que el cultivo madure antes de que aumente la roya; abonado balanceado.'],
      biological: ['No hay control biológico práctico.'],
      chemical: [
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro cuando las pústulas sean comunes antes de la espigación en maíz susceptible. Respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'azoxistrobina + difenoconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta; rote grupos, máximo 2 aplicaciones de estrobilurina.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g por litro como protector en maíz dulce; guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'Siembre híbridos resistentes; la mayoría de los híbridos de maíz de grano toleran bien la roya común.',
    ],
    whenToCallExpert: 'Llame si la roya cubre la hoja de la mazorca antes de la salida de los pelos (jilote).',
  },
  'maize-streak-virus': {
    name: 'Virus del rayado del maíz',
    symptoms: {
      leaf: [
        'Rayas angostas, cortadas, amarillo pálido a blancas que corren a lo largo de las venas de las hojas, empezando desde la base de las hojas nuevas.',
        'En los casos graves las rayas se juntan y las hojas se ven casi todas amarillo blancuzco con finas líneas verdes.',
      ],
      'whole plant': ['Las plantas infectadas de jóvenes quedan enanas y dan mazorcas pequeñas o ninguna.'],
    },
    favourableConditions: [
      'Chicharritas (Cicadulina spp.) que pasan de los pastos y del maíz temprano al maíz sembrado tarde.',
      'Siembra tardía, períodos secos, siembras escalonadas en la zona; África y las islas cercanas.',
    ],
    lookAlikes: [
      {
        name: 'Falta de zinc',
        howToTell:
          'La falta de zinc da bandas anchas blanco amarillentas a los dos lados de la nervadura central en las hojas jóvenes, no muchas rayas finas y cortadas.',
      },
      {
        name: 'Falta de hierro',
        howToTell:
          'La falta de hierro da rayas amarillas continuas entre todas las venas de las hojas jóvenes en suelos alcalinos, en todo el campo.',
      },
      {
        name: 'Necrosis letal del maíz',
        howToTell:
          'La necrosis letal da un moteado amarillo que muere desde los bordes de la hoja hacia adentro, corazones muertos y mazorcas podridas.',
      },
    ],
    management: {
      cultural: [
        'Arranque y destruya las plantas enfermas en las primeras 3-4 semanas; resiembre las fallas.',
        'Siembre temprano al inicio de las lluvias al mismo tiempo que los vecinos; no siembre junto a maíz más viejo.',
        'Controle las malezas gramíneas alrededor del campo.',
      ],
      biological: ['No hay control biológico para el virus.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el rayado del maíz. Los tratamientos de semilla solo reducen a la chicharrita transmisora al principio de la temporada.',
        },
        {
          activeIngredient: 'imidacloprid (tratamiento de semilla)',
          note: 'IRAC 4A: tratamiento de semilla a la dosis de la etiqueta; protege las plántulas de las chicharritas durante 3-4 semanas. La semilla tratada es venenosa; tóxico para las abejas.',
        },
        {
          activeIngredient: 'tiametoxam (tratamiento de semilla)',
          note: 'IRAC 4A: tratamiento de semilla a la dosis de la etiqueta; no coma ni dé a los animales la semilla tratada.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes o tolerantes al rayado liberadas por los programas nacionales o por el CIMMYT.',
    ],
    whenToCallExpert:
      'Llame si más del 10% de las plantas jóvenes muestran rayas; puede convenir volver a sembrar con una variedad resistente.',
  },
  'maize-stem-borer': {
    name: 'Barrenadores del tallo del maíz',
    symptoms: {
      leaf: [
        'Las hojas jóvenes del cogollo muestran filas de agujeritos redondos y ventanitas (perdigonazos) en una línea a lo ancho de la hoja al desenrollarse.',
      ],
      stem: [
        'Las orugas hacen galerías dentro del tallo; agujeros de entrada con excremento como aserrín; al partir el tallo se ven galerías largas.',
        'Corazón muerto: el brote central de las plantas jóvenes se seca y sale fácil al jalarlo.',
        'Los tallos se quiebran en las galerías; las espigas o las mazorcas se caen.',
      ],
      grain: ['Las orugas se meten en la mazorca.'],
    },
    favourableConditions: [
      'Tallos y rastrojo de la temporada anterior dejados en el campo (las larvas pasan la temporada seca adentro).',
      'Siembra tardía; monocultivo de maíz o sorgo.',
    ],
    lookAlikes: [
      {
        name: 'Gusano cogollero',
        howToTell:
          'El gusano cogollero deja agujeros grandes e irregulares y excremento húmedo como aserrín en el cogollo; la larva tiene una Y en la cabeza. Los barrenadores hacen filas ordenadas de agujeritos y galerías dentro del tallo.',
      },
      {
        name: 'Gusanos cortadores (trozadores)',
        howToTell:
          'Los gusanos cortadores cortan las plantas jóvenes a ras del suelo de noche; los barrenadores matan el brote central desde adentro.',
      },
    ],
    management: {
      cultural: [
        'Destruya o pique los tallos viejos antes de las lluvias; úselos temprano como forraje o leña.',
        'Push-pull (atracción y repelencia): intercale con desmodium y siembre pasto Napier o Brachiaria alrededor del campo como trampa.',
        'Siembre temprano y al mismo tiempo que los vecinos.',
      ],
      biological: [
        'Conserve la avispita parasitoide Cotesia flavipes y las hormigas; gránulos de Bacillus thuringiensis en el cogollo.',
        'Polvo de semilla de neem o aceite de neem en el cogollo de las plantas jóvenes.',
      ],
      chemical: [
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: dosis de la etiqueta aplicada al cogollo cuando el 10% de las plantas muestre daño fresco en las hojas. Rote con otros grupos.',
        },
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: dosis de la etiqueta dirigida al cogollo. Muy tóxico para peces y abejas; use equipo de protección; no aplique cerca del agua.',
        },
      ],
    },
    prevention: ['Push-pull, siembra temprana y destrucción de los tallos cada temporada.'],
    whenToCallExpert: 'Llame si más del 20% de las plantas tienen corazón muerto.',
  },
};
