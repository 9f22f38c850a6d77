import type { KnowledgeTranslations } from '../types.js';

export const maizeFr: KnowledgeTranslations = {
  'northern-corn-leaf-blight': {
    name: 'Helminthosporiose du maïs (Turcicum)',
    symptoms: {
      leaf: [
        'Longues lésions gris-vert à beiges en forme de cigare ou de barque, de 3-15 cm de long et 1-3 cm de large, qui commencent sur les feuilles du bas.',
        'Les lésions ne sont pas limitées par les nervures ; par temps humide, elles paraissent poussiéreuses, gris-vert foncé, à cause des spores.',
        'Beaucoup de lésions se rejoignent et des feuilles entières sèchent ; la culture semble brûlée par le gel avant le remplissage du grain.',
      ],
    },
    favourableConditions: [
      "Températures moyennes (18-27 °C) avec forte rosée, brouillard ou pluies fréquentes ; zones d'altitude et de moyenne altitude.",
      'Maïs après maïs avec des résidus contaminés en surface.',
    ],
    lookAlikes: [
      {
        name: 'Cercosporiose du maïs',
        howToTell:
          'Les lésions de cercosporiose sont étroites, rectangulaires et encadrées par les nervures (1-6 cm de long), pas de grandes lésions en forme de cigare.',
      },
      {
        name: 'Helminthosporiose à Maydis (southern leaf blight)',
        howToTell:
          'Les lésions à Maydis sont plus petites (1-4 cm), beiges, à côtés parallèles avec un bord brun, dans les plaines chaudes et humides.',
      },
      {
        name: "Brûlure par la sécheresse ou l'engrais",
        howToTell:
          'La brûlure dessèche de façon régulière les bords et les pointes des feuilles, sans lésions séparées en forme de cigare.',
      },
    ],
    management: {
      cultural: [
        "Faites une rotation d'une saison avec des légumineuses ou d'autres cultures qui ne sont pas des graminées ; enfouissez ou enlevez les résidus contaminés.",
        "Semez à l'écartement recommandé ; fumure équilibrée.",
      ],
      biological: [
        "Les produits à base de Trichoderma en traitement des semences ou du sol peuvent réduire l'inoculum mais ne sont pas fiables seuls.",
      ],
      chemical: [
        {
          activeIngredient: 'azoxystrobine + propiconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette quand les lésions atteignent la troisième feuille sous l'épi avant la sortie des panicules mâles, sur les hybrides sensibles. Respectez le délai avant récolte.",
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g de 75% WP par litre dès les premières lésions, à répéter après 10 jours ; gants, masque.',
        },
        {
          activeIngredient: 'pyraclostrobine',
          note: "FRAC 11 : dose de l'étiquette ; 2 traitements à base de strobilurine au maximum par saison, en alternance avec un azole.",
        },
      ],
    },
    prevention: ['Semez des hybrides résistants (gènes Ht ou bonne tolérance au champ) recommandés pour votre zone.'],
    whenToCallExpert: "Appelez si les lésions atteignent la feuille de l'épi avant le début du remplissage du grain.",
  },
  'maize-gray-leaf-spot': {
    name: 'Cercosporiose du maïs (taches grises)',
    symptoms: {
      leaf: [
        'Lésions grises à beiges, étroites, rectangulaires, à côtés droits, parallèles aux nervures, de 1-6 cm de long et 2-4 mm de large.',
        'Les jeunes lésions sont petites avec un halo jaune ; vues à contre-jour, elles paraissent transparentes.',
        "Les lésions commencent sur les feuilles du bas et se rejoignent jusqu'à ce que la feuille soit grise et morte.",
      ],
    },
    favourableConditions: [
      'Temps chaud (25-30 °C) et très humide avec de longues périodes de rosée ou de brouillard ; travail du sol réduit avec des résidus de maïs.',
    ],
    lookAlikes: [
      {
        name: 'Helminthosporiose du maïs',
        howToTell:
          "Les lésions d'helminthosporiose sont bien plus grandes, en forme de cigare, et traversent les nervures.",
      },
      {
        name: 'Rouille commune',
        howToTell: 'La rouille forme des pustules poudreuses brun rougeâtre en relief, pas des rectangles gris plats.',
      },
    ],
    management: {
      cultural: [
        'Faites une rotation sans maïs pendant au moins une saison ; enfouissez les résidus ; évitez de semer à côté du champ qui était malade la saison passée.',
      ],
      biological: ['Pas de lutte biologique fiable.'],
      chemical: [
        {
          activeIngredient: 'azoxystrobine + cyproconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette des premières lésions jusqu'à la sortie des panicules mâles sur les hybrides sensibles. Respectez le délai avant récolte.",
        },
        {
          activeIngredient: 'pyraclostrobine + metconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette ; 2 applications au maximum. Gants et masque.",
        },
      ],
    },
    prevention: ['Semez des hybrides tolérants à la cercosporiose ; rotation ; gestion des résidus.'],
    whenToCallExpert: "Appelez si les lésions couvrent les feuilles autour de l'épi avant le remplissage du grain.",
  },
  'maize-common-rust': {
    name: 'Rouille commune du maïs',
    symptoms: {
      leaf: [
        'Petites pustules ovales à allongées, en relief, poudreuses, brun cannelle à rouge brique, sur le dessus et le dessous des feuilles.',
        'Quand on frotte les feuilles, une poudre brun rouille reste sur les doigts ; les pustules noircissent en fin de saison.',
        'Une forte infection jaunit et dessèche les feuilles.',
      ],
    },
    favourableConditions: [
      "Températures fraîches à moyennes (16-25 °C) avec forte humidité et rosée ; zones d'altitude.",
      'Maïs doux et lignées pures sensibles.',
    ],
    lookAlikes: [
      {
        name: 'Rouille du Sud (rouille polysora)',
        howToTell:
          'Les pustules de rouille du Sud sont plus petites, orange, serrées surtout sur le dessus de la feuille, par temps chaud et humide.',
      },
      {
        name: 'Cercosporiose du maïs',
        howToTell: 'Les lésions de cercosporiose sont des rectangles gris plats sans poudre.',
      },
    ],
    management: {
      cultural: ['Semez tôt pour que la culture mûrisse avant que la rouille se développe ; fumure équilibrée.'],
      biological: ['Pas de lutte biologique pratique.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3 : 1 ml de 25% EC par litre quand les pustules sont nombreuses avant la sortie des panicules mâles sur un maïs sensible. Respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'azoxystrobine + difénoconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette ; alternez les groupes, 2 traitements à base de strobilurine au maximum.",
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g par litre en préventif sur le maïs doux ; gants et masque.',
        },
      ],
    },
    prevention: [
      'Cultivez des hybrides résistants ; la plupart des hybrides de maïs grain tolèrent bien la rouille commune.',
    ],
    whenToCallExpert: "Appelez si la rouille couvre la feuille de l'épi avant la sortie des soies.",
  },
  'maize-streak-virus': {
    name: 'Virus de la striure du maïs',
    symptoms: {
      leaf: [
        'Stries étroites, interrompues, jaune pâle à blanches, le long des nervures des feuilles, qui partent de la base des nouvelles feuilles.',
        'Dans les cas graves, les stries se rejoignent et les feuilles paraissent presque entièrement blanc-jaune avec de fines lignes vertes.',
      ],
      'whole plant': ["Les plantes infectées jeunes sont rabougries et donnent de petits épis ou pas d'épis du tout."],
    },
    favourableConditions: [
      'Cicadelles (Cicadulina spp.) qui passent des graminées et du maïs précoce au maïs semé tard.',
      'Semis tardif, périodes sèches, semis échelonnés dans la zone ; Afrique et îles voisines.',
    ],
    lookAlikes: [
      {
        name: 'Carence en zinc',
        howToTell:
          'Le manque de zinc donne de larges bandes blanc-jaune de chaque côté de la nervure centrale des jeunes feuilles, pas beaucoup de fines stries interrompues.',
      },
      {
        name: 'Carence en fer',
        howToTell:
          'Le manque de fer donne des bandes jaunes continues entre toutes les nervures des jeunes feuilles sur sols alcalins, dans tout le champ.',
      },
      {
        name: 'Nécrose létale du maïs',
        howToTell:
          "La nécrose létale (MLN) donne une marbrure jaune qui meurt des bords de la feuille vers l'intérieur, des cœurs morts et des épis qui pourrissent.",
      },
    ],
    management: {
      cultural: [
        'Arrachez et détruisez les plantes malades pendant les 3-4 premières semaines ; ressemez les manquants.',
        "Semez tôt, au début des pluies, en même temps que les voisins ; évitez de semer à côté d'un maïs plus âgé.",
        'Éliminez les graminées autour du champ.',
      ],
      biological: ['Pas de lutte biologique contre le virus.'],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit la striure du maïs. Les traitements de semences réduisent seulement la cicadelle qui transmet le virus en début de saison.',
        },
        {
          activeIngredient: 'imidaclopride (traitement des semences)',
          note: "IRAC 4A : enrobage des semences à la dose de l'étiquette, protège les jeunes plants des cicadelles pendant 3-4 semaines. Les semences traitées sont un poison ; toxique pour les abeilles.",
        },
        {
          activeIngredient: 'thiaméthoxame (traitement des semences)',
          note: "IRAC 4A : enrobage des semences à la dose de l'étiquette ; ne mangez pas les semences traitées et ne les donnez pas aux animaux.",
        },
      ],
    },
    prevention: [
      'Semez des variétés résistantes ou tolérantes à la striure diffusées par les programmes nationaux ou le CIMMYT.',
    ],
    whenToCallExpert:
      'Appelez si plus de 10% des jeunes plantes montrent des stries ; ressemer avec une variété résistante peut être rentable.',
  },
  'maize-stem-borer': {
    name: 'Foreurs des tiges du maïs',
    symptoms: {
      leaf: [
        'Les jeunes feuilles du cornet montrent des rangées de petits trous ronds et de fenêtres (trous de plomb) alignés en travers de la feuille quand elle se déroule.',
      ],
      stem: [
        "Les chenilles creusent des galeries dans la tige ; trous d'entrée avec des excréments comme de la sciure ; les tiges fendues montrent de longues galeries.",
        "Cœur mort : la pousse centrale des jeunes plantes sèche et s'arrache facilement.",
        'Les tiges cassent au niveau des galeries ; les panicules mâles ou les épis tombent.',
      ],
      grain: ["Les chenilles creusent l'épi."],
    },
    favourableConditions: [
      "Tiges et résidus de la saison passée laissés au champ (les larves survivent à la saison sèche à l'intérieur).",
      'Semis tardif ; monoculture de maïs ou de sorgho.',
    ],
    lookAlikes: [
      {
        name: "Chenille légionnaire d'automne",
        howToTell:
          'La chenille légionnaire laisse de gros trous déchiquetés et des excréments humides comme de la sciure dans le cornet ; la larve a un Y sur la tête. Les foreurs font des rangées nettes de petits trous et creusent des galeries dans la tige.',
      },
      {
        name: 'Vers gris',
        howToTell:
          "Les vers gris coupent les jeunes plantes au ras du sol la nuit ; les foreurs tuent la pousse centrale de l'intérieur.",
      },
    ],
    management: {
      cultural: [
        'Détruisez ou hachez les vieilles tiges avant les pluies ; utilisez-les tôt comme fourrage ou comme combustible.',
        "Push-pull : associez le maïs au desmodium et plantez de l'herbe à éléphant (Napier) ou du Brachiaria autour du champ comme piège.",
        'Semez tôt et en même temps que les voisins.',
      ],
      biological: [
        'Protégez la petite guêpe parasite Cotesia flavipes et les fourmis ; granulés de Bacillus thuringiensis dans le cornet.',
        'Poudre de graines de neem ou huile de neem dans le cornet des jeunes plantes.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : dose de l'étiquette en pulvérisation dans le cornet quand 10% des plantes montrent des dégâts frais sur les feuilles. Alternez avec d'autres groupes.",
        },
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : dose de l'étiquette dirigée dans le cornet. Très toxique pour les poissons et les abeilles ; portez l'équipement de protection ; ne pulvérisez pas près de l'eau.",
        },
      ],
    },
    prevention: ['Push-pull, semis précoce et destruction des tiges à chaque saison.'],
    whenToCallExpert: 'Appelez si plus de 20% des plantes ont des cœurs morts.',
  },
};
