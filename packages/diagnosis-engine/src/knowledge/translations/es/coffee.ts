import type { KnowledgeTranslations } from '../types.js';

export const coffeeEs: KnowledgeTranslations = {
  'coffee-leaf-rust': {
    name: 'Roya del café',
    symptoms: {
      leaf: [
        'Manchitas amarillo pálido en el haz de la hoja que crecen hasta formar manchas redondas amarillo anaranjado.',
        'Por debajo, las manchas están cubiertas de un polvo amarillo anaranjado que se queda en el dedo.',
        'Las manchas viejas se secan y se vuelven café en el centro; las hojas muy atacadas caen antes de tiempo y las ramas quedan peladas.',
      ],
      'whole plant': [
        'Tras una fuerte caída de hojas, las ramas se secan desde la punta y la cosecha siguiente es pequeña.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (21-25 °C) y lluvioso con agua sobre las hojas; una cosecha muy cargada que debilita la planta.',
      'Variedades susceptibles, mala nutrición, y viento o lluvia que llevan las esporas de una finca a otra.',
    ],
    lookAlikes: [
      {
        name: 'Mancha de hierro (Cercospora)',
        howToTell:
          'La mancha de hierro forma manchas redondas café con centro gris blanquecino y sin polvo anaranjado debajo.',
      },
      {
        name: 'Minador de la hoja del café',
        howToTell: 'El minador deja manchas café como papel cuya piel se despega, con gusanitos dentro; no hay polvo.',
      },
      {
        name: 'Falta de potasio',
        howToTell: 'La falta de potasio quema parejo los bordes y puntas de las hojas, sin manchas redondas con polvo.',
      },
    ],
    management: {
      cultural: [
        'Pode y haga zoca a los cafetos viejos para que entre aire y luz; quite chupones y malezas.',
        'Fertilice después de la cosecha para que la planta aguante la carga; una sombra moderada reduce el estrés.',
        'Renueve con variedades resistentes a la roya (por ejemplo tipos Catimor o Sarchimor) donde la roya vuelve cada año.',
      ],
      biological: [
        'El hongo blanco Lecanicillium lecanii crece sobre las manchas de roya y las frena; no lo elimine con más fungicida del necesario.',
      ],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'Protector: 3-4 g de 50% WP por litro antes y durante las lluvias, cada 3-4 semanas; moje bien el envés de las hojas.',
        },
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'Protector: 2-3 g de 77% WP por litro, con el mismo calendario; no mezcle el cobre con productos ácidos.',
        },
        {
          activeIngredient: 'ciproconazol',
          note: 'FRAC 3: sistémico, unos 0,5 ml de 10% SL por litro cuando 5-10% de las hojas tengan roya; máximo 2 aplicaciones por temporada.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; alterne con piraclostrobina o cobre; respete el intervalo de seguridad.',
        },
        {
          activeIngredient: 'piraclostrobina',
          note: 'FRAC 11: dosis de la etiqueta, casi siempre mezclada con un triazol; máximo 2 aplicaciones por temporada.',
        },
      ],
    },
    prevention: [
      'Variedades resistentes; buena fertilización; poda; aplicaciones preventivas de cobre al inicio de las lluvias.',
    ],
    whenToCallExpert: 'Llame si más de una décima parte de las hojas tiene roya al comienzo de las lluvias.',
  },
  'coffee-cercospora-leaf-spot': {
    name: 'Mancha de hierro del café (Cercospora)',
    symptoms: {
      leaf: [
        'Manchas redondas café de 3-15 mm con centro gris o blanco y un anillo café rojizo, como un ojo.',
        'A menudo un halo amarillo rodea cada mancha; las hojas muy manchadas caen.',
      ],
      fruit: [
        'Los frutos tienen manchas café planas del lado del sol, se ponen rojos antes de tiempo y la cáscara seca se pega al grano.',
      ],
    },
    favourableConditions: [
      'Plantas con falta de nitrógeno o potasio, a pleno sol, con sequía, o plantas jóvenes en el vivero.',
      'Humedad alta con días cálidos.',
    ],
    lookAlikes: [
      {
        name: 'Roya del café',
        howToTell:
          'La roya tiene polvo anaranjado debajo de la hoja; la mancha de hierro tiene centro claro y no tiene polvo.',
      },
      {
        name: 'Mancha de Phoma',
        howToTell:
          'Phoma ennegrece las hojas jóvenes desde los bordes con tiempo frío y ventoso; la mancha de hierro forma manchas redondas separadas con centro claro.',
      },
      {
        name: 'Quemadura de sol',
        howToTell: 'El sol quema zonas grandes, pálidas y muertas solo del lado soleado, sin manchas con anillo.',
      },
    ],
    management: {
      cultural: [
        'Fertilice bien las plantas (nitrógeno y potasio según el análisis de suelo); las plantas hambrientas se manchan más.',
        'Dé sombra ligera a las plantas jóvenes y al vivero, y riegue en las épocas secas.',
        'Controle las malezas y recoja las hojas y frutos manchados caídos en el vivero.',
      ],
      biological: [
        'No hay un producto biológico confiable; los árboles de sombra y el acolchado reducen el estrés y las manchas.',
      ],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'Protector: 3 g de 50% WP por litro cada 3-4 semanas en las lluvias, la aplicación habitual del vivero.',
        },
        {
          activeIngredient: 'ciproconazol',
          note: 'FRAC 3: unos 0,5 ml de 10% SL por litro, muchas veces mezclado con azoxistrobina; máximo 2 aplicaciones por temporada.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro, siempre con un triazol o cobre; máximo 2 aplicaciones.',
        },
      ],
    },
    prevention: ['Fertilización equilibrada, sombra en viveros y cafetales jóvenes, y acolchado contra la sequía.'],
    whenToCallExpert:
      'Llame si los frutos se manchan además de las hojas, o si las manchas siguen avanzando después de fertilizar.',
  },
  'coffee-phoma-leaf-spot': {
    name: 'Mancha de Phoma del café',
    symptoms: {
      leaf: [
        'Manchas café oscuro a negras en las puntas y bordes de las hojas jóvenes, a menudo con anillos tenues, que avanzan hacia adentro.',
        'Las hojas jóvenes se ponen negras, se enrollan y caen; los brotes nuevos se secan desde la punta.',
      ],
      flower: ['Los botones florales y los frutos pequeños se ennegrecen y caen.'],
    },
    favourableConditions: [
      'Tiempo fresco (15-20 °C), húmedo y ventoso; fincas de altura y laderas expuestas a vientos fríos.',
      'Heridas causadas por viento, granizo o insectos en las hojas jóvenes.',
    ],
    lookAlikes: [
      {
        name: 'Mancha de hierro',
        howToTell:
          'La mancha de hierro forma manchas redondas con centro claro en hojas viejas, con tiempo cálido y seco.',
      },
      {
        name: 'Daño por frío o viento',
        howToTell:
          'El frío ennegrece en una noche las hojas expuestas y ahí se detiene; las manchas de Phoma siguen avanzando en hojas nuevas.',
      },
      {
        name: 'Mancha bacteriana del café',
        howToTell:
          'La mancha bacteriana forma manchas oscuras acuosas que bajan por el brote; busque exudado con tiempo húmedo.',
      },
    ],
    management: {
      cultural: [
        'Siembre cortinas rompevientos (árboles o pastos altos) del lado de los vientos fríos.',
        'Pode los brotes muertos y quémelos o entiérrelos; no pode justo antes de tiempo frío y húmedo.',
        'Mantenga las plantas bien fertilizadas para que los brotes nuevos maduren rápido.',
      ],
      biological: [
        'No se conoce un producto biológico que funcione; las cortinas rompevientos y la sombra son la defensa principal sin químicos.',
      ],
      chemical: [
        {
          activeIngredient: 'boscalid',
          note: 'FRAC 7: dosis de la etiqueta al inicio de la temporada fría y húmeda, antes de la floración; máximo 2 aplicaciones por temporada.',
        },
        {
          activeIngredient: 'piraclostrobina',
          note: 'FRAC 11: dosis de la etiqueta, alternada con boscalid; no use el mismo grupo dos veces seguidas.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'Protector: 3 g de 50% WP por litro antes de los frentes fríos, cubriendo hojas jóvenes y flores.',
        },
      ],
    },
    prevention: [
      'Rompevientos, árboles de sombra y aplicaciones preventivas antes de la temporada fría en laderas expuestas.',
    ],
    whenToCallExpert: 'Llame si brotes y flores se ennegrecen en un área grande después del frío.',
  },
  'coffee-leaf-miner': {
    name: 'Minador de la hoja del café',
    symptoms: {
      leaf: [
        'Manchas café irregulares en el haz de la hoja; la piel fina encima está seca, como papel, y se despega.',
        'Dentro de una mancha fresca hay gusanitos pálidos y sus excrementos negros.',
        'Capullos blancos en forma de X por debajo de las hojas; muchas hojas minadas caen en la época seca.',
      ],
    },
    favourableConditions: [
      'Tiempo caliente y seco, y épocas secas largas; pleno sol sin sombra.',
      'Insecticidas de amplio espectro que matan a las avispas que se comen las larvas.',
    ],
    lookAlikes: [
      {
        name: 'Mancha de hierro',
        howToTell:
          'La mancha de hierro es redonda con centro claro y la piel de la hoja no se despega; no hay gusanitos dentro.',
      },
      {
        name: 'Mancha de Phoma',
        howToTell: 'Phoma ennegrece las puntas y bordes de hojas jóvenes con frío; las minas son café y como papel.',
      },
      {
        name: 'Roya del café',
        howToTell:
          'La roya tiene polvo anaranjado debajo de la hoja; una mina no tiene polvo, solo una piel que se despega.',
      },
    ],
    management: {
      cultural: [
        'Cuente las hojas minadas cada 2 semanas en la época seca; actúe cuando cerca de un tercio de las hojas de las ramas muestreadas tenga minas vivas.',
        'Mantenga o siembre árboles de sombra; evite productos que maten avispas y otros enemigos naturales.',
        'Deje cobertura vegetal entre las hileras como refugio de depredadores.',
      ],
      biological: [
        'Las avispas depredadoras abren las minas y las avispas parasitoides ponen huevos en las larvas: protéjalas.',
        'El neem (azadiractina) aplicado sobre minas jóvenes da un control parcial.',
      ],
      chemical: [
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: dosis de la etiqueta en aspersión o en drench al suelo al comienzo de la época seca; máximo 2 usos por año.',
        },
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: drench al suelo a la dosis de la etiqueta al comienzo de las lluvias; tóxico para abejas, no lo use en floración.',
        },
        {
          activeIngredient: 'cartap',
          note: 'IRAC 14: dosis de la etiqueta sobre minas vivas; use guantes y mascarilla; respete el intervalo de seguridad.',
        },
      ],
    },
    prevention: [
      'La sombra, la cobertura del suelo y los enemigos naturales mantienen al minador por debajo del nivel de daño.',
    ],
    whenToCallExpert:
      'Llame si la caída de hojas por minas es fuerte dos años seguidos, o si los productos ya no funcionan.',
  },
};
