import type { KnowledgeTranslations } from '../types.js';

export const tomatoFr: KnowledgeTranslations = {
  'tomato-early-blight': {
    name: 'Alternariose (brûlure précoce)',
    symptoms: {
      leaf: [
        'Des taches brun foncé apparaissent sur les feuilles les plus vieilles, en bas, et montent sur la plante.',
        "Chaque tache grandit jusqu'à 1-2 cm et montre des cercles foncés à l'intérieur, comme une cible ou un oignon coupé.",
        'Le tissu autour de chaque tache jaunit ; beaucoup de taches se rejoignent et toute la feuille jaunit, sèche et tombe.',
      ],
      stem: [
        'Plaques foncées, creuses, avec des cercles, sur les tiges ; sur les jeunes plants, la tige peut pourrir au ras du sol (pourriture du collet).',
      ],
      fruit: [
        "Plaques foncées, comme du cuir, creuses et avec des cercles, près du pédoncule du fruit, souvent couvertes d'une moisissure noire veloutée.",
      ],
      tuber: [
        'Sur la pomme de terre, petites taches foncées et creuses à bord relevé sur la peau du tubercule ; la chair en dessous est sèche et liégeuse.',
      ],
    },
    favourableConditions: [
      "Temps chaud (24-29 °C) avec forte rosée, pluie ou eau d'aspersion qui garde les feuilles mouillées pendant des heures.",
      "Plantes stressées : forte charge en fruits, manque d'azote, vieilles plantes en fin de saison.",
      'Débris de plantes malades laissés au champ ; tomate ou pomme de terre cultivée sur la même terre chaque année.',
    ],
    lookAlikes: [
      {
        name: 'Septoriose',
        howToTell:
          'Les taches de septoriose sont petites (2-5 mm), nombreuses sur chaque feuille, avec un centre gris-blanc et de minuscules points noirs, et sans cercles en cible.',
      },
      {
        name: 'Mildiou',
        howToTell:
          "Les plaques de mildiou sont grandes, d'aspect huileux, gris-vert à brunes, sans cercles ; elles s'étendent en quelques jours par temps frais et humide, avec un duvet blanc sous la feuille.",
      },
      {
        name: 'Gale bactérienne (taches bactériennes)',
        howToTell:
          "Les taches bactériennes sont petites (moins de 3 mm), foncées, d'aspect huileux et anguleuses, sans cercles concentriques.",
      },
      {
        name: 'Carence en potassium',
        howToTell:
          "Le manque de potassium brûle de façon régulière les bords des vieilles feuilles ; il n'y a pas de taches rondes avec des cercles.",
      },
    ],
    management: {
      cultural: [
        'Enlevez et détruisez les feuilles tachées du bas dès que vous les voyez ; travaillez quand les plantes sont sèches.',
        "Tuteurez ou palissez les plantes et enlevez les feuilles du bas jusqu'à 30 cm au-dessus du sol pour que les éclaboussures de pluie ne les atteignent pas.",
        'Paillez le sol avec de la paille ou du plastique pour empêcher les spores de rejaillir.',
        'Arrosez au pied (goutte-à-goutte ou à la raie), pas sur les feuilles, et arrosez le matin.',
        "Gardez la culture bien nourrie en azote et en potassium ; les plantes stressées souffrent plus de l'alternariose.",
      ],
      biological: [
        'Pulvérisez des produits à base de Bacillus subtilis ou Bacillus amyloliquefaciens tous les 7 jours en préventif.',
        'Traitez les semences ou la terre de pépinière avec Trichoderma harzianum ou T. viride.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: "Préventif (FRAC M03) : 2-2.5 g de 75% WP par litre tous les 7-10 jours, à partir de l'apparition des premières taches. Portez gants et masque ; respectez le délai avant récolte de l'étiquette (souvent 3-7 jours).",
        },
        {
          activeIngredient: 'chlorothalonil',
          note: 'Préventif (FRAC M05) : environ 2 g de 75% WP par litre, tous les 7-10 jours. Irritant pour les yeux et la peau, portez des lunettes.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'Systémique (FRAC 11) : 1 ml de 23% SC par litre. À utiliser au maximum 2-3 fois par saison, en alternant avec un autre groupe pour éviter la résistance.',
        },
        {
          activeIngredient: 'difénoconazole',
          note: "Systémique (FRAC 3) : 0.5 ml de 25% EC par litre ; alternez avec le mancozeb ou le chlorothalonil. Respectez le délai avant récolte de l'étiquette.",
        },
      ],
    },
    prevention: [
      'Faites une rotation de 2-3 ans sans tomate, pomme de terre, aubergine ni poivron/piment.',
      'Utilisez des semences certifiées saines et des plants sains ; choisissez des variétés tolérantes quand il y en a.',
      'Enfouissez ou enlevez les résidus de culture après la récolte et luttez contre les mauvaises herbes de la famille de la morelle.',
    ],
    whenToCallExpert:
      "Appelez un agent de vulgarisation si les taches continuent à monter sur la plante après deux traitements, si les tiges et les fruits pourrissent, ou si vous n'arrivez pas à la distinguer du mildiou.",
  },
  'late-blight': {
    name: 'Mildiou (de la pomme de terre et de la tomate)',
    symptoms: {
      leaf: [
        "Plaques vert pâle, d'aspect détrempé, souvent à la pointe et aux bords des feuilles, qui deviennent brun foncé à noires en 2-3 jours.",
        'Les matins humides, un duvet blanc apparaît sous la feuille, au bord de la plaque.',
        "Des feuilles entières s'affaissent et pendent ; le champ peut paraître brûlé et sent la plante pourrie.",
      ],
      stem: [
        'Longues plaques huileuses brun foncé à noires sur les tiges et les pétioles ; les tiges cassent à ces endroits.',
      ],
      fruit: [
        'Les tomates ont de grandes plaques brunes marbrées, fermes et huileuses, en général sur la moitié haute ; le fruit reste ferme au début.',
      ],
      tuber: [
        "Les tubercules de pomme de terre montrent des plaques creuses brun violacé sur la peau ; à la coupe, une pourriture sèche brun rougeâtre s'étend dans la chair.",
      ],
    },
    favourableConditions: [
      'Temps frais et humide : nuits à 10-15 °C, journées à 15-22 °C, avec pluie, brouillard ou rosée pendant de nombreuses heures.',
      'Plusieurs jours de temps nuageux avec bruine ; la maladie peut détruire un champ en 7-10 jours.',
      'Plants de pomme de terre contaminés, repousses de pomme de terre et tas de déchets près du champ.',
    ],
    lookAlikes: [
      {
        name: 'Alternariose',
        howToTell:
          "Les taches d'alternariose sont plus petites, sèches, avec des cercles en cible et un anneau jaune autour, et commencent sur les vieilles feuilles ; les plaques de mildiou sont huileuses, sans cercles, et s'étendent vite par temps frais et humide.",
      },
      {
        name: 'Jambe noire',
        howToTell:
          'La jambe noire part du plant (tubercule semé) : la base de la tige est noire et gluante ; les plaques de mildiou sur la tige sont plus haut et les feuilles sont aussi atteintes.',
      },
      {
        name: 'Dégâts de gel',
        howToTell:
          "Le gel noircit en une nuit les feuilles du haut dans tout le champ après une nuit froide et claire ; cela ne s'étend pas ensuite.",
      },
    ],
    management: {
      cultural: [
        'Arrachez tout de suite les plantes malades et enterrez-les ou brûlez-les ; ne les laissez jamais au bord du champ.',
        "Buttez haut les lignes de pomme de terre pour protéger les tubercules des spores entraînées par l'eau.",
        'Coupez et enlevez les fanes de pomme de terre 2 semaines avant la récolte si le feuillage est atteint ; récoltez par temps sec.',
        "Espacez largement et tuteurez les tomates pour que les feuilles sèchent vite ; évitez l'irrigation par aspersion.",
      ],
      biological: [
        "Les pulvérisations de Bacillus subtilis peuvent ralentir l'infection en préventif, mais ne suffisent pas seules à arrêter une épidémie.",
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Préventif (FRAC M03) : 2-2.5 g de 75% WP par litre tous les 5-7 jours par temps à mildiou, avant les symptômes. Protection : gants, masque, manches longues.',
        },
        {
          activeIngredient: 'métalaxyl-M + mancozeb',
          note: "Systémique + préventif (FRAC 4 + M03) : environ 2.5 g par litre du mélange prêt à l'emploi. Pas plus de 2-3 fois par saison ; les souches résistantes au métalaxyl sont courantes, donc alternez.",
        },
        {
          activeIngredient: 'cymoxanil + mancozeb',
          note: "FRAC 27 + M03 : 2.5-3 g par litre ; le cymoxanil a une courte action curative (1-2 jours après l'infection). Alternez les groupes.",
        },
        {
          activeIngredient: 'diméthomorphe',
          note: "FRAC 40 : environ 1 g de 50% WP par litre, toujours mélangé ou alterné avec un préventif. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g de 50% WP par litre ; une solution pour les producteurs bio, préventif seulement. Renouvelez après une forte pluie.',
        },
      ],
    },
    prevention: [
      'Plantez des plants de pomme de terre certifiés sains et des variétés résistantes.',
      'Détruisez les tas de déchets et les repousses de pomme de terre ; ne plantez pas de tomates à côté des pommes de terre.',
      'Commencez les traitements préventifs quand la météo annonce un temps frais et humide, avant les premiers symptômes.',
    ],
    whenToCallExpert:
      "Appelez tout de suite si vous voyez des plaques noires huileuses qui s'étendent vite par temps frais et humide : il faut prévenir les voisins et commencer les traitements dans un jour ou deux.",
  },
  'tomato-septoria-leaf-spot': {
    name: 'Septoriose de la tomate',
    symptoms: {
      leaf: [
        "Beaucoup de petites taches rondes de 2-5 mm, d'abord sur les feuilles du bas, peu après la nouaison des premiers fruits.",
        'Les taches ont un centre gris ou blanc cassé avec un bord brun foncé.',
        'À la loupe, on voit de minuscules points noirs (organes du champignon) dans le centre pâle.',
        'Les feuilles très tachées jaunissent, sèchent et tombent : la plante perd ses feuilles du bas vers le haut et les fruits prennent des coups de soleil.',
      ],
      stem: [
        'De petites taches semblables peuvent apparaître sur les tiges et les pétioles ; les fruits sont rarement tachés.',
      ],
    },
    favourableConditions: [
      'Temps chaud (20-25 °C) et humide avec éclaboussures de pluie ou irrigation par aspersion.',
      'Débris malades de la saison passée et mauvaises herbes de la famille de la morelle près du champ.',
    ],
    lookAlikes: [
      {
        name: 'Alternariose',
        howToTell:
          "Les taches d'alternariose sont plus grandes (jusqu'à 2 cm), brunes avec des cercles en cible, et n'ont pas de centre pâle avec des points noirs.",
      },
      {
        name: 'Gale bactérienne (taches bactériennes)',
        howToTell:
          'Les taches bactériennes sont foncées et huileuses, sans centre gris-blanc ni points noirs, et marquent aussi les fruits.',
      },
    ],
    management: {
      cultural: [
        'Enlevez les feuilles tachées du bas et arrachez les mauvaises herbes comme la morelle noire.',
        'Paillez, tuteurez et enlevez les feuilles du bas ; irriguez au goutte-à-goutte ou à la raie.',
        'Ne travaillez pas entre les plantes quand elles sont mouillées.',
      ],
      biological: [
        'Des pulvérisations préventives de Bacillus subtilis peuvent réduire la propagation lors des attaques légères.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: "FRAC M05 : environ 2 g de 75% WP par litre tous les 7-10 jours dès les premières taches. Irritant pour les yeux et la peau ; respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2-2.5 g de 75% WP par litre tous les 7-10 jours ; portez gants et masque.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23% SC par litre ; 2-3 traitements au maximum, en alternance avec un préventif multisite.',
        },
      ],
    },
    prevention: [
      "Faites une rotation d'au moins 2 ans sans tomate ni autres solanacées.",
      'Utilisez des semences saines et enlevez tous les débris de culture après la récolte.',
    ],
    whenToCallExpert: "Appelez si les plantes perdent plus d'un tiers de leurs feuilles malgré les traitements.",
  },
  'tomato-fusarium-wilt': {
    name: 'Fusariose (flétrissement fusarien)',
    symptoms: {
      leaf: [
        "Les feuilles du bas jaunissent, souvent d'un seul côté de la plante ou d'un seul côté de la feuille, puis flétrissent et sèchent.",
        'Le jaunissement monte sur la plante en quelques semaines ; au début, la plante flétrit aux heures chaudes et se redresse en partie la nuit.',
      ],
      stem: [
        "Coupez la tige dans la longueur près de la base : les vaisseaux qui conduisent l'eau sont bruns (une strie ou un anneau brun) alors que la moelle reste blanche et ferme.",
        "Aucun filet blanc visqueux ne sort de la tige coupée mise dans l'eau.",
      ],
      'whole plant': [
        'Les plantes sont rabougries et meurent lentement ; les plantes atteintes sont souvent groupées par taches.',
      ],
    },
    favourableConditions: [
      'Sol chaud (27-30 °C), sols légers, sableux et acides.',
      'Nématodes à galles, qui ouvrent des blessures dans les racines.',
      "Beaucoup d'azote ammoniacal et peu de potassium.",
      'Sol qui a déjà porté de la tomate ; le champignon survit dans le sol pendant de nombreuses années.',
    ],
    lookAlikes: [
      {
        name: 'Flétrissement bactérien',
        howToTell:
          "Le flétrissement bactérien fait flétrir toute la plante d'un coup alors que les feuilles sont encore vertes ; une tige coupée mise dans un verre d'eau claire libère des filets laiteux de bactéries.",
      },
      {
        name: 'Nématodes à galles',
        howToTell:
          "Déterrez les racines : les nématodes laissent des nœuds et des renflements sur les racines ; les racines atteintes de fusariose paraissent normales de l'extérieur.",
      },
      {
        name: 'Verticilliose',
        howToTell:
          'La verticilliose donne des plaques jaunes en forme de V au bord des feuilles par temps plus frais ; le brunissement de la tige est plus pâle. Une analyse en laboratoire permet de les séparer.',
      },
    ],
    management: {
      cultural: [
        'Arrachez les plantes flétries avec leurs racines et brûlez-les ; ne les mettez pas au compost.',
        "Sur sols acides, remontez le pH du sol à 6.5-7.0 avec de la chaux et utilisez des formes nitriques d'azote plutôt qu'ammoniacales.",
        "Luttez contre les nématodes à galles et évitez d'abîmer les racines en désherbant.",
        'Greffez sur des porte-greffes résistants là où des plants greffés sont disponibles.',
      ],
      biological: [
        'Arrosez la pépinière et les trous de plantation avec Trichoderma harzianum ou T. asperellum mélangé au compost.',
        'Traitez les racines des plants avec Pseudomonas fluorescens avant le repiquage.',
      ],
      chemical: [
        {
          activeIngredient: 'carbendazime',
          note: 'FRAC 1 : 1 g par litre en traitement des semences ou en arrosage du sol autour des jeunes plantes ralentit seulement la maladie ; il ne guérit pas les plantes flétries. Risque élevé de résistance ; gants et masque.',
        },
        {
          activeIngredient: 'thiophanate-méthyl',
          note: 'FRAC 1 : arrosage à 1-1.5 g par litre au repiquage là où il est homologué. Même groupe que le carbendazime, ne les alternez pas entre eux.',
        },
      ],
    },
    prevention: [
      'Cultivez des variétés résistantes (cherchez F ou F2/F3 sur le sachet de semences).',
      "Faites une rotation de 4-5 ans avec des céréales ou d'autres cultures non hôtes.",
      'Élevez les plants dans une terre saine ou un substrat stérilisé ; solarisez les planches de pépinière.',
    ],
    whenToCallExpert:
      "Appelez si beaucoup de plantes flétrissent et que vous ne savez pas si c'est un flétrissement fongique ou bactérien ; une analyse en laboratoire vous dira quelle variété résistante acheter la saison suivante.",
  },
  'bacterial-wilt': {
    name: 'Flétrissement bactérien',
    symptoms: {
      leaf: [
        'Les jeunes feuilles du haut retombent pendant la chaleur du jour tout en restant vertes ; en quelques jours toute la plante flétrit.',
      ],
      stem: [
        "La base de la tige coupée montre un tissu intérieur brun et mouillé ; un morceau coupé net mis dans un verre d'eau claire libère en quelques minutes des filets blancs laiteux.",
        'Parfois, de petites racines sortent du bas de la tige.',
      ],
      tuber: [
        "Les tubercules de pomme de terre montrent un anneau brun à l'intérieur quand on les coupe ; en pressant, un exsudat bactérien gris-blanc sort des yeux, et la terre colle aux yeux.",
      ],
      'whole plant': [
        "Les plantes meurent vite en restant vertes (sans jaunir d'abord) ; les plantes mortes apparaissent par taches le long du passage de l'eau.",
      ],
    },
    favourableConditions: [
      'Sol chaud (au-dessus de 25 °C) et mouillé ; bas-fonds et champs après de fortes pluies.',
      "Eau d'irrigation venant de champs malades ; plants de pomme de terre ou jeunes plants contaminés.",
      'Blessures des racines dues aux nématodes, aux outils de désherbage ou au repiquage.',
    ],
    lookAlikes: [
      {
        name: 'Fusariose',
        howToTell:
          "La fusariose jaunit d'abord les feuilles du bas et tue lentement ; aucun exsudat laiteux ne sort de la tige dans l'eau.",
      },
      {
        name: 'Jambe noire',
        howToTell:
          "La jambe noire rend la base de la tige noire et gluante avec une mauvaise odeur ; les tiges atteintes de flétrissement bactérien paraissent normales de l'extérieur.",
      },
      {
        name: "Manque d'eau",
        howToTell:
          "Les plantes qui manquent d'eau se redressent vite après l'arrosage ; celles atteintes de flétrissement bactérien non.",
      },
    ],
    management: {
      cultural: [
        'Arrachez les plantes flétries avec la terre autour des racines, mettez-les dans un sac et brûlez-les ; ne les traînez pas à travers le champ.',
        "Ne laissez pas l'eau des parcelles malades couler vers les parcelles saines ; améliorez le drainage.",
        "Nettoyez outils et bottes à l'eau de Javel (1 volume pour 9 volumes d'eau) après avoir travaillé dans les parcelles malades.",
        "Greffez la tomate et l'aubergine sur des porte-greffes d'aubergine résistants quand il y en a.",
      ],
      biological: [
        "Apportez Pseudomonas fluorescens ou Bacillus subtilis à la terre de pépinière et aux racines des plants ; cela réduit l'infection sans l'arrêter.",
        "Ajoutez du compost bien décomposé et du chlorure de chaux / de la chaux pour augmenter l'activité microbienne du sol (selon les conseils locaux).",
      ],
      chemical: [
        {
          activeIngredient: 'aucun produit efficace',
          note: "Aucun pesticide ne guérit le flétrissement bactérien une fois que la plante a flétri. Les pulvérisations de cuivre sur les feuilles ne servent à rien. Comptez sur l'arrachage, la rotation et les variétés résistantes.",
        },
      ],
    },
    prevention: [
      "Faites une rotation de 3-5 ans avec du maïs, du riz, du sorgho ou d'autres céréales.",
      "Utilisez des plants de pomme de terre certifiés et des jeunes plants sains venant d'une pépinière sans historique de flétrissement.",
      'Plantez des variétés et des porte-greffes résistants ou tolérants.',
    ],
    whenToCallExpert:
      "Appelez un agent dès que le test de l'exsudat laiteux est positif : la terre contaminée peut demander de longues rotations et la production de plants de pomme de terre doit y être arrêtée.",
  },
  'bacterial-spot': {
    name: 'Gale bactérienne (taches bactériennes)',
    symptoms: {
      leaf: [
        "Petites taches (1-3 mm) brun foncé à noires, d'aspect huileux, souvent anguleuses, sur les feuilles de tout âge.",
        'Les taches peuvent avoir un mince anneau jaune ; le centre sèche et tombe, ce qui donne un aspect criblé de trous.',
        'Sur le poivron/piment, les feuilles très tachées jaunissent et tombent, laissant des tiges nues.',
      ],
      fruit: [
        "Taches brunes en relief, rugueuses, en forme de croûte, jusqu'à 5 mm, sur les fruits verts, parfois avec un halo blanc au début.",
      ],
    },
    favourableConditions: [
      'Temps chaud (24-30 °C), pluvieux et venteux, et irrigation par aspersion.',
      'Semences et plants contaminés ; manipulation des plantes mouillées.',
    ],
    lookAlikes: [
      {
        name: 'Septoriose',
        howToTell:
          "Les taches de septoriose ont un centre gris pâle avec des points noirs et n'atteignent pas les fruits.",
      },
      { name: 'Alternariose', howToTell: "Les taches d'alternariose sont plus grandes, avec des cercles en cible." },
      {
        name: 'Anthracnose du piment',
        howToTell:
          "Les taches d'anthracnose sur le fruit sont creuses et molles avec des cercles de spores orange ou noires, pas des croûtes en relief.",
      },
    ],
    management: {
      cultural: [
        'Enlevez en pépinière les plants très tachés ; ne les repiquez pas.',
        "Évitez l'irrigation par aspersion et ne travaillez pas au champ quand les feuilles sont mouillées.",
        'Enlevez et détruisez les résidus de culture après la récolte.',
      ],
      biological: [
        'Les pulvérisations de Bacillus subtilis ou Bacillus amyloliquefaciens peuvent réduire la propagation si elles sont faites tôt.',
      ],
      chemical: [
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: 'FRAC M01 : 2-3 g par litre tous les 7-10 jours, dès les premières taches ; beaucoup de souches tolèrent le cuivre, donc mélangez avec du mancozeb pour mieux contrôler. Ne pulvérisez pas en plein soleil (brûlure des feuilles).',
        },
        {
          activeIngredient: 'oxychlorure de cuivre + mancozeb',
          note: "Mélange en cuve (M01 + M03), par ex. 2.5 g d'oxychlorure de cuivre + 2 g de mancozeb par litre. Gants et masque ; respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'acibenzolar-S-méthyl',
          note: "Stimulateur des défenses de la plante (FRAC P01) là où il est homologué ; à utiliser en préventif aux doses basses de l'étiquette, il peut réduire le rendement s'il est trop utilisé.",
        },
      ],
    },
    prevention: [
      "Utilisez des semences certifiées ou traitez les semences à l'eau chaude (50 °C pendant 25 minutes) ou à l'eau de Javel diluée, selon les conseils locaux.",
      'Faites une rotation de 2-3 ans sans tomate ni poivron/piment ; éliminez les repousses.',
      'Plantez des variétés de poivron résistantes quand il y en a.',
    ],
    whenToCallExpert:
      'Appelez si les taches couvrent les fruits ou si la pépinière est atteinte, car il faudra peut-être remplacer toute la plantation.',
  },
  'tomato-yellow-leaf-curl': {
    name: 'Enroulement jaune de la tomate (TYLCV)',
    symptoms: {
      leaf: [
        'Les nouvelles feuilles sont petites, creusées vers le haut en cuillère, gaufrées, avec les bords jaunes.',
        "Les feuilles sont épaisses et comme du cuir ; le haut de la plante a l'air touffu.",
      ],
      flower: ['Beaucoup de fleurs tombent ; peu de fruits nouent.'],
      'whole plant': [
        'Les plantes infectées jeunes sont très rabougries et dressées, et ne donnent presque rien.',
        'De petites mouches blanches sont en général présentes sous les feuilles.',
      ],
    },
    favourableConditions: [
      'Saison chaude et sèche quand les mouches blanches sont nombreuses.',
      'Tomate cultivée sans interruption, plants contaminés venant de pépinières non protégées, mauvaises herbes qui hébergent les mouches blanches.',
    ],
    lookAlikes: [
      {
        name: 'Mosaïque de la tomate',
        howToTell:
          "La mosaïque donne des plaques vert clair et vert foncé et des feuilles en forme de fougère, pas des bords jaunes enroulés vers le haut ; elle n'a pas besoin de mouches blanches.",
      },
      {
        name: 'Acarien tarsonème',
        howToTell:
          'Les tarsonèmes font enrouler les feuilles vers le bas avec un dessous bronzé et brillant ; il faut une loupe pour voir les acariens.',
      },
      {
        name: "Dérive d'herbicide (2,4-D)",
        howToTell:
          "Les dégâts d'herbicide donnent des feuilles tordues, en lanières, sur toutes les plantes près de la zone traitée en même temps, sans mouches blanches.",
      },
    ],
    management: {
      cultural: [
        "Arrachez et détruisez tôt les plantes malades (mettez-les d'abord dans un sac pour garder les mouches blanches dedans).",
        'Élevez les plants sous un filet anti-insectes fin (50 mesh) et repiquez des plants sains.',
        'Enlevez les mauvaises herbes qui hébergent les mouches blanches ; évitez de planter près de vieux champs de tomate ou de coton malades.',
        'Utilisez des pièges jaunes englués pour surveiller les mouches blanches et un paillage argenté/réfléchissant pour les repousser.',
      ],
      biological: [
        "L'extrait d'amande de graines de neem (5%) ou les pulvérisations d'huile de neem réduisent le nombre de mouches blanches.",
        "Pulvérisations de Beauveria bassiana ou d'Isaria (Cordyceps) fumosorosea contre les larves de mouches blanches.",
        'Protégez les ennemis naturels comme les petites guêpes Encarsia et Eretmocerus en évitant les insecticides à large spectre.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le virus. Les traitements visent seulement la mouche blanche qui le transmet ; voir la fiche mouche blanche.',
        },
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : en arrosage des plants ou en application au sol au repiquage (dose de l'étiquette) pour protéger les jeunes plantes. Toxique pour les abeilles ; ne pulvérisez pas sur des cultures en fleurs.",
        },
        {
          activeIngredient: 'pyriproxyfène',
          note: "IRAC 7C : régulateur de croissance contre les œufs et les larves de mouche blanche, environ 1 ml de 10% EC par litre ; alternez avec d'autres groupes.",
        },
        {
          activeIngredient: 'spiromésifène',
          note: "IRAC 23 : environ 1 ml de 22.9% SC par litre contre les larves ; respectez le délai avant récolte de l'étiquette.",
        },
      ],
    },
    prevention: [
      'Cultivez des hybrides résistants ou tolérants au TYLCV (gènes Ty-1, Ty-3).',
      'Gardez dans la zone une période sans tomate de 1-2 mois entre les saisons.',
      'Utilisez des pépinières sous filet et des plants certifiés.',
    ],
    whenToCallExpert:
      'Appelez si plus de 10% des plantes montrent un enroulement en début de saison ; pensez à replanter avec des variétés résistantes.',
  },
  'tomato-mosaic': {
    name: 'Mosaïque de la tomate (ToMV / TMV)',
    symptoms: {
      leaf: [
        'Plaques vert clair et vert foncé (marbrure) sur les jeunes feuilles.',
        'Les feuilles peuvent être étroites, tordues ou en forme de fougère, avec des zones bombées comme des cloques.',
      ],
      fruit: ['Les fruits mûrissent mal, avec des plaques jaunes, des stries brunes dans la paroi, ou restent petits.'],
      'whole plant': ['Les plantes peuvent être un peu rabougries ; les symptômes sont plus forts par temps frais.'],
    },
    favourableConditions: [
      "Transmis par les mains, les outils et les habits pendant la taille, l'attachage et la récolte ; virus très résistant qui survit dans les débris.",
      'Semences contaminées ; consommateurs de tabac qui touchent les plantes.',
    ],
    lookAlikes: [
      {
        name: 'Mosaïque du concombre',
        howToTell:
          'Le CMV donne souvent des feuilles très étroites en lacet et il est transmis par les pucerons ; seule une analyse en laboratoire permet de distinguer les deux à coup sûr.',
      },
      {
        name: 'Enroulement jaune de la tomate',
        howToTell:
          'Le TYLCV donne des feuilles enroulées vers le haut à bords jaunes avec des mouches blanches, pas une marbrure vert clair/vert foncé.',
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit l'espace entre les nervures des vieilles feuilles, pas une marbrure par plaques sur les jeunes feuilles.",
      },
    ],
    management: {
      cultural: [
        "Enlevez avec soin les plantes malades dans un sac ; touchez d'abord les plantes saines et en dernier les malades.",
        "Lavez-vous les mains au savon, et trempez les outils dans du lait écrémé ou de l'eau de Javel à 10% entre deux plantes.",
        'Ne fumez pas et ne consommez pas de tabac pendant le travail dans la culture.',
      ],
      biological: [
        "Pulvériser du lait écrémé (1 volume pour 9 volumes d'eau) sur les mains et les outils réduit la propagation pendant la taille.",
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: "Aucun produit chimique ne guérit un virus. Il n'y a pas d'insecte vecteur à traiter ; la prévention passe par l'hygiène, des semences saines et des variétés résistantes.",
        },
      ],
    },
    prevention: [
      'Utilisez des variétés résistantes (gène Tm-2²) et des semences certifiées ou traitées à la chaleur.',
      'Enlevez tous les débris de plantes après la culture ; faites une rotation sans tomate ni poivron/piment.',
    ],
    whenToCallExpert:
      "Appelez si le problème s'étend le long des lignes après la taille, ou pour confirmer le virus avec une bandelette de test.",
  },
  'tomato-leaf-miner': {
    name: 'Mineuse de la tomate (Tuta absoluta)',
    symptoms: {
      leaf: [
        "Plaques irrégulières transparentes ou blanchâtres (mines) dans la feuille, là où une petite chenille mange entre les deux peaux de la feuille ; excréments noirs à l'intérieur.",
        'Les mines brunissent et sèchent ; les plantes très attaquées paraissent brûlées.',
      ],
      stem: ['Galeries dans les pointes et les tiges ; les bourgeons terminaux meurent.'],
      fruit: [
        "Petits trous d'épingle près du calice, avec des galeries et des excréments à l'intérieur ; les fruits pourrissent ensuite.",
      ],
    },
    favourableConditions: [
      'Temps chaud et sec ; beaucoup de générations par an quand la tomate est cultivée sans interruption.',
      'Serres et champs avec des restes de culture et des mauvaises herbes de la famille de la morelle.',
    ],
    lookAlikes: [
      {
        name: 'Mineuse serpentine (mouche Liriomyza)',
        howToTell:
          "Les larves de mouche font des galeries fines et sinueuses comme un serpent ; Tuta fait de larges mines en plaque avec une chenille vert-crème à l'intérieur.",
      },
      {
        name: 'Noctuelle de la tomate (Helicoverpa)',
        howToTell:
          "Helicoverpa fait de gros trous ronds dans les fruits avec une grosse chenille, pas de petits trous d'épingle ni de mines en plaque dans les feuilles.",
      },
    ],
    management: {
      cultural: [
        'Ramassez et détruisez les feuilles minées et les fruits abîmés ; ne les laissez pas au champ.',
        'Arrachez et détruisez la vieille culture juste après la récolte et gardez une pause avant la tomate suivante.',
        'Utilisez des filets anti-insectes et des doubles portes dans les serres.',
      ],
      biological: [
        "Pièges à phéromones (attractif Tuta), 20-40 par hectare pour le piégeage de masse, ou pièges à bassine d'eau avec attractif.",
        'Pulvérisations de Bacillus thuringiensis sur les jeunes chenilles ; produits à base de neem.',
        'Protégez les punaises prédatrices (Nesidiocoris, Macrolophus) et lâchez des Trichogrammes, parasitoïdes des œufs.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : environ 0.3 ml de 18.5% SC par litre ; 2 traitements au maximum par culture, puis changez de groupe. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'spinosad',
          note: "IRAC 5 : environ 0.3-0.4 ml de 45% SC par litre ; toxique pour les abeilles tant que c'est mouillé, pulvérisez le soir.",
        },
        {
          activeIngredient: "benzoate d'émamectine",
          note: 'IRAC 6 : 0.4 g de 5% SG par litre ; alternez avec les groupes 28, 5 et 22A (indoxacarbe). Tuta devient vite résistante.',
        },
      ],
    },
    prevention: [
      'Plantez des plants sains venant de pépinières sous filet ; installez les pièges à phéromones avant le repiquage.',
      'Faites une rotation avec des cultures qui ne sont pas des solanacées et luttez contre les mauvaises herbes de la famille de la morelle.',
    ],
    whenToCallExpert:
      'Appelez si vous prenez plus de 30 papillons par piège et par semaine ou si les dégâts sur les fruits augmentent malgré les traitements (résistance possible).',
  },
  'tomato-leaf-mold': {
    name: 'Cladosporiose de la tomate',
    symptoms: {
      leaf: [
        'Zones vert pâle à jaunâtres, sans bord net, sur le dessus des feuilles les plus vieilles.',
        'Sous chaque zone pâle, une moisissure veloutée vert olive à gris-brun ou violacée pousse sur le dessous de la feuille.',
        "Les zones pâles se rejoignent, les feuilles s'enroulent, se fanent et pendent ou tombent ; la maladie monte sur la plante à partir du bas.",
      ],
      flower: ['Parfois les fleurs sont atteintes et tombent avant la nouaison.'],
      fruit: ['Rarement, une pourriture foncée, comme du cuir, creuse, du côté du pédoncule des fruits verts ou mûrs.'],
    },
    favourableConditions: [
      'Humidité relative au-dessus de 85% pendant longtemps et 20-25 °C ; surtout dans les serres, les abris plastiques et les tunnels.',
      "Mauvaise aération, plantation dense, eau sur les feuilles et nuits fraîches qui font de la rosée dans l'abri.",
      "Les spores survivent un an sur les débris de plantes et les structures de l'abri ; variétés sensibles sans gènes de résistance Cf.",
    ],
    lookAlikes: [
      {
        name: 'Mildiou',
        howToTell:
          "Les plaques de mildiou sont foncées, huileuses et s'étendent vite, avec un duvet blanc sous le bord ; les plaques de cladosporiose sont jaunes dessus et veloutées vert olive dessous.",
      },
      {
        name: 'Oïdium de la tomate',
        howToTell: "L'oïdium donne une poudre blanche à grise, pas un velours brun olive, sous les plaques jaunes.",
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit l'espace entre les nervures des vieilles feuilles, sans moisissure dessous.",
      },
      {
        name: 'Alternariose',
        howToTell:
          "L'alternariose fait des taches brun foncé avec des cercles en cible sur le dessus, pas un velours sous la feuille.",
      },
    ],
    management: {
      cultural: [
        "Aérez la serre : ouvrez les aérations et les portes, utilisez des ventilateurs, et chauffez ou aérez tôt le matin pour garder l'humidité sous 85%.",
        "Espacez plus, enlevez les feuilles les plus basses et les gourmands pour que l'air circule dans la culture.",
        'Arrosez au pied (goutte-à-goutte) le matin et ne mouillez jamais les feuilles.',
        "Enlevez avec soin les feuilles malades dans un sac ; après la culture, enlevez tous les débris et nettoyez l'abri et les tuteurs.",
      ],
      biological: [
        'Pulvérisations de Bacillus subtilis ou Bacillus amyloliquefaciens en préventif dans les serres.',
        "Pulvérisations de Trichoderma harzianum sur les feuilles là où c'est homologué.",
      ],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: "Préventif (FRAC M05) : environ 2 g de 75% WP par litre tous les 7-10 jours quand l'humidité est forte ; portez lunettes et gants. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Préventif (FRAC M03) : 2-2.5 g de 75% WP par litre tous les 7-10 jours, en couvrant bien le dessous des feuilles.',
        },
        {
          activeIngredient: 'difénoconazole',
          note: 'Systémique (FRAC 3) : 0.5 ml de 25% EC par litre ; 2-3 traitements au maximum, en alternance avec un préventif.',
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g de 50% WP par litre comme solution préventive pour les producteurs bio.',
        },
      ],
    },
    prevention: [
      "Cultivez des variétés résistantes (avec gènes Cf) sous serre ; la résistance peut être contournée, donc gardez aussi l'humidité basse.",
      'Nettoyez et désinfectez la serre entre deux cultures ; utilisez des semences saines.',
    ],
    whenToCallExpert:
      "Appelez si une variété résistante montre la moisissure, ou si les feuilles continuent à mourir dans la serre malgré l'aération et les traitements.",
  },
  'tomato-target-spot': {
    name: 'Corynesporiose de la tomate (taches en cible)',
    symptoms: {
      leaf: [
        "Minuscules points bruns qui grandissent en taches rondes jusqu'à 1-2 cm, avec un centre beige clair comme du papier et un bord brun plus foncé.",
        'Le centre des vieilles taches craque, se fend et tombe, laissant des trous déchirés ; les taches se rejoignent et les feuilles meurent.',
        "Commence à l'intérieur du feuillage, à l'ombre, et monte vite ; les plantes peuvent perdre la plupart de leurs feuilles par temps chaud et humide.",
      ],
      stem: ['Longues lésions brun foncé sur les tiges et les pétioles.'],
      fruit: [
        'Petits points bruns sur les fruits verts qui grandissent en creux avec un centre fendu et ouvert.',
        "Les taches sur les fruits mûrs s'agrandissent et ramollissent ; les fruits peuvent être tachés n'importe où, pas seulement près du pédoncule.",
      ],
    },
    favourableConditions: [
      'Temps chaud (20-30 °C) et humide, avec des feuilles mouillées longtemps ; feuillage dense et fumure trop forte.',
      "Cultures de plein champ en zone subtropicale et serres ; les spores survivent sur les débris de culture et beaucoup d'autres plantes hôtes (concombre, soja, coton, papayer).",
    ],
    lookAlikes: [
      {
        name: 'Alternariose',
        howToTell:
          "Les taches d'alternariose sont brun foncé avec des cercles foncés bien nets et la lésion du fruit est du côté du pédoncule ; les taches de corynesporiose ont un centre beige pâle qui craque et tombe, et les fruits ont de petits creux n'importe où.",
      },
      {
        name: 'Gale bactérienne (taches bactériennes)',
        howToTell:
          'Les taches bactériennes restent petites (moins de 3 mm), foncées et huileuses, et les taches des fruits sont en relief, en forme de croûte.',
      },
      {
        name: 'Septoriose',
        howToTell:
          'Les taches de septoriose sont petites, nombreuses, avec de minuscules points noirs dans un centre gris et sans cercles.',
      },
    ],
    management: {
      cultural: [
        'Enlevez les feuilles du bas et les feuilles malades pour aérer le feuillage ; tuteurez et taillez les plantes.',
        "Arrosez au goutte-à-goutte ou à la raie, pas par aspersion ; ne mettez pas trop d'azote.",
        'Enfouissez ou enlevez les débris de culture juste après la récolte ; faites une rotation de 2-3 ans sans tomate ni autres plantes hôtes.',
        'Éliminez les mauvaises herbes et les repousses qui portent le champignon.',
      ],
      biological: ['Pulvérisations de Bacillus subtilis ou Bacillus amyloliquefaciens tous les 7 jours en préventif.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'Préventif (FRAC M05) : environ 2 g de 75% WP par litre tous les 7-10 jours par temps chaud et humide ; portez lunettes et gants.',
        },
        {
          activeIngredient: 'mancozeb',
          note: "Préventif (FRAC M03) : 2-2.5 g de 75% WP par litre tous les 7-10 jours ; respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'difénoconazole',
          note: 'Systémique (FRAC 3) : 0.5 ml de 25% EC par litre, mélangé ou alterné avec un préventif ; 2-3 traitements au maximum.',
        },
        {
          activeIngredient: 'boscalid',
          note: "FRAC 7 : dose de l'étiquette, 2 traitements au maximum par saison ; la résistance aux strobilurines (FRAC 11) est courante chez ce champignon, donc ne comptez pas sur le groupe 11 seul.",
        },
      ],
    },
    prevention: [
      'Faites des rotations, nettoyez les débris et gardez le feuillage aéré ; commencez tôt les traitements préventifs pendant les saisons chaudes et humides.',
      'Ne plantez pas de tomate à côté de champs de concombre ou de soja qui ont eu la corynesporiose.',
    ],
    whenToCallExpert:
      "Appelez si les feuilles tombent vite du bas vers le haut par temps chaud et humide malgré les traitements, ou si vous n'arrivez pas à la distinguer de l'alternariose.",
  },
};
