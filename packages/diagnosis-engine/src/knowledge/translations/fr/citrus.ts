import type { KnowledgeTranslations } from '../types.js';

export const citrusFr: KnowledgeTranslations = {
  'citrus-canker': {
    name: 'Chancre des agrumes',
    symptoms: {
      leaf: [
        "Petites taches en relief, rugueuses, liégeuses, brun clair (2-10 mm), visibles des deux côtés de la feuille, entourées d'un halo jaune et souvent d'un bord d'aspect détrempé.",
        'Les vieilles taches ont un centre en cratère ; les taches sont fréquentes le long des galeries de la mineuse.',
      ],
      fruit: [
        'Croûtes brunes liégeuses en relief avec un centre en cratère sur la peau du fruit ; les fruits tombent tôt et sont invendables.',
      ],
      stem: ['Chancres rugueux et liégeux sur les jeunes rameaux.'],
    },
    favourableConditions: [
      'Temps chaud et pluvieux avec du vent ; les tempêtes et les blessures de mineuse propagent la bactérie et la laissent entrer.',
      'Types sensibles : lime acide (citron vert), citron et pamplemousse.',
    ],
    lookAlikes: [
      {
        name: 'Gale des agrumes',
        howToTell:
          "Les taches de gale sont verruqueuses et en relief surtout d'un seul côté de la feuille, sans halo jaune ni cratère.",
      },
      {
        name: 'Dégâts de mineuse',
        howToTell:
          'Les mineuses laissent des galeries argentées sinueuses, pas des taches liégeuses ; mais le chancre suit souvent les galeries.',
      },
    ],
    management: {
      cultural: [
        'Taillez et brûlez les rameaux malades en saison sèche ; désinfectez les outils de taille.',
        'Haies brise-vent autour du verger ; luttez contre la mineuse sur les nouvelles pousses.',
      ],
      biological: ['Pas de lutte biologique fiable.'],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g de 50% WP par litre sur les nouvelles pousses et les jeunes fruits, toutes les 3-4 semaines en saison des pluies ; préventif seulement.',
        },
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: "FRAC M01 : dose de l'étiquette ; n'abusez pas du cuivre (accumulation dans le sol, marques sur les fruits). Portez gants et lunettes ; respectez le délai avant récolte.",
        },
        {
          activeIngredient: 'sulfate de streptomycine',
          note: "Antibiotique ; utilisé seulement là où il est homologué (par ex. certaines parties de l'Asie du Sud), mélangé au cuivre ; interdit sur les plantes dans beaucoup de pays.",
        },
      ],
    },
    prevention: [
      'Plants de pépinière sans chancre ; haies brise-vent ; règles de quarantaine dans les zones sans chancre.',
    ],
    whenToCallExpert:
      "Appelez si le chancre apparaît dans une zone où il n'était pas connu : c'est une maladie de quarantaine dans beaucoup de pays.",
  },
  'citrus-greening': {
    name: 'Greening des agrumes (Huanglongbing, HLB)',
    symptoms: {
      leaf: [
        'Marbrure en taches : plaques jaunes et vertes irrégulières qui ne sont pas pareilles sur les deux moitiés de la feuille.',
        'Les feuilles peuvent être petites, dressées, épaisses avec des nervures jaunes et liégeuses, et montrer des dessins qui ressemblent à une carence en zinc.',
      ],
      fruit: [
        "Les fruits sont petits, déformés d'un côté, restent verts du côté opposé à la queue quand ils sont mûrs, ont un goût amer et acide, et tombent tôt.",
        "Les graines à l'intérieur sont foncées et avortées.",
      ],
      'whole plant': [
        "Une branche ou un secteur jaunit d'abord (pousse jaune), puis tout l'arbre dépérit au fil des années avec dessèchement des rameaux.",
      ],
    },
    favourableConditions: [
      'Psylle asiatique des agrumes (ou psylle africain des agrumes) qui transporte la bactérie ; greffons et arbres de pépinière contaminés.',
    ],
    lookAlikes: [
      {
        name: 'Carence en zinc',
        howToTell:
          'Le jaunissement par manque de zinc est symétrique entre des nervures vertes sur les deux moitiés de la feuille ; la marbrure du greening est en taches et inégale.',
      },
      {
        name: 'Carence en azote',
        howToTell:
          "Le manque d'azote jaunit tout le feuillage de façon égale, pas un seul secteur avec des fruits verts déformés.",
      },
      {
        name: 'Pourriture des racines à Phytophthora',
        howToTell:
          'La pourriture des racines donne de la gomme à la base du tronc et un dépérissement général, pas des feuilles marbrées en taches.',
      },
    ],
    management: {
      cultural: [
        "Arrachez et détruisez les arbres dont l'infection est confirmée (après les avoir traités pour tuer les psylles qui s'y trouvent).",
        'Plantez seulement des arbres de pépinière certifiés sains, élevés sous filet anti-insectes.',
        'Gardez les arbres bien nourris (oligo-éléments en foliaire) pour prolonger leur vie productive.',
      ],
      biological: [
        'Lâchez et protégez le parasitoïde Tamarixia radiata ; les coccinelles et les chrysopes mangent les larves de psylles.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre la bactérie',
          note: 'Aucun produit chimique ne guérit le greening. Luttez contre le psylle vecteur sur toute la zone (voir la fiche psylle asiatique des agrumes).',
        },
      ],
    },
    prevention: [
      'Arbres de pépinière certifiés ; lutte contre le psylle sur toute la zone ; surveillance régulière et arrachage des arbres malades.',
    ],
    whenToCallExpert:
      'Appelez pour une analyse en laboratoire (PCR) quand vous voyez une marbrure en taches et des fruits déformés : le HLB est à déclaration obligatoire dans beaucoup de pays.',
  },
  'asian-citrus-psyllid': {
    name: 'Psylle asiatique des agrumes',
    symptoms: {
      leaf: [
        'De petits insectes bruns tachetés (3-4 mm) se tiennent sur les nouvelles pousses, le corps penché à 45 degrés, tête en bas.',
        'Des larves jaune orangé sur les pousses tendres produisent des filaments blancs cireux frisés et du miellat.',
        'Les nouvelles feuilles sont tordues et enroulées ; les pousses dépérissent.',
      ],
    },
    favourableConditions: [
      'Nouvelles pousses fréquentes ; temps chaud ; haies de buis de Chine (Murraya) infestées à proximité.',
    ],
    lookAlikes: [
      {
        name: 'Pucerons',
        howToTell:
          'Les pucerons sont mous, ronds et se tiennent à plat ; les psylles sont penchés à 45° et les larves font des filaments blancs cireux.',
      },
      {
        name: 'Mouches blanches',
        howToTell:
          "Les adultes de mouche blanche sont blancs et s'envolent en nuages ; les psylles sont bruns et sautent.",
      },
    ],
    management: {
      cultural: [
        'Contrôlez les nouvelles pousses chaque semaine ; enlevez les haies de Murraya près des vergers ; taillez pour que les pousses sortent en même temps.',
      ],
      biological: ['Parasitoïde Tamarixia radiata ; coccinelles ; huile horticole ou neem sur les jeunes pousses.'],
      chemical: [
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : en arrosage au sol pour les jeunes arbres ou en pulvérisation à la dose de l'étiquette sur les jeunes pousses ; toxique pour les abeilles, pas pendant la floraison.",
        },
        {
          activeIngredient: 'thiaméthoxame',
          note: "IRAC 4A : dose de l'étiquette ; ne l'alternez pas avec l'imidaclopride (même groupe).",
        },
        {
          activeIngredient: 'spirotétramate',
          note: "IRAC 23 : dose de l'étiquette sur les jeunes pousses ; bon partenaire d'alternance.",
        },
        {
          activeIngredient: 'huile minérale (horticole)',
          note: "Pulvérisation à 1-2% sur les jeunes pousses ; pas par très forte chaleur. Respectez tous les délais avant récolte et portez l'équipement de protection.",
        },
      ],
    },
    prevention: ['Traitements coordonnés sur toute la zone au moment des pousses ; pépinières sous filet.'],
    whenToCallExpert:
      "Appelez si vous trouvez des psylles dans une zone où le greening n'est pas encore connu, ou pour rejoindre les programmes de lutte de zone.",
  },
  'citrus-gummosis': {
    name: 'Gommose à Phytophthora et pourriture du pied des agrumes',
    symptoms: {
      stem: [
        "De la gomme ambrée coule de fentes dans l'écorce près du sol ou du point de greffe ; l'écorce en dessous est brune, mouillée et morte.",
        "Les lésions s'étendent autour du tronc et peuvent l'encercler.",
      ],
      root: ['Les radicelles pourrissent ; la couche extérieure de la racine se détache en laissant un fil.'],
      leaf: [
        "Les feuilles deviennent jaune pâle le long des nervures ; le feuillage s'éclaircit et les rameaux dépérissent.",
      ],
      fruit: [
        'Les fruits bas développent une pourriture brune, ferme, comme du cuir, avec une odeur piquante (pourriture brune).',
      ],
    },
    favourableConditions: [
      "Sols mouillés et mal drainés ; eau d'irrigation qui touche le tronc ; point de greffe enterré ; blessures.",
    ],
    lookAlikes: [
      {
        name: 'Greening des agrumes',
        howToTell: 'Le greening donne une marbrure en taches et des fruits déformés, sans gomme à la base du tronc.',
      },
      {
        name: 'Foreurs ou blessures mécaniques',
        howToTell:
          "La gomme due aux foreurs s'accompagne de trous et de sciure ; les blessures mécaniques cicatrisent sur les bords.",
      },
    ],
    management: {
      cultural: [
        "Grattez l'écorce malade jusqu'au tissu sain, puis badigeonnez la plaie avec de la bouillie bordelaise en pâte (sulfate de cuivre + chaux).",
        "Tenez l'eau d'irrigation loin du tronc (cuvette à double anneau) ; améliorez le drainage ; dégagez la terre autour du point de greffe.",
      ],
      biological: ['Trichoderma harzianum mélangé au compost autour de la zone des racines.'],
      chemical: [
        {
          activeIngredient: 'fosétyl-aluminium',
          note: "FRAC P07 : 2.5 g de 80% WP par litre en pulvérisation sur le feuillage, ou en badigeon du tronc à la dose de l'étiquette, 2-3 fois par an.",
        },
        {
          activeIngredient: 'métalaxyl-M',
          note: "FRAC 4 : arrosage du sol à la dose de l'étiquette dans la zone des racines au début des pluies ; 2 fois par an au maximum.",
        },
        {
          activeIngredient: 'cuivre (bouillie bordelaise en pâte)',
          note: "FRAC M01 : badigeonnez la base du tronc jusqu'à 60 cm de haut. Portez gants et lunettes.",
        },
      ],
    },
    prevention: ['Porte-greffes tolérants ; point de greffe au moins 20-30 cm au-dessus du sol ; bon drainage.'],
    whenToCallExpert: 'Appelez si la gomme fait le tour de plus de la moitié du tronc.',
  },
  'citrus-leaf-miner': {
    name: 'Mineuse des agrumes',
    symptoms: {
      leaf: [
        "Galeries argentées, sinueuses, comme un serpent, juste sous la peau des jeunes feuilles, avec une ligne foncée d'excréments au milieu.",
        "Les feuilles s'enroulent, se tordent et se déforment ; les galeries ouvrent la porte au chancre.",
      ],
    },
    favourableConditions: ['Périodes de pousse avec des feuilles nouvelles et tendres ; pépinières et jeunes arbres.'],
    lookAlikes: [
      {
        name: 'Chancre des agrumes',
        howToTell:
          'Le chancre fait des taches liégeuses en relief avec un halo jaune ; la mineuse laisse seulement des galeries brillantes.',
      },
      {
        name: 'Psylle des agrumes',
        howToTell:
          'Les psylles tordent aussi les nouvelles feuilles, mais on voit des insectes et des filaments blancs cireux, pas des galeries.',
      },
    ],
    management: {
      cultural: [
        'Faites sortir les pousses en même temps grâce à la taille et au moment de la fumure ; enlevez les pousses hors saison sur les jeunes arbres.',
      ],
      biological: ['Protégez les guêpes parasites ; huile de neem (3-5 ml par litre) sur les nouvelles pousses.'],
      chemical: [
        {
          activeIngredient: 'abamectine',
          note: "IRAC 6 : dose de l'étiquette avec de l'huile sur les jeunes pousses ; ne traitez que les jeunes arbres ou les pépinières, les arbres adultes supportent les dégâts.",
        },
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : dose de l'étiquette ; pas pendant la floraison (toxique pour les abeilles). Respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Protégez les nouvelles pousses dans les pépinières et les jeunes vergers.'],
    whenToCallExpert: 'Appelez si le chancre suit les dégâts de mineuse sur les jeunes plants.',
  },
  'citrus-black-spot': {
    name: 'Maladie des taches noires des agrumes',
    symptoms: {
      leaf: [
        'Petites taches rondes déprimées au centre gris à brun clair, au bord brun foncé à noir et souvent avec un halo jaune, surtout sur les feuilles de citronnier.',
        'Sur les feuilles très atteintes, les taches se rejoignent en grandes plages mortes brun foncé et les feuilles tombent.',
      ],
      fruit: [
        'Tache dure : taches rondes déprimées au bord rouge brique à brun foncé et au centre gris avec de minuscules points noirs, du côté ensoleillé du fruit.',
        'Tache taveleuse : beaucoup de petites taches brun-rouge ; les fruits tachés peuvent tomber avant la récolte.',
      ],
    },
    favourableConditions: [
      'Pluies chaudes d’été pendant que les fruits sont jeunes (de la chute des pétales à environ 5 mois plus tard).',
      'Feuilles tombées sous les arbres, où le champignon forme ses spores ; les vieux arbres et les citronniers sont les plus exposés.',
    ],
    lookAlikes: [
      {
        name: 'Chancre citrique',
        howToTell:
          'Les taches de chancre sont en relief et liégeuses avec un bord huileux et se voient des deux côtés de la feuille ; celles des taches noires sont déprimées, avec des points noirs.',
      },
      {
        name: 'Mélanose',
        howToTell:
          'La mélanose forme de minuscules points en relief brun foncé qui grattent comme du papier de verre, souvent en traînées là où l’eau a coulé ; pas de taches déprimées au centre gris.',
      },
      {
        name: 'Tache graisseuse',
        howToTell:
          'La tache graisseuse forme des plages grasses jaune-brun sous les feuilles, pas des taches déprimées au bord sombre.',
      },
    ],
    management: {
      cultural: [
        'Ratissez et enfouissez ou brûlez les feuilles tombées, ou broyez-les au sol, avant les pluies : elles portent les spores.',
        'Taillez le bois mort et aérez la frondaison ; cueillez et sortez les fruits tachés.',
        'Ne déplacez pas de fruits avec des feuilles ni de plants de pépinière depuis une zone atteinte : beaucoup de pays réglementent cette maladie.',
      ],
      biological: [
        'Pas de produit biologique fiable ; retirer la litière de feuilles est la principale lutte sans chimie.',
      ],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'Protecteur : 3 g de 50 % WP par litre dès la chute des pétales, toutes les 4 à 6 semaines tant que les fruits sont jeunes.',
        },
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: 'Protecteur : 2 g de 77 % WP par litre, au même calendrier ; trop de cuivre marque les fruits par temps chaud.',
        },
        {
          activeIngredient: 'mancozèbe',
          note: 'FRAC M03 : 2 g de 75 % WP par litre, souvent en alternance avec le cuivre ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : dose de l’étiquette, au plus 2 traitements par saison, associée au cuivre ou au mancozèbe.',
        },
        {
          activeIngredient: 'pyraclostrobine',
          note: 'FRAC 11 : dose de l’étiquette ; comptez-la avec l’azoxystrobine, au plus 2 traitements du groupe par saison.',
        },
      ],
    },
    prevention: [
      'Plants certifiés, retrait de la litière de feuilles et traitements préventifs tant que les fruits sont jeunes.',
    ],
    whenToCallExpert:
      'Appelez le service de la protection des végétaux dès que vous soupçonnez les taches noires : c’est une maladie de quarantaine dans beaucoup de pays.',
  },
};
