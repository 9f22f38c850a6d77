import type { KnowledgeTranslations } from '../types.js';

export const cottonEs: KnowledgeTranslations = {
  'cotton-bollworm': {
    name: 'Gusano bellotero / gusano del fruto (Helicoverpa)',
    symptoms: {
      fruit: [
        'Agujeros redondos y limpios (5-8 mm) en los botones y las bellotas del algodón, en los frutos de tomate y chile y en las vainas; la oruga muchas veces come con medio cuerpo afuera.',
        'Excremento húmedo cerca del agujero; los frutos dañados se pudren.',
      ],
      flower: ['Los botones y las bellotas jóvenes se caen; los botones florales quedan vaciados.'],
      leaf: ['Las larvas jóvenes raspan y comen las hojas y los brotes tiernos.'],
      grain: ['En el maíz, las orugas comen los pelos y el grano en la punta de la mazorca.'],
    },
    favourableConditions: [
      'Tiempo cálido; muchos cultivos hospederos (garbanzo, tomate, maíz, sorgo) en la zona, uno tras otro.',
      'Uso fuerte de insecticidas de amplio espectro que mata a los enemigos naturales; resistencia a los piretroides.',
    ],
    lookAlikes: [
      {
        name: 'Gusano rosado',
        howToTell:
          'Las larvas del gusano rosado son pequeñas, rosadas y escondidas dentro de la bellota; los agujeros de entrada son diminutos y se cierran, y hay flores en roseta.',
      },
      {
        name: 'Gusano cogollero',
        howToTell:
          'El gusano cogollero come sobre todo en el cogollo del maíz y tiene una Y en la cabeza; Helicoverpa no tiene la Y y prefiere las mazorcas y los frutos.',
      },
      {
        name: 'Barrenador del fruto y del brote de la berenjena',
        howToTell:
          'En la berenjena las puntas de los brotes se marchitan y los agujeros del fruto son pequeños y tapados con excremento de una larva rosada.',
      },
    ],
    management: {
      cultural: [
        'Recoja a mano y destruya las orugas grandes y los frutos/bellotas dañados.',
        'Siembre cempasúchil (flor de muerto) o maíz como cultivos trampa alrededor del tomate/algodón; quítelos cuando estén llenos de huevos o larvas.',
        'El arado profundo después de la cosecha deja al descubierto las pupas en el suelo.',
        'Ponga perchas para pájaros (palos en forma de T, unos 20 por hectárea) en el campo.',
      ],
      biological: [
        'Trampas de feromonas (5 por hectárea) para monitorear las polillas; aplique cuando las capturas lleguen a unas 8-10 polillas por trampa por noche durante 3 noches.',
        'Virus de la poliedrosis nuclear de Helicoverpa (HaNPV) a 250-500 equivalentes larvales por hectárea por la tarde.',
        'Aplicaciones de Bacillus thuringiensis var. kurstaki sobre larvas pequeñas; suelte parasitoides de huevos Trichogramma.',
        'Extracto de semilla de neem al 5% contra huevos y larvas pequeñas.',
      ],
      chemical: [
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: unos 0.3 ml de 18.5% SC por litro; máximo 2 aplicaciones, luego rote. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: unos 0.4 g de 5% SG por litro sobre larvas pequeñas.',
        },
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: unos 0.3 ml de 45% SC por litro; tóxico para las abejas mientras está mojado, aplique por la tarde.',
        },
        {
          activeIngredient: 'indoxacarb',
          note: 'IRAC 22A: unos 1 ml de 14.5% SC por litro. Rote grupos en cada generación; la resistencia a los piretroides está muy extendida. Use equipo de protección.',
        },
      ],
    },
    prevention: [
      'Algodón Bt donde esté aprobado (con refugio), monitoreo con feromonas en toda la zona y cultivos intercalados con cultivos trampa.',
    ],
    whenToCallExpert:
      'Llame si las aplicaciones no bajan las larvas (resistencia) o si más del 10% de los frutos/bellotas están dañados.',
  },
  'pink-bollworm': {
    name: 'Gusano rosado del algodón',
    symptoms: {
      flower: [
        'Las flores quedan torcidas y medio abiertas como una roseta, amarradas por la seda de la larva que está adentro.',
      ],
      fruit: [
        'Las bellotas verdes se ven sanas por fuera pero tienen agujeritos de entrada diminutos y cerrados; adentro, oruguitas rosadas comen las semillas.',
        'La fibra queda manchada de amarillo café, los lóculos no abren bien y las semillas están vacías; semillas dobles unidas por seda.',
      ],
    },
    favourableConditions: [
      'Algodón de temporada larga, riegos tardíos, tallos de algodón y desechos del desmote guardados cerca de los campos.',
      'Resistencia de la plaga al algodón Bt en varias regiones.',
    ],
    lookAlikes: [
      {
        name: 'Gusano bellotero (Helicoverpa)',
        howToTell:
          'Helicoverpa es una oruga grande verde-café que hace agujeros grandes y abiertos desde afuera; el gusano rosado es pequeño, rosado y está escondido adentro.',
      },
    ],
    management: {
      cultural: [
        'Termine la temporada a tiempo: deje de regar y saque los tallos justo después de la última pizca; déjelos para pastoreo o tritúrelos.',
        'Destruya las flores en roseta; limpie las desmotadoras y tape el algodón en rama guardado.',
        'Abra 20 bellotas verdes por hectárea cada semana: actúe cuando el 10% tenga larvas vivas.',
      ],
      biological: [
        'Trampas de feromonas (5-8 por hectárea) para monitorear; confusión sexual con cuerdas o pasta de gosiplure.',
        'Liberaciones de Trichogramma bactrae / chilonis.',
      ],
      chemical: [
        {
          activeIngredient: 'cipermetrina',
          note: 'IRAC 3A: dosis de la etiqueta solo al final de la temporada una vez alcanzados los umbrales (las aplicaciones tempranas de piretroides causan brotes de mosca blanca). Muy tóxico para peces y abejas; equipo de protección completo.',
        },
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: unos 0.4 g de 5% SG por litro; rote con otros grupos.',
        },
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: dosis de la etiqueta; máximo 2 usos por temporada.',
        },
      ],
    },
    prevention: [
      'Variedades de ciclo corto, una veda (período sin algodón) y destrucción de los tallos en toda la zona.',
    ],
    whenToCallExpert:
      'Llame si las trampas de feromonas atrapan más de 8 polillas por trampa por noche o si las bellotas se dañan a pesar del algodón Bt.',
  },
  'cotton-leaf-curl': {
    name: 'Enrollamiento de la hoja del algodón',
    symptoms: {
      leaf: [
        'Las venas de las hojas se engrosan y se oscurecen; las hojas se enrollan hacia arriba o hacia abajo y quedan en forma de taza.',
        'Pequeños crecimientos como hojitas (enaciones) en el envés a lo largo de las venas principales.',
      ],
      'whole plant': [
        'Plantas enanas con entrenudos cortos y pocas bellotas; la infección temprana causa grandes pérdidas de rendimiento.',
      ],
    },
    favourableConditions: [
      'Mucha mosca blanca (Bemisia tabaci) con tiempo caliente y seco.',
      'Variedades susceptibles; malezas enfermas y okra cerca.',
    ],
    lookAlikes: [
      {
        name: 'Daño por chicharrita',
        howToTell:
          'Las chicharritas ponen los bordes de la hoja amarillos y luego rojizos y los enrollan hacia abajo, sin venas gruesas ni enaciones.',
      },
      {
        name: 'Deriva de herbicida (2,4-D)',
        howToTell:
          'La deriva de herbicida tuerce las hojas en forma de abanico o de tira, todas a la vez en muchas plantas, sin engrosamiento de las venas.',
      },
    ],
    management: {
      cultural: [
        'Saque y destruya las plantas enfermas temprano; quite las malezas hospederas y la okra cerca del algodón.',
        'Siembre a tiempo; evite la siembra tardía cuando la mosca blanca está en su pico.',
      ],
      biological: ['Aceite de neem o extracto de semilla de neem contra la mosca blanca; trampas amarillas pegajosas.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el virus; solo se puede aplicar contra la mosca blanca que lo transmite (vea la ficha de mosca blanca).',
        },
        {
          activeIngredient: 'diafentiuron',
          note: 'IRAC 12A: unos 1.2 g de 50% WP por litro contra la mosca blanca; rote grupos.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: dosis de la etiqueta; selectivo. Use equipo de protección.',
        },
      ],
    },
    prevention: [
      'Siembre variedades tolerantes al enrollamiento; manejo de la mosca blanca en toda la zona; no deje algodón de soca (rebrote).',
    ],
    whenToCallExpert:
      'Llame si aparece enrollamiento en algodón joven en muchos campos; el servicio de extensión sigue el avance del virus.',
  },
  jassids: {
    name: 'Chicharritas (saltahojas)',
    symptoms: {
      leaf: [
        'Insectos pequeños verde pálido en forma de cuña corren de lado en el envés de las hojas y saltan cuando se les molesta.',
        'Los bordes de la hoja se ponen amarillos y luego café rojizo (quemado por chicharrita) y se enrollan hacia abajo; las hojas se arrugan y se secan.',
      ],
      'whole plant': [
        'El crecimiento se frena; los ataques fuertes causan caída de hojas y mal cuajado de bellotas o frutos.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido y húmedo con lluvias intermitentes; cultivos exuberantes con mucho nitrógeno; variedades susceptibles (de hoja lisa).',
    ],
    lookAlikes: [
      {
        name: 'Falta de potasio',
        howToTell: 'La falta de potasio quema los bordes de las hojas viejas sin insectos en el envés.',
      },
      {
        name: 'Enrollamiento de la hoja del algodón',
        howToTell:
          'El virus del enrollamiento engruesa las venas y forma enaciones; las chicharritas ponen los bordes rojos y los enrollan hacia abajo.',
      },
      {
        name: 'Arañita roja (ácaros)',
        howToTell:
          'Los ácaros dan un punteado fino y telaraña, con puntitos diminutos, no insectos visibles que saltan.',
      },
    ],
    management: {
      cultural: [
        'Siembre variedades tolerantes de hoja peluda; evite el exceso de nitrógeno; quite las malezas hospederas.',
      ],
      biological: [
        'Conserve las mariquitas, las crisopas (Chrysoperla) y las arañas; aceite de neem 3-5 ml por litro.',
        'Trampas amarillas pegajosas para monitorear.',
      ],
      chemical: [
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: unos 0.3 ml de 17.8% SL por litro cuando haya 2 o más chicharritas por hoja y los bordes se estén poniendo amarillos. Tóxico para las abejas.',
        },
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: unos 0.2 g de 25% WG por litro; no lo aplique después de otro insecticida 4A.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: dosis de la etiqueta; rote grupos. Use equipo de protección y respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'El tratamiento de semilla con imidacloprid o tiametoxam protege el algodón joven durante 4-6 semanas; variedades tolerantes.',
    ],
    whenToCallExpert: 'Llame si las hojas se ponen rojas y se secan en zonas grandes a pesar de una aplicación.',
  },
  'cotton-bacterial-blight': {
    name: 'Bacteriosis del algodón (mancha angular)',
    symptoms: {
      leaf: [
        'Manchitas como empapadas de agua que se vuelven angulosas (encerradas entre las venas) y se ponen café oscuro a negras, muchas veces con un aro amarillo.',
        'Las manchas pueden seguir las venas (tizón de las venas) y las hojas se caen.',
      ],
      stem: ['Lesiones negras y hundidas rodean los tallos y las ramas (brazo negro), que se quiebran.'],
      fruit: [
        'Manchas redondas, como empapadas de agua y luego negras y hundidas, en las bellotas; pudrición de la bellota y fibra manchada.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (30-35 °C), húmedo y lluvioso con lluvia empujada por el viento; semilla enferma.',
    ],
    lookAlikes: [
      {
        name: 'Mancha por Alternaria del algodón',
        howToTell: 'Las manchas de Alternaria son redondas, cafés y con anillos, no angulosas ni empapadas de agua.',
      },
    ],
    management: {
      cultural: [
        'Saque y destruya los restos enfermos; evite el riego por aspersión; no trabaje en el cultivo mojado.',
      ],
      biological: ['Tratamiento de semilla con Pseudomonas fluorescens donde lo haya.'],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 2.5-3 g de 50% WP por litro con las primeras manchas; repita a los 10-15 días. Guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Semilla deslintada con ácido y tratada; variedades resistentes; rotación.'],
    whenToCallExpert: 'Llame si las lesiones de brazo negro se extienden por los tallos con tiempo húmedo.',
  },
};
