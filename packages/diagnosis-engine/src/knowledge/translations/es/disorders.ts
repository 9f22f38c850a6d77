import type { KnowledgeTranslations } from '../types.js';

export const disordersEs: KnowledgeTranslations = {
  'herbicide-injury': {
    name: 'Daño por deriva de herbicida (herbicidas hormonales)',
    symptoms: {
      leaf: [
        'Las hojas nuevas salen acucharadas, arrugadas o encrespadas, angostas como correas, con las venas paralelas como dedos.',
        'Las hojas y sus pecíolos se tuercen y se doblan hacia abajo; los bordes pueden enrollarse y las hojas más nuevas se ponen pálidas.',
      ],
      stem: ['Los tallos se tuercen, se doblan y se rajan, a veces con partes hinchadas o partidas cerca de la base.'],
      'whole plant': [
        'Muchas plantas lo muestran al mismo tiempo, peor del lado que da a un campo, jardín o camino fumigado, y menos hacia adentro.',
        'No pasa de planta en planta; las hojas que salen después pueden venir normales.',
      ],
      fruit: ['Los frutos pueden salir deformes y las flores caen.'],
    },
    favourableConditions: [
      'Un vecino o una cuadrilla de caminos que aplicó un herbicida contra malezas de hoja ancha con viento o calor, unos días a dos semanas antes.',
      'Una bomba que tuvo herbicida usada otra vez en el cultivo sin lavarla bien; estiércol o paja de campos tratados con esos herbicidas.',
    ],
    lookAlikes: [
      {
        name: 'Ácaro blanco (ácaro ancho)',
        howToTell:
          'El ácaro ancho broncea y endurece el envés de las hojas jóvenes, aparece en manchones que crecen y se ve con una lupa de 20 aumentos; la deriva afecta a todo un lado del campo a la vez.',
      },
      {
        name: 'Virus del enrollamiento de la hoja',
        howToTell:
          'El virus avanza durante semanas de planta en planta con moscas blancas, y las hojas quedan pequeñas con bordes amarillos; la deriva llega de golpe después de una aplicación cercana.',
      },
      {
        name: 'Fitoplasma (amarillamiento, hoja pequeña, filodia)',
        howToTell:
          'El fitoplasma da hojas diminutas, brotes en escoba y flores verdes como hojas en plantas sueltas, no hojas torcidas como correas a lo largo de un borde del campo.',
      },
    ],
    management: {
      cultural: [
        'Averigüe qué se aplicó cerca en las últimas dos semanas, qué día y con qué viento; saque fotos con fecha del patrón en el campo.',
        'Riegue y fertilice normalmente y espere: las plantas poco dañadas se recuperan; no las arranque todavía.',
        'Si su bomba tuvo alguna vez herbicida, enjuáguela tres veces con un limpiador de tanque, y tenga una bomba solo para herbicidas.',
        'Pida al vecino o al contratista que aplique solo con tiempo fresco y sin viento, con gotas gruesas.',
      ],
      biological: ['Ningún producto biológico ayuda; la planta tiene que sacar hojas nuevas.'],
      chemical: [
        {
          activeIngredient: 'ninguno',
          note: 'Ningún químico cura el daño por herbicida. No aplique fungicida ni insecticida: no hay plaga que matar.',
        },
      ],
    },
    prevention: [
      'Acuerde con los vecinos los días de aplicación y los límites de viento; deje una franja o un seto entre su cultivo y los campos fumigados.',
    ],
    whenToCallExpert:
      'Llame al técnico de extensión o a la oficina de agricultura para que registre el daño, y pregunte por un análisis de hojas si va a reclamar una compensación; no venda fruta de cultivos muy afectados antes de que el técnico lo aconseje.',
  },
  'phytoplasma-yellows': {
    name: 'Fitoplasmas (amarillamientos de la vid, bois noir, hoja pequeña, filodia)',
    symptoms: {
      leaf: [
        'Las hojas se ponen amarillas (uvas blancas) o rojas (uvas tintas) en zonas enteras, se sienten gruesas y quebradizas y se enrollan hacia abajo.',
        'Las hojas nuevas son muy pequeñas y amontonadas en brotes cortos (hoja pequeña).',
      ],
      stem: [
        'Los sarmientos de la vid siguen verdes y como de goma y no se lignifican; se doblan y mueren en invierno.',
      ],
      flower: ['Las flores se vuelven verdes como hojas (filodia) o quedan cerradas e hinchadas; casi no cuaja fruta.'],
      fruit: ['Los racimos se marchitan y se secan antes de madurar; las bayas se arrugan y saben agrias.'],
      'whole plant': [
        'Muchos brotes pequeños forman una escoba; se afectan plantas o cepas sueltas, dispersas en el campo, y cada año son más.',
      ],
    },
    favourableConditions: [
      'Chicharritas y saltahojas que llevan el fitoplasma desde malezas como la correhuela y la ortiga (bois noir) o desde cepas enfermas (flavescencia dorada).',
      'Estacas, madera de injerto y plantas de vivero infectadas.',
    ],
    lookAlikes: [
      {
        name: 'Yesca (sarampión negro)',
        howToTell:
          'Las hojas con yesca tienen rayas de tigre entre venas verdes que se secan a café, y la madera del tronco tiene puntos oscuros; con el amarillamiento las hojas se enrollan hacia abajo, están quebradizas y los sarmientos siguen de goma.',
      },
      {
        name: 'Falta de magnesio o potasio',
        howToTell:
          'La carencia colorea parejo las hojas viejas de todas las plantas de una zona y no impide que los brotes maduren ni que cuajen las flores.',
      },
      {
        name: 'Deriva de herbicida',
        howToTell:
          'La deriva tuerce y angosta las hojas nuevas de muchas plantas de un lado del campo a la vez; el fitoplasma ataca plantas sueltas, con hojas diminutas y flores verdes.',
      },
    ],
    management: {
      cultural: [
        'Marque las plantas o cepas enfermas y arranque y queme las muy afectadas; corte los sarmientos con síntomas bien por debajo de ellos.',
        'Elimine la correhuela, la ortiga y otras malezas hospederas dentro y alrededor del campo, sin segar mientras vuelan las chicharritas.',
        'Tome estacas y madera de injerto solo de cepas sin síntomas; compre plantas certificadas, tratadas con agua caliente en el caso de la vid.',
      ],
      biological: [
        'Ningún producto biológico lo cura; mantenga bajas las malezas hospederas y proteja a los enemigos naturales de las chicharritas.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el fitoplasma',
          note: 'Ningún químico cura el fitoplasma. Donde hay flavescencia dorada, el servicio de sanidad vegetal fija las aplicaciones contra el vector; siga solo su programa.',
        },
      ],
    },
    prevention: [
      'Material de plantación certificado, control de malezas hospederas y eliminación temprana de plantas enfermas.',
    ],
    whenToCallExpert:
      'Llame al técnico de extensión para un análisis de laboratorio (PCR) de hojas: la flavescencia dorada de la vid es de declaración obligatoria en muchos países, y solo un análisis distingue los fitoplasmas.',
  },
};
