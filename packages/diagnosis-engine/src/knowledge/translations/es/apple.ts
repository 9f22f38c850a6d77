import type { KnowledgeTranslations } from '../types.js';

export const appleEs: KnowledgeTranslations = {
  'apple-scab': {
    name: 'Sarna del manzano (moteado)',
    symptoms: {
      leaf: [
        'Manchas verde oliva, suaves y aterciopeladas, primero en el envés de las hojas jóvenes en primavera y después en las dos caras.',
        'Las manchas se ponen oliva oscuro a negras con un borde plumoso y difuso; las hojas se arrugan, se tuercen y se ponen amarillas alrededor de las manchas.',
        'Las hojas con mucha sarna se caen temprano en el verano, así que los árboles quedan débiles y forman menos yemas florales para el año siguiente.',
      ],
      fruit: [
        'Manchas costrosas redondas, oliva oscuro a negras, en la piel; las manchas viejas se vuelven corchosas, café grisáceo y ásperas.',
        'Los frutos infectados de jóvenes quedan chuecos y se rajan a lo ancho de las costras; los frutos pequeños se pueden caer.',
        'Las infecciones tardías cerca de la cosecha dan puntitos negros diminutos como de alfiler que aparecen en la cámara fría (sarna de almacén).',
      ],
      flower: [
        'Manchas oscuras aterciopeladas en los pedúnculos florales y los sépalos; las flores y los frutitos enfermos se caen.',
      ],
      stem: ['En variedades muy susceptibles, manchitas ampolladas y escamosas en las ramitas jóvenes.'],
    },
    favourableConditions: [
      'Primaveras frescas y húmedas: hojas mojadas durante 9-18 horas a 6-24 °C, desde la brotación (punta verde) hasta un mes después de la caída de pétalos.',
      'Las esporas vienen de las hojas caídas de la temporada anterior en el suelo del huerto y la lluvia las dispara al aire.',
      'Follajes densos sin poda que se secan despacio; variedades susceptibles como Red Delicious, Gala, McIntosh y Golden Delicious.',
    ],
    lookAlikes: [
      {
        name: 'Mancha ojo de rana (pudrición negra)',
        howToTell:
          'Las manchas de ojo de rana son redondas, canela a cafés, con un borde morado bien marcado, no manchas verde oliva aterciopeladas de borde difuso.',
      },
      {
        name: 'Roya del manzano y el cedro',
        howToTell:
          'Las manchas de roya son amarillo anaranjado brillante con un borde rojo anaranjado y puntitos negros en el centro, no verde oliva opaco.',
      },
      {
        name: 'Mancha de hollín y mota de mosca',
        howToTell:
          'La mancha de hollín es una película gris verdosa como tiznada que se quita de la piel del fruto, y la mota de mosca son grupos de puntitos negros brillantes; ninguna hace costras corchosas rajadas.',
      },
      {
        name: 'Granizo o russeting por aplicaciones',
        howToTell:
          'Las marcas de granizo son abolladuras golpeadas de un lado; el russeting es una red café lisa en la piel sin manchas oscuras.',
      },
    ],
    management: {
      cultural: [
        'Rastrille y destruya, o triture con la cortadora, todas las hojas caídas en otoño o antes de la brotación, que es donde se forman las esporas de la temporada siguiente.',
        'Una aplicación de urea al 5% sobre las hojas justo antes de que caigan (o sobre las hojas caídas) acelera su pudrición y reduce las esporas a la mitad o más.',
        'Pode cada invierno para abrir el centro del árbol y que las hojas y los frutos se sequen rápido después de la lluvia.',
        'Recoja y destruya los frutos con sarna; guarde solo fruta limpia.',
      ],
      biological: [
        'Aplicaciones de Bacillus subtilis o Bacillus amyloliquefaciens en huertos con poca presión, dentro de un programa con protectores.',
        'Azufre o caldo sulfocálcico (permitidos en la producción orgánica) usados como protectores antes de la lluvia.',
      ],
      chemical: [
        {
          activeIngredient: 'captan',
          note: 'Protector (FRAC M04): unos 2-2.5 g de 50% WP por litro desde la punta verde, cada 7-10 días con tiempo lluvioso y antes de lluvias pronosticadas. No lo mezcle con aceite; irrita los ojos, use gafas y guantes.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-3 g de 75% WP por litro desde la punta verde hasta el inicio del cuajado; respete el intervalo de seguridad antes de la cosecha de la etiqueta (muchas veces largo en manzano).',
        },
        {
          activeIngredient: 'dodina',
          note: 'FRAC U12: unos 1 ml por litro, con algo de acción después de la infección al principio de la temporada; limite los usos por temporada.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'Sistémico (FRAC 3): unos 0.3 ml de 25% EC por litro dentro de las 48-72 horas después de un período de infección; mézclelo con un protector y no lo use más de 3-4 veces por temporada.',
        },
        {
          activeIngredient: 'trifloxistrobina',
          note: 'FRAC 11: unos 0.15-0.2 g de 50% WG por litro; la resistencia aparece rápido, así que máximo 2-3 usos y siempre alterne grupos. Respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes a la sarna (por ejemplo Liberty, Enterprise, Florina, Prima) donde el mercado las acepte.',
      'Empiece las aplicaciones protectoras en la punta verde en primaveras húmedas y mantenga las hojas cubiertas hasta que termine la temporada de esporas, cerca de un mes después de la caída de pétalos.',
      'Mantenga el suelo del huerto limpio de hojas viejas cada año.',
    ],
    whenToCallExpert:
      'Llame a un técnico de extensión si aparece sarna en los frutos a pesar de las aplicaciones regulares (posible resistencia al fungicida) o si necesita ayuda para ajustar las aplicaciones a los avisos locales de períodos de infección.',
  },
  'apple-black-rot': {
    name: 'Pudrición negra y mancha ojo de rana del manzano',
    symptoms: {
      leaf: [
        'Mancha ojo de rana: puntitos morados unas semanas después de la caída de pétalos que crecen hasta ser manchas redondas de 3-6 mm.',
        'Cada mancha tiene el centro canela a café claro y un borde delgado morado a café oscuro, como el ojo de una rana.',
        'Las manchas viejas se ponen cafés con bordes lobulados; las hojas muy manchadas se ponen amarillas y se caen.',
      ],
      fruit: [
        'Una pudrición café firme que por lo general empieza en el lado de la flor (cáliz) o en una herida, y se extiende hacia afuera en bandas alternadas cafés y negras.',
        'El fruto no se ablanda; se arruga hasta quedar como una momia negra y dura cubierta de granitos negros diminutos, y se queda en el árbol.',
      ],
      stem: [
        'Cancros hundidos café rojizo en ramas y brazos, muchas veces alrededor de un tocón de poda, un daño viejo de tizón de fuego o una quemadura de sol.',
        'La corteza de los cancros viejos está áspera, rajada y se pela; las ramas más allá de un cancro que las anilla mueren.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido y húmedo (20-30 °C) desde la floración hasta el verano; las esporas salpican con la lluvia desde la madera muerta, los cancros y las momias.',
      'Árboles con ramas muertas, tocones de poda, tizón de fuego, daño por granizo, helada o sequía, y huertos descuidados.',
    ],
    lookAlikes: [
      {
        name: 'Sarna del manzano',
        howToTell:
          'Las manchas de sarna son verde oliva y aterciopeladas con bordes difusos; las de ojo de rana son canela con un borde morado claro.',
      },
      {
        name: 'Roya del manzano y el cedro',
        howToTell:
          'Las manchas de roya son amarillo anaranjado brillante y más tarde muestran copitas como tubos en el envés de la hoja.',
      },
      {
        name: 'Pudrición amarga',
        howToTell:
          'La pudrición amarga hace manchas canela redondas y hundidas con anillos de esporas rosado anaranjado, y la pudrición entra en forma de cono hacia el corazón.',
      },
      {
        name: 'Pudrición blanca (Botryosphaeria dothidea)',
        howToTell:
          'La pudrición blanca es blanda, acuosa y café claro, con tiempo caluroso; la pudrición negra se mantiene firme y oscura.',
      },
    ],
    management: {
      cultural: [
        'En invierno pode toda la madera muerta, los cancros (corte 15 cm por debajo del borde visible) y los tocones de poda; queme o entierre la madera.',
        'Recoja todos los frutos momificados del árbol y del suelo; saque los árboles muertos y los montones de ramas cerca del huerto.',
        'Controle el tizón de fuego y evite las heridas; pinte los cortes de poda grandes.',
        'Mantenga los árboles vigorosos con abonado balanceado y riego en los períodos secos.',
      ],
      biological: ['No hay control biológico confiable; la poda sanitaria es la herramienta principal.'],
      chemical: [
        {
          activeIngredient: 'captan',
          note: 'FRAC M04: unos 2-2.5 g de 50% WP por litro desde la caída de pétalos y durante el verano con tiempo lluvioso; protege hojas y frutos. Irrita los ojos, use gafas.',
        },
        {
          activeIngredient: 'tiofanato-metílico',
          note: 'FRAC 1: unos 1 g de 70% WP por litro, mezclado con un protector; la resistencia es común, máximo 2-3 usos.',
        },
        {
          activeIngredient: 'piraclostrobina',
          note: 'FRAC 11: dosis de la etiqueta en las aplicaciones de verano; máximo 3-4 usos de estrobilurina por temporada, alterne grupos. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'La poda anual en reposo de la madera muerta y la eliminación de las momias es la mejor prevención; las aplicaciones solas fallan donde queda madera muerta.',
      'Proteja los árboles de la quemadura de sol, el daño de invierno y el tizón de fuego, que le abren el camino a este hongo.',
    ],
    whenToCallExpert:
      'Llame si se están secando brazos con cancros en muchos árboles, o si la pudrición del fruto avanza a pesar de la sanidad y las aplicaciones.',
  },
  'apple-cedar-rust': {
    name: 'Roya del manzano y el cedro',
    symptoms: {
      leaf: [
        'Manchitas amarillo pálido en la cara de arriba de las hojas a finales de la primavera que crecen hasta ser manchas amarillo anaranjado brillante de 5-10 mm con un borde rojo anaranjado.',
        'Aparecen puntitos negros diminutos en el centro de cada mancha por la cara de arriba.',
        'A mitad del verano el envés de la mancha se hincha y le salen copitas cafés como tubos con el borde deshilachado que sueltan esporas café anaranjado.',
        'Las hojas muy manchadas se ponen amarillas y se caen antes de tiempo.',
      ],
      fruit: [
        'Manchas levantadas amarillo anaranjado, muchas veces cerca del lado de la flor; los frutos quedan pequeños, deformes y se pueden rajar.',
      ],
      stem: [
        'En los enebros (cedro rojo) cercanos, agallas leñosas cafés de 1-5 cm sacan cuernos anaranjados brillantes como gelatina después de las lluvias de primavera.',
      ],
    },
    favourableConditions: [
      'Enebros o cedros rojos a pocos cientos de metros; las esporas vuelan de las agallas anaranjadas a las hojas del manzano.',
      'Períodos lluviosos cálidos desde el botón rosado hasta cerca de un mes después de la caída de pétalos, cuando las hojas jóvenes del manzano están mojadas 4-6 horas o más.',
    ],
    lookAlikes: [
      {
        name: 'Sarna del manzano',
        howToTell:
          'Las manchas de sarna son verde oliva opaco y aterciopeladas, nunca anaranjado brillante con puntitos negros.',
      },
      {
        name: 'Mancha ojo de rana',
        howToTell: 'Las manchas de ojo de rana son café canela con un borde morado y sin copitas por debajo.',
      },
      {
        name: 'Roya del espino y del membrillo',
        howToTell:
          'Estas royas parientes atacan sobre todo los frutos y las ramitas más que las hojas; un experto local las puede distinguir.',
      },
    ],
    management: {
      cultural: [
        'Donde se pueda, quite los enebros y cedros rojos silvestres cerca del huerto, o córteles las agallas en invierno antes de que saquen los cuernos anaranjados.',
        'No siembre enebros nuevos como rompevientos u ornamentales cerca del manzano.',
        'Rastrille y saque las hojas caídas muy manchadas; mantenga los árboles bien abonados para que no pierdan las hojas.',
      ],
      biological: ['No hay control biológico confiable.'],
      chemical: [
        {
          activeIngredient: 'miclobutanil',
          note: 'FRAC 3: unos 0.4 g de 10% WP por litro desde el botón rosado hasta 3-4 semanas después de la caída de pétalos, cada 7-10 días con tiempo lluvioso. Respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-3 g de 75% WP por litro como protector durante el mismo período; guantes y mascarilla.',
        },
        {
          activeIngredient: 'trifloxistrobina',
          note: 'FRAC 11: unos 0.15-0.2 g de 50% WG por litro; máximo 2-3 usos, alterne con un fungicida del grupo 3. El captan solo controla mal la roya.',
        },
      ],
    },
    prevention: [
      'Siembre variedades de manzano resistentes a la roya (por ejemplo Liberty, Enterprise, Freedom) en zonas con muchos enebros.',
      'Ajuste las aplicaciones a las lluvias de primavera mientras se vean cuernos anaranjados en los enebros cercanos.',
    ],
    whenToCallExpert:
      'Llame si la mayoría de las hojas están manchadas y se están cayendo para mitad del verano, o si no está seguro de si los enebros cercanos tienen las agallas.',
  },
};
