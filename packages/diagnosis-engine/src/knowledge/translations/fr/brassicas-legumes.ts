import type { KnowledgeTranslations } from '../types.js';

export const brassicasLegumesFr: KnowledgeTranslations = {
  'diamondback-moth': {
    name: 'Teigne des crucifères (fausse teigne du chou)',
    symptoms: {
      leaf: [
        "Petites chenilles vertes (jusqu'à 1 cm) qui se tortillent vite en reculant et se laissent tomber au bout d'un fil de soie quand on les touche.",
        'Les jeunes larves mangent le dessous de la feuille et laissent la peau du dessus en "fenêtres" transparentes ; les larves plus âgées font de petits trous irréguliers (criblure).',
        'Les fortes attaques laissent des feuilles en dentelle ; le bourgeon des jeunes plantes est mangé et les pommes ne se forment pas.',
      ],
    },
    favourableConditions: [
      "Temps sec et chaud ; choux et crucifères cultivés sans interruption ; excès d'insecticides (forte résistance).",
    ],
    lookAlikes: [
      {
        name: 'Fausse-arpenteuse du chou / piéride du chou',
        howToTell:
          'Les fausses-arpenteuses et les chenilles de piéride sont plus grosses, plus lentes et font de plus grands trous ; la fausse-arpenteuse fait le pont avec son corps en avançant.',
      },
      {
        name: 'Chenilles légionnaires',
        howToTell:
          'Les larves de légionnaires sont plus grosses, rayées, mangent en groupe et laissent de gros trous déchiquetés et des excréments.',
      },
    ],
    management: {
      cultural: [
        'Plantez 2 rangs de moutarde indienne comme culture piège tous les 25 rangs de chou (semez la moutarde 15 jours avant le chou).',
        "L'irrigation par aspersion le soir lave et noie les petites larves.",
        'Enlevez les résidus de culture juste après la récolte ; faites une pause avec des cultures qui ne sont pas des crucifères.',
      ],
      biological: [
        'Pulvérisations de Bacillus thuringiensis (kurstaki ou aizawai) tous les 7 jours sur les jeunes larves, le soir.',
        'Pièges à phéromones (10-12 par hectare) pour surveiller ; protégez les guêpes parasites Cotesia et Diadegma.',
        "Extrait d'amande de graines de neem à 5%.",
      ],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5 : environ 0.3 ml de 45% SC par litre ; pas plus de deux fois de suite.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : dose de l'étiquette ; la résistance est apparue dans certaines zones, alternez.",
        },
        {
          activeIngredient: "benzoate d'émamectine",
          note: 'IRAC 6 : environ 0.4 g de 5% SG par litre.',
        },
        {
          activeIngredient: 'indoxacarbe',
          note: "IRAC 22A : dose de l'étiquette. La teigne résiste aux pyréthrinoïdes et aux organophosphorés dans la plupart des zones : changez de groupe à chaque génération ; utilisez un mouillant-adhésif sur les feuilles cireuses ; respectez le délai avant récolte ; équipement de protection.",
        },
      ],
    },
    prevention: ['Plants sains ; cultures pièges ; programme à base de Bt dès le repiquage.'],
    whenToCallExpert: 'Appelez si les larves survivent à des traitements de deux groupes IRAC différents.',
  },
  'cabbage-black-rot': {
    name: 'Nervation noire des crucifères (pourriture noire)',
    symptoms: {
      leaf: [
        'Plaques jaunes en forme de V qui partent du bord de la feuille, la pointe du V dirigée vers la nervure centrale.',
        'Les nervures dans la plaque noircissent ; la plaque sèche ensuite en brun.',
      ],
      stem: ['Une tige coupée montre un anneau noir dans les vaisseaux.'],
      'whole plant': [
        "Les pommes sont petites, déformées d'un côté et pourrissent avec des bactéries de pourriture molle ; les jeunes plants peuvent s'effondrer.",
      ],
    },
    favourableConditions: [
      "Temps chaud (25-30 °C), humide et pluvieux ; semences contaminées ; éclaboussures de pluie et blessures d'insectes.",
    ],
    lookAlikes: [
      {
        name: 'Carence en potassium',
        howToTell: 'Le manque de potassium brûle les bords de façon égale, sans nervures noires ni forme en V.',
      },
      {
        name: 'Fusariose des crucifères (jaunisse)',
        howToTell:
          'La fusariose jaunit un côté de la plante avec des nervures brunes (pas noires) et sans lésions en V au bord.',
      },
    ],
    management: {
      cultural: [
        'Enlevez les plantes et les débris malades ; rotation de 3 ans sans crucifères ; éliminez les mauvaises herbes de la famille du chou.',
        "Évitez l'irrigation par aspersion ; ne travaillez pas dans les plantes mouillées.",
      ],
      biological: [
        "Pulvérisations de Bacillus subtilis ; traitement des semences à l'eau chaude (50 °C pendant 25-30 minutes pour les graines de chou).",
      ],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g par litre tous les 10 jours par temps humide ; ralentit seulement la propagation. Gants ; respectez le délai avant récolte.',
        },
      ],
    },
    prevention: ["Semences certifiées ou traitées à l'eau chaude ; planches de semis saines ; variétés résistantes."],
    whenToCallExpert: 'Appelez si beaucoup de plants en pépinière montrent des lésions en V.',
  },
  'groundnut-leaf-spots': {
    name: "Cercosporioses précoce et tardive de l'arachide (tikka)",
    symptoms: {
      leaf: [
        'Cercosporiose précoce : taches rondes brun clair à brun rougeâtre (1-10 mm) avec un halo jaune net, visibles 4-5 semaines après le semis.',
        'Cercosporiose tardive : taches rondes brun très foncé à noires sans halo marqué, avec des points foncés en cercles sous la feuille, à partir de 6-7 semaines.',
        'Les feuilles tombent tôt et les plantes restent avec des tiges nues.',
      ],
      stem: ['Taches ovales foncées sur les tiges et les pétioles.'],
      seed: ["Gousses et graines plus petites ; les gousses se détachent à l'arrachage."],
    },
    favourableConditions: [
      'Temps chaud (25-30 °C) et humide avec des feuilles mouillées longtemps ; arachide après arachide ; repousses.',
    ],
    lookAlikes: [
      {
        name: "Rouille de l'arachide",
        howToTell: 'La rouille donne des pustules orange poudreuses sous la feuille qui partent au frottement.',
      },
      {
        name: 'Brûlure due aux éléments nutritifs',
        howToTell:
          'La brûlure due aux éléments nutritifs touche les bords des feuilles, pas des taches rondes séparées.',
      },
    ],
    management: {
      cultural: [
        'Rotation de 2-3 ans ; enlevez les repousses et les résidus ; semez à temps ; associez avec le mil ou le sorgho.',
      ],
      biological: [
        "Traitement des semences au Trichoderma ; les pulvérisations d'extrait de feuilles de neem donnent un contrôle partiel.",
      ],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05 : environ 2 g de 75% WP par litre à partir de 30-35 jours après le semis, tous les 14 jours.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2-2.5 g par litre ; alternez avec un systémique.',
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25.9% EC par litre ; 3 traitements au maximum. Respectez le délai avant récolte ; ne donnez pas les fanes traitées aux animaux avant la fin du délai.',
        },
      ],
    },
    prevention: ['Variétés tolérantes ; rotation ; semences saines.'],
    whenToCallExpert: 'Appelez si la chute des feuilles commence avant le remplissage des gousses.',
  },
};
