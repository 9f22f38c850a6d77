import type { KnowledgeTranslations } from '../types.js';

export const citrusEs: KnowledgeTranslations = {
  'citrus-canker': {
    name: 'Cancro de los cítricos',
    symptoms: {
      leaf: [
        'Manchitas levantadas, ásperas, corchosas, café claro (2-10 mm), visibles en las dos caras de la hoja, rodeadas por un halo amarillo y muchas veces por un borde como empapado de agua.',
        'Las manchas viejas tienen el centro como un cráter; las manchas son comunes a lo largo de las galerías del minador.',
      ],
      fruit: [
        'Costras cafés, corchosas y levantadas con el centro como cráter en la cáscara del fruto; los frutos se caen antes de tiempo y no se pueden vender.',
      ],
      stem: ['Cancros ásperos y corchosos en las ramitas jóvenes.'],
    },
    favourableConditions: [
      'Tiempo cálido y lluvioso con viento; las tormentas y las heridas del minador riegan la bacteria y la dejan entrar.',
      'Tipos susceptibles: lima ácida (limón criollo), limón y toronja.',
    ],
    lookAlikes: [
      {
        name: 'Sarna de los cítricos',
        howToTell:
          'Las manchas de sarna son verrugosas y levantadas sobre todo de un lado de la hoja, sin halo amarillo ni cráter.',
      },
      {
        name: 'Daño por minador',
        howToTell:
          'El minador deja galerías plateadas en zigzag, no manchas corchosas; pero el cancro muchas veces sigue las galerías.',
      },
    ],
    management: {
      cultural: [
        'Pode y queme las ramitas enfermas en la temporada seca; desinfecte las herramientas de poda.',
        'Cortinas rompevientos alrededor del huerto; controle el minador en los brotes nuevos.',
      ],
      biological: ['No hay control biológico confiable.'],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g de 50% WP por litro sobre los brotes nuevos y los frutos jóvenes, cada 3-4 semanas en la temporada de lluvias; solo protector.',
        },
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'FRAC M01: dosis de la etiqueta; no abuse del cobre (se acumula en el suelo, marca los frutos). Use guantes y gafas; respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'sulfato de estreptomicina',
          note: 'Antibiótico; se usa solo donde está registrado (p. ej. algunas partes del sur de Asia) mezclado con cobre; en muchos países está prohibido para uso en plantas.',
        },
      ],
    },
    prevention: [
      'Plantas de vivero libres de cancro; cortinas rompevientos; normas de cuarentena en zonas libres de cancro.',
    ],
    whenToCallExpert:
      'Llame si aparece cancro en una zona donde no se conocía: es una enfermedad cuarentenaria en muchos países.',
  },
  'citrus-greening': {
    name: 'Enverdecimiento de los cítricos (Huanglongbing, HLB)',
    symptoms: {
      leaf: [
        'Moteado disparejo: manchones amarillos y verdes irregulares que no son iguales en las dos mitades de la hoja.',
        'Las hojas pueden salir pequeñas, erectas, gruesas, con venas amarillas y corchosas, y mostrar dibujos parecidos a la falta de zinc.',
      ],
      fruit: [
        'Los frutos quedan pequeños, chuecos, siguen verdes en la punta de abajo cuando maduran, saben amargos y ácidos, y se caen antes de tiempo.',
        'Las semillas de adentro son oscuras y abortadas.',
      ],
      'whole plant': [
        'Primero se pone amarilla una rama o un sector (brote amarillo), y luego todo el árbol decae con los años con muerte de ramitas.',
      ],
    },
    favourableConditions: [
      'Psílido asiático de los cítricos (o el psílido africano) que lleva la bacteria; yemas para injertar y árboles de vivero enfermos.',
    ],
    lookAlikes: [
      {
        name: 'Falta de zinc',
        howToTell:
          'El amarillamiento por falta de zinc es simétrico entre venas verdes en las dos mitades de la hoja; el moteado del HLB es en manchones y disparejo.',
      },
      {
        name: 'Falta de nitrógeno',
        howToTell:
          'La falta de nitrógeno pone amarillo todo el follaje de forma pareja, no un solo sector con frutos verdes y chuecos.',
      },
      {
        name: 'Pudrición de raíz por Phytophthora',
        howToTell:
          'La pudrición de raíz da goma en la base del tronco y un decaimiento general, no hojas con moteado en manchones.',
      },
    ],
    management: {
      cultural: [
        'Saque y destruya los árboles con infección confirmada (después de aplicar para matar los psílidos que tengan).',
        'Siembre solo árboles de vivero certificados libres de enfermedad, producidos bajo malla antiinsectos.',
        'Mantenga los árboles bien nutridos (micronutrientes foliares) para alargar su vida productiva.',
      ],
      biological: [
        'Suelte y conserve el parasitoide Tamarixia radiata; las mariquitas y las crisopas comen las ninfas del psílido.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra la bacteria',
          note: 'Ningún químico cura el HLB. Controle al psílido transmisor en toda la zona (vea la ficha del psílido asiático de los cítricos).',
        },
      ],
    },
    prevention: [
      'Árboles de vivero certificados; control del psílido en toda la zona; revisión regular y eliminación de árboles enfermos.',
    ],
    whenToCallExpert:
      'Llame para una prueba de laboratorio (PCR) cuando vea moteado en manchones y frutos chuecos: el HLB es de declaración obligatoria en muchos países.',
  },
  'asian-citrus-psyllid': {
    name: 'Psílido asiático de los cítricos',
    symptoms: {
      leaf: [
        'Insectos pequeños café moteado (3-4 mm) se posan en los brotes nuevos con el cuerpo inclinado a 45 grados, cabeza abajo.',
        'Las ninfas amarillo anaranjadas en los brotes tiernos producen hilos blancos cerosos y rizados y melaza.',
        'Las hojas nuevas salen torcidas y enrolladas; los brotes se secan.',
      ],
    },
    favourableConditions: [
      'Brotaciones nuevas frecuentes; tiempo cálido; setos de mirto (limonaria, Murraya) infestados cerca.',
    ],
    lookAlikes: [
      {
        name: 'Pulgones',
        howToTell:
          'Los pulgones son blandos, redondos y se posan planos; los psílidos se inclinan a 45° y las ninfas hacen hilos blancos cerosos.',
      },
      {
        name: 'Mosca blanca',
        howToTell: 'Los adultos de mosca blanca son blancos y vuelan en nubes; los psílidos son cafés y saltan.',
      },
    ],
    management: {
      cultural: [
        'Revise los brotes nuevos cada semana; quite los setos de Murraya cerca de los huertos; pode para que los árboles broten al mismo tiempo.',
      ],
      biological: ['Parasitoide Tamarixia radiata; mariquitas; aceite hortícola o neem sobre los brotes.'],
      chemical: [
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: en drench al suelo para árboles jóvenes o en aspersión a la dosis de la etiqueta sobre los brotes; tóxico para las abejas, no durante la floración.',
        },
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: dosis de la etiqueta; no lo rote con imidacloprid (mismo grupo).',
        },
        {
          activeIngredient: 'spirotetramat',
          note: 'IRAC 23: dosis de la etiqueta sobre los brotes; buen compañero de rotación.',
        },
        {
          activeIngredient: 'aceite mineral (hortícola)',
          note: 'Aplicación al 1-2% sobre los brotes; no con calor extremo. Respete todos los intervalos de seguridad antes de la cosecha y use equipo de protección.',
        },
      ],
    },
    prevention: ['Aplicaciones coordinadas en toda la zona sobre los brotes; viveros con malla.'],
    whenToCallExpert:
      'Llame si encuentra psílidos en una zona donde todavía no se conoce el HLB, o para unirse a los programas de control en toda la zona.',
  },
  'citrus-gummosis': {
    name: 'Gomosis y pudrición del pie de los cítricos por Phytophthora',
    symptoms: {
      stem: [
        'Sale goma color ámbar por rajaduras de la corteza cerca del suelo o del punto de injerto; la corteza de abajo está café, mojada y muerta.',
        'Las lesiones se extienden alrededor del tronco y lo pueden anillar.',
      ],
      root: ['Las raicillas se pudren; la capa de afuera de la raíz se desprende y deja un hilo.'],
      leaf: ['Las hojas se ponen amarillo pálido a lo largo de las venas; el follaje se ralea y las ramitas se secan.'],
      fruit: [
        'Los frutos que cuelgan bajo desarrollan una pudrición firme, café, como cuero, con un olor fuerte (pudrición parda).',
      ],
    },
    favourableConditions: [
      'Suelos mojados y con mal drenaje; agua de riego que toca el tronco; punto de injerto enterrado; heridas.',
    ],
    lookAlikes: [
      {
        name: 'Enverdecimiento de los cítricos (HLB)',
        howToTell: 'El HLB da moteado en manchones y frutos chuecos, sin goma en la base del tronco.',
      },
      {
        name: 'Barrenador o daño mecánico',
        howToTell:
          'La goma por barrenadores viene con agujeros y aserrín; las heridas mecánicas cicatrizan por los bordes.',
      },
    ],
    management: {
      cultural: [
        'Raspe la corteza enferma hasta llegar al tejido sano y luego pinte la herida con pasta bordelesa (sulfato de cobre + cal).',
        'Mantenga el agua de riego lejos del tronco (cajete de doble anillo); mejore el drenaje; quite la tierra de alrededor del punto de injerto.',
      ],
      biological: ['Trichoderma harzianum mezclado con compost alrededor de la zona de raíces.'],
      chemical: [
        {
          activeIngredient: 'fosetil-aluminio',
          note: 'FRAC P07: 2.5 g de 80% WP por litro en aspersión foliar, o pintado en el tronco a la dosis de la etiqueta, 2-3 veces al año.',
        },
        {
          activeIngredient: 'metalaxil-M',
          note: 'FRAC 4: drench al suelo a la dosis de la etiqueta en la zona de raíces al inicio de las lluvias; máximo 2 por año.',
        },
        {
          activeIngredient: 'cobre (pasta bordelesa)',
          note: 'FRAC M01: pinte la base del tronco hasta 60 cm de alto. Use guantes y gafas.',
        },
      ],
    },
    prevention: [
      'Portainjertos tolerantes; punto de injerto a por lo menos 20-30 cm por encima del suelo; buen drenaje.',
    ],
    whenToCallExpert: 'Llame si la gomosis rodea más de la mitad del tronco.',
  },
  'citrus-leaf-miner': {
    name: 'Minador de la hoja de los cítricos',
    symptoms: {
      leaf: [
        'Galerías plateadas, en zigzag, como culebras, justo debajo de la piel de las hojas jóvenes, con una línea oscura de excremento por el medio.',
        'Las hojas se enrollan, se tuercen y se deforman; las galerías le abren el camino al cancro.',
      ],
    },
    favourableConditions: ['Períodos de brotación con hojas nuevas tiernas; viveros y árboles jóvenes.'],
    lookAlikes: [
      {
        name: 'Cancro de los cítricos',
        howToTell:
          'El cancro hace manchas corchosas levantadas con halo amarillo; el minador solo deja galerías brillantes.',
      },
      {
        name: 'Psílido de los cítricos',
        howToTell:
          'Los psílidos también tuercen las hojas nuevas, pero se ven los insectos y los hilos blancos cerosos, no galerías.',
      },
    ],
    management: {
      cultural: [
        'Haga que los árboles broten al mismo tiempo ajustando la poda y el abonado; quite los brotes fuera de temporada en árboles jóvenes.',
      ],
      biological: ['Conserve las avispitas parasitoides; aceite de neem (3-5 ml por litro) sobre los brotes nuevos.'],
      chemical: [
        {
          activeIngredient: 'abamectina',
          note: 'IRAC 6: dosis de la etiqueta con aceite sobre los brotes; trate solo árboles jóvenes o viveros, los árboles adultos toleran el daño.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: dosis de la etiqueta; no durante la floración (tóxico para las abejas). Respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Proteja los brotes nuevos en viveros y huertos jóvenes.'],
    whenToCallExpert: 'Llame si aparece cancro después del daño del minador en plantas jóvenes.',
  },
  'citrus-black-spot': {
    name: 'Mancha negra de los cítricos',
    symptoms: {
      leaf: [
        'Manchitas redondas hundidas con centro gris a café claro, borde café oscuro a negro y a menudo halo amarillo, sobre todo en hojas de limón.',
        'En hojas muy atacadas las manchas se juntan en zonas muertas grandes café oscuro y las hojas caen.',
      ],
      fruit: [
        'Mancha dura: manchas redondas hundidas con borde rojo ladrillo a café oscuro y centro gris con puntitos negros, del lado del sol del fruto.',
        'Peca: muchas pecas pequeñas café rojizo; la fruta manchada puede caer antes de la cosecha.',
      ],
    },
    favourableConditions: [
      'Lluvias cálidas de verano mientras los frutos son jóvenes (desde la caída de pétalos hasta unos 5 meses después).',
      'Hojas caídas bajo los árboles, donde el hongo forma sus esporas; los árboles viejos y los limones corren más riesgo.',
    ],
    lookAlikes: [
      {
        name: 'Cancro de los cítricos',
        howToTell:
          'Las manchas de cancro son levantadas y corchosas con borde acuoso y se ven en las dos caras de la hoja; las de mancha negra son hundidas, con puntitos negros.',
      },
      {
        name: 'Melanosis',
        howToTell:
          'La melanosis forma puntitos levantados café oscuro que se sienten como lija, a menudo en líneas por donde corrió el agua; no hay manchas hundidas con centro gris.',
      },
      {
        name: 'Mancha grasienta',
        howToTell:
          'La mancha grasienta forma manchones grasosos amarillo café en el envés de las hojas, no manchas hundidas con borde oscuro.',
      },
    ],
    management: {
      cultural: [
        'Rastrille y entierre o queme las hojas caídas, o incorpórelas al suelo, antes de las lluvias: llevan las esporas.',
        'Pode la madera muerta y abra la copa; coseche y retire la fruta manchada.',
        'No mueva fruta con hojas ni plantas de vivero desde una zona afectada: muchos países regulan esta enfermedad.',
      ],
      biological: ['No hay producto biológico confiable; retirar la hojarasca es el principal control sin químicos.'],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'Protector: 3 g de 50% WP por litro desde la caída de pétalos, cada 4-6 semanas mientras los frutos son jóvenes.',
        },
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'Protector: 2 g de 77% WP por litro, con el mismo calendario; el exceso de cobre mancha la fruta con calor.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2 g de 75% WP por litro, muchas veces alternado con cobre; respete el intervalo de seguridad.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: dosis de la etiqueta, máximo 2 aplicaciones por temporada, mezclada con cobre o mancozeb.',
        },
        {
          activeIngredient: 'piraclostrobina',
          note: 'FRAC 11: dosis de la etiqueta; cuéntela junto con la azoxistrobina, máximo 2 aplicaciones del grupo por temporada.',
        },
      ],
    },
    prevention: [
      'Árboles de vivero certificados, retiro de la hojarasca y aplicaciones preventivas mientras los frutos son jóvenes.',
    ],
    whenToCallExpert:
      'Llame a la oficina de sanidad vegetal en cuanto sospeche mancha negra: es una enfermedad de cuarentena en muchos países.',
  },
};
