import type { KnowledgeTranslations } from '../types.js';

export const coffeeFr: KnowledgeTranslations = {
  'coffee-leaf-rust': {
    name: 'Rouille orangée du caféier',
    symptoms: {
      leaf: [
        'Petites taches jaune pâle sur le dessus de la feuille, qui deviennent des plages rondes jaune orangé.',
        'Sous la feuille, les taches sont couvertes d’une poudre jaune orangé qui reste sur le doigt.',
        'Les vieilles taches brunissent et sèchent au centre ; les feuilles très rouillées tombent tôt et les branches restent dénudées.',
      ],
      'whole plant': ['Après une forte chute des feuilles, les branches sèchent et la récolte suivante est faible.'],
    },
    favourableConditions: [
      'Temps chaud (21-25 °C) et pluvieux avec de l’eau sur les feuilles ; une forte charge en fruits qui affaiblit l’arbuste.',
      'Variétés sensibles, mauvaise nutrition, vent ou pluie qui portent les spores d’une exploitation à l’autre.',
    ],
    lookAlikes: [
      {
        name: 'Cercosporiose (œil brun)',
        howToTell:
          'La cercosporiose forme des taches rondes brunes au centre gris-blanc, sans poudre orangée sous la feuille.',
      },
      {
        name: 'Mineuse des feuilles du caféier',
        howToTell:
          'La mineuse laisse des plages brunes comme du papier dont la peau se décolle, avec de petites chenilles dedans ; pas de poudre.',
      },
      {
        name: 'Carence en potassium',
        howToTell:
          'La carence en potassium brûle régulièrement les bords et les pointes des feuilles, sans taches rondes poudreuses.',
      },
    ],
    management: {
      cultural: [
        'Taillez et recépez les vieux caféiers pour que l’air et la lumière passent ; enlevez les gourmands et les mauvaises herbes.',
        'Fertilisez après la récolte pour que l’arbuste porte sa charge ; un ombrage modéré réduit le stress.',
        'Replantez en variétés résistantes à la rouille (par exemple de type Catimor ou Sarchimor) là où la rouille revient chaque année.',
      ],
      biological: [
        'Le champignon blanc Lecanicillium lecanii pousse sur les taches de rouille et les freine ; ne le détruisez pas avec plus de fongicide que nécessaire.',
      ],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'Protecteur : 3 à 4 g de 50 % WP par litre avant et pendant les pluies, toutes les 3 à 4 semaines ; couvrez bien le dessous des feuilles.',
        },
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: 'Protecteur : 2 à 3 g de 77 % WP par litre, au même calendrier ; ne mélangez pas le cuivre avec des produits acides.',
        },
        {
          activeIngredient: 'cyproconazole',
          note: 'FRAC 3 : systémique, environ 0,5 ml de 10 % SL par litre quand 5 à 10 % des feuilles ont de la rouille ; au plus 2 traitements par saison.',
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25 % EC par litre ; alternez avec la pyraclostrobine ou le cuivre ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'pyraclostrobine',
          note: 'FRAC 11 : dose de l’étiquette, le plus souvent associée à un triazole ; au plus 2 traitements par saison.',
        },
      ],
    },
    prevention: [
      'Variétés résistantes ; fertilisation équilibrée ; taille ; traitements préventifs au cuivre au début des pluies.',
    ],
    whenToCallExpert: 'Appelez si plus d’une feuille sur dix porte de la rouille au début de la saison des pluies.',
  },
  'coffee-cercospora-leaf-spot': {
    name: 'Cercosporiose du caféier (œil brun)',
    symptoms: {
      leaf: [
        'Taches rondes brunes de 3 à 15 mm au centre gris ou blanc et à l’anneau brun-rouge, comme un œil.',
        'Un halo jaune entoure souvent chaque tache ; les feuilles très tachées tombent.',
      ],
      fruit: [
        'Les cerises portent des plages brunes plates du côté du soleil, rougissent trop tôt et la peau sèche colle au grain.',
      ],
    },
    favourableConditions: [
      'Plants qui manquent d’azote ou de potassium, en plein soleil, en sécheresse, ou jeunes plants en pépinière.',
      'Forte humidité avec des journées chaudes.',
    ],
    lookAlikes: [
      {
        name: 'Rouille orangée',
        howToTell:
          'La rouille porte une poudre orangée sous la feuille ; la cercosporiose a un centre clair et pas de poudre.',
      },
      {
        name: 'Phoma',
        howToTell:
          'Le phoma noircit les jeunes feuilles depuis les bords par temps froid et venteux ; la cercosporiose forme des taches rondes séparées au centre clair.',
      },
      {
        name: 'Coup de soleil',
        howToTell:
          'Le soleil brûle de grandes plages pâles et mortes du côté ensoleillé seulement, sans taches à anneau.',
      },
    ],
    management: {
      cultural: [
        'Nourrissez bien les plants (azote et potassium selon l’analyse de sol) ; les plants affamés sont les plus tachés.',
        'Donnez un ombrage léger aux jeunes plants et aux pépinières, et arrosez pendant les périodes sèches.',
        'Désherbez et ramassez les feuilles et cerises tachées tombées dans la pépinière.',
      ],
      biological: [
        'Pas de produit biologique fiable ; les arbres d’ombrage et le paillage réduisent le stress et les taches.',
      ],
      chemical: [
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'Protecteur : 3 g de 50 % WP par litre toutes les 3 à 4 semaines pendant les pluies, le traitement habituel des pépinières.',
        },
        {
          activeIngredient: 'cyproconazole',
          note: 'FRAC 3 : environ 0,5 ml de 10 % SL par litre, souvent associé à l’azoxystrobine ; au plus 2 traitements par saison.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23 % SC par litre, toujours avec un triazole ou du cuivre ; au plus 2 traitements.',
        },
      ],
    },
    prevention: [
      'Fertilisation équilibrée, ombrage des pépinières et jeunes plantations, paillage contre la sécheresse.',
    ],
    whenToCallExpert:
      'Appelez si les cerises sont tachées en plus des feuilles, ou si les taches continuent après la fertilisation.',
  },
  'coffee-phoma-leaf-spot': {
    name: 'Phoma du caféier',
    symptoms: {
      leaf: [
        'Taches brun foncé à noires aux pointes et aux bords des jeunes feuilles, souvent avec de faibles anneaux, qui avancent vers l’intérieur.',
        'Les jeunes feuilles noircissent, s’enroulent et tombent ; les nouvelles pousses sèchent depuis la pointe.',
      ],
      flower: ['Les boutons floraux et les jeunes cerises noircissent et tombent.'],
    },
    favourableConditions: [
      'Temps frais (15-20 °C), humide et venteux ; exploitations d’altitude et pentes exposées aux vents froids.',
      'Blessures des jeunes feuilles par le vent, la grêle ou les insectes.',
    ],
    lookAlikes: [
      {
        name: 'Cercosporiose',
        howToTell:
          'La cercosporiose forme des taches rondes au centre clair sur les vieilles feuilles, par temps chaud et sec.',
      },
      {
        name: 'Dégâts de froid ou de vent',
        howToTell:
          'Le froid noircit en une nuit les feuilles exposées et s’arrête là ; les taches de phoma continuent sur les nouvelles feuilles.',
      },
      {
        name: 'Bactériose du caféier',
        howToTell:
          'La bactériose forme des taches sombres huileuses qui descendent le long de la pousse ; cherchez un suintement par temps humide.',
      },
    ],
    management: {
      cultural: [
        'Plantez des brise-vent (arbres ou grandes herbes) du côté des vents froids.',
        'Taillez les pousses mortes et brûlez-les ou enfouissez-les ; ne taillez pas juste avant un temps froid et humide.',
        'Gardez les plants bien nourris pour que les nouvelles pousses s’aoûtent vite.',
      ],
      biological: [
        'Aucun produit biologique efficace n’est connu ; les brise-vent et l’ombrage sont la principale défense sans chimie.',
      ],
      chemical: [
        {
          activeIngredient: 'boscalid',
          note: 'FRAC 7 : dose de l’étiquette au début de la saison froide et humide, avant la floraison ; au plus 2 traitements par saison.',
        },
        {
          activeIngredient: 'pyraclostrobine',
          note: 'FRAC 11 : dose de l’étiquette, en alternance avec le boscalid ; n’utilisez pas le même groupe deux fois de suite.',
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'Protecteur : 3 g de 50 % WP par litre avant les coups de froid, en couvrant jeunes feuilles et fleurs.',
        },
      ],
    },
    prevention: [
      'Brise-vent, arbres d’ombrage et traitements préventifs avant la saison froide sur les pentes exposées.',
    ],
    whenToCallExpert: 'Appelez si les pousses et les fleurs noircissent sur une grande surface après un coup de froid.',
  },
  'coffee-leaf-miner': {
    name: 'Mineuse des feuilles du caféier',
    symptoms: {
      leaf: [
        'Plages brunes irrégulières sur le dessus de la feuille ; la fine peau au-dessus est sèche, comme du papier, et se décolle.',
        'Dans une plage fraîche, on trouve de minuscules chenilles pâles et leurs crottes noires.',
        'Cocons blancs en forme de X sous les feuilles ; beaucoup de feuilles minées tombent en saison sèche.',
      ],
    },
    favourableConditions: [
      'Temps chaud et sec, longues saisons sèches ; plein soleil sans ombrage.',
      'Insecticides à large spectre qui tuent les guêpes mangeuses de larves.',
    ],
    lookAlikes: [
      {
        name: 'Cercosporiose',
        howToTell:
          'La cercosporiose est ronde au centre clair et la peau de la feuille ne se décolle pas ; pas de chenilles dedans.',
      },
      {
        name: 'Phoma',
        howToTell:
          'Le phoma noircit les pointes et les bords des jeunes feuilles par temps froid ; les mines sont brunes et comme du papier.',
      },
      {
        name: 'Rouille orangée',
        howToTell:
          'La rouille porte une poudre orangée sous la feuille ; une mine n’a pas de poudre, seulement une peau qui se décolle.',
      },
    ],
    management: {
      cultural: [
        'Comptez les feuilles minées toutes les 2 semaines en saison sèche ; intervenez quand environ un tiers des feuilles des rameaux observés portent des mines vivantes.',
        'Gardez ou plantez des arbres d’ombrage ; évitez les produits qui tuent les guêpes et les autres auxiliaires.',
        'Laissez une couverture végétale entre les rangs pour abriter les prédateurs.',
      ],
      biological: [
        'Les guêpes prédatrices ouvrent les mines et les guêpes parasitoïdes pondent dans les larves : épargnez-les.',
        'Le neem (azadirachtine) pulvérisé sur les jeunes mines donne un contrôle partiel.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28 : dose de l’étiquette en pulvérisation ou en arrosage au sol au début de la saison sèche ; au plus 2 utilisations par an.',
        },
        {
          activeIngredient: 'thiaméthoxame',
          note: 'IRAC 4A : arrosage au sol à la dose de l’étiquette au début des pluies ; toxique pour les abeilles, pas pendant la floraison.',
        },
        {
          activeIngredient: 'chlorhydrate de cartap',
          note: 'IRAC 14 : dose de l’étiquette sur les mines vivantes ; gants et masque ; respectez le délai avant récolte.',
        },
      ],
    },
    prevention: ['Ombrage, couverture du sol et auxiliaires épargnés gardent la mineuse sous le seuil de dégâts.'],
    whenToCallExpert:
      'Appelez si la chute des feuilles due aux mines est forte deux années de suite, ou si les traitements ne marchent plus.',
  },
};
