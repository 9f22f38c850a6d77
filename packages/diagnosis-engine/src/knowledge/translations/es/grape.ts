import type { KnowledgeTranslations } from '../types.js';

export const grapeEs: KnowledgeTranslations = {
  'grape-black-rot': {
    name: 'Podredumbre negra de la vid',
    symptoms: {
      leaf: [
        'Manchitas redondas color crema a café rojizo, de 2-10 mm, con un borde café oscuro bien marcado, en las hojas jóvenes en primavera.',
        'Se forman puntitos negros diminutos como pimienta en una franja justo por dentro del borde de cada mancha.',
      ],
      stem: [
        'Lesiones largas, hundidas, negro moradas en los brotes verdes, los pecíolos y los zarcillos, también con puntitos negros.',
      ],
      fruit: [
        'Las bayas muestran una manchita blancuzca o pálida que se pone café y pudre toda la baya en pocos días.',
        'Las bayas podridas se arrugan hasta ser momias negras, duras y arrugadas, cubiertas de granitos negros; algunas se quedan colgando en el racimo.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido y lluvioso (20-32 °C) con hojas y bayas mojadas 6 horas o más, desde la brotación hasta unas 5 semanas después de la floración.',
      'Momias dejadas en la parra o en el suelo, y sarmientos enfermos, que llevan el hongo de una temporada a otra.',
      'Follajes densos y parras abandonadas o silvestres cerca.',
    ],
    lookAlikes: [
      {
        name: 'Mildiu de la vid',
        howToTell:
          'El mildiu hace manchones amarillo pálido como de aceite en las hojas con un crecimiento blanco velloso por debajo; las manchas de podredumbre negra son secas y cafés con puntitos negros cerca del borde.',
      },
      {
        name: 'Antracnosis (ojo de pájaro)',
        howToTell:
          'Las manchas de antracnosis en la baya son hundidas y grises en el centro con un borde oscuro como ojo de pájaro; las bayas no se vuelven momias negras enteras.',
      },
      {
        name: 'Mancha foliar por Isariopsis',
        howToTell:
          'Las manchas de Isariopsis son más grandes, irregulares y café oscuro, sobre todo en las hojas viejas al final de la temporada, con un crecimiento como hollín por debajo.',
      },
      {
        name: 'Yesca (sarampión negro)',
        howToTell:
          'La yesca hace muchas manchitas oscuras en la piel de la baya y hojas rayadas, no bayas enteras que se vuelven momias negras.',
      },
    ],
    management: {
      cultural: [
        'Quite todas las momias de las parras durante la poda y entiérrelas o quémelas; labre bajo las parras para enterrar las momias caídas.',
        'Pode los sarmientos y zarcillos enfermos y elimine las parras silvestres o abandonadas cerca del viñedo.',
        'Conduzca y ralee los brotes y quite las hojas alrededor de los racimos para que el follaje se seque rápido.',
        'Recoja y destruya los racimos enfermos durante la temporada.',
      ],
      biological: [
        'No hay control biológico confiable; la sanidad y los protectores bien aplicados a tiempo sostienen el programa.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-2.5 g de 75% WP por litro desde brotes de 10-15 cm hasta 4-5 semanas después de la floración, cada 10-14 días con tiempo lluvioso. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
        {
          activeIngredient: 'miclobutanil',
          note: 'Sistémico (FRAC 3): unos 0.4 g de 10% WP por litro, desde justo antes de la floración hasta 4 semanas después; tiene algo de acción 2-3 días después de una infección.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 0.5-1 ml de 25% EC por litro; alterne con otro grupo.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: unos 1 ml de 23% SC por litro; máximo 2-3 usos por temporada. La deriva daña algunas variedades de manzano (como McIntosh) que crezcan cerca.',
        },
      ],
    },
    prevention: [
      'Limpie las momias cada invierno; cuando no queda ninguna, el hongo tiene poco de dónde empezar.',
      'Proteja el cultivo desde poco antes de la floración hasta que las bayas tengan el tamaño de un chícharo y empiecen a tomar color, que es cuando son más susceptibles.',
    ],
    whenToCallExpert:
      'Llame si aparecen bayas negras momificadas en muchos racimos a pesar de las aplicaciones, o si necesita un calendario de aplicaciones para una zona lluviosa.',
  },
  'grape-esca': {
    name: 'Yesca (sarampión negro) y enfermedades de la madera de la vid',
    symptoms: {
      leaf: [
        'Rayas atigradas: manchones amarillos (variedades blancas) o rojo oscuro (variedades tintas) entre las venas principales que se secan y quedan cafés, dejando una franja verde a lo largo de las venas.',
        'Los síntomas salen a principios o a mediados del verano, pueden aparecer en un solo sarmiento o brazo, y pueden saltarse un año.',
      ],
      fruit: [
        'Manchitas morado oscuro a negras regadas en la piel de la baya (sarampión); las bayas se pueden rajar, arrugar y secar.',
      ],
      stem: [
        'Un corte a lo ancho del tronco o del brazo muestra puntitos negros o rayas oscuras en la madera, y muchas veces una cuña café de madera muerta.',
        'En las parras viejas, el centro del tronco puede estar con madera podrida blanda, esponjosa y amarillo pálido.',
        'Los pitones y los brazos se secan y los brotes que tienen quedan débiles.',
      ],
      'whole plant': [
        'Apoplejía: con el calor del verano toda una parra o un brazo se marchita y se seca en pocos días, con las hojas y las bayas todavía colgando.',
      ],
    },
    favourableConditions: [
      'Heridas de poda grandes hechas con tiempo húmedo; las esporas entran en los cortes frescos durante varias semanas después de la poda.',
      'Material de siembra enfermo desde el vivero; parras de más de unos 7-10 años.',
      'Veranos calientes y secos después de primaveras húmedas, y falta de agua; la apoplejía muchas veces viene después de una lluvia fuerte seguida de calor.',
    ],
    lookAlikes: [
      {
        name: 'Falta de magnesio o de potasio',
        howToTell:
          'La deficiencia pone amarillas o rojizas las hojas viejas de forma pareja en todo el viñedo; las rayas de la yesca se secan cafés y aparecen en parras sueltas, con manchas oscuras en la madera.',
      },
      {
        name: 'Eutipiosis (muerte del brazo)',
        howToTell:
          'La eutipiosis da hojas pequeñas, acucharadas, amarillas y con bordes muertos en brotes de primavera enanos, y un cancro en forma de cuña en el tronco, pero sin rayas atigradas.',
      },
      {
        name: 'Podredumbre negra',
        howToTell:
          'La podredumbre negra pudre bayas enteras hasta hacerlas momias negras; el sarampión solo mancha la piel de la baya.',
      },
      {
        name: 'Sequía',
        howToTell:
          'La sequía marchita todas las parras de la parte seca del campo a la vez y el corte de la madera está limpio.',
      },
    ],
    management: {
      cultural: [
        'Marque en verano las parras con síntomas y pódelas al final, con tiempo seco, con herramientas desinfectadas entre parra y parra.',
        'Pode tarde en el reposo o haga doble poda (corte grueso temprano, corte final tarde) para que las heridas cierren rápido; evite los cortes grandes.',
        'Corte los brazos y troncos muertos bien por debajo de la madera oscura y quémelos; forme un tronco nuevo a partir de un chupón sano.',
        'Reemplace las parras que se han caído o están muy afectadas; mantenga las parras regadas y abonadas para evitar el estrés.',
      ],
      biological: [
        'Productos de Trichoderma para proteger heridas (por ejemplo T. atroviride o T. harzianum) aplicados o pintados sobre los cortes de poda frescos.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno que cure la madera enferma',
          note: 'Ningún fungicida cura las parras ya infectadas. Antes se usaba arsenito de sodio, que hoy está prohibido por razones de salud.',
        },
        {
          activeIngredient: 'tiofanato-metílico (protector de heridas)',
          note: 'FRAC 1: pintado o aplicado sobre las heridas de poda frescas a la dosis de la etiqueta (cerca de 1-2 g de 70% WP por litro en aspersión) dentro del día de la poda.',
        },
        {
          activeIngredient: 'tebuconazol (pasta para heridas)',
          note: 'FRAC 3: pintura o pasta para heridas en los cortes grandes a la dosis de la etiqueta; use guantes.',
        },
      ],
    },
    prevention: [
      'Compre material de siembra certificado y limpio en un vivero de confianza; revise el punto de injerto de las parras jóvenes.',
      'Proteja cada herida de poda grande, pode con tiempo seco y conduzca las parras para evitar cortes grandes más adelante.',
    ],
    whenToCallExpert:
      'Llame cuando varias parras muestren hojas atigradas, bayas manchadas o caída repentina, para confirmar la enfermedad de la madera y planear la reformación o la replantación.',
  },
  'grape-leaf-blight': {
    name: 'Mancha foliar por Isariopsis (tizón de la hoja de la vid)',
    symptoms: {
      leaf: [
        'Manchas irregulares café rojizo oscuro a negras, de 2-25 mm, en las hojas viejas, muchas veces con un borde amarillo angosto.',
        'Debajo de las manchas crece con tiempo húmedo un moho gris oscuro a negro como hollín, hecho de mechoncitos del hongo.',
        'Las manchas se juntan en manchones muertos grandes; las hojas se secan y se caen antes de tiempo, desde la base de los sarmientos hacia arriba.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido, húmedo o lluvioso al final de la temporada, sobre todo en viñedos tropicales y subtropicales.',
      'Hojas enfermas caídas dejadas en el viñedo; parras que no se aplican después de la cosecha.',
    ],
    lookAlikes: [
      {
        name: 'Podredumbre negra',
        howToTell:
          'Las manchas de podredumbre negra son pequeñas, redondas y regulares con una franja de puntitos negros, y las bayas se pudren hasta ser momias.',
      },
      {
        name: 'Mildiu de la vid',
        howToTell:
          'El mildiu tiene un crecimiento blanco velloso debajo de manchones amarillos como de aceite, no mechoncitos oscuros como hollín.',
      },
      {
        name: 'Yesca (hoja atigrada)',
        howToTell: 'La yesca seca la hoja entre las venas en rayas y deja una franja verde a lo largo de las venas.',
      },
    ],
    management: {
      cultural: [
        'Recoja y queme las hojas caídas después de la cosecha y en la poda.',
        'Ralee el follaje y quite las hojas más viejas y manchadas para que el aire circule entre las parras.',
        'Evite el exceso de nitrógeno; mantenga las parras bien regadas en los períodos secos para que no pierdan las hojas.',
      ],
      biological: ['Productos de Bacillus subtilis como parte de un programa protector en la temporada de lluvias.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-2.5 g de 75% WP por litro cuando aparezcan las primeras manchas, repetido cada 10-15 días con tiempo lluvioso. Respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g de 50% WP por litro; también ayuda contra el mildiu. Evítelo en hojas jóvenes tiernas con tiempo frío.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'Sistémico (FRAC 3): unos 0.5 ml de 25% EC por litro; máximo 2-3 usos por temporada, alterne con un protector. Guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'En regiones húmedas siga con las aplicaciones protectoras después de la cosecha; limpie las hojas caídas cada temporada.',
    ],
    whenToCallExpert:
      'Llame si las parras pierden muchas hojas antes de que maduren los sarmientos, porque la siguiente cosecha puede sufrir.',
  },
};
