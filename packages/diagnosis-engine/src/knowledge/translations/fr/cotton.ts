import type { KnowledgeTranslations } from '../types.js';

export const cottonFr: KnowledgeTranslations = {
  'cotton-bollworm': {
    name: 'Chenille des capsules / noctuelle des fruits (Helicoverpa)',
    symptoms: {
      fruit: [
        'Trous ronds et nets (5-8 mm) creusés dans les boutons floraux et les capsules du cotonnier, les fruits de tomate et de piment et les gousses ; la chenille mange souvent avec la moitié du corps dehors.',
        'Excréments humides près du trou ; les fruits abîmés pourrissent.',
      ],
      flower: ['Les boutons floraux et les jeunes capsules tombent ; les boutons sont vidés.'],
      leaf: ['Les jeunes larves grattent et mangent les feuilles et les pousses tendres.'],
      grain: ["Sur le maïs, les chenilles mangent les soies et les grains au bout de l'épi."],
    },
    favourableConditions: [
      'Temps chaud ; beaucoup de cultures hôtes (pois chiche, tomate, maïs, sorgho) qui se suivent dans la zone.',
      "Usage intensif d'insecticides à large spectre qui tue les ennemis naturels ; résistance aux pyréthrinoïdes.",
    ],
    lookAlikes: [
      {
        name: 'Ver rose du cotonnier',
        howToTell:
          "Les larves du ver rose sont petites, roses et cachées dans la capsule ; les trous d'entrée sont minuscules et se referment, et les capsules montrent des fleurs en rosette.",
      },
      {
        name: "Chenille légionnaire d'automne",
        howToTell:
          "La chenille légionnaire mange surtout dans le cornet du maïs et a un Y sur la tête ; Helicoverpa n'a pas de Y et préfère les épis et les fruits.",
      },
      {
        name: "Foreur des fruits et des pousses de l'aubergine",
        howToTell:
          "Sur l'aubergine, les pointes des pousses fanent et les trous des fruits sont petits et bouchés par les excréments d'une larve rose.",
      },
    ],
    management: {
      cultural: [
        'Ramassez à la main et détruisez les grosses chenilles et les fruits/capsules abîmés.',
        "Plantez de l'œillet d'Inde (rose d'Inde) ou du maïs comme plantes pièges autour de la tomate/du coton ; arrachez-les quand elles sont pleines d'œufs ou de larves.",
        'Un labour profond après la récolte expose les chrysalides qui sont dans le sol.',
        'Installez des perchoirs à oiseaux (bâtons en T, environ 20 par hectare) dans le champ.',
      ],
      biological: [
        'Pièges à phéromones (5 par hectare) pour surveiller les papillons ; traitez quand les captures atteignent environ 8-10 papillons par piège et par nuit pendant 3 nuits.',
        "Virus de la polyédrose nucléaire d'Helicoverpa (HaNPV) à 250-500 équivalents-larves par hectare, le soir.",
        'Pulvérisations de Bacillus thuringiensis var. kurstaki sur les jeunes larves ; lâchers de Trichogrammes, parasitoïdes des œufs.',
        "Extrait d'amande de graines de neem à 5% contre les œufs et les jeunes larves.",
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : environ 0.3 ml de 18.5% SC par litre ; 2 traitements au maximum, puis alternez. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: "benzoate d'émamectine",
          note: 'IRAC 6 : environ 0.4 g de 5% SG par litre sur les jeunes larves.',
        },
        {
          activeIngredient: 'spinosad',
          note: "IRAC 5 : environ 0.3 ml de 45% SC par litre ; toxique pour les abeilles tant que c'est mouillé, pulvérisez le soir.",
        },
        {
          activeIngredient: 'indoxacarbe',
          note: "IRAC 22A : environ 1 ml de 14.5% SC par litre. Changez de groupe à chaque génération ; la résistance aux pyréthrinoïdes est très répandue. Portez l'équipement de protection.",
        },
      ],
    },
    prevention: [
      'Coton Bt là où il est autorisé (avec zone refuge), surveillance par phéromones sur toute la zone, et cultures associées avec des plantes pièges.',
    ],
    whenToCallExpert:
      'Appelez si les traitements ne réduisent pas les larves (résistance) ou si plus de 10% des fruits/capsules sont abîmés.',
  },
  'pink-bollworm': {
    name: 'Ver rose du cotonnier',
    symptoms: {
      flower: [
        "Les fleurs restent tordues et à moitié ouvertes comme une rosette, tenues fermées par la soie de la larve à l'intérieur.",
      ],
      fruit: [
        "Les capsules vertes paraissent saines dehors mais ont de minuscules trous d'entrée refermés ; à l'intérieur, de petites chenilles roses mangent les graines.",
        "La fibre est tachée de jaune-brun, les loges s'ouvrent mal et les graines sont creuses ; graines doubles collées par de la soie.",
      ],
    },
    favourableConditions: [
      "Coton de longue saison, irrigations tardives, tiges de coton et déchets d'égrenage stockés près des champs.",
      'Résistance du ravageur au coton Bt dans plusieurs régions.',
    ],
    lookAlikes: [
      {
        name: 'Helicoverpa (chenille des capsules)',
        howToTell:
          "Helicoverpa est une grosse chenille vert-brun qui fait de gros trous ouverts depuis l'extérieur ; le ver rose est petit, rose et caché à l'intérieur.",
      },
    ],
    management: {
      cultural: [
        "Finissez la saison à temps : arrêtez l'irrigation et arrachez les tiges juste après la dernière récolte ; faites-les pâturer ou broyez-les.",
        "Détruisez les fleurs en rosette ; nettoyez les usines d'égrenage et couvrez les stocks de coton-graine.",
        'Ouvrez chaque semaine 20 capsules vertes par hectare : agissez quand 10% ont des larves vivantes.',
      ],
      biological: [
        'Pièges à phéromones (5-8 par hectare) pour la surveillance ; confusion sexuelle avec des cordelettes ou une pâte de gossyplure.',
        'Lâchers de Trichogramma bactrae / chilonis.',
      ],
      chemical: [
        {
          activeIngredient: 'cyperméthrine',
          note: "IRAC 3A : dose de l'étiquette seulement en fin de saison une fois les seuils atteints (les pyréthrinoïdes trop tôt provoquent des pullulations de mouches blanches). Très toxique pour les poissons et les abeilles ; équipement de protection complet.",
        },
        {
          activeIngredient: "benzoate d'émamectine",
          note: "IRAC 6 : environ 0.4 g de 5% SG par litre ; alternez avec d'autres groupes.",
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : dose de l'étiquette ; 2 traitements au maximum par saison.",
        },
      ],
    },
    prevention: ['Variétés à cycle court, une période sans coton, et destruction des tiges sur toute la zone.'],
    whenToCallExpert:
      'Appelez si les pièges à phéromones prennent plus de 8 papillons par piège et par nuit ou si les capsules sont abîmées malgré le coton Bt.',
  },
  'cotton-leaf-curl': {
    name: "Maladie de l'enroulement des feuilles du cotonnier",
    symptoms: {
      leaf: [
        "Les nervures des feuilles s'épaississent et foncent ; les feuilles s'enroulent vers le haut ou vers le bas et prennent une forme de coupe.",
        'Petites excroissances en forme de feuille (énations) sur le dessous, le long des nervures principales.',
      ],
      'whole plant': [
        'Plantes rabougries avec des entre-nœuds courts et peu de capsules ; une infection précoce donne une forte perte de rendement.',
      ],
    },
    favourableConditions: [
      'Populations de mouches blanches (Bemisia tabaci) élevées par temps chaud et sec.',
      'Variétés sensibles ; mauvaises herbes et gombo malades à proximité.',
    ],
    lookAlikes: [
      {
        name: 'Dégâts de jassides',
        howToTell:
          'Les jassides rendent les bords des feuilles jaunes puis rougeâtres et enroulés vers le bas, sans nervures épaissies ni énations.',
      },
      {
        name: "Dérive d'herbicide (2,4-D)",
        howToTell:
          "La dérive d'herbicide tord les feuilles en éventail ou en lanières d'un seul coup sur beaucoup de plantes, sans épaississement des nervures.",
      },
    ],
    management: {
      cultural: [
        'Arrachez et détruisez les plantes atteintes tôt ; enlevez les mauvaises herbes hôtes et le gombo près du coton.',
        'Semez à temps ; évitez les semis tardifs quand les mouches blanches sont au plus haut.',
      ],
      biological: [
        "Huile de neem ou extrait d'amande de graines de neem contre les mouches blanches ; pièges jaunes englués.",
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le virus ; on peut seulement traiter la mouche blanche qui le transmet (voir la fiche mouches blanches).',
        },
        {
          activeIngredient: 'diafenthiuron',
          note: 'IRAC 12A : environ 1.2 g de 50% WP par litre contre les mouches blanches ; alternez les groupes.',
        },
        {
          activeIngredient: 'flonicamide',
          note: "IRAC 29 : dose de l'étiquette ; sélectif. Portez l'équipement de protection.",
        },
      ],
    },
    prevention: [
      'Cultivez des variétés tolérantes au CLCuD ; gestion des mouches blanches sur toute la zone ; pas de coton de repousse.',
    ],
    whenToCallExpert:
      "Appelez si l'enroulement apparaît sur le jeune coton dans beaucoup de champs ; la vulgarisation suit la propagation du virus.",
  },
  jassids: {
    name: 'Jassides (cicadelles)',
    symptoms: {
      leaf: [
        'De petits insectes vert pâle en forme de coin courent de côté sous les feuilles et sautent quand on les dérange.',
        "Les bords des feuilles jaunissent puis deviennent brun rougeâtre (brûlure à cicadelles) et s'enroulent vers le bas ; les feuilles se gaufrent et sèchent.",
      ],
      'whole plant': [
        'La croissance ralentit ; les fortes attaques font tomber les feuilles et donnent peu de capsules ou de fruits.',
      ],
    },
    favourableConditions: [
      "Temps chaud et humide avec des pluies intermittentes ; cultures luxuriantes avec beaucoup d'azote ; variétés sensibles (à feuilles lisses).",
    ],
    lookAlikes: [
      {
        name: 'Carence en potassium',
        howToTell: 'Le manque de potassium brûle les bords des vieilles feuilles sans insectes sous la feuille.',
      },
      {
        name: 'Enroulement des feuilles du cotonnier',
        howToTell:
          "Le virus de l'enroulement épaissit les nervures et forme des énations ; les jassides rendent les bords rouges et enroulés vers le bas.",
      },
      {
        name: 'Tétranyques (araignées rouges)',
        howToTell:
          'Les acariens donnent de fines piqûres claires et des toiles, avec de minuscules points et non des insectes qui sautent.',
      },
    ],
    management: {
      cultural: [
        "Cultivez des variétés tolérantes à feuilles poilues ; évitez l'excès d'azote ; enlevez les mauvaises herbes hôtes.",
      ],
      biological: [
        'Protégez les coccinelles, les chrysopes (Chrysoperla) et les araignées ; huile de neem à 3-5 ml par litre.',
        'Pièges jaunes englués pour la surveillance.',
      ],
      chemical: [
        {
          activeIngredient: 'imidaclopride',
          note: 'IRAC 4A : environ 0.3 ml de 17.8% SL par litre quand il y a 2 jassides ou plus par feuille et que les bords jaunissent. Toxique pour les abeilles.',
        },
        {
          activeIngredient: 'thiaméthoxame',
          note: "IRAC 4A : environ 0.2 g de 25% WG par litre ; ne l'utilisez pas juste après un autre insecticide du groupe 4A.",
        },
        {
          activeIngredient: 'flonicamide',
          note: "IRAC 29 : dose de l'étiquette ; alternez les groupes. Portez l'équipement de protection et respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      "Le traitement des semences à l'imidaclopride ou au thiaméthoxame protège le jeune coton pendant 4-6 semaines ; variétés tolérantes.",
    ],
    whenToCallExpert: 'Appelez si les feuilles rougissent et sèchent sur de grandes surfaces malgré un traitement.',
  },
  'cotton-bacterial-blight': {
    name: 'Bactériose du cotonnier (taches anguleuses)',
    symptoms: {
      leaf: [
        "Petites taches d'aspect détrempé qui deviennent anguleuses (limitées par les nervures) et brun foncé à noires, souvent avec un anneau jaune.",
        'Les taches peuvent suivre les nervures (bactériose des nervures) et les feuilles tombent.',
      ],
      stem: ['Des lésions noires et creuses font le tour des tiges et des branches (bras noir), qui cassent.'],
      fruit: [
        "Taches rondes, d'abord détrempées puis noires et creuses, sur les capsules ; pourriture des capsules et fibre tachée.",
      ],
    },
    favourableConditions: [
      'Temps chaud (30-35 °C), humide et pluvieux avec pluie poussée par le vent ; semences contaminées.',
    ],
    lookAlikes: [
      {
        name: 'Alternariose du cotonnier',
        howToTell:
          "Les taches d'alternariose sont rondes, brunes, avec des cercles concentriques, ni anguleuses ni détrempées.",
      },
    ],
    management: {
      cultural: [
        "Enlevez et détruisez les débris malades ; évitez l'irrigation par aspersion ; ne travaillez pas dans la culture mouillée.",
      ],
      biological: ['Traitement des semences avec Pseudomonas fluorescens là où il est disponible.'],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 2.5-3 g de 50% WP par litre dès les premières taches ; répétez après 10-15 jours. Gants et masque.',
        },
      ],
    },
    prevention: ["Semences délintées à l'acide et traitées ; variétés résistantes ; rotation."],
    whenToCallExpert: "Appelez si les lésions de bras noir s'étendent sur les tiges par temps humide.",
  },
};
