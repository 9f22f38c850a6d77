import type { KnowledgeTranslations } from '../types.js';

export const cucurbitsFr: KnowledgeTranslations = {
  'powdery-mildew-cucurbits': {
    name: 'Oïdium des cucurbitacées',
    symptoms: {
      leaf: [
        "Petites taches rondes blanches et poudreuses sur le dessus et le dessous des feuilles, d'abord les plus vieilles, qui s'étendent jusqu'à ce que la feuille semble saupoudrée de farine.",
        'La poudre part sous le doigt ; les feuilles jaunissent, puis brunissent et deviennent cassantes.',
      ],
      stem: ['Poudre blanche aussi sur les tiges et les pétioles.'],
      fruit: [
        'Les fruits sont petits, mûrissent trop tôt, prennent des coups de soleil et ont peu de goût parce que les feuilles meurent.',
      ],
    },
    favourableConditions: [
      "Journées sèches et nuits humides, 20-27 °C, ombre et plantation dense ; il n'a pas besoin de pluie.",
      "Végétation luxuriante due à trop d'azote.",
    ],
    lookAlikes: [
      {
        name: 'Mildiou des cucurbitacées',
        howToTell:
          'Le mildiou donne des plaques jaunes anguleuses dessus avec un duvet gris-violet dessous, pas une poudre blanche sur le dessus.',
      },
      {
        name: 'Résidu de traitement ou poussière',
        howToTell: "Un résidu est uniforme et ne s'étend pas ; l'oïdium forme des colonies rondes qui grandissent.",
      },
    ],
    management: {
      cultural: [
        'Enlevez les plus vieilles feuilles très atteintes ; espacez bien et donnez du soleil.',
        "Évitez l'excès d'azote ; arrosez au pied.",
      ],
      biological: [
        "Pulvérisations précoces de Bacillus subtilis ou d'Ampelomyces quisqualis.",
        "Pulvérisation de lait (1 volume de lait pour 9 volumes d'eau) ou de bicarbonate de potassium (5 g par litre) chaque semaine sur les jeunes infections.",
        'Huile de neem à 5 ml par litre.',
      ],
      chemical: [
        {
          activeIngredient: 'soufre (mouillable)',
          note: "FRAC M02 : 2-3 g de 80% WP par litre ; n'utilisez pas au-dessus de 32 °C ni sur les variétés de melon sensibles au soufre.",
        },
        {
          activeIngredient: 'hexaconazole',
          note: 'FRAC 3 : 1-2 ml de 5% EC par litre dès les premières taches ; alternez avec un autre groupe.',
        },
        {
          activeIngredient: 'myclobutanil',
          note: "FRAC 3 : dose de l'étiquette ; ne l'alternez pas avec l'hexaconazole (même groupe).",
        },
        {
          activeIngredient: 'azoxystrobine',
          note: "FRAC 11 : 1 ml de 23% SC par litre ; la résistance est courante chez ce champignon, 2 traitements au maximum. Respectez le délai avant récolte (court pour le concombre, mais vérifiez l'étiquette).",
        },
      ],
    },
    prevention: [
      'Cultivez des variétés résistantes ; commencez la surveillance 3-4 semaines après la levée ; évitez les endroits ombragés.',
    ],
    whenToCallExpert: "Appelez si l'oïdium revient toujours malgré l'alternance des produits (résistance possible).",
  },
  'downy-mildew-cucurbits': {
    name: 'Mildiou des cucurbitacées',
    symptoms: {
      leaf: [
        'Plaques jaune pâle anguleuses sur le dessus des feuilles, encadrées par les nervures, qui donnent un aspect de damier ou de courtepointe.',
        'Sous les plaques, un duvet gris à noir violacé apparaît les matins humides.',
        "Les plaques brunissent, les feuilles s'enroulent et meurent ; des lianes entières peuvent s'effondrer en une ou deux semaines.",
      ],
      fruit: [
        'Les fruits sont petits, ont peu de goût et prennent des coups de soleil à cause de la perte des feuilles.',
      ],
    },
    favourableConditions: [
      "Temps pluvieux et humide, brouillard et forte rosée avec 15-22 °C ; s'étend vite avec le vent.",
    ],
    lookAlikes: [
      {
        name: 'Oïdium',
        howToTell:
          "L'oïdium est une poudre blanche sur le dessus de la feuille qui part au frottement ; le mildiou donne des plaques jaunes anguleuses avec un duvet foncé dessous.",
      },
      {
        name: 'Taches anguleuses (bactériennes)',
        howToTell:
          "Les taches anguleuses bactériennes sont petites, d'aspect détrempé, puis se déchirent en laissant des trous ; pas de duvet dessous.",
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit de façon égale l'espace entre les nervures des vieilles feuilles, sans plaques brunes anguleuses ni duvet.",
      },
    ],
    management: {
      cultural: [
        'Grand écartement, treillage, goutte-à-goutte ; enlevez les débris de culture ; semez tôt pour échapper au plus fort des pluies.',
      ],
      biological: ['Pulvérisations de Bacillus subtilis en préventif ; contrôle faible seulement.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2-2.5 g par litre en préventif tous les 7 jours par temps humide.',
        },
        {
          activeIngredient: 'cymoxanil + mancozeb',
          note: 'FRAC 27 + M03 : 2.5-3 g par litre dès les premières plaques ; alternez les groupes.',
        },
        {
          activeIngredient: 'métalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03 : environ 2.5 g par litre ; 2-3 traitements au maximum par saison, la résistance est courante.',
        },
        {
          activeIngredient: 'diméthomorphe',
          note: "FRAC 40 : environ 1 g de 50% WP par litre avec un préventif ; respectez le délai avant récolte de l'étiquette. Gants et masque.",
        },
      ],
    },
    prevention: ['Variétés résistantes ; traitements préventifs avant les pluies annoncées.'],
    whenToCallExpert: 'Appelez si des plaques jaunes anguleuses gagnent tout le champ en quelques jours.',
  },
  'gummy-stem-blight': {
    name: 'Chancre gommeux de la tige (Didymella)',
    symptoms: {
      stem: [
        "Chancres d'abord détrempés, puis beiges à gris et fendillés, sur le collet et les tiges ; des gouttes de gomme ambrée à brun rouge coulent des fentes.",
        'Minuscules points noirs dans le chancre ; les lianes au-delà du chancre fanent et meurent.',
      ],
      leaf: [
        'Grandes taches rondes beiges à brun foncé qui partent du bord de la feuille et forment un V ou un coin ; les feuilles meurent.',
      ],
      fruit: [
        "Taches foncées d'aspect détrempé qui noircissent (pourriture noire), surtout sur les citrouilles et les courges stockées.",
      ],
    },
    favourableConditions: [
      'Temps chaud (20-25 °C) et humide ; blessures dues aux chrysomèles et à la taille ; semences contaminées.',
    ],
    lookAlikes: [
      {
        name: 'Pourriture à Phytophthora',
        howToTell:
          "Le Phytophthora donne une pourriture du collet foncée, molle, détrempée après un engorgement, avec une moisissure blanche sur les fruits, mais pas d'écoulement de gomme ambrée.",
      },
      {
        name: 'Fusariose du melon',
        howToTell:
          "La fusariose montre des stries brunes à l'intérieur de la tige et le flétrissement de toute la liane, sans chancres en surface ni gomme.",
      },
    ],
    management: {
      cultural: [
        'Enlevez les lianes malades ; évitez les blessures ; goutte-à-goutte ; rotation de 2 ans sans cucurbitacées.',
      ],
      biological: ['Bacillus subtilis en préventif.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05 : environ 2 g par litre tous les 7-10 jours dès que les lianes courent.',
        },
        {
          activeIngredient: 'difénoconazole + cyprodinil',
          note: "FRAC 3 + 9 : dose de l'étiquette ; alternez avec un multisite ; certaines souches résistent aux strobilurines et au boscalid.",
        },
        {
          activeIngredient: 'tébuconazole',
          note: "FRAC 3 : dose de l'étiquette. Respectez le délai avant récolte ; gants et masque.",
        },
      ],
    },
    prevention: ['Semences et plants sains ; rotation ; enlèvement des résidus.'],
    whenToCallExpert: 'Appelez si des chancres avec de la gomme apparaissent sur beaucoup de collets.',
  },
  'cucumber-mosaic': {
    name: 'Virus de la mosaïque du concombre',
    symptoms: {
      leaf: [
        'Les jeunes feuilles montrent une mosaïque jaune vif et verte, sont gaufrées, creusées en coupe et plus petites que la normale.',
        'Sur la tomate, les feuilles peuvent devenir étroites comme des lacets ; sur le bananier, stries jaunes et pourriture de la feuille du cœur.',
      ],
      fruit: ['Les fruits sont marbrés, verruqueux ou bosselés, petits et déformés.'],
      'whole plant': ['Plantes rabougries, touffues, avec des entre-nœuds courts.'],
    },
    favourableConditions: [
      'Pucerons qui transportent le virus depuis les mauvaises herbes et les autres cultures ; beaucoup de plantes hôtes autour du champ.',
    ],
    lookAlikes: [
      {
        name: 'Mosaïque de la tomate',
        howToTell:
          'Le ToMV se propage par les mains et les outils, pas par les pucerons ; les symptômes se ressemblent ; un kit de test les sépare.',
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          'Le jaunissement par carence est égal entre les nervures des vieilles feuilles, pas une mosaïque par plaques sur les jeunes feuilles.',
      },
      {
        name: 'Tétranyques (araignées rouges)',
        howToTell:
          "Les dégâts d'acariens sont de fines piqûres pâles avec des toiles dessous, pas une mosaïque jaune-vert.",
      },
    ],
    management: {
      cultural: [
        'Arrachez tôt les plantes malades ; éliminez les mauvaises herbes autour du champ.',
        "Utilisez un paillage réfléchissant (argenté) et des cultures barrières comme le maïs pour réduire l'arrivée des pucerons.",
      ],
      biological: [
        "Les pulvérisations d'huile minérale ou de neem sur les feuilles réduisent la transmission par les pucerons ; protégez les coccinelles et les syrphes.",
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le virus. Les insecticides agissent trop lentement pour empêcher les pucerons de le transmettre ; misez sur des plants sains, les barrières et les huiles (voir la fiche pucerons).',
        },
        {
          activeIngredient: 'huile minérale (horticole)',
          note: "Pulvérisation à 1% sur les feuilles chaque semaine, réduit la transmission du virus par les pucerons ; essayez d'abord sur quelques plantes ; ne pulvérisez pas en plein soleil.",
        },
      ],
    },
    prevention: ['Variétés résistantes ; pépinières sous filet ; plantez loin des champs malades.'],
    whenToCallExpert: 'Appelez si beaucoup de plantes montrent une mosaïque peu après la plantation.',
  },
  'melon-fruit-fly': {
    name: 'Mouche du melon',
    symptoms: {
      fruit: [
        'Petites piqûres foncées sur les jeunes fruits là où la mouche a pondu, parfois avec des gouttes de résine brune.',
        "Les fruits ramollissent, pourrissent de l'intérieur et tombent ; ouverts, ils sont pleins d'asticots blancs sans pattes qui sautent.",
        'Les jeunes fruits se tordent et se déforment.',
      ],
    },
    favourableConditions: [
      'Temps chaud et humide ; fruits pourris tombés laissés au champ ; cucurbitacées plantées sans interruption.',
    ],
    lookAlikes: [
      {
        name: 'Pourriture noire',
        howToTell:
          "Les pourritures dues aux champignons n'ont pas d'asticots à l'intérieur et commencent en général par une grande plaque foncée, pas par des piqûres.",
      },
      {
        name: 'Mouche orientale des fruits',
        howToTell:
          'Les mêmes dégâts sur la mangue, la goyave et les agrumes viennent de Bactrocera dorsalis ; la lutte est semblable.',
      },
    ],
    management: {
      cultural: [
        'Ramassez les fruits tombés et piqués tous les 2-3 jours et enterrez-les à au moins 50 cm de profondeur ou fermez-les dans des sacs plastiques au soleil.',
        'Ensachez ou emballez les jeunes fruits (papier ou tissu) dans les petites parcelles.',
        'Labourez après la récolte pour exposer les pupes.',
      ],
      biological: [
        "Pièges au cue-lure (10-15 par hectare) avec un peu d'insecticide ou une surface engluée à l'intérieur.",
        "Pulvérisations d'appât protéiné (par taches) avec du spinosad sur quelques feuilles par plante ou sur le maïs en bordure.",
      ],
      chemical: [
        {
          activeIngredient: 'spinosad (appât)',
          note: 'IRAC 5 : en appât protéiné, traitez par taches environ 1 m² pour 10 m² de culture chaque semaine ; très peu de matière active et sans danger pour les ennemis naturels.',
        },
        {
          activeIngredient: 'malathion (appât)',
          note: "IRAC 1B : mélangé à un hydrolysat de protéines ou à du sucre de canne brut (jaggery) en appât par taches à la dose de l'étiquette ; portez l'équipement de protection ; ne pulvérisez pas directement les fruits ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Piégeage sur toute la zone avec les voisins ; propreté du champ ; ensachage des fruits.'],
    whenToCallExpert:
      'Appelez si les pièges prennent de très grandes quantités ou si plus de 10% des fruits sont piqués.',
  },
  'red-pumpkin-beetle': {
    name: 'Galéruque rouge de la citrouille',
    symptoms: {
      leaf: [
        'Des coléoptères rouge orangé vif (environ 7 mm) font des trous ronds dans les feuilles et les cotylédons des jeunes plants.',
        "Les jeunes plants peuvent être mangés jusqu'au sol.",
      ],
      root: ['Des larves crème dans le sol mangent les racines et les tiges ; les plantes flétrissent.'],
      fruit: ['Les fruits qui touchent le sol sont percés par les larves et pourrissent.'],
    },
    favourableConditions: ['Début de saison par temps chaud ; jeunes plants au stade cotylédons.'],
    lookAlikes: [
      {
        name: 'Épilachna',
        howToTell:
          "L'épilachna est tacheté et gratte les feuilles jusqu'au squelette ; la galéruque rouge est orange uni et fait des trous.",
      },
      {
        name: 'Vers gris',
        howToTell:
          'Les vers gris coupent les plants à la base la nuit et se cachent dans le sol ; les galéruques se voient sur les feuilles le jour.',
      },
    ],
    management: {
      cultural: [
        'Ramassez les coléoptères à la main tôt le matin ; labour profond pour exposer les larves ; semis précoce ; couvrez les jeunes plants avec des voiles.',
      ],
      biological: [
        "Huile de neem à 5 ml par litre ou extrait d'amande de graines de neem à 5% comme répulsif ; poudrage de cendre sur les plants le matin.",
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : dose de l'étiquette seulement au stade jeune plant ; toxique pour les abeilles et les poissons ; évitez pendant la floraison.",
        },
        {
          activeIngredient: 'carbaryl',
          note: "IRAC 1A : dose de l'étiquette en poudrage ou en pulvérisation sur les jeunes plants ; toxique pour les abeilles ; portez l'équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Protégez les jeunes plants avec des filets pendant les 3 premières semaines ; nettoyez les champs après la récolte.',
    ],
    whenToCallExpert: 'Appelez si vous perdez les jeunes plants plus vite que vous ne pouvez les ressemer.',
  },
};
