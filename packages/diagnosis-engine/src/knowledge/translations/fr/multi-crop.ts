import type { KnowledgeTranslations } from '../types.js';

export const multiCropFr: KnowledgeTranslations = {
  aphids: {
    name: 'Pucerons',
    symptoms: {
      leaf: [
        'Groupes de petits insectes mous (1-3 mm) en forme de poire, verts, noirs, jaunes ou gris, sous les jeunes feuilles et au bout des pousses.',
        "Les jeunes feuilles s'enroulent, se gaufrent et se creusent vers le bas ; la croissance ralentit.",
        'Miellat collant sur les feuilles du dessous, souvent avec de la fumagine noire ; des fourmis montent et descendent sur la plante.',
        'Peaux de mue blanches sur les feuilles.',
      ],
      flower: ['Colonies sur les boutons floraux et les gousses ; les boutons tombent.'],
      'whole plant': [
        "Ils transmettent des virus comme la mosaïque du concombre, l'enroulement de la pomme de terre et le virus Y de la pomme de terre.",
      ],
    },
    favourableConditions: [
      "Temps sec, frais à chaud ; végétation luxuriante due à beaucoup d'azote.",
      "Pulvérisations d'insecticides à large spectre qui tuent les coccinelles et les guêpes parasites.",
    ],
    lookAlikes: [
      {
        name: 'Mouches blanches',
        howToTell:
          "Les mouches blanches sont de minuscules insectes blancs volants qui s'envolent quand on les dérange ; les pucerons marchent lentement et la plupart ne volent pas.",
      },
      {
        name: 'Tétranyques (araignées rouges)',
        howToTell:
          "Les acariens sont de minuscules points avec des toiles et des feuilles piquetées, pas des groupes d'insectes visibles avec du miellat.",
      },
      {
        name: 'Cochenilles farineuses',
        howToTell:
          "Les cochenilles farineuses sont couvertes d'une poudre blanche cireuse et se tiennent en amas cotonneux.",
      },
    ],
    management: {
      cultural: [
        "Écrasez les petites colonies à la main ou enlevez-les avec un fort jet d'eau.",
        "Enlevez les pousses très infestées ; évitez l'excès d'azote ; éliminez les mauvaises herbes.",
        'Utilisez des pièges jaunes englués pour repérer les pucerons ailés ; paillages réfléchissants sur les légumes.',
      ],
      biological: [
        'Protégez les coccinelles, les chrysopes, les syrphes et les guêpes parasites (cherchez des "momies" brunes gonflées).',
        "Pulvérisation de savon (5 g de savon doux par litre), huile de neem à 3-5 ml par litre ou extrait d'amande de graines de neem à 5%.",
        'Beauveria bassiana ou Lecanicillium lecanii par temps humide.',
      ],
      chemical: [
        {
          activeIngredient: 'flonicamide',
          note: "IRAC 29 : dose de l'étiquette ; sélectif, sans danger pour la plupart des auxiliaires.",
        },
        {
          activeIngredient: 'imidaclopride',
          note: 'IRAC 4A : environ 0.3 ml de 17.8% SL par litre ; toxique pour les abeilles, ne pulvérisez pas sur les fleurs.',
        },
        {
          activeIngredient: 'spirotétramate',
          note: "IRAC 23 : dose de l'étiquette ; bon partenaire d'alternance.",
        },
        {
          activeIngredient: 'acétamipride',
          note: "IRAC 4A : environ 0.2 g de 20% SP par litre ; ne l'alternez pas avec l'imidaclopride (même groupe). Portez l'équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Surveillez les jeunes pousses chaque semaine ; gardez les ennemis naturels en vie ; évitez les traitements précoces inutiles.',
    ],
    whenToCallExpert:
      'Appelez si les pucerons continuent à augmenter après les traitements ou si des virus apparaissent sur beaucoup de plantes.',
  },
  whiteflies: {
    name: 'Mouches blanches (aleurodes)',
    symptoms: {
      leaf: [
        "Minuscules insectes blancs (1-2 mm), comme de petits papillons, sous les feuilles, qui s'envolent en nuage quand on secoue la plante.",
        'Larves plates, pâles, comme des écailles, collées sous la feuille.',
        'Miellat collant et fumagine noire sur les feuilles ; les feuilles jaunissent et sèchent.',
        'Certaines cultures montrent des feuilles argentées (courge) ou une maturation irrégulière (tomate).',
      ],
      'whole plant': [
        "Les mouches blanches transmettent les virus de l'enroulement des feuilles et de la mosaïque jaune (tomate, piment, coton, haricots).",
      ],
    },
    favourableConditions: [
      'Temps chaud et sec ; cultures hôtes sans interruption ; serres.',
      "Usage excessif de pyréthrinoïdes et d'organophosphorés qui tuent les ennemis naturels et sélectionnent la résistance.",
    ],
    lookAlikes: [
      {
        name: 'Pucerons',
        howToTell:
          "Les pucerons sont en forme de poire, verts ou noirs, et la plupart ne s'envolent pas quand on les dérange.",
      },
      {
        name: 'Tétranyques (araignées rouges)',
        howToTell:
          "Les acariens sont de minuscules points rouges ou verts avec de fines toiles ; pas d'insectes blancs volants.",
      },
      {
        name: "Virus de l'enroulement des feuilles",
        howToTell:
          "Si les feuilles s'enroulent et jaunissent avec des plantes rabougries, les mouches blanches ont probablement transmis un virus.",
      },
    ],
    management: {
      cultural: [
        'Pièges jaunes englués (environ 10-12 par acre) à hauteur de la culture ; enlevez les mauvaises herbes et les vieux résidus de culture.',
        'Pépinières sous filet ; cultures barrières de maïs ou de sorgho ; ne plantez pas à côté de vieilles cultures infestées.',
      ],
      biological: [
        "Huile de neem à 5 ml par litre ou extrait d'amande de graines de neem à 5%, pulvérisé sous les feuilles.",
        "Pulvérisations de Beauveria bassiana, d'Isaria (Cordyceps) fumosorosea ou de Lecanicillium par temps humide.",
        'Protégez les guêpes Encarsia et Eretmocerus et les chrysopes.',
      ],
      chemical: [
        {
          activeIngredient: 'pyriproxyfène',
          note: 'IRAC 7C : environ 1 ml de 10% EC par litre contre les œufs et les larves.',
        },
        {
          activeIngredient: 'spiromésifène',
          note: 'IRAC 23 : environ 1 ml de 22.9% SC par litre contre les larves.',
        },
        {
          activeIngredient: 'diafenthiuron',
          note: 'IRAC 12A : environ 1.2 g de 50% WP par litre.',
        },
        {
          activeIngredient: 'flonicamide',
          note: "IRAC 29 : dose de l'étiquette. Changez de groupe à chaque génération ; n'utilisez pas les néonicotinoïdes à répétition ; portez l'équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      "Périodes sans culture hôte sur toute la zone ; variétés résistantes aux virus qu'elles transmettent.",
    ],
    whenToCallExpert:
      "Appelez si les plantes montrent un enroulement des feuilles ou une mosaïque à beaucoup d'endroits en même temps que des mouches blanches.",
  },
  'spider-mites': {
    name: 'Tétranyques (araignée rouge)',
    symptoms: {
      leaf: [
        'Fines piqûres jaune pâle ou blanches sur le dessus des feuilles ; plus tard, les feuilles paraissent bronzées ou rouillées et sèchent.',
        'Très fines toiles de soie sous les feuilles et entre les feuilles et les pousses, avec de minuscules points qui bougent (rouges, orange ou vert-jaune) dedans.',
        "En secouant une feuille au-dessus d'un papier blanc, on voit de minuscules points qui bougent.",
      ],
      'whole plant': [
        'Les plantes paraissent poussiéreuses et sèches ; les fortes attaques tuent les feuilles et arrêtent la croissance des fruits.',
      ],
    },
    favourableConditions: [
      "Temps chaud, sec et poussiéreux ; plantes qui manquent d'eau.",
      'Pyréthrinoïdes et certains fongicides qui tuent les acariens prédateurs.',
    ],
    lookAlikes: [
      {
        name: 'Acarien tarsonème',
        howToTell: 'Les tarsonèmes font enrouler et bronzer les plus jeunes feuilles, sans toiles.',
      },
      {
        name: 'Thrips',
        howToTell: 'Les thrips font des stries argentées avec des points noirs et pas de toiles.',
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit de façon égale l'espace entre les nervures des vieilles feuilles, sans piqûres ni toiles.",
      },
    ],
    management: {
      cultural: [
        "Irriguez régulièrement et réduisez la poussière (mouillez les chemins) ; pulvérisez de l'eau sous les feuilles.",
        'Enlevez les feuilles très infestées et les mauvaises herbes ; évitez les pyréthrinoïdes.',
      ],
      biological: [
        'Acariens prédateurs (Phytoseiulus persimilis, Neoseiulus californicus) ; protégez la petite coccinelle Stethorus.',
        'Huile de neem à 5 ml par litre, ou pulvérisations de savon sous les feuilles tous les 5-7 jours.',
      ],
      chemical: [
        { activeIngredient: 'abamectine', note: 'IRAC 6 : environ 0.5 ml de 1.9% EC par litre.' },
        { activeIngredient: 'fenpyroximate', note: 'IRAC 21A : environ 1 ml de 5% SC par litre.' },
        {
          activeIngredient: 'hexythiazox',
          note: "IRAC 10A : dose de l'étiquette contre les œufs et les jeunes stades.",
        },
        {
          activeIngredient: 'soufre (mouillable)',
          note: "2-3 g de 80% WP par litre, pas au-dessus de 32 °C. Les acariens deviennent vite résistants : n'utilisez jamais le même groupe deux fois de suite ; couvrez bien le dessous des feuilles ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ["Évitez le manque d'eau et la poussière ; protégez les acariens prédateurs."],
    whenToCallExpert:
      'Appelez si les toiles couvrent le bout des pousses ou si les acariens survivent à deux acaricides différents.',
  },
  thrips: {
    name: 'Thrips (thrips du piment et thrips californien)',
    symptoms: {
      leaf: [
        "Les feuilles s'enroulent vers le haut et prennent une forme de barque (piment) ; cicatrices argentées ou bronzées dessous avec des points noirs.",
        'De minuscules insectes fins (1-2 mm) jaunes à bruns courent vite dans les replis des feuilles, les fleurs et les bourgeons.',
      ],
      flower: ['Les fleurs et les boutons sont marqués de cicatrices, brunissent et tombent.'],
      fruit: ['Cicatrices et anneaux rugueux, liégeux, bruns ou argentés sur les fruits (piment, agrumes, mangue).'],
      'whole plant': [
        "Certains thrips transmettent des tospovirus (maladie bronzée de la tomate, nécrose des bourgeons, nécrose des bourgeons de l'arachide).",
      ],
    },
    favourableConditions: ["Temps chaud et sec ; manque d'eau ; mauvaises herbes autour des champs."],
    lookAlikes: [
      {
        name: "Virus de l'enroulement des feuilles du piment",
        howToTell:
          "L'enroulement dû au virus s'accompagne de mouches blanches et de feuilles gaufrées et épaisses, pas de cicatrices argentées dessous.",
      },
      {
        name: 'Acarien tarsonème',
        howToTell:
          'Le tarsonème fait enrouler les feuilles vers le bas avec un dessous bronzé et brillant, sans insectes visibles.',
      },
      { name: "Thrips de l'oignon", howToTell: "Pour l'oignon et l'ail, voir la fiche thrips de l'oignon." },
    ],
    management: {
      cultural: [
        "Pièges bleus (et jaunes) englués pour la surveillance ; enlevez les mauvaises herbes ; évitez le manque d'eau.",
        'Cultures de bordure de maïs ou de sorgho autour du piment ; paillage argenté.',
      ],
      biological: [
        'Huile de neem à 5 ml par litre ; pulvérisations de Beauveria bassiana ou de Metarhizium ; acariens prédateurs (Amblyseius swirskii) et petites punaises prédatrices (Orius).',
      ],
      chemical: [
        { activeIngredient: 'spinétorame', note: 'IRAC 5 : environ 0.9 ml de 11.7% SC par litre.' },
        {
          activeIngredient: 'fipronil',
          note: 'IRAC 2B : environ 1.5-2 ml de 5% SC par litre ; très toxique pour les abeilles et les poissons ; non homologué dans certains pays.',
        },
        { activeIngredient: 'cyantraniliprole', note: "IRAC 28 : dose de l'étiquette." },
        {
          activeIngredient: 'tolfenpyrad',
          note: "IRAC 21A : dose de l'étiquette. Changez de groupe à chaque traitement ; couvrez bien les bourgeons et les fleurs ; équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Plants sains ; désherbage ; surveillance avec des pièges englués dès le repiquage.'],
    whenToCallExpert:
      "Appelez si les feuilles continuent à s'enrouler après deux traitements de groupes différents, ou si le virus de la nécrose des bourgeons apparaît.",
  },
  'fall-armyworm': {
    name: "Chenille légionnaire d'automne",
    symptoms: {
      leaf: [
        'Les jeunes larves grattent les feuilles et laissent des "fenêtres" transparentes ; les larves plus âgées font de gros trous déchiquetés dans les feuilles du cornet.',
        'Excréments humides comme de la sciure dans le cornet et sur les feuilles du haut.',
        "La chenille a un Y à l'envers sur la tête et 4 points foncés en carré sur l'avant-dernier segment du corps.",
        "Paquets d'œufs couverts d'écailles gris-rose comme du feutre sur les feuilles.",
      ],
      grain: ["Les larves creusent l'épi par le côté ou par le bout, et les panicules mâles."],
      'whole plant': [
        'Les jeunes plantes peuvent être coupées ; des champs entiers montrent des feuilles déchiquetées.',
      ],
    },
    favourableConditions: [
      'Temps chaud ; semis de maïs échelonnés ; le papillon vole sur de longues distances ; périodes sèches.',
    ],
    lookAlikes: [
      {
        name: 'Foreurs des tiges',
        howToTell:
          'Les foreurs font des rangées nettes de petits trous et creusent les tiges ; la chenille légionnaire laisse de gros trous déchiquetés et des excréments humides dans le cornet.',
      },
      {
        name: 'Ver de la capsule (Helicoverpa)',
        howToTell: "Helicoverpa mange surtout les épis, les soies et les fruits et n'a pas de Y sur la tête.",
      },
      {
        name: 'Vers gris',
        howToTell: 'Les vers gris coupent les plants à la base la nuit et se cachent enroulés dans le sol.',
      },
    ],
    management: {
      cultural: [
        'Inspectez 50 plantes en W chaque semaine ; agissez quand 10-20% des jeunes plantes ont des dégâts frais.',
        "Écrasez à la main les paquets d'œufs et les larves ; mettez du sable, de la cendre ou de la terre mélangée à de la chaux dans le cornet.",
        'Semez tôt et en même temps que les voisins ; associez avec des haricots ou du desmodium (push-pull).',
      ],
      biological: [
        'Pulvérisations de Bacillus thuringiensis (kurstaki/aizawai) dans le cornet sur les jeunes larves.',
        'Pulvérisations de NPV de Spodoptera frugiperda, de Beauveria bassiana ou de Metarhizium ; huile de neem.',
        'Protégez les perce-oreilles, les fourmis et les guêpes parasites (Telenomus, Cotesia) ; pièges à phéromones pour surveiller les papillons.',
      ],
      chemical: [
        {
          activeIngredient: "benzoate d'émamectine",
          note: 'IRAC 6 : environ 0.4 g de 5% SG par litre, dirigé dans le cornet, tôt le matin ou le soir.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28 : environ 0.4 ml de 18.5% SC par litre dans le cornet.',
        },
        { activeIngredient: 'spinétorame', note: 'IRAC 5 : environ 0.5 ml de 11.7% SC par litre.' },
        {
          activeIngredient: 'lufénuron',
          note: "IRAC 15 : dose de l'étiquette contre les jeunes larves. Changez de groupe à chaque génération (environ 30 jours) ; évitez les pyréthrinoïdes (résistance). Équipement de protection ; respectez le délai avant récolte pour les épis frais et le fourrage.",
        },
      ],
    },
    prevention: [
      "Semis à temps, push-pull, inspection chaque semaine dès la levée, semences traitées là où c'est recommandé.",
    ],
    whenToCallExpert: 'Appelez si plus de 20% des plantes sont abîmées ou si les traitements ne marchent pas.',
  },
  cutworms: {
    name: 'Vers gris',
    symptoms: {
      stem: [
        'Les jeunes plants sont coupés au ras du sol ou juste en dessous pendant la nuit ; le haut est couché fané par terre à côté du moignon.',
        "En creusant 2-5 cm dans le sol près de la plante abîmée, on trouve une grosse chenille lisse, grasse, gris-brun, qui s'enroule en C.",
      ],
      tuber: ['Trous larges et peu profonds rongés dans les tubercules de pomme de terre.'],
      'whole plant': ["Des manques le long des lignes qui s'allongent chaque nuit."],
    },
    favourableConditions: ['Champs enherbés et herbe avant la plantation ; prairie labourée récemment ; sol humide.'],
    lookAlikes: [
      {
        name: 'Fonte des semis',
        howToTell:
          'Les plants atteints de fonte des semis tombent avec une base de tige molle, brune et amincie, pas une coupe nette, et sans chenille dans le sol.',
      },
      {
        name: "Chenille légionnaire d'automne",
        howToTell:
          'La chenille légionnaire mange dans le cornet et sur les feuilles le jour ; les vers gris se cachent dans le sol et coupent les tiges la nuit.',
      },
    ],
    management: {
      cultural: [
        "Labourez et enlevez les mauvaises herbes 2 semaines avant la plantation ; inondez brièvement le champ quand c'est possible.",
        'Le matin, déterrez et tuez les larves près des plantes coupées ; mettez des colliers en papier ou en plastique autour des plants repiqués.',
      ],
      biological: [
        'Appât de son + mélasse + Bacillus thuringiensis ; nématodes entomopathogènes ; favorisez les oiseaux.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : dose de l'étiquette pulvérisée au pied des plants le soir ; toxique pour les poissons et les abeilles.",
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : arrosage du sol à la dose de l'étiquette au repiquage. Portez l'équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Lit de semence propre des semaines avant la plantation ; colliers sur les plants repiqués.'],
    whenToCallExpert: 'Appelez si plus de 5% des plants sont coupés en une nuit.',
  },
  'root-knot-nematodes': {
    name: 'Nématodes à galles',
    symptoms: {
      root: [
        "Les racines ont des nœuds, des chapelets et des renflements (galles) de la taille d'une tête d'épingle à de grosses boules ; les renflements font partie de la racine et ne partent pas au frottement.",
        'Le système racinaire est court et touffu avec peu de radicelles.',
      ],
      tuber: ['Les tubercules de pomme de terre ont des boutons et des bosses sur la peau.'],
      leaf: [
        'Feuilles jaune pâle comme en cas de carence ; les plantes flétrissent aux heures chaudes même en sol humide.',
      ],
      'whole plant': ['Plantes rabougries par taches dans le champ ; faible rendement.'],
    },
    favourableConditions: [
      'Sols chauds et sableux ; légumes cultivés sans interruption ; plants infestés venant des pépinières.',
    ],
    lookAlikes: [
      {
        name: "Nodosités fixatrices d'azote (légumineuses)",
        howToTell:
          "Les nodosités sur les haricots et l'arachide sont rondes, roses à l'intérieur et se détachent du côté de la racine ; les galles sont des renflements de la racine elle-même.",
      },
      {
        name: 'Fusariose',
        howToTell:
          "La fusariose montre des stries brunes à l'intérieur de la tige et les racines paraissent normales dehors.",
      },
      {
        name: 'Carence en éléments nutritifs',
        howToTell: 'Déterrez les racines : les plantes carencées ont des racines normales sans nœuds.',
      },
    ],
    management: {
      cultural: [
        'Arrachez et brûlez les racines des cultures infestées après la récolte ; ne les mettez pas au compost.',
        "Faites une rotation avec des plantes non hôtes comme le maïs, le sorgho, l'oignon ou l'œillet d'Inde pendant 2-3 saisons.",
        "Solarisation du sol : couvrez le sol humide d'un plastique transparent pendant 4-6 semaines en saison chaude.",
        'Apportez beaucoup de matière organique et du tourteau de neem (250 kg/ha) à la plantation.',
      ],
      biological: [
        'Purpureocillium (Paecilomyces) lilacinum, Pochonia chlamydosporia ou Trichoderma dans le compost à la plantation.',
        "Œillet d'Inde (Tagetes) en rotation ou en culture associée.",
      ],
      chemical: [
        {
          activeIngredient: 'fluopyram',
          note: "FRAC 7 / nématicide : au goutte-à-goutte ou en arrosage à la dose de l'étiquette à la plantation, là où il est homologué.",
        },
        {
          activeIngredient: 'fluensulfone',
          note: "Nématicide : application au sol avant plantation à la dose de l'étiquette, là où il est homologué. La plupart des anciens nématicides (carbofuran, aldicarbe) sont très toxiques et interdits ; ne les utilisez pas. Portez l'équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Plants sans nématodes (élevés dans un substrat solarisé ou stérile) ; variétés et porte-greffes résistants (gène Mi chez la tomate).',
    ],
    whenToCallExpert:
      'Appelez pour une analyse de sol si des taches de plantes rabougries et flétries reviennent chaque saison.',
  },
  'nitrogen-deficiency': {
    name: 'Carence en azote',
    symptoms: {
      leaf: [
        'Les feuilles les plus vieilles, en bas, deviennent vert pâle puis jaunes de façon égale, en partant de la pointe et en suivant la nervure centrale (forme en V sur le maïs).',
        'Les jeunes feuilles restent plus vertes ; toute la culture paraît pâle et vert clair.',
      ],
      'whole plant': [
        'Plantes fines, faibles, à croissance lente, avec peu de talles ou de branches ; maturité précoce et faible rendement.',
      ],
    },
    favourableConditions: [
      "Sols sableux, fortes pluies ou inondations qui lessivent l'azote ; engorgement.",
      "Peu de matière organique ; enfouissement de paille fraîche ; pas d'engrais ou engrais trop tardif.",
    ],
    lookAlikes: [
      {
        name: 'Carence en potassium',
        howToTell:
          'Le manque de potassium brûle en brun les bords des vieilles feuilles, alors que le centre reste vert.',
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit l'espace entre les nervures des vieilles feuilles alors que les nervures restent vertes.",
      },
      {
        name: 'Carence en soufre',
        howToTell: "Le manque de soufre jaunit d'abord les jeunes feuilles du haut.",
      },
      {
        name: 'Dégâts aux racines (nématodes, engorgement)',
        howToTell:
          "Regardez les racines : des galles ou des racines pourries donnent le même aspect pâle même avec de l'engrais.",
      },
    ],
    management: {
      cultural: [
        "Apportez l'azote en 2-3 apports fractionnés selon la croissance de la culture ; enfouissez l'urée ou apportez-la sur sol humide.",
        'Améliorez le drainage des champs engorgés ; apportez du compost et du fumier.',
      ],
      biological: [
        'Cultivez des légumineuses dans la rotation ; utilisez du compost, du fumier et des biofertilisants (Azotobacter, Azospirillum, Rhizobium pour les légumineuses).',
      ],
      chemical: [
        {
          activeIngredient: 'urée (46% N)',
          note: "Apport en couverture de 50-100 kg d'urée par hectare (23-46 kg N) selon la culture et le stade, sur sol humide ; pour reverdir vite, pulvérisez de l'urée à 1-2% (10-20 g par litre) sur les feuilles. N'en faites pas trop : l'excès d'azote augmente les ravageurs et les maladies.",
        },
        {
          activeIngredient: 'ammonitrate calcique (CAN, 26-27% N)',
          note: "Apport en couverture d'environ 100-150 kg par hectare ; moins de pertes par volatilisation que l'urée sur sols alcalins.",
        },
        {
          activeIngredient: "sulfate d'ammoniaque (21% N, 24% S)",
          note: 'À utiliser là où le soufre manque aussi ; acidifie le sol avec le temps.',
        },
      ],
    },
    prevention: [
      'Analyse de sol ; fumure équilibrée avec azote fractionné ; rotations avec légumineuses ; nuancier de couleur des feuilles pour le riz.',
    ],
    whenToCallExpert:
      "Appelez si les plantes restent jaunes 10 jours après l'engrais azoté : une autre cause (racines, maladie, autre élément) est probable.",
  },
  'phosphorus-deficiency': {
    name: 'Carence en phosphore',
    symptoms: {
      leaf: [
        'Les vieilles feuilles deviennent vert foncé terne, puis violettes ou rougeâtres, surtout sur les bords et le dessous (maïs, tomate).',
        'Les feuilles sont petites et étroites ; sur le riz, les feuilles sont vert foncé, dressées et étroites.',
      ],
      'whole plant': [
        'Jeunes plantes rabougries et lentes avec de mauvaises racines ; floraison et maturité retardées ; peu de talles.',
      ],
    },
    favourableConditions: [
      "Sols froids et mouillés en début de saison ; sols acides ou très alcalins ; peu de matière organique ; pas d'engrais phosphaté à la plantation.",
    ],
    lookAlikes: [
      {
        name: 'Carence en azote',
        howToTell: "Le manque d'azote jaunit les vieilles feuilles, il ne les rend pas violettes.",
      },
      {
        name: 'Stress dû au froid ou couleur de la variété',
        howToTell:
          'Les nuits froides peuvent rendre le jeune maïs violet un moment ; cela part quand le temps se réchauffe ; certaines variétés sont violettes naturellement.',
      },
    ],
    management: {
      cultural: [
        'Apportez le phosphore à la plantation près de la semence ; corrigez le pH du sol (chaulez les sols acides) ; apportez du fumier.',
      ],
      biological: ['Bactéries solubilisant le phosphate et inoculums mycorhiziens avec du compost.'],
      chemical: [
        {
          activeIngredient: 'phosphate diammonique (DAP, 18-46-0)',
          note: "Environ 100-125 kg par hectare en bande à la plantation pour la plupart des grandes cultures, selon l'analyse de sol ; à forte dose, ne le placez pas directement au contact de la semence.",
        },
        {
          activeIngredient: 'superphosphate simple (SSP, 16% P2O5)',
          note: 'Apporte aussi du calcium et du soufre ; 250-375 kg par hectare en fumure de fond.',
        },
        {
          activeIngredient: 'phosphate monoammonique (MAP) en foliaire',
          note: "Pulvérisation à 0.5-1% (5-10 g par litre) comme secours rapide sur les jeunes légumes ; l'apport au sol reste la vraie solution.",
        },
      ],
    },
    prevention: ['Analyse de sol tous les 2-3 ans ; phosphore en fumure de fond à la plantation.'],
    whenToCallExpert:
      'Appelez pour une analyse de sol si des plantes violettes et rabougries apparaissent chaque saison.',
  },
  'potassium-deficiency': {
    name: 'Carence en potassium',
    symptoms: {
      leaf: [
        'Les bords et les pointes des vieilles feuilles jaunissent, puis brunissent et sèchent comme brûlés, alors que le centre de la feuille reste vert.',
        "Petites taches brunes près du bord de la feuille sur certaines cultures (soja, coton) ; les feuilles peuvent s'enrouler vers le bas ou se creuser.",
        'Sur le bananier, les vieilles feuilles deviennent vite jaune orangé et la nervure centrale se plie.',
      ],
      fruit: ['Maturation irrégulière, tomates marbrées ou creuses ; grains et fruits petits et mal remplis.'],
      stem: ['Tiges faibles et verse chez les céréales.'],
    },
    favourableConditions: [
      "Sols sableux ou très altérés ; cultures intensives sans potasse ; sols secs ; beaucoup d'azote sans potassium.",
    ],
    lookAlikes: [
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit l'espace entre les nervures, qui restent vertes, au lieu de brûler les bords des feuilles.",
      },
      {
        name: 'Alternariose',
        howToTell:
          "L'alternariose donne des taches rondes en cible dispersées sur la feuille, pas une brûlure continue du bord.",
      },
      {
        name: 'Brûlure à jassides',
        howToTell: 'Regardez sous les feuilles : les jassides sont de petits insectes verts qui courent de côté.',
      },
    ],
    management: {
      cultural: [
        'Rendez au champ les résidus de culture et la cendre ; apportez du fumier et du compost ; irriguez pour éviter un sol sec.',
      ],
      biological: ['Des bactéries solubilisant le potassium avec du compost peuvent aider dans certains sols.'],
      chemical: [
        {
          activeIngredient: 'chlorure de potassium (potasse, MOP, 60% K2O)',
          note: "Environ 60-100 kg par hectare à la plantation ou fractionné avec l'azote, selon l'analyse de sol ; le bananier en demande beaucoup plus (fractionné chaque mois).",
        },
        {
          activeIngredient: 'sulfate de potassium (SOP, 50% K2O)',
          note: 'Préféré pour les cultures sensibles au chlore (pomme de terre, tabac, certains fruits) ; apporté au sol à des doses de K semblables.',
        },
        {
          activeIngredient: 'nitrate de potassium (13-0-45) en foliaire',
          note: 'Pulvérisation à 1-2% (10-20 g par litre) pendant le développement des fruits, en complément.',
        },
      ],
    },
    prevention: ["NPK équilibré selon l'analyse de sol ; n'enlevez pas toute la paille du champ."],
    whenToCallExpert:
      'Appelez pour une analyse de sol et de feuilles si les bords brûlés des feuilles persistent après la potasse.',
  },
  'magnesium-deficiency': {
    name: 'Carence en magnésium',
    symptoms: {
      leaf: [
        'Les feuilles âgées et moyennes jaunissent entre les nervures alors que les nervures restent vertes, ce qui donne un aspect rayé ou en arête de poisson ; plus tard, les parties jaunes peuvent devenir brun rougeâtre.',
        "Sur le maïs, bandes jaunes entre les nervures des feuilles du bas ; sur les agrumes, un V vert à l'envers à la base des vieilles feuilles.",
      ],
      'whole plant': ['Les feuilles tombent tôt ; faible rendement sur les cultures très chargées en fruits.'],
    },
    favourableConditions: [
      "Sols acides et sableux ; usage important de potasse ou d'ammonium qui bloque l'absorption du magnésium ; forte charge en fruits.",
    ],
    lookAlikes: [
      {
        name: 'Carence en fer',
        howToTell:
          "Le manque de fer jaunit l'espace entre les nervures des plus jeunes feuilles, pas des vieilles feuilles.",
      },
      {
        name: 'Carence en azote',
        howToTell: "Le manque d'azote jaunit toute la vieille feuille, nervures comprises.",
      },
      {
        name: 'Carence en potassium',
        howToTell: "Le manque de potassium brûle d'abord les bords des feuilles en brun.",
      },
    ],
    management: {
      cultural: ['Chaulez les sols acides avec de la dolomie ; équilibrez potasse et magnésium ; apportez du compost.'],
      biological: ['Les fumiers organiques apportent un peu de magnésium.'],
      chemical: [
        {
          activeIngredient: "sulfate de magnésium (sel d'Epsom)",
          note: "En foliaire à 1-2% (10-20 g par litre), 2-3 pulvérisations à 10-14 jours d'intervalle ; au sol 25-50 kg par hectare.",
        },
        {
          activeIngredient: 'chaux dolomitique',
          note: "Sur sols acides, 1-2 t par hectare quelques semaines avant la plantation, selon l'analyse de sol.",
        },
      ],
    },
    prevention: ['Analyse de sol ; incluez le magnésium dans la fumure des légumes et des fruits à haut rendement.'],
    whenToCallExpert:
      'Appelez pour une analyse de sol si le jaunissement continue après deux pulvérisations foliaires.',
  },
  'iron-deficiency': {
    name: 'Carence en fer (chlorose calcaire)',
    symptoms: {
      leaf: [
        'Les plus jeunes feuilles du haut deviennent jaune pâle à presque blanches entre les nervures, alors que les nervures restent vertes en un fin réseau.',
        'Les vieilles feuilles restent vertes ; dans les cas graves, les nouvelles feuilles sont blanches avec des bords bruns.',
      ],
      'whole plant': ['Taches de plantes jaunes sur les parties calcaires ou engorgées du champ.'],
    },
    favourableConditions: [
      "pH élevé, sols calcaires ; engorgement ; sols froids et mouillés ; excès de phosphore ou de bicarbonate dans l'eau d'irrigation ; riz aérobie sur sol alcalin.",
    ],
    lookAlikes: [
      {
        name: 'Carence en magnésium',
        howToTell: 'Le manque de magnésium commence sur les vieilles feuilles du bas.',
      },
      {
        name: 'Carence en zinc',
        howToTell:
          'Le manque de zinc donne de jeunes feuilles petites, étroites, serrées en bouquet, avec des plaques jaunes.',
      },
      {
        name: 'Carence en azote',
        howToTell: "Le manque d'azote jaunit d'abord les vieilles feuilles, nervures comprises.",
      },
    ],
    management: {
      cultural: [
        "Améliorez le drainage ; utilisez des engrais acidifiants (sulfate d'ammoniaque) et de la matière organique ; évitez de trop chauler.",
      ],
      biological: ['Le compost et le fumier améliorent la disponibilité du fer.'],
      chemical: [
        {
          activeIngredient: 'sulfate de fer (sulfate ferreux)',
          note: "En foliaire à 0.5% (5 g par litre) avec 0.1% d'acide citrique (1 g par litre) pour qu'il reste actif, 2-3 pulvérisations à 7-10 jours d'intervalle.",
        },
        {
          activeIngredient: 'chélate de fer (Fe-EDDHA)',
          note: "Apport au sol à la dose de l'étiquette sur sols calcaires (l'EDDHA reste disponible à pH élevé) ; cher mais durable pour les arbres fruitiers.",
        },
      ],
    },
    prevention: ["Choisissez des variétés et des porte-greffes tolérants sur sols calcaires ; évitez l'engorgement."],
    whenToCallExpert:
      "Appelez pour des analyses de sol et d'eau si les jeunes feuilles restent jaunes après les pulvérisations de fer.",
  },
  'zinc-deficiency': {
    name: 'Carence en zinc',
    symptoms: {
      leaf: [
        'Riz : 2-4 semaines après le repiquage, les feuilles du bas et du milieu montrent des taches et des stries brunes comme de la poussière (brun rouille, "khaira") ; la base des jeunes feuilles pâlit.',
        'Maïs : larges bandes jaune pâle à blanches de chaque côté de la nervure centrale des jeunes feuilles, qui commencent près de la base (bourgeon blanc).',
        'Agrumes et arbres fruitiers : feuilles petites, étroites et pointues en rosettes avec des plaques jaunes entre des nervures vertes (feuilles marbrées, petites feuilles).',
      ],
      'whole plant': [
        'Plantes rabougries avec des entre-nœuds courts, par taches ; culture irrégulière ; maturité retardée.',
      ],
    },
    favourableConditions: [
      "Sols alcalins, calcaires ou sodiques ; riz inondé en continu ; beaucoup d'engrais phosphaté ; sols sableux ; champs nivelés où la terre de surface a été enlevée.",
    ],
    lookAlikes: [
      {
        name: 'Carence en fer',
        howToTell:
          'Le manque de fer donne de nouvelles feuilles toutes jaunes avec un fin réseau vert de nervures, sans petites feuilles étroites ni taches rouille.',
      },
      {
        name: 'Helminthosporiose du riz (taches brunes)',
        howToTell:
          'Les taches brunes sont des taches ovales nettes comme des graines de sésame ; le manque de zinc donne des plaques rouille avec des plantes rabougries par taches peu après le repiquage.',
      },
      {
        name: 'Virus de la striure du maïs',
        howToTell:
          'Le virus de la striure donne beaucoup de stries étroites et interrompues sur toute la feuille, pas une large bande blanche près de la nervure centrale.',
      },
    ],
    management: {
      cultural: ["Apportez du fumier et du compost ; dans le riz, videz l'eau puis remettez-la pour aider la reprise."],
      biological: ['Bactéries solubilisant le zinc avec du compost dans certains programmes.'],
      chemical: [
        {
          activeIngredient: 'sulfate de zinc heptahydraté (21% Zn)',
          note: "Au sol : 25 kg par hectare en fumure de fond avant le repiquage/le semis (dure 2-3 cultures). En foliaire : 0.5% (5 g par litre) avec 0.25% de chaux (2.5 g par litre) pour éviter la brûlure des feuilles, 2-3 pulvérisations à 10 jours d'intervalle.",
        },
        {
          activeIngredient: 'chélate de zinc EDTA',
          note: "En foliaire à la dose de l'étiquette quand il faut une réponse rapide ; plus cher.",
        },
      ],
    },
    prevention: [
      'Zinc en fumure de fond toutes les 2-3 saisons sur les sols connus pour manquer de zinc ; analyse de sol.',
    ],
    whenToCallExpert:
      'Appelez pour une analyse de sol si des taches de plantes rabougries et rouillées apparaissent après le repiquage à chaque saison.',
  },
  'calcium-deficiency': {
    name: 'Carence en calcium (brûlure des pointes)',
    symptoms: {
      leaf: [
        "Les bords des plus jeunes feuilles intérieures brunissent et deviennent comme du papier (brûlure des pointes), par ex. à l'intérieur des pommes de chou ; les nouvelles feuilles sont déformées ou en crochet.",
        'Les bourgeons terminaux dépérissent.',
      ],
      fruit: [
        "Les fruits montrent des plaques foncées et creuses du côté de la fleur (voir pourriture apicale) ; les gousses d'arachide sont vides.",
      ],
      tuber: ["Les tubercules de pomme de terre ont des taches brunes à l'intérieur."],
    },
    favourableConditions: [
      "Arrosage irrégulier, sécheresse, forte humidité qui réduit la transpiration ; sols acides et sableux ; excès d'ammonium ou de potassium ; croissance très rapide.",
    ],
    lookAlikes: [
      {
        name: 'Pourriture apicale (cul noir)',
        howToTell:
          'La pourriture apicale est la forme sur les fruits du manque de calcium chez la tomate, le poivron et la pastèque.',
      },
      {
        name: 'Carence en potassium',
        howToTell:
          'La brûlure due au potassium touche les vieilles feuilles ; la brûlure des pointes due au calcium touche les plus jeunes feuilles.',
      },
    ],
    management: {
      cultural: [
        "Arrosez de façon régulière ; paillez ; évitez l'excès d'azote et de potassium ; choisissez des variétés tolérantes.",
      ],
      biological: ["Le compost améliore la capacité du sol à garder l'humidité."],
      chemical: [
        {
          activeIngredient: 'nitrate de calcium',
          note: "En foliaire à 0.5-1% (5-10 g par litre) chaque semaine sur les jeunes feuilles/fruits ; ou par le goutte-à-goutte aux doses de l'étiquette.",
        },
        {
          activeIngredient: 'gypse (sulfate de calcium)',
          note: "Au sol 250-500 kg par hectare au stade gynophores (pegging) de l'arachide ou avant la plantation selon l'analyse de sol.",
        },
        {
          activeIngredient: 'chaux agricole',
          note: "Sur sols acides, selon l'analyse de sol, des mois avant la plantation.",
        },
      ],
    },
    prevention: ["Irrigation régulière et chaulage selon l'analyse de sol."],
    whenToCallExpert: 'Appelez pour une analyse de sol si la brûlure des pointes revient à chaque saison.',
  },
  'blossom-end-rot': {
    name: 'Pourriture apicale (cul noir)',
    symptoms: {
      fruit: [
        "Une plaque brun clair d'aspect détrempé au bas du fruit vert (côté fleur), à l'opposé du pédoncule.",
        'La plaque grandit, se creuse, devient brun foncé à noire, sèche et comme du cuir ; des moisissures peuvent pousser dessus plus tard.',
        'Sur le poivron, la plaque peut être pâle et comme du papier sur le côté près du bas.',
      ],
      leaf: ['Les feuilles paraissent en général saines.'],
    },
    favourableConditions: [
      "Arrosage irrégulier : périodes sèches suivies d'une forte irrigation ; journées chaudes et venteuses.",
      "Peu de calcium dans le sol, sols acides, excès d'azote (ammonium) ou de potassium ; dégâts aux racines.",
    ],
    lookAlikes: [
      {
        name: 'Coup de soleil',
        howToTell: 'Le coup de soleil est une plaque pâle décolorée du côté exposé au soleil, pas toujours en bas.',
      },
      {
        name: 'Mildiou sur fruit',
        howToTell:
          'Les plaques de mildiou sur les fruits sont brunes et huileuses sur la moitié haute, avec aussi des taches sur les feuilles.',
      },
      {
        name: 'Anthracnose',
        howToTell:
          "L'anthracnose fait des taches creuses n'importe où sur les fruits mûrs avec des cercles de points ou des spores orange.",
      },
    ],
    management: {
      cultural: [
        "Arrosez régulièrement et de façon égale ; paillez pour garder l'humidité du sol stable ; ne laissez pas sécher les pots.",
        "Enlevez les fruits atteints ; les fruits suivants seront normaux dès que l'arrosage sera régulier.",
        "Évitez les fortes doses d'azote ammoniacal ; ne binez pas trop près des racines.",
      ],
      biological: ["Paillage et compost pour garder l'humidité."],
      chemical: [
        {
          activeIngredient: 'nitrate de calcium',
          note: 'En foliaire à 0.5-1% (5-10 g par litre) sur les jeunes fruits chaque semaine, aide un peu ; le vrai remède est un arrosage régulier.',
        },
        {
          activeIngredient: 'chaux agricole ou gypse',
          note: "Selon l'analyse de sol avant la plantation sur sols acides ou pauvres en calcium.",
        },
      ],
    },
    prevention: ['Goutte-à-goutte et paillage ; analyse de sol et chaulage ; variétés tolérantes.'],
    whenToCallExpert: 'Appelez si plus de 10% des fruits sont atteints malgré un arrosage régulier.',
  },
  sunscald: {
    name: 'Coup de soleil (brûlure solaire)',
    symptoms: {
      fruit: [
        'Une plaque blanche, jaune pâle ou décolorée du côté du fruit exposé au soleil, qui devient comme du papier, mince, ridée et creuse.',
        'Des moisissures peuvent pousser plus tard sur la plaque abîmée ; pas de cercles ni de masses de spores au début.',
      ],
      stem: ["L'écorce des jeunes arbres se fend du côté ensoleillé."],
      leaf: ["Plaques décolorées et sèches sur les feuilles exposées d'un coup à un soleil fort."],
    },
    favourableConditions: [
      'Temps chaud et ensoleillé ; fruits découverts après une perte de feuilles due à une maladie, à la taille ou à de fortes attaques de ravageurs ; plantes couchées.',
    ],
    lookAlikes: [
      {
        name: 'Pourriture apicale (cul noir)',
        howToTell: 'La pourriture apicale est toujours du côté de la fleur (en bas) et devient brun foncé à noire.',
      },
      {
        name: 'Anthracnose',
        howToTell: "Les taches d'anthracnose ont des cercles de points noirs ou de spores orange.",
      },
    ],
    management: {
      cultural: [
        'Gardez une bonne couverture de feuilles : luttez contre les maladies des feuilles, évitez les tailles sévères ; tuteurez ou mettez les plantes en cage.',
        "Utilisez des filets d'ombrage de 30-40% pendant les périodes très chaudes pour le poivron/piment ; blanchissez les troncs d'arbres à la chaux.",
        'Couvrez les fruits exposés de manguier, les régimes de banane (housses) ou les melons avec de la paille ou du papier.',
      ],
      biological: ["Les pulvérisations d'argile kaolin forment un film blanc réfléchissant sur les fruits."],
      chemical: [
        {
          activeIngredient: 'argile kaolin',
          note: "Écran solaire physique : environ 30-60 g par litre en film sur les fruits ; lavez les fruits après la récolte. Aucun pesticide n'est nécessaire contre le coup de soleil lui-même.",
        },
      ],
    },
    prevention: [
      'Variétés avec une bonne couverture de feuilles ; irrigation pendant les vagues de chaleur ; lutte contre les maladies des feuilles.',
    ],
    whenToCallExpert:
      "Rarement nécessaire ; appelez si vous voyez aussi une pourriture qui s'étend à partir des plaques.",
  },
  'damping-off': {
    name: 'Fonte des semis',
    symptoms: {
      seed: ['Les graines pourrissent dans le sol et les plantules ne sortent jamais (fonte de prélevée).'],
      stem: [
        'La tige des plantules devient détrempée, mince et étranglée en brun au ras du sol, puis la plantule tombe et meurt (fonte de post-levée).',
      ],
      'whole plant': [
        "Les plantules meurent par taches dans la pépinière, et les taches s'agrandissent chaque jour ; moisissure blanche cotonneuse sur le sol les matins humides.",
      ],
    },
    favourableConditions: [
      'Terre de pépinière mouillée, mal drainée, lourde ; arrosage excessif ; semis dense ; temps nuageux et humide ; terre non stérilisée.',
    ],
    lookAlikes: [
      {
        name: 'Vers gris',
        howToTell:
          'Les vers gris laissent une coupe nette avec une chenille dans le sol ; la fonte des semis laisse une tige molle et pourrie.',
      },
      {
        name: 'Pourriture à Phytophthora',
        howToTell: 'Le Phytophthora tue des plantes plus grandes au champ après la pluie.',
      },
    ],
    management: {
      cultural: [
        'Élevez les plants sur des planches surélevées (15 cm) ou en plaques avec un substrat bien drainé, stérilisé ou solarisé.',
        'Semez clair, arrosez peu le matin et aérez.',
        'Enlevez les plantules mortes avec la terre autour.',
      ],
      biological: [
        'Traitement des semences avec Trichoderma viride ou T. harzianum (4-10 g par kg de semences) et arrosage du sol ; Pseudomonas fluorescens.',
      ],
      chemical: [
        {
          activeIngredient: 'métalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03 : arrosez la planche de pépinière à 2.5 g par litre dès les premières plantules qui tombent (contre Pythium/Phytophthora).',
        },
        {
          activeIngredient: 'captane',
          note: 'FRAC M04 : traitement des semences à 2-3 g par kg de semences.',
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: "FRAC M01 : arrosage à 3 g par litre ; gants et masque. Contre Rhizoctonia, un arrosage de thiophanate-méthyl (FRAC 1) à la dose de l'étiquette est plus efficace.",
        },
      ],
    },
    prevention: ["Solarisez les planches de pépinière, utilisez des semences traitées, évitez l'arrosage excessif."],
    whenToCallExpert: "Appelez si toute la pépinière s'effondre malgré les arrosages de traitement.",
  },
};
