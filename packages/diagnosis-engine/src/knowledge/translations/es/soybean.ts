import type { KnowledgeTranslations } from '../types.js';

export const soybeanEs: KnowledgeTranslations = {
  'soybean-rust': {
    name: 'Roya de la soya (roya asiática)',
    symptoms: {
      leaf: [
        'Manchitas diminutas (1-2 mm), angulosas, primero verde grisáceo y luego canela o café rojizo, al principio sobre todo en las hojas de abajo.',
        'Debajo de la hoja, pústulas pequeñas levantadas en forma de volcán sueltan un polvo canela claro; mírelas con lupa a contraluz.',
        'Las hojas se ponen amarillas y se caen antes de tiempo; el follaje se ralea de abajo hacia arriba.',
      ],
      seed: ['Pocas vainas y mal llenadas; semillas pequeñas.'],
    },
    favourableConditions: [
      'Hojas mojadas por mucho tiempo (6 horas o más) con 15-28 °C y lluvias frecuentes, sobre todo desde la floración en adelante.',
      'Esporas traídas por el viento desde kudzu, soya guacha (que nace sola) y campos sembrados antes.',
    ],
    lookAlikes: [
      {
        name: 'Mancha ojo de rana',
        howToTell:
          'Las manchas de ojo de rana son redondas, más grandes (hasta 5 mm), con el centro gris y el borde morado rojizo, y sin pústulas debajo de la hoja.',
      },
      {
        name: 'Pústula bacteriana',
        howToTell:
          'Las pústulas bacterianas son levantadas pero no sueltan polvo y tienen un halo amarillo; con lupa no se ven poros en forma de volcán.',
      },
    ],
    management: {
      cultural: [
        'Siembre temprano variedades precoces para escapar de la roya de final de temporada; quite la soya guacha.',
      ],
      biological: ['No hay control biológico práctico.'],
      chemical: [
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: dosis de la etiqueta con las primeras pústulas o desde el inicio de la floración (R1-R3) cuando se reporte roya cerca; repita a los 14-21 días.',
        },
        {
          activeIngredient: 'azoxistrobina + ciproconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta; máximo 2 aplicaciones de estrobilurina. La roya se ha vuelto menos sensible a algunos fungicidas: mezcle modos de acción.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: agréguelo como compañero multisitio (2-2.5 g por litro) para frenar la resistencia. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'Use variedades tolerantes donde las haya; siga las alertas regionales de roya; un período sin hospederos entre temporadas.',
    ],
    whenToCallExpert:
      'Llame con las primeras pústulas durante la floración; el momento de la primera aplicación decide el control.',
  },
  'soybean-frogeye-leaf-spot': {
    name: 'Mancha ojo de rana',
    symptoms: {
      leaf: [
        'Manchas redondas a angulosas, de 1-5 mm, con el centro gris claro o canela y un borde angosto morado rojizo a café oscuro, como un ojo de rana.',
        'Las manchas están sobre todo en las hojas jóvenes de arriba; muchas manchas se juntan y las hojas se caen.',
      ],
      stem: ['Lesiones alargadas rojas a cafés con el centro gris en los tallos al final de la temporada.'],
      seed: ['Cubierta de la semilla gris a café y rajada.'],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C), húmedo y lluvioso; restos y semilla enfermos; soya después de soya.',
    ],
    lookAlikes: [
      {
        name: 'Roya de la soya',
        howToTell:
          'Las manchas de roya son diminutas y canela con pústulas polvosas debajo de la hoja; las de ojo de rana son más grandes con un aro morado claro.',
      },
      {
        name: 'Tizón bacteriano de la soya',
        howToTell:
          'Las manchas del tizón bacteriano son angulosas, como empapadas de agua, con halos amarillos y se desprenden, sin un centro gris de ojo de rana.',
      },
    ],
    management: {
      cultural: ['Deje de sembrar soya una temporada o más; entierre los restos con el arado.'],
      biological: ['No hay control biológico práctico.'],
      chemical: [
        {
          activeIngredient: 'tiofanato-metílico',
          note: 'FRAC 1: dosis de la etiqueta en R3 (inicio de vainas) si hay manchas con tiempo húmedo.',
        },
        {
          activeIngredient: 'tetraconazol',
          note: 'FRAC 3: dosis de la etiqueta; muchas poblaciones de ojo de rana son resistentes a las estrobilurinas (FRAC 11), así que prefiera azoles o mezclas. Respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Variedades resistentes (genes Rcs), semilla limpia, rotación.'],
    whenToCallExpert:
      'Llame si las manchas se extienden a las hojas jóvenes de arriba antes del llenado de las vainas.',
  },
  'yellow-mosaic-legumes': {
    name: 'Mosaico amarillo de la soya y las leguminosas',
    symptoms: {
      leaf: [
        'Manchones amarillo brillante mezclados con verde en las hojas jóvenes, que se vuelven un mosaico amarillo dorado y verde; después hojas enteras se ponen amarillas.',
        'Las hojas pueden estar un poco arrugadas y ser más pequeñas.',
      ],
      seed: ['Pocas vainas, pequeñas y con semillas arrugadas; maduran tarde.'],
      'whole plant': [
        'Plantas amarillo brillante regadas por el campo; las plantas infectadas temprano quedan enanas.',
      ],
    },
    favourableConditions: [
      'Aumento de la mosca blanca (Bemisia tabaci) con tiempo cálido; variedades susceptibles; malezas hospederas.',
    ],
    lookAlikes: [
      {
        name: 'Falta de nitrógeno',
        howToTell:
          'La falta de nitrógeno da un verde amarillento pálido y parejo en las hojas viejas, no un mosaico amarillo brillante y verde en las hojas jóvenes.',
      },
      {
        name: 'Falta de hierro',
        howToTell:
          'La falta de hierro pone amarillo entre las venas de las hojas jóvenes mientras las venas siguen verdes, en parches de suelo alcalino.',
      },
    ],
    management: {
      cultural: [
        'Saque y destruya temprano las plantas enfermas; quite las malezas hospederas; evite las siembras escalonadas en la zona.',
      ],
      biological: ['Trampas amarillas pegajosas (12-15 por hectárea); aceite de neem contra la mosca blanca.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el virus. Solo se puede controlar a la mosca blanca que lo transmite (vea la ficha de mosca blanca).',
        },
        {
          activeIngredient: 'tiametoxam (tratamiento de semilla)',
          note: 'IRAC 4A: tratamiento de semilla a la dosis de la etiqueta; protege las plantas jóvenes por unas semanas. La semilla tratada es venenosa.',
        },
      ],
    },
    prevention: ['Siembre variedades resistentes al mosaico amarillo; siembre a tiempo.'],
    whenToCallExpert: 'Llame si aparece mosaico amarillo en muchas plantas antes de la floración.',
  },
};
