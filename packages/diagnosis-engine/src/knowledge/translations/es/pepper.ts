import type { KnowledgeTranslations } from '../types.js';

export const pepperEs: KnowledgeTranslations = {
  'chili-anthracnose': {
    name: 'Antracnosis del chile y el pimiento (pudrición del fruto, muerte descendente)',
    symptoms: {
      fruit: [
        'Manchas redondas, hundidas, como empapadas de agua, en los frutos que están madurando (muchas veces rojos), que crecen hasta 1-3 cm.',
        'Dentro de la mancha se forman anillos de puntitos negros o masas babosas de esporas color salmón anaranjado; los frutos se arrugan, se ponen color paja y se caen.',
      ],
      stem: [
        'Muerte descendente: las ramitas jóvenes mueren desde la punta hacia atrás, se ponen gris blancuzco y con puntitos negros.',
      ],
      seed: ['Las semillas de frutos enfermos salen manchadas y llevan la enfermedad.'],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C), lluvioso y húmedo durante la maduración del fruto; salpicadura de la lluvia.',
      'Semilla enferma; heridas en los frutos por insectos; dejar frutos viejos en las plantas.',
    ],
    lookAlikes: [
      {
        name: 'Quemadura de sol',
        howToTell:
          'La quemadura de sol es un manchón pálido, como papel, desteñido, en el lado del fruto que da al sol, sin anillos de puntitos ni masas de esporas anaranjadas.',
      },
      {
        name: 'Tizón por Phytophthora',
        howToTell:
          'La pudrición del fruto por Phytophthora es grasosa con moho blanco y las plantas enteras se caen desde la base del tallo.',
      },
      {
        name: 'Mancha bacteriana',
        howToTell: 'Las manchas bacterianas en el fruto son costras levantadas y ásperas, no anillos hundidos.',
      },
      {
        name: 'Barrenador del fruto',
        howToTell: 'Un barrenador deja un agujero redondo con excremento, y una oruga adentro.',
      },
    ],
    management: {
      cultural: [
        'Recoja y destruya los frutos enfermos y las ramitas muertas; no los deje en el suelo.',
        'Coseche pronto los frutos maduros; evite el riego por aspersión; deje buena distancia entre plantas.',
      ],
      biological: [
        'Tratamiento de semilla con Trichoderma viride (4 g/kg) o Pseudomonas fluorescens (10 g/kg).',
        'Aplicaciones de Bacillus subtilis como protector.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g de 75% WP por litro desde la floración, cada 10 días con tiempo lluvioso; respete el intervalo de seguridad antes de la cosecha (muchas veces 5-7 días).',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro; máximo 2-3 aplicaciones por temporada, alterne con otro grupo.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'FRAC 3: 0.5 ml de 25% EC por litro contra la muerte descendente y la pudrición del fruto. Guantes y mascarilla.',
        },
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro; no lo alterne con difenoconazol (mismo grupo).',
        },
      ],
    },
    prevention: [
      'Use semilla libre de enfermedad sacada de frutos sanos; trate la semilla; rote con cultivos que no sean solanáceas; variedades tolerantes.',
    ],
    whenToCallExpert:
      'Llame si más del 10% de los frutos rojos se pudren en la cosecha, o si hay una muerte descendente que avanza rápido.',
  },
  'chili-leaf-curl': {
    name: 'Virus del enrollamiento de la hoja del chile',
    symptoms: {
      leaf: [
        'Las hojas jóvenes se enrollan hacia arriba y hacia adentro, se quedan pequeñas, gruesas, arrugadas y pálidas, con las venas hinchadas.',
        'Las hojas se amontonan en la punta (aspecto de cogollo arrepollado).',
      ],
      flower: ['Se caen las flores y los frutos pequeños; pocos frutos, pequeños y deformes.'],
      'whole plant': ['Plantas enanas y achaparradas; las plantas infectadas temprano casi no producen.'],
    },
    favourableConditions: [
      'Poblaciones de mosca blanca (Bemisia tabaci) con tiempo caliente y seco; plántulas enfermas de almácigos al aire libre.',
    ],
    lookAlikes: [
      {
        name: 'Ácaro blanco (ácaro ancho)',
        howToTell:
          'El ácaro blanco enrolla las hojas hacia abajo con el envés brillante y bronceado; las hojas nuevas se recuperan después de un acaricida.',
      },
      {
        name: 'Trips del chile',
        howToTell:
          'Los trips también enrollan las hojas hacia arriba, pero dejan raspaduras plateadas y cicatrices cafés en el envés; al golpear las hojas sobre un papel se ven astillitas que se mueven.',
      },
      {
        name: 'Virus del mosaico',
        howToTell: 'El mosaico da un moteado verde claro/oscuro sin enrollamiento ni amontonamiento fuertes.',
      },
    ],
    management: {
      cultural: [
        'Produzca las plántulas bajo malla antiinsectos; saque temprano las plantas enfermas.',
        'Use trampas amarillas pegajosas; siembre 2-3 surcos de maíz o sorgo alrededor del campo como barrera.',
        'Quite las malezas hospederas.',
      ],
      biological: [
        'Aceite de neem (3-5 ml por litro) o extracto de semilla de neem al 5% contra la mosca blanca; Beauveria bassiana.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el virus; solo se puede controlar a la mosca blanca que lo transmite (vea la ficha de mosca blanca).',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: unos 1 ml de 22.9% SC por litro contra las ninfas de mosca blanca.',
        },
        {
          activeIngredient: 'ciantraniliprol',
          note: 'IRAC 28: dosis de la etiqueta; también actúa contra los trips. Rote grupos; respete el intervalo de seguridad antes de la cosecha; tóxico para las abejas.',
        },
      ],
    },
    prevention: [
      'Híbridos resistentes o tolerantes; almácigos con malla; inmersión de las raíces de las plántulas en imidacloprid donde se recomiende.',
    ],
    whenToCallExpert:
      'Llame si no puede distinguir el virus del daño por ácaros o trips: el control es completamente distinto.',
  },
  'phytophthora-blight': {
    name: 'Tizón por Phytophthora (pudrición de raíz, cuello y fruto)',
    symptoms: {
      stem: ['Lesión café oscuro a negra, como empapada de agua, a ras del suelo, que rodea el tallo.'],
      'whole plant': [
        'Las plantas se marchitan de repente y mueren, muchas veces en las partes bajas y húmedas del campo o a lo largo de un surco después de una lluvia fuerte.',
      ],
      root: ['Las raíces están cafés y podridas; la capa de afuera se desprende.'],
      leaf: ['Manchones oscuros, como empapados de agua, en las hojas, que al secarse quedan color canela.'],
      fruit: [
        'Manchones como empapados de agua en los frutos (chile/pimiento, calabaza, pepino), cubiertos de un moho blanco de aspecto polvoso; el fruto se derrumba.',
      ],
    },
    favourableConditions: [
      'Lluvia fuerte, suelo encharcado, camas planas, riego por surcos que inunda la base de las plantas; 25-30 °C.',
      'Campos con chile/pimiento o cucurbitáceas en años anteriores.',
    ],
    lookAlikes: [
      {
        name: 'Marchitez bacteriana',
        howToTell:
          'La marchitez bacteriana muestra exudado lechoso de un tallo cortado en agua y no tiene el cuello negro y podrido.',
      },
      {
        name: 'Mal del talluelo (damping-off)',
        howToTell:
          'El mal del talluelo mata las plántulas en el almácigo; el tizón por Phytophthora mata plantas más grandes en el campo.',
      },
      {
        name: 'Antracnosis',
        howToTell:
          'Las manchas de antracnosis en el fruto son anillos hundidos con puntitos negros o esporas anaranjadas, y la planta no se marchita.',
      },
    ],
    management: {
      cultural: [
        'Siembre en camas elevadas (20-25 cm) y mejore el drenaje; no inunde la base de las plantas; riegue por goteo.',
        'Saque las plantas muertas y los frutos enfermos; no riegue con agua de estanques que reciben agua de drenaje.',
      ],
      biological: [
        'Trichoderma harzianum o T. asperellum en compost en el hoyo de siembra; drench de Bacillus subtilis.',
      ],
      chemical: [
        {
          activeIngredient: 'metalaxil-M + mancozeb',
          note: 'FRAC 4 + M03: unos 2.5 g por litro en drench alrededor de la base del tallo con las primeras plantas marchitas en la zona, y en aspersión; máximo 2-3 usos; hay resistencia al metalaxil.',
        },
        {
          activeIngredient: 'fosetil-aluminio',
          note: 'FRAC P07: unos 2.5 g de 80% WP por litro en drench o aspersión.',
        },
        {
          activeIngredient: 'mandipropamid',
          note: 'FRAC 40: dosis de la etiqueta, alterne con otros grupos. Use guantes; respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g por litro en drench; solo protector.',
        },
      ],
    },
    prevention: [
      'Camas elevadas, buen drenaje, rotación de 3 años sin chile/pimiento ni cucurbitáceas, variedades tolerantes.',
    ],
    whenToCallExpert:
      'Llame si las plantas se caen en varios parches después de la lluvia; puede hacer falta un análisis de suelo y consejo sobre drenaje.',
  },
  'broad-mite': {
    name: 'Ácaro blanco (ácaro ancho)',
    symptoms: {
      leaf: [
        'Las hojas jóvenes se enrollan hacia abajo por los bordes, se quedan angostas, como de cuero y en forma de tira; el envés está brillante, bronceado o morado.',
        'Los ácaros son demasiado pequeños para verlos sin una lupa fuerte (x20).',
      ],
      flower: ['Los botones florales se caen; las puntas de crecimiento se secan.'],
      fruit: ['La superficie del fruto se pone áspera, con russeting (color herrumbre), corchosa y rajada.'],
    },
    favourableConditions: ['Tiempo cálido y húmedo; sombra; invernaderos y cultivos densos.'],
    lookAlikes: [
      {
        name: 'Virus del enrollamiento de la hoja del chile',
        howToTell: 'El virus enrolla las hojas hacia arriba, hay mosca blanca y no mejora después de un acaricida.',
      },
      {
        name: 'Trips',
        howToTell:
          'Los trips dejan cicatrices plateadas y puntitos negros, y los insectos se ven al golpear la hoja sobre un papel.',
      },
      {
        name: 'Daño por herbicida',
        howToTell:
          'El daño por herbicida aparece en muchas plantas a la vez cerca de la línea de aplicación y no se extiende.',
      },
    ],
    management: {
      cultural: [
        'Quite los brotes muy afectados; controle las malezas; no lleve ácaros en la ropa desde campos infestados.',
      ],
      biological: [
        'Ácaros depredadores (Neoseiulus, Amblyseius swirskii); el azufre mojable se acepta en la producción orgánica.',
      ],
      chemical: [
        {
          activeIngredient: 'azufre (mojable)',
          note: 'FRAC M02 / acaricida: 2-3 g de 80% WP por litro; no con más de 32 °C; no lo mezcle con aceites.',
        },
        {
          activeIngredient: 'abamectina',
          note: 'IRAC 6: unos 0.5 ml de 1.9% EC por litro; moje bien las hojas jóvenes; respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: unos 1 ml de 22.9% SC por litro; rote con el grupo 6. Use equipo de protección.',
        },
      ],
    },
    prevention: ['Plántulas limpias; revise el crecimiento nuevo cada semana en períodos cálidos y húmedos.'],
    whenToCallExpert:
      'Llame si no está seguro de si el enrollamiento es por ácaros o por virus; una revisión con lupa por un técnico lo resuelve.',
  },
};
