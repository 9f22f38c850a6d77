import type { KnowledgeTranslations } from '../types.js';

export const mangoFr: KnowledgeTranslations = {
  'mango-anthracnose': {
    name: 'Anthracnose du manguier',
    symptoms: {
      leaf: [
        'Taches irrégulières brun foncé à noires sur les jeunes feuilles, souvent le long des bords ; le centre peut tomber en laissant des trous.',
      ],
      flower: [
        'Taches noires sur les hampes florales ; les fleurs noircissent et tombent (brûlure des fleurs), si bien que peu de fruits nouent.',
      ],
      fruit: [
        'Petites taches noires creuses sur les fruits qui mûrissent, qui grandissent et se rejoignent ; des traînées en larmes descendent du pédoncule.',
        "Après la récolte, les taches s'agrandissent vite en plaques noires pourries ; masses de spores rosées par temps humide.",
      ],
    },
    favourableConditions: [
      'Pluie, rosée ou brouillard pendant la floraison et le développement des fruits ; 24-30 °C.',
    ],
    lookAlikes: [
      {
        name: 'Oïdium',
        howToTell: "L'oïdium couvre les fleurs d'une poudre blanche ; l'anthracnose les noircit sans poudre.",
      },
      {
        name: 'Maladie des taches noires bactériennes',
        howToTell:
          'Les taches noires bactériennes sont en relief, noires et anguleuses avec un halo jaune, et se fendent et suintent.',
      },
      {
        name: 'Brûlure de soleil',
        howToTell: 'La brûlure de soleil fait une plaque jaune-brun pâle seulement du côté exposé.',
      },
    ],
    management: {
      cultural: [
        'Taillez les rameaux morts et éclaircissez le feuillage après la récolte ; enlevez les feuilles et les fruits tombés.',
        'Récoltez avec soin au stade mûr ; refroidissez vite les fruits.',
        "Un trempage à l'eau chaude après la récolte (environ 52 °C pendant 5 minutes, à ajuster selon la variété) réduit la pourriture après récolte.",
      ],
      biological: ['Pulvérisations de Bacillus subtilis sur les panicules et les fruits.'],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g par litre sur les nouvelles pousses et avant la floraison.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g par litre dès la sortie des panicules, toutes les 2-3 semaines par temps humide.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23% SC par litre à la floraison et à la nouaison ; 2-3 traitements au maximum.',
        },
        {
          activeIngredient: 'carbendazime',
          note: "FRAC 1 : 1 g par litre ; la résistance est courante, alternez. Respectez le délai avant récolte et les limites de résidus à l'exportation ; équipement de protection.",
        },
      ],
    },
    prevention: [
      'Taille du feuillage, propreté du verger, traitements préventifs pendant toute la floraison les années humides.',
    ],
    whenToCallExpert: 'Appelez si les fleurs noircissent largement pendant une floraison pluvieuse.',
  },
  'mango-powdery-mildew': {
    name: 'Oïdium du manguier',
    symptoms: {
      flower: [
        'Dépôt blanc poudreux sur les hampes florales (panicules), les fleurs et les tout petits fruits ; les fleurs sèchent et tombent.',
      ],
      leaf: [
        "Plaques blanches poudreuses sur les jeunes feuilles, surtout dessous ; les feuilles s'enroulent et montrent plus tard des marques brun violacé.",
      ],
      fruit: ['Les jeunes fruits couverts de poudre tombent, ou développent une peau liégeuse et fendillée.'],
    },
    favourableConditions: [
      'Nuits fraîches, journées chaudes, forte humidité mais peu de pluie à la floraison (10-31 °C).',
    ],
    lookAlikes: [
      { name: 'Anthracnose', howToTell: "L'anthracnose noircit les fleurs sans aucune poudre blanche." },
      {
        name: 'Cicadelle du manguier',
        howToTell:
          'Les cicadelles font sécher les fleurs et laissent du miellat collant et de la fumagine noire, avec des insectes qui sautent.',
      },
    ],
    management: {
      cultural: [
        "Taillez le feuillage pour que l'air circule ; enlevez les feuilles et les panicules malades de la saison passée.",
      ],
      biological: ["Pulvérisations de Bacillus subtilis ou d'Ampelomyces quisqualis sur les panicules qui sortent."],
      chemical: [
        {
          activeIngredient: 'soufre (mouillable)',
          note: 'FRAC M02 : 2 g de 80% WP par litre à la sortie des panicules ; pas par temps chaud au-dessus de 32 °C.',
        },
        {
          activeIngredient: 'hexaconazole',
          note: 'FRAC 3 : 1 ml de 5% EC par litre en pleine floraison ; alternez avec le soufre.',
        },
        {
          activeIngredient: 'tébuconazole + trifloxystrobine',
          note: 'FRAC 3 + 11 : environ 0.5 g par litre à la nouaison ; 2 traitements au maximum. Respectez le délai avant récolte ; gants et masque.',
        },
      ],
    },
    prevention: [
      'Les années à risque connues, commencez les traitements à la sortie des panicules, avant de voir la poudre blanche.',
    ],
    whenToCallExpert: "Appelez si plus d'un quart des panicules montrent de la poudre à la floraison.",
  },
  'mango-hopper': {
    name: 'Cicadelle du manguier',
    symptoms: {
      flower: [
        'Beaucoup de petits insectes bruns en forme de coin sautent des panicules quand on les tape ; les fleurs brunissent, sèchent et tombent.',
        'Sous les arbres très attaqués, on entend un cliquetis ou un bruit comme de la pluie fait par les cicadelles.',
      ],
      leaf: ['Un miellat collant et sucré coule sur les feuilles, qui se couvrent de fumagine noire.'],
      fruit: ['Peu de fruits nouent ; les petits fruits tombent.'],
    },
    favourableConditions: ['Vieux vergers denses et ombragés ; forte humidité à la floraison ; arbres jamais taillés.'],
    lookAlikes: [
      {
        name: 'Oïdium',
        howToTell: "L'oïdium montre une poudre blanche sur les panicules, sans insectes ni miellat.",
      },
      {
        name: "Brûlure des fleurs par l'anthracnose",
        howToTell:
          "L'anthracnose donne des taches noires sur les fleurs par temps humide, sans insectes ni miellat collant.",
      },
    ],
    management: {
      cultural: [
        "Taillez les feuillages denses pour laisser entrer la lumière ; évitez l'engorgement ; gardez les vergers propres.",
      ],
      biological: [
        'Pulvérisations de Beauveria bassiana ou de Metarhizium anisopliae à la sortie des panicules.',
        'Huile de neem à 3-5 ml par litre ; protégez les araignées et les chrysopes.',
      ],
      chemical: [
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : environ 0.3 ml de 17.8% SL par litre à la sortie des panicules, avant l'ouverture des fleurs ; évitez la pleine floraison pour protéger les pollinisateurs.",
        },
        {
          activeIngredient: 'thiaméthoxame',
          note: "IRAC 4A : environ 0.3 g de 25% WG par litre ; ne l'alternez pas avec l'imidaclopride.",
        },
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : environ 0.5 ml de 5% EC par litre comme partenaire d'alternance ; toxique pour les abeilles et les poissons ; équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Gestion du feuillage et traitement à la sortie des panicules, pas en pleine floraison.'],
    whenToCallExpert: "Appelez s'il y a plus de 5 cicadelles par panicule à la floraison.",
  },
  'mango-malformation': {
    name: 'Malformation du manguier',
    symptoms: {
      flower: [
        'Les panicules sont épaisses, courtes, très ramifiées et serrées en masses compactes comme un chou-fleur ; les fleurs sont surtout mâles et ne donnent pas de fruits.',
        "Les panicules malformées restent sur l'arbre, noircissent et sèchent.",
      ],
      leaf: [
        'Malformation végétative : les pousses ont des entre-nœuds courts et des bouquets de petites feuilles étroites (balai de sorcière), surtout sur les plants de pépinière.',
      ],
    },
    favourableConditions: [
      'Greffons et plants de pépinière contaminés ; acariens des bourgeons du manguier qui propagent les spores ; temps frais à la floraison en zone subtropicale.',
    ],
    lookAlikes: [
      {
        name: 'Oïdium',
        howToTell: "Les panicules atteintes d'oïdium ont une forme normale mais sont couvertes de poudre blanche.",
      },
    ],
    management: {
      cultural: [
        'Coupez les panicules et les pousses malformées avec 15-20 cm de bois sain et brûlez-les ; désinfectez les outils.',
        'Prenez les greffons seulement sur des arbres sains.',
      ],
      biological: ['Pas de lutte biologique prouvée.'],
      chemical: [
        {
          activeIngredient: 'acide naphtalène-acétique (ANA)',
          note: "Régulateur de croissance : environ 100-200 ppm pulvérisés en octobre (calendrier du nord de l'Inde, à adapter localement) réduisent la malformation florale ; suivez les conseils de la vulgarisation locale.",
        },
        {
          activeIngredient: 'carbendazime',
          note: "FRAC 1 : 1 g par litre après la taille des parties malformées ; équipement de protection. Luttez contre les acariens des bourgeons avec du soufre mouillable là où c'est recommandé.",
        },
      ],
    },
    prevention: ['Plants de pépinière sains ; taille et brûlage des parties malformées à chaque saison.'],
    whenToCallExpert: 'Appelez si plus de 10% des panicules sont malformées.',
  },
  'mango-fruit-fly': {
    name: 'Mouche orientale des fruits (mouche de la mangue)',
    symptoms: {
      fruit: [
        "Petites piqûres foncées sur les fruits qui mûrissent ; une plaque brune et molle s'étend autour et de la sève peut couler.",
        "Les fruits pourrissent à l'intérieur et tombent tôt ; ouverts, ils sont pleins d'asticots blancs.",
      ],
    },
    favourableConditions: [
      'Temps chaud et humide à la maturation des fruits ; fruits tombés et plantes hôtes sauvages comme le goyavier à proximité.',
    ],
    lookAlikes: [
      { name: 'Anthracnose', howToTell: "L'anthracnose donne des taches noires creuses sans asticots à l'intérieur." },
      {
        name: 'Mouche du melon',
        howToTell: 'Le même groupe de ravageurs attaque les cucurbitacées ; la lutte est semblable.',
      },
      {
        name: 'Charançon du noyau de la mangue',
        howToTell:
          "Les larves du charançon du noyau mangent l'intérieur de la graine ; la chair paraît normale de l'extérieur.",
      },
    ],
    management: {
      cultural: [
        'Ramassez et enterrez les fruits tombés tous les 2-3 jours (à au moins 50 cm de profondeur) ; ne laissez pas les fruits pourrir sous les arbres.',
        'Récoltez au stade vert mûr ; ensachez les fruits avec des sacs en papier dans les petits vergers.',
        'Labourez le sol sous les arbres pour exposer les pupes.',
      ],
      biological: [
        "Pièges au méthyl-eugénol (environ 10 par hectare) pour capturer les mâles ; changez l'attractif toutes les 6-8 semaines.",
        'Appât protéiné avec du spinosad sur quelques feuilles par arbre ; protégez les guêpes parasites et les fourmis tisserandes.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad (appât)',
          note: 'IRAC 5 : appât protéiné en traitement par taches sur une partie du feuillage chaque semaine à partir de 6 semaines avant la récolte ; peu de résidus.',
        },
        {
          activeIngredient: 'malathion (appât)',
          note: "IRAC 1B : seulement en mélange appât à la dose de l'étiquette ; pas sur les fruits ; équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Piégeage sur toute la zone et propreté des vergers avec les voisins.'],
    whenToCallExpert:
      "Appelez si des fruits pour l'exportation sont touchés ; des règles de quarantaine peuvent s'appliquer.",
  },
  'mango-bacterial-canker': {
    name: 'Chancre bactérien (taches noires bactériennes) du manguier',
    symptoms: {
      leaf: [
        "Petits points d'aspect détrempé qui deviennent des taches noires, en relief, anguleuses, de 1-4 mm, limitées par les nervures, avec un halo jaune.",
        'Les taches sèchent, se fendent et deviennent gris-blanc au centre ; beaucoup de taches se rejoignent et les feuilles jaunissent et tombent.',
      ],
      fruit: [
        "Taches d'aspect détrempé qui deviennent des lésions noires, en relief, fendues, en étoile, sur la peau ; un suintement gommeux contagieux sort par temps humide.",
        "Les taches forment souvent des traînées à partir du pédoncule, là où coule l'eau de pluie (dessin en larmes) ; les fruits très tachés tombent tôt et pourrissent au stockage.",
      ],
      stem: [
        'Chancres noirs et fendus sur les jeunes rameaux et les pétioles, parfois avec de la gomme ; les rameaux peuvent dépérir.',
      ],
    },
    favourableConditions: [
      'Pluie poussée par le vent et tempêtes à 25-30 °C ; les blessures dues au vent, aux épines, aux insectes ou à la taille laissent entrer les bactéries.',
      'Vergers venteux, côtiers et exposés ; plants de pépinière et greffons contaminés.',
    ],
    lookAlikes: [
      {
        name: 'Anthracnose',
        howToTell:
          "Les taches d'anthracnose sont plates ou creuses, sans suintement ni surface fendue en relief ; les taches bactériennes sont en relief, anguleuses et ont un halo jaune.",
      },
      {
        name: 'Fumagine',
        howToTell:
          "La fumagine est un film noir qui s'essuie de la feuille ; les taches bactériennes sont dans le tissu et ne partent pas au frottement.",
      },
      {
        name: 'Dépérissement',
        howToTell:
          'Le dépérissement dessèche les rameaux de la pointe vers le bas avec une écorce intérieure brune ; le chancre bactérien montre aussi des taches noires en relief sur les feuilles et les fruits.',
      },
    ],
    management: {
      cultural: [
        'Plantez des haies brise-vent autour du verger ; les tempêtes propagent les bactéries et font les blessures par lesquelles elles entrent.',
        'Taillez et brûlez les rameaux malades et les feuilles tombées par temps sec ; désinfectez les outils entre deux arbres.',
        "Utilisez seulement des plants de pépinière et des greffons sains ; n'apportez pas de plants venant de zones atteintes.",
        "Évitez l'irrigation par aspersion ; récoltez avec soin et écartez les fruits tachés.",
      ],
      biological: [
        "Pulvérisations de Bacillus subtilis ou de Pseudomonas fluorescens dans le cadre d'un programme au cuivre.",
      ],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: "FRAC M01 : 3 g de 50% WP par litre après la taille, aux nouvelles pousses, à la nouaison et après les tempêtes, toutes les 3-4 semaines en saison des pluies. Le cuivre s'accumule dans le sol ; ne dépassez pas les doses de l'étiquette.",
        },
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: 'FRAC M01 : environ 2 g de 77% WP par litre comme autre cuivre ; peut brûler les jeunes feuilles par temps chaud.',
        },
        {
          activeIngredient: 'sulfate de streptomycine',
          note: 'FRAC 25 : 0.1-0.2 g par litre mélangé au cuivre, seulement là où la loi autorise les antibiotiques sur les cultures (interdit dans beaucoup de pays) ; respectez le délai avant récolte.',
        },
      ],
    },
    prevention: [
      'Haies brise-vent, matériel de plantation sain et traitements réguliers au cuivre pendant les saisons venteuses et pluvieuses.',
      'Cultivez des variétés moins sensibles quand il y a le choix.',
    ],
    whenToCallExpert:
      "Appelez si des taches noires en relief avec suintement apparaissent sur des fruits destinés au marché ou à l'exportation, ou si de jeunes arbres montrent beaucoup de chancres sur les rameaux.",
  },
  'mango-cutting-weevil': {
    name: 'Charançon coupeur de feuilles du manguier',
    symptoms: {
      leaf: [
        "Les jeunes feuilles tendres d'une nouvelle pousse sont coupées net en travers près de la base, comme avec des ciseaux ; il ne reste que le pétiole et un petit bout de feuille.",
        "Beaucoup de morceaux de feuilles coupées sont par terre sous l'arbre ; des œufs et de petites larves sans pattes sont dedans.",
        "De petits charançons bruns d'environ 5 mm avec un long rostre grattent le dessus des feuilles tendres.",
      ],
      stem: [
        "Les nouvelles pousses paraissent nues, avec seulement des pétioles au bout ; les pousses ne font pas de feuilles et l'arbre fait moins de fleurs.",
      ],
    },
    favourableConditions: [
      'Nouvelles pousses de feuilles en saison des pluies ; les pépinières et les jeunes vergers souffrent le plus.',
      'Feuilles coupées tombées laissées sous les arbres, où les larves finissent leur croissance puis entrent dans le sol pour se nymphoser.',
    ],
    lookAlikes: [
      {
        name: 'Chenilles mangeuses de feuilles',
        howToTell:
          'Les chenilles rongent des trous et des bords déchiquetés et laissent des excréments ; le dégât du charançon est une coupe nette et droite avec le limbe par terre.',
      },
      {
        name: 'Foreur des pousses du manguier',
        howToTell:
          'Le foreur creuse une galerie dans la pointe, qui fane et a un trou avec des excréments ; le charançon coupeur laisse la pousse entière mais enlève les feuilles.',
      },
      {
        name: 'Cécidomyie des feuilles',
        howToTell:
          "Les feuilles atteintes de cécidomyie restent sur l'arbre avec beaucoup de petites bosses comme des verrues ; elles ne sont pas coupées.",
      },
    ],
    management: {
      cultural: [
        'Ramassez et brûlez ou enterrez les feuilles coupées tombées tous les un ou deux jours pendant la pousse ; elles portent les œufs et les larves.',
        'Bêchez ou labourez le sol sous le feuillage après la pousse pour exposer les nymphes aux oiseaux et au soleil.',
        "En pépinière, secouez les plantes le matin au-dessus d'un tissu ou d'un seau d'eau savonneuse pour récolter les charançons.",
      ],
      biological: [
        "Extrait d'amande de graines de neem (5%) ou huile de neem à 3-5 ml par litre sur les nouvelles pousses pour repousser les adultes.",
        'Protégez les oiseaux, les fourmis et les punaises prédatrices dans le verger.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : environ 0.5 ml de 5% EC par litre sur les nouvelles pousses dès qu'on voit les premières feuilles coupées ; toxique pour les abeilles et les poissons, pulvérisez le soir et pas pendant la floraison. Équipement de protection.",
        },
        {
          activeIngredient: 'quinalphos',
          note: "IRAC 1B : environ 2 ml de 25% EC par litre sur la pousse comme partenaire d'alternance ; très toxique, portez une tenue de protection complète et respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Contrôlez chaque nouvelle pousse, surtout sur les jeunes arbres, et enlevez tout de suite les feuilles coupées au sol.',
    ],
    whenToCallExpert:
      'Appelez si les jeunes plants perdent leurs feuilles pousse après pousse, ou si les plants de pépinière sont très dénudés.',
  },
  'mango-die-back': {
    name: 'Dépérissement du manguier',
    symptoms: {
      leaf: [
        "Les feuilles des rameaux atteints brunissent à partir de la base, s'enroulent vers le haut le long de la nervure et tombent, laissant des rameaux nus qui semblent brûlés par le feu.",
      ],
      stem: [
        "Les rameaux et les branches sèchent et meurent de la pointe vers le bas ; l'écorce fonce et la partie morte gagne vers le tronc.",
        "De la gomme coule des fentes de l'écorce des branches et du tronc ; sous l'écorce enlevée, le bois montre des stries brunes.",
        'Les plants greffés en pépinière dépérissent à partir du point de greffe.',
      ],
      fruit: [
        "Après la récolte, une pourriture molle brun foncé à noire commence au pédoncule (pourriture pédonculaire) et s'étend vite dans le fruit.",
      ],
    },
    favourableConditions: [
      "Forte humidité et températures chaudes (25-31 °C), souvent après la saison des pluies ; pic en octobre-novembre dans le nord de l'Inde.",
      "Blessures dues à la taille, aux foreurs, aux coups de soleil ou à la récolte ; arbres affaiblis par la sécheresse, une mauvaise nutrition ou l'engorgement.",
    ],
    lookAlikes: [
      {
        name: 'Chancre bactérien',
        howToTell:
          'Le chancre bactérien fait des taches noires en relief, anguleuses, avec des halos jaunes sur les feuilles et les fruits ; le dépérissement dessèche le rameau depuis la pointe sans taches sur les feuilles.',
      },
      {
        name: "Brûlure des rameaux par l'anthracnose",
        howToTell:
          "L'anthracnose montre des taches noires sur les jeunes feuilles et les fleurs par temps humide en plus du noircissement des rameaux.",
      },
      {
        name: "Foreurs des tiges et de l'écorce",
        howToTell:
          "Les foreurs laissent des trous avec des excréments comme de la sciure sur le tronc et les branches ; le dépérissement n'en a pas.",
      },
      {
        name: 'Sécheresse ou dégâts aux racines',
        howToTell:
          "Le manque d'eau fait faner tout le feuillage de façon égale ; le dépérissement tue des rameaux séparés avec une écorce foncée et de la gomme.",
      },
    ],
    management: {
      cultural: [
        'Coupez les rameaux morts 10-15 cm sous la partie morte, dans le bois vert et sain, et brûlez-les ; désinfectez les outils.',
        "Badigeonnez les coupes et les grosses plaies avec de la bouillie bordelaise en pâte ou une pâte d'oxychlorure de cuivre.",
        'Gardez les arbres en bonne santé avec une fumure organique et minérale équilibrée et une irrigation régulière pendant les périodes sèches ; évitez les blessures.',
        'Récoltez avec un pédoncule court, manipulez avec douceur et refroidissez vite les fruits pour limiter la pourriture pédonculaire.',
      ],
      biological: [
        "Trichoderma harzianum ou T. viride apporté dans du fumier autour de la base de l'arbre et sur les plaies de taille.",
      ],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g de 50% WP par litre pulvérisés sur le feuillage après la taille et répétés après 15-20 jours ; en pâte épaisse sur les coupes.',
        },
        {
          activeIngredient: 'carbendazime',
          note: 'FRAC 1 : 1 g de 50% WP par litre après la taille ; résistance possible, alternez avec le cuivre. Équipement de protection ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'thiophanate-méthyl',
          note: "FRAC 1 : environ 1 g de 70% WP par litre ; ne l'alternez pas avec le carbendazime (même groupe).",
        },
      ],
    },
    prevention: [
      'Taillez le bois mort chaque année après la récolte et protégez les coupes ; gardez les arbres vigoureux et sans foreurs.',
      'Utilisez des plants greffés sains et protégez le point de greffe en pépinière.',
    ],
    whenToCallExpert:
      'Appelez si de grosses branches ou le tronc principal dépérissent, ou si de la gomme coule du tronc.',
  },
  'mango-gall-midge': {
    name: 'Cécidomyie des feuilles du manguier',
    symptoms: {
      leaf: [
        'Beaucoup de petites galles en relief comme des verrues, de 2-4 mm, dispersées sur le limbe et visibles des deux côtés.',
        "Les galles sont d'abord vertes, puis rougeâtres, brunes ou noires ; de minuscules trous de sortie apparaissent sous la feuille quand les adultes sortent.",
        'Les feuilles très chargées de galles se déforment, jaunissent et tombent tôt ; les jeunes pousses peuvent sécher.',
      ],
      flower: [
        'Des cécidomyies voisines des fleurs font de petites taches noires et des galles sur les hampes florales ; les fleurs sèchent et tombent.',
      ],
    },
    favourableConditions: [
      'Nouvelles pousses de feuilles ; de minuscules mouches pondent dans les feuilles tendres et les larves vivent dans les galles.',
      'Feuillages denses et vergers avec beaucoup de vieilles feuilles à galles ; les larves tombent au sol pour se nymphoser.',
    ],
    lookAlikes: [
      {
        name: 'Chancre bactérien',
        howToTell:
          'Les taches bactériennes sont des taches noires anguleuses plates ou un peu en relief avec un halo jaune ; les galles sont des renflements ronds avec une larve ou un trou de sortie dedans.',
      },
      {
        name: 'Cochenilles',
        howToTell:
          "Les cochenilles sont de petites carapaces collées sur la feuille qu'on peut soulever avec l'ongle ; les galles font partie de la feuille.",
      },
      {
        name: 'Charançon coupeur de feuilles',
        howToTell:
          "Le charançon coupeur coupe les jeunes feuilles ; les feuilles atteintes de cécidomyie restent sur l'arbre mais sont couvertes de bosses.",
      },
    ],
    management: {
      cultural: [
        'Taillez et brûlez les pousses très chargées de galles et ramassez les feuilles à galles tombées.',
        'Labourez ou ratissez le sol sous le feuillage pour exposer les nymphes au soleil et aux oiseaux.',
        "Taillez pour aérer le feuillage ; évitez l'excès d'azote qui donne beaucoup de pousses tendres.",
      ],
      biological: [
        'Protégez les guêpes parasites (Platygastridae) qui attaquent les larves ; évitez les insecticides à large spectre inutiles.',
        'Huile de neem à 3-5 ml par litre au débourrement de la nouvelle pousse.',
      ],
      chemical: [
        {
          activeIngredient: 'thiaméthoxame',
          note: "IRAC 4A : environ 0.3 g de 25% WG par litre au début d'une nouvelle pousse (débourrement), une ou deux fois à 10-15 jours d'intervalle ; pas à la floraison, toxique pour les abeilles.",
        },
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : environ 0.5 ml de 5% EC par litre au débourrement comme partenaire d'alternance ; toxique pour les poissons et les abeilles. Équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Protégez les nouvelles pousses dans les vergers qui ont déjà eu des galles ; les traitements servent peu une fois les galles formées.',
    ],
    whenToCallExpert:
      'Appelez si la plupart des feuilles des nouvelles pousses ont des galles ou si les fleurs sont aussi attaquées.',
  },
  'mango-sooty-mould': {
    name: 'Fumagine du manguier',
    symptoms: {
      leaf: [
        "Un dépôt noir, fin, comme de la suie ou du velours, sur le dessus des feuilles, qu'on peut essuyer ou décoller, et qui montre la feuille verte en dessous.",
        "Les feuilles sous le dépôt sont à l'ombre, donc elles restent pâles et l'arbre fabrique moins de nourriture et moins de fleurs.",
      ],
      stem: [
        'Les rameaux et les branches sont couverts du même film noir ; des fourmis montent et descendent le tronc.',
      ],
      fruit: [
        'Les fruits sont salis de noir et se vendent moins cher ; le dépôt part au lavage mais laisse des marques.',
      ],
    },
    favourableConditions: [
      'Miellat de cicadelles, cochenilles farineuses, cochenilles, pucerons ou mouches blanches qui se nourrissent plus haut et qui coule sur les feuilles du bas.',
      'Temps humide et calme et feuillages denses et ombragés ; fourmis qui protègent les insectes suceurs de sève.',
    ],
    lookAlikes: [
      {
        name: 'Cicadelle du manguier',
        howToTell:
          'Les cicadelles font une grande partie du miellat : tapez les panicules et de petits insectes en forme de coin sautent. Luttez contre elles et la fumagine disparaît.',
      },
      {
        name: 'Anthracnose',
        howToTell:
          "Les taches d'anthracnose sont du tissu mort dans la feuille et ne s'essuient pas ; la fumagine est seulement en surface.",
      },
      {
        name: 'Taches noires bactériennes',
        howToTell:
          'Les taches bactériennes sont en relief et anguleuses et restent quand on frotte ; la fumagine part au frottement.',
      },
    ],
    management: {
      cultural: [
        "Trouvez et combattez l'insecte suceur qui fait le miellat : cherchez des cicadelles, des cochenilles farineuses, des cochenilles ou des pucerons au-dessus des feuilles noires.",
        'Posez sur le tronc une bande engluée ou de la graisse pour empêcher les fourmis de monter, et détruisez les nids de fourmis au pied.',
        'Taillez pour aérer et éclairer le feuillage ; enlevez les pousses très couvertes.',
        "Pulvérisez une solution légère d'amidon (environ 20-50 g d'amidon cuit par litre) ; elle sèche et s'écaille au soleil en emportant la fumagine.",
      ],
      biological: [
        'Protégez les coccinelles, les chrysopes et les guêpes parasites qui contrôlent les cochenilles farineuses et les cochenilles.',
        'Huile de neem à 3-5 ml par litre contre les jeunes cicadelles, cochenilles farineuses et cochenilles.',
      ],
      chemical: [
        {
          activeIngredient: 'huile minérale horticole',
          note: 'Environ 10-20 ml par litre : étouffe les cochenilles et les cochenilles farineuses et décolle la fumagine. Pas aux heures chaudes (au-dessus de 32 °C) ni sur des arbres stressés.',
        },
        {
          activeIngredient: 'imidaclopride (contre les cicadelles)',
          note: 'IRAC 4A : environ 0.3 ml de 17.8% SL par litre quand les cicadelles sont la source du miellat ; pas en pleine floraison, toxique pour les abeilles.',
        },
        {
          activeIngredient: 'buprofézine (contre les cochenilles et les cochenilles farineuses)',
          note: 'IRAC 16 : environ 1.5-2 ml de 25% SC par litre sur les jeunes larves mobiles. Respectez le délai avant récolte ; gants et masque.',
        },
      ],
    },
    prevention: [
      'Gardez les cicadelles, les cochenilles farineuses et les cochenilles sous contrôle et les fourmis hors des arbres.',
    ],
    whenToCallExpert:
      'Appelez si le dépôt noir revient toujours et que vous ne trouvez pas quel insecte fait le miellat.',
  },
};
