import type { KnowledgeTranslations } from '../types.js';

export const brassicasLegumesEs: KnowledgeTranslations = {
  'diamondback-moth': {
    name: 'Palomilla dorso de diamante',
    symptoms: {
      leaf: [
        'Oruguitas verdes (hasta 1 cm) que se retuercen hacia atrás rápido y se descuelgan de un hilo de seda cuando se las toca.',
        'Las larvas pequeñas comen el envés de la hoja dejando la piel de arriba como "ventanitas" transparentes; las larvas más grandes comen agujeritos irregulares (perdigonazos).',
        'Los ataques fuertes dejan las hojas como encaje; se comen el punto de crecimiento de las plantas jóvenes, así que no se forman cabezas.',
      ],
    },
    favourableConditions: [
      'Tiempo seco y cálido; siembra continua de crucíferas (coles); abuso de insecticidas (resistencia fuerte).',
    ],
    lookAlikes: [
      {
        name: 'Gusano medidor / mariposa blanca de la col',
        howToTell:
          'Los medidores y las orugas de la mariposa blanca son más grandes, más lentos y hacen agujeros más grandes; los medidores arquean el cuerpo al moverse.',
      },
      {
        name: 'Gusanos soldado (cogolleros)',
        howToTell:
          'Las larvas del gusano soldado son más grandes, con rayas, y comen en grupo, dejando agujeros grandes e irregulares y excremento.',
      },
    ],
    management: {
      cultural: [
        'Siembre 2 surcos de mostaza india como cultivo trampa cada 25 surcos de repollo (siembre la mostaza 15 días antes que el repollo).',
        'El riego por aspersión en la tarde lava y ahoga las larvas pequeñas.',
        'Saque los restos de cosecha justo después de cosechar; corte el ciclo con cultivos que no sean crucíferas.',
      ],
      biological: [
        'Aplicaciones de Bacillus thuringiensis (kurstaki o aizawai) cada 7 días sobre larvas pequeñas, por la tarde.',
        'Trampas de feromonas (10-12 por hectárea) para monitorear; conserve las avispitas parasitoides Cotesia y Diadegma.',
        'Extracto de semilla de neem al 5%.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: unos 0.3 ml de 45% SC por litro; no lo use más de dos veces seguidas.',
        },
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: dosis de la etiqueta; ya hay resistencia en algunas zonas, rote.',
        },
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: unos 0.4 g de 5% SG por litro.',
        },
        {
          activeIngredient: 'indoxacarb',
          note: 'IRAC 22A: dosis de la etiqueta. La palomilla dorso de diamante es resistente a piretroides y organofosforados en la mayoría de las zonas: rote grupos por generación; use adherente en las hojas cerosas; respete el intervalo de seguridad antes de la cosecha; equipo de protección.',
        },
      ],
    },
    prevention: ['Plántulas limpias; cultivos trampa; programa a base de Bt desde el trasplante.'],
    whenToCallExpert: 'Llame si las larvas sobreviven a aplicaciones de dos grupos IRAC distintos.',
  },
  'cabbage-black-rot': {
    name: 'Pudrición negra de las crucíferas',
    symptoms: {
      leaf: [
        'Manchones amarillos en forma de V que empiezan en el borde de la hoja con la punta de la V hacia la nervadura central.',
        'Las venas dentro del manchón se ponen negras; después el manchón se seca café.',
      ],
      stem: ['Un tallo cortado muestra un anillo negro en los vasos.'],
      'whole plant': [
        'Las cabezas quedan pequeñas, de un solo lado y se pudren con bacterias de pudrición blanda; las plántulas pueden caerse.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C), húmedo y lluvioso; semilla enferma; salpicadura de la lluvia y heridas de insectos.',
    ],
    lookAlikes: [
      {
        name: 'Falta de potasio',
        howToTell: 'La falta de potasio quema los bordes de forma pareja sin venas negras ni forma de V.',
      },
      {
        name: 'Amarillamiento por Fusarium',
        howToTell:
          'Fusarium pone amarillo un lado de la planta con venas cafés (no negras) y sin lesiones en V en el borde.',
      },
    ],
    management: {
      cultural: [
        'Saque las plantas y los restos enfermos; rote 3 años sin crucíferas; controle las malezas crucíferas.',
        'Evite el riego por aspersión; no trabaje entre las plantas mojadas.',
      ],
      biological: [
        'Aplicaciones de Bacillus subtilis; tratamiento de la semilla con agua caliente (50 °C durante 25-30 minutos para semilla de repollo).',
      ],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g por litro cada 10 días con tiempo lluvioso; solo frena el avance. Guantes; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Semilla certificada o tratada con agua caliente; almácigos limpios; variedades resistentes.'],
    whenToCallExpert: 'Llame si muchas plántulas del almácigo muestran lesiones en forma de V.',
  },
  'groundnut-leaf-spots': {
    name: 'Mancha temprana y mancha tardía del maní (tikka)',
    symptoms: {
      leaf: [
        'Mancha temprana: manchas redondas café claro a café rojizo (1-10 mm) con un halo amarillo claro, que se ven 4-5 semanas después de la siembra.',
        'Mancha tardía: manchas redondas café muy oscuro a negras sin halo fuerte, con puntitos oscuros en anillos en el envés, desde las 6-7 semanas.',
        'Las hojas se caen antes de tiempo y las plantas quedan con los tallos pelados.',
      ],
      stem: ['Manchas oscuras ovaladas en los tallos y los pecíolos.'],
      seed: ['Vainas y granos más pequeños; las vainas se desprenden en la cosecha.'],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C) y húmedo con hojas mojadas por mucho tiempo; maní después de maní; plantas guachas.',
    ],
    lookAlikes: [
      {
        name: 'Roya del maní',
        howToTell: 'La roya da pústulas anaranjadas polvosas debajo de la hoja que se quitan al frotar.',
      },
      {
        name: 'Quemadura por nutrientes',
        howToTell: 'La quemadura por nutrientes afecta los bordes de la hoja, no manchas redondas separadas.',
      },
    ],
    management: {
      cultural: [
        'Rote 2-3 años; quite las plantas guachas y los restos; siembre a tiempo; intercale con mijo perla o sorgo.',
      ],
      biological: [
        'Tratamiento de semilla con Trichoderma; las aplicaciones de extracto de hojas de neem dan un control parcial.',
      ],
      chemical: [
        {
          activeIngredient: 'clorotalonil',
          note: 'FRAC M05: unos 2 g de 75% WP por litro desde los 30-35 días de la siembra, cada 14 días.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g por litro; alterne con un sistémico.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25.9% EC por litro; máximo 3 usos. Respete el intervalo de seguridad antes de la cosecha; no dé el follaje tratado a los animales antes de que pase el intervalo.',
        },
      ],
    },
    prevention: ['Variedades tolerantes; rotación; semilla limpia.'],
    whenToCallExpert: 'Llame si las hojas empiezan a caerse antes del llenado de las vainas.',
  },
};
