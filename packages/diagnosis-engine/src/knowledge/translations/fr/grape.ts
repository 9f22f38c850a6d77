import type { KnowledgeTranslations } from '../types.js';

export const grapeFr: KnowledgeTranslations = {
  'grape-black-rot': {
    name: 'Black-rot de la vigne',
    symptoms: {
      leaf: [
        'Petites taches rondes crème à brun rougeâtre, de 2-10 mm, avec un bord brun foncé net, sur les jeunes feuilles au printemps.',
        "De minuscules points noirs comme du poivre se forment en bande juste à l'intérieur du bord de chaque tache.",
      ],
      stem: [
        'Longues lésions creuses, violet-noir, sur les rameaux verts, les pétioles et les vrilles, aussi avec des points noirs.',
      ],
      fruit: [
        'Les baies montrent une petite tache blanchâtre ou pâle qui brunit et pourrit toute la baie en quelques jours.',
        'Les baies pourries se ratatinent en momies noires, dures et ridées, couvertes de boutons noirs ; certaines restent accrochées dans la grappe.',
      ],
    },
    favourableConditions: [
      "Temps chaud et pluvieux (20-32 °C) avec feuilles et baies mouillées 6 heures ou plus, du débourrement jusqu'à environ 5 semaines après la floraison.",
      "Momies laissées sur la vigne ou au sol, et sarments atteints, qui gardent le champignon d'une saison à l'autre.",
      'Feuillage dense et vignes abandonnées ou sauvages à proximité.',
    ],
    lookAlikes: [
      {
        name: 'Mildiou de la vigne',
        howToTell:
          "Le mildiou fait des taches jaune pâle d'aspect huileux (taches d'huile) sur les feuilles avec un duvet blanc dessous ; les taches de black-rot sont sèches et brunes avec des points noirs près du bord.",
      },
      {
        name: "Anthracnose (œil d'oiseau)",
        howToTell:
          "Les taches d'anthracnose sur les baies sont creuses et grises au centre avec un bord foncé comme un œil d'oiseau ; les baies ne deviennent pas des momies noires entières.",
      },
      {
        name: 'Taches foliaires à Isariopsis',
        howToTell:
          "Les taches d'Isariopsis sont plus grandes, irrégulières et brun foncé, surtout sur les vieilles feuilles en fin de saison, avec une moisissure comme de la suie dessous.",
      },
      {
        name: 'Esca (rougeole noire)',
        howToTell:
          "L'esca fait beaucoup de minuscules taches foncées sur la peau des baies et des feuilles rayées, pas des baies entières qui deviennent des momies noires.",
      },
    ],
    management: {
      cultural: [
        'Enlevez toutes les momies des vignes pendant la taille et enterrez-les ou brûlez-les ; travaillez le sol sous les vignes pour enterrer les momies tombées.',
        'Taillez les sarments et les vrilles atteints et enlevez les vignes sauvages ou abandonnées près du vignoble.',
        'Palissez et éclaircissez les rameaux, effeuillez autour des grappes, pour que le feuillage sèche vite.',
        'Enlevez et détruisez les grappes atteintes pendant la saison.',
      ],
      biological: [
        "Pas de lutte biologique fiable ; la propreté et des préventifs bien placés font l'essentiel du programme.",
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: "Préventif (FRAC M03) : 2-2.5 g de 75% WP par litre des rameaux de 10-15 cm jusqu'à 4-5 semaines après la floraison, tous les 10-14 jours par temps humide. Respectez le délai avant récolte ; gants et masque.",
        },
        {
          activeIngredient: 'myclobutanil',
          note: "Systémique (FRAC 3) : environ 0.4 g de 10% WP par litre, de juste avant la floraison jusqu'à 4 semaines après ; une certaine action 2-3 jours après une infection.",
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 0.5-1 ml de 25% EC par litre ; alternez avec un autre groupe.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : environ 1 ml de 23% SC par litre ; 2-3 traitements au maximum par saison. La dérive abîme certaines variétés de pommier (comme McIntosh) cultivées à côté.',
        },
      ],
    },
    prevention: [
      "Nettoyez les momies chaque hiver ; le champignon a peu de quoi repartir quand il n'en reste aucune.",
      "Protégez la culture de peu avant la floraison jusqu'à ce que les baies atteignent environ la taille d'un petit pois et commencent à se colorer, la période où elles sont le plus sensibles.",
    ],
    whenToCallExpert:
      "Appelez si des baies noires momifiées apparaissent dans beaucoup de grappes malgré les traitements, ou si vous avez besoin d'un calendrier de traitement pour une zone pluvieuse.",
  },
  'grape-esca': {
    name: 'Esca (rougeole noire) et maladies du bois de la vigne',
    symptoms: {
      leaf: [
        'Feuilles tigrées : plaques jaunes (cépages blancs) ou rouge foncé (cépages rouges) entre les nervures principales qui sèchent en brun, en laissant une bande verte le long des nervures.',
        "Les symptômes apparaissent du début au milieu de l'été, parfois sur un seul sarment ou un seul bras, et peuvent sauter une année.",
      ],
      fruit: [
        'Petites taches violet foncé à noires dispersées sur la peau des baies (rougeole) ; les baies peuvent se fendre, se ratatiner et sécher.',
      ],
      stem: [
        'Une coupe en travers du tronc ou du bras montre des points noirs ou des stries foncées dans le bois, et souvent un secteur brun de bois mort en forme de coin.',
        'Sur les vieilles vignes, le centre du tronc peut être un bois pourri mou, spongieux, jaune pâle (amadou).',
        'Les coursons et les bras dépérissent et leurs rameaux sont faibles.',
      ],
      'whole plant': [
        "Apoplexie : par temps chaud d'été, une souche entière ou un bras flétrit et sèche en quelques jours, les feuilles et les baies restant accrochées.",
      ],
    },
    favourableConditions: [
      'Grosses plaies de taille faites par temps humide ; les spores entrent dans les coupes fraîches pendant plusieurs semaines après la taille.',
      'Plants contaminés venant de la pépinière ; vignes de plus de 7-10 ans environ.',
      "Étés chauds et secs après des printemps humides, et manque d'eau ; l'apoplexie suit souvent une forte pluie puis la chaleur.",
    ],
    lookAlikes: [
      {
        name: 'Carence en magnésium ou en potassium',
        howToTell:
          "La carence jaunit ou rougit les vieilles feuilles de façon égale dans tout le vignoble ; les bandes de l'esca sèchent en brun et touchent des souches dispersées, avec des taches foncées dans le bois.",
      },
      {
        name: 'Eutypiose',
        howToTell:
          "L'eutypiose fait de petites feuilles jaunes en coupe avec des bords morts sur des rameaux rabougris au printemps, et un chancre en coin dans le tronc, mais pas de feuilles tigrées.",
      },
      {
        name: 'Black-rot',
        howToTell:
          'Le black-rot pourrit des baies entières en momies noires ; la rougeole tache seulement la peau des baies.',
      },
      {
        name: 'Sécheresse',
        howToTell:
          'La sécheresse fait flétrir toutes les vignes de la partie sèche du champ en même temps et la coupe du bois est propre.',
      },
    ],
    management: {
      cultural: [
        'Marquez en été les souches qui ont des symptômes et taillez-les en dernier, par temps sec, avec des outils désinfectés entre deux souches.',
        'Taillez tard en repos végétatif ou faites une double taille (pré-taille tôt, taille finale tard) pour que les plaies cicatrisent vite ; évitez les grosses coupes.',
        "Coupez les bras et troncs morts bien en dessous du bois foncé et brûlez-les ; reformez un nouveau tronc à partir d'un gourmand sain.",
        'Remplacez les souches effondrées ou très atteintes ; gardez les vignes arrosées et nourries pour éviter le stress.',
      ],
      biological: [
        'Produits de protection des plaies à base de Trichoderma (par exemple T. atroviride ou T. harzianum) pulvérisés ou badigeonnés sur les coupes de taille fraîches.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun qui guérisse le bois atteint',
          note: "Aucun fongicide ne guérit les vignes déjà atteintes. L'arsénite de sodium était utilisé autrefois et il est maintenant interdit pour des raisons de santé.",
        },
        {
          activeIngredient: 'thiophanate-méthyl (protection des plaies)',
          note: "FRAC 1 : badigeonné ou pulvérisé sur les plaies de taille fraîches à la dose de l'étiquette (environ 1-2 g de 70% WP par litre en pulvérisation) dans la journée qui suit la taille.",
        },
        {
          activeIngredient: 'tébuconazole (pâte cicatrisante)',
          note: "FRAC 3 : badigeon ou pâte sur les grosses coupes à la dose de l'étiquette ; portez des gants.",
        },
      ],
    },
    prevention: [
      'Achetez des plants certifiés et sains chez un pépiniériste de confiance ; contrôlez le point de greffe des jeunes vignes.',
      'Protégez chaque grosse plaie de taille, taillez par temps sec et formez les vignes de façon à éviter les grosses coupes plus tard.',
    ],
    whenToCallExpert:
      'Appelez quand plusieurs souches montrent des feuilles tigrées, des baies tachées ou un effondrement soudain, pour confirmer la maladie du bois et prévoir une reformation ou une replantation.',
  },
  'grape-leaf-blight': {
    name: 'Taches foliaires à Isariopsis (brûlure des feuilles de la vigne)',
    symptoms: {
      leaf: [
        'Taches irrégulières brun rougeâtre foncé à noires, de 2-25 mm, sur les vieilles feuilles, souvent avec un mince bord jaune.',
        'Sous les taches, une moisissure gris foncé à noire comme de la suie, faite de touffes du champignon, pousse par temps humide.',
        'Les taches se rejoignent en grandes plaques mortes ; les feuilles sèchent et tombent tôt, de la base des sarments vers le haut.',
      ],
    },
    favourableConditions: [
      'Temps chaud, humide ou pluvieux en fin de saison, surtout dans les vignobles tropicaux et subtropicaux.',
      'Feuilles malades tombées laissées dans le vignoble ; vignes non traitées après la récolte.',
    ],
    lookAlikes: [
      {
        name: 'Black-rot',
        howToTell:
          'Les taches de black-rot sont petites, rondes et régulières avec une bande de points noirs, et les baies pourrissent en momies.',
      },
      {
        name: 'Mildiou de la vigne',
        howToTell:
          "Le mildiou a un duvet blanc sous des taches jaunes d'aspect huileux, pas des touffes foncées comme de la suie.",
      },
      {
        name: 'Esca (feuilles tigrées)',
        howToTell:
          "L'esca dessèche la feuille entre les nervures en bandes et garde une bande verte le long des nervures.",
      },
    ],
    management: {
      cultural: [
        'Ramassez et brûlez les feuilles tombées après la récolte et à la taille.',
        "Éclaircissez le feuillage et enlevez les feuilles les plus vieilles et les plus tachées pour que l'air circule dans les vignes.",
        "Évitez l'excès d'azote ; gardez les vignes bien arrosées pendant les périodes sèches pour qu'elles gardent leurs feuilles.",
      ],
      biological: ['Produits à base de Bacillus subtilis dans un programme préventif pendant la saison des pluies.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Préventif (FRAC M03) : 2-2.5 g de 75% WP par litre quand les premières taches apparaissent, à répéter tous les 10-15 jours par temps humide. Respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g de 50% WP par litre ; aide aussi contre le mildiou. À éviter sur les jeunes feuilles tendres par temps froid.',
        },
        {
          activeIngredient: 'difénoconazole',
          note: 'Systémique (FRAC 3) : environ 0.5 ml de 25% EC par litre ; 2-3 traitements au maximum par saison, en alternance avec un préventif. Gants et masque.',
        },
      ],
    },
    prevention: [
      'Continuez les traitements préventifs après la récolte dans les régions humides ; nettoyez les feuilles tombées à chaque saison.',
    ],
    whenToCallExpert:
      "Appelez si les vignes perdent beaucoup de feuilles avant l'aoûtement des sarments, car la récolte suivante peut en souffrir.",
  },
};
