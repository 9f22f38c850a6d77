import type { KnowledgeTranslations } from '../types.js';

export const appleFr: KnowledgeTranslations = {
  'apple-scab': {
    name: 'Tavelure du pommier',
    symptoms: {
      leaf: [
        "Taches vert olive, douces et veloutées, d'abord sous les jeunes feuilles au printemps, plus tard des deux côtés.",
        'Les taches deviennent olive foncé à noires avec un bord flou comme une plume ; les feuilles se plissent, se tordent et jaunissent autour des taches.',
        "Les feuilles très tavelées tombent tôt en été, si bien que les arbres s'affaiblissent et forment moins de boutons floraux pour l'année suivante.",
      ],
      fruit: [
        'Taches rondes, en croûte, olive foncé à noires sur la peau ; les vieilles taches deviennent liégeuses, gris-brun et rugueuses.',
        'Les fruits infectés jeunes sont déformés et se fendent à travers les croûtes ; les petits fruits peuvent tomber.',
        'Les infections tardives près de la récolte donnent de minuscules points noirs qui apparaissent en chambre froide (tavelure de conservation).',
      ],
      flower: [
        'Taches foncées et veloutées sur les pédoncules floraux et les sépales ; les fleurs et les jeunes fruits atteints tombent.',
      ],
      stem: ['Sur les variétés très sensibles, petites taches boursouflées et écailleuses sur les jeunes rameaux.'],
    },
    favourableConditions: [
      "Printemps frais et humides : feuilles mouillées pendant 9-18 heures à 6-24 °C, du débourrement (pointe verte) jusqu'à un mois après la chute des pétales.",
      "Les spores viennent des feuilles tombées la saison passée sur le sol du verger et sont projetées dans l'air par la pluie.",
      'Feuillage dense, non taillé, qui sèche lentement ; variétés sensibles comme Red Delicious, Gala, McIntosh et Golden Delicious.',
    ],
    lookAlikes: [
      {
        name: 'Œil de grenouille (pourriture noire)',
        howToTell:
          'Les taches en œil de grenouille sont rondes, beiges à brunes avec un bord violet net, pas des taches veloutées vert olive à bord flou.',
      },
      {
        name: 'Rouille grillagée du pommier (rouille du genévrier)',
        howToTell:
          'Les taches de rouille sont jaune orangé vif avec un bord rouge orangé et de minuscules points noirs au centre, pas vert olive terne.',
      },
      {
        name: 'Maladie de la suie et des crottes de mouche',
        howToTell:
          'La maladie de la suie est un film gris-vert en traînées qui part de la peau du fruit au frottement, et les crottes de mouche sont des groupes de points noirs brillants ; aucune ne fait des croûtes liégeuses fendues.',
      },
      {
        name: 'Grêle ou roussissure due aux traitements',
        howToTell:
          "Les marques de grêle sont des creux meurtris d'un seul côté ; la roussissure est un réseau brun lisse sur la peau, sans taches foncées.",
      },
    ],
    management: {
      cultural: [
        "Ratissez et détruisez, ou broyez à la tondeuse, toutes les feuilles tombées en automne ou avant le débourrement, car c'est là que se forment les spores de la saison suivante.",
        "Une pulvérisation d'urée à 5% sur les feuilles juste avant leur chute (ou sur les feuilles tombées) accélère leur pourriture et réduit les spores de moitié ou plus.",
        "Taillez chaque hiver pour ouvrir le centre de l'arbre afin que les feuilles et les fruits sèchent vite après la pluie.",
        'Enlevez et détruisez les fruits tavelés ; ne stockez que des fruits sains.',
      ],
      biological: [
        'Pulvérisations de Bacillus subtilis ou de Bacillus amyloliquefaciens dans les vergers peu touchés, dans un programme avec des préventifs.',
        'Soufre ou bouillie sulfocalcique (autorisés en bio) utilisés en préventif avant la pluie.',
      ],
      chemical: [
        {
          activeIngredient: 'captane',
          note: "Préventif (FRAC M04) : environ 2-2.5 g de 50% WP par litre dès la pointe verte, tous les 7-10 jours par temps humide et avant les pluies annoncées. Ne mélangez pas avec de l'huile ; irritant pour les yeux, portez lunettes et gants.",
        },
        {
          activeIngredient: 'mancozeb',
          note: "Préventif (FRAC M03) : 2-3 g de 75% WP par litre de la pointe verte au début de la nouaison ; respectez le délai avant récolte de l'étiquette (souvent long sur pommier).",
        },
        {
          activeIngredient: 'dodine',
          note: "FRAC U12 : environ 1 ml par litre, avec une certaine action après l'infection en début de saison ; limitez le nombre de traitements par saison.",
        },
        {
          activeIngredient: 'difénoconazole',
          note: "Systémique (FRAC 3) : environ 0.3 ml de 25% EC par litre dans les 48-72 heures après une période d'infection ; mélangez avec un préventif et pas plus de 3-4 fois par saison.",
        },
        {
          activeIngredient: 'trifloxystrobine',
          note: 'FRAC 11 : environ 0.15-0.2 g de 50% WG par litre ; la résistance apparaît vite, donc 2-3 traitements au maximum et toujours en alternant les groupes. Respectez le délai avant récolte.',
        },
      ],
    },
    prevention: [
      'Plantez des variétés résistantes à la tavelure (par exemple Liberty, Enterprise, Florina, Prima) là où le marché les accepte.',
      "Commencez les traitements préventifs à la pointe verte les printemps humides et gardez les feuilles protégées jusqu'à la fin de la saison des spores, environ un mois après la chute des pétales.",
      'Gardez chaque année le sol du verger propre, sans vieilles feuilles.',
    ],
    whenToCallExpert:
      "Appelez un agent de vulgarisation si la tavelure apparaît sur les fruits malgré des traitements réguliers (résistance possible aux fongicides) ou si vous avez besoin d'aide pour caler les traitements sur les alertes locales de périodes d'infection.",
  },
  'apple-black-rot': {
    name: 'Pourriture noire et œil de grenouille du pommier',
    symptoms: {
      leaf: [
        'Œil de grenouille : petits points violets quelques semaines après la chute des pétales, qui grandissent en taches rondes de 3-6 mm.',
        "Chaque tache a un centre beige à brun clair et un mince bord violet à brun foncé, comme l'œil d'une grenouille.",
        'Les vieilles taches brunissent avec des bords lobés ; les feuilles très tachées jaunissent et tombent.',
      ],
      fruit: [
        "Une pourriture brune ferme qui commence en général du côté de l'œil (calice) ou sur une blessure, et s'étend vers l'extérieur en bandes brunes et noires alternées.",
        "Le fruit ne ramollit pas ; il se ratatine en une momie noire et dure couverte de minuscules boutons noirs et reste sur l'arbre.",
      ],
      stem: [
        "Chancres creux brun rougeâtre sur les branches, souvent autour d'un chicot de taille, d'une ancienne attaque de feu bactérien ou d'une brûlure de soleil.",
        "L'écorce des vieux chancres est rugueuse, fendue et s'écaille ; les branches au-delà d'un chancre qui fait le tour meurent.",
      ],
    },
    favourableConditions: [
      "Temps chaud et humide (20-30 °C) de la floraison à l'été ; les spores rejaillissent avec la pluie depuis le bois mort, les chancres et les momies.",
      'Arbres avec des branches mortes, des chicots de taille, du feu bactérien, des dégâts de grêle, de gel ou de sécheresse, et vergers mal entretenus.',
    ],
    lookAlikes: [
      {
        name: 'Tavelure du pommier',
        howToTell:
          'Les taches de tavelure sont vert olive et veloutées à bords flous ; les taches en œil de grenouille sont beiges avec un bord violet net.',
      },
      {
        name: 'Rouille grillagée du pommier (rouille du genévrier)',
        howToTell:
          'Les taches de rouille sont jaune orangé vif et montrent plus tard des coupelles en forme de tube sous la feuille.',
      },
      {
        name: 'Pourriture amère',
        howToTell:
          "La pourriture amère fait des taches rondes, creuses, beiges avec des cercles de spores rose orangé, et la pourriture s'enfonce en cône vers le cœur.",
      },
      {
        name: 'Pourriture blanche (Botryosphaeria dothidea)',
        howToTell:
          'La pourriture blanche est molle, aqueuse et brun clair, par temps chaud ; la pourriture noire reste ferme et foncée.',
      },
    ],
    management: {
      cultural: [
        'En hiver, enlevez par la taille tout le bois mort, les chancres (coupez 15 cm sous le bord visible) et les chicots de taille ; brûlez ou enterrez le bois.',
        "Enlevez tous les fruits momifiés sur l'arbre et au sol ; enlevez les arbres morts et les tas de branchages près du verger.",
        'Luttez contre le feu bactérien et évitez les blessures ; badigeonnez les grosses plaies de taille.',
        "Gardez les arbres vigoureux avec une fumure équilibrée et de l'eau pendant les périodes sèches.",
      ],
      biological: ['Pas de lutte biologique fiable ; une taille sanitaire propre est le principal moyen.'],
      chemical: [
        {
          activeIngredient: 'captane',
          note: "FRAC M04 : environ 2-2.5 g de 50% WP par litre de la chute des pétales à l'été par temps humide ; protège les feuilles et les fruits. Irritant pour les yeux, portez des lunettes.",
        },
        {
          activeIngredient: 'thiophanate-méthyl',
          note: 'FRAC 1 : environ 1 g de 70% WP par litre, mélangé avec un préventif ; la résistance est courante, 2-3 traitements au maximum.',
        },
        {
          activeIngredient: 'pyraclostrobine',
          note: "FRAC 11 : dose de l'étiquette dans les traitements d'été ; 3-4 traitements à base de strobilurine au maximum par saison, alternez les groupes. Respectez le délai avant récolte ; gants et masque.",
        },
      ],
    },
    prevention: [
      "La taille annuelle du bois mort en repos végétatif et l'enlèvement des momies sont la meilleure prévention ; les traitements seuls échouent là où le bois mort reste.",
      "Protégez les arbres des brûlures de soleil, des dégâts d'hiver et du feu bactérien, qui ouvrent la porte à ce champignon.",
    ],
    whenToCallExpert:
      "Appelez si des branches dépérissent avec des chancres sur beaucoup d'arbres, ou si la pourriture des fruits s'étend malgré la taille sanitaire et les traitements.",
  },
  'apple-cedar-rust': {
    name: 'Rouille grillagée du pommier (rouille du genévrier)',
    symptoms: {
      leaf: [
        'Petites taches jaune pâle sur le dessus des feuilles à la fin du printemps, qui grandissent en taches jaune orangé vif de 5-10 mm avec un bord rouge orangé.',
        'De minuscules points noirs apparaissent au centre de chaque tache, sur le dessus.',
        "Vers le milieu de l'été, le dessous de la tache gonfle et forme de petites coupelles brunes en forme de tube, à bord frangé, qui libèrent des spores brun orangé.",
        'Les feuilles très tachées jaunissent et tombent tôt.',
      ],
      fruit: [
        "Taches orange-jaune en relief, souvent près de l'œil ; les fruits sont petits, déformés et peuvent se fendre.",
      ],
      stem: [
        'Sur les genévriers (cèdres rouges) voisins, des galles brunes et ligneuses de 1-5 cm font sortir des cornes orange vif gélatineuses après les pluies de printemps.',
      ],
    },
    favourableConditions: [
      'Genévriers ou cèdres rouges à quelques centaines de mètres ; les spores sont emportées par le vent des galles orange vers les feuilles de pommier.',
      "Périodes chaudes et pluvieuses du stade bouton rose jusqu'à environ un mois après la chute des pétales, quand les jeunes feuilles de pommier restent mouillées 4-6 heures ou plus.",
    ],
    lookAlikes: [
      {
        name: 'Tavelure du pommier',
        howToTell:
          'Les taches de tavelure sont vert olive ternes et veloutées, jamais orange vif avec des points noirs.',
      },
      {
        name: 'Œil de grenouille',
        howToTell: 'Les taches en œil de grenouille sont beige-brun avec un bord violet et sans coupelles dessous.',
      },
      {
        name: "Rouille de l'aubépine et du cognassier",
        howToTell:
          'Ces rouilles voisines attaquent surtout les fruits et les rameaux plutôt que les feuilles ; un expert local peut les distinguer.',
      },
    ],
    management: {
      cultural: [
        "Quand c'est possible, enlevez les genévriers et cèdres rouges sauvages près du verger, ou coupez leurs galles en hiver avant qu'elles fassent des cornes orange.",
        'Ne plantez pas de nouveaux genévriers en brise-vent ou en plantes ornementales près des pommiers.',
        "Ratissez et enlevez les feuilles tombées très tachées ; gardez les arbres bien nourris pour qu'ils gardent leurs feuilles.",
      ],
      biological: ['Pas de lutte biologique fiable.'],
      chemical: [
        {
          activeIngredient: 'myclobutanil',
          note: 'FRAC 3 : environ 0.4 g de 10% WP par litre du stade bouton rose à 3-4 semaines après la chute des pétales, tous les 7-10 jours par temps humide. Respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2-3 g de 75% WP par litre en préventif pendant la même période ; gants et masque.',
        },
        {
          activeIngredient: 'trifloxystrobine',
          note: 'FRAC 11 : environ 0.15-0.2 g de 50% WG par litre ; 2-3 traitements au maximum, en alternance avec un fongicide du groupe 3. Le captane seul contrôle mal la rouille.',
        },
      ],
    },
    prevention: [
      'Plantez des variétés de pommier résistantes à la rouille (par exemple Liberty, Enterprise, Freedom) dans les zones où il y a beaucoup de genévriers.',
      "Calez les traitements sur les pluies de printemps pendant qu'on voit des cornes orange sur les genévriers voisins.",
    ],
    whenToCallExpert:
      "Appelez si la plupart des feuilles sont tachées et tombent vers le milieu de l'été, ou si vous ne savez pas si les genévriers voisins portent des galles.",
  },
};
