import type { KnowledgeTranslations } from '../types.js';

export const sugarcaneFr: KnowledgeTranslations = {
  'sugarcane-red-rot': {
    name: 'Pourriture rouge de la canne à sucre',
    symptoms: {
      leaf: [
        'La troisième ou quatrième feuille à partir du haut jaunit et sèche à partir de la pointe et des bords ; bientôt tout le haut de la canne se fane.',
        'Sur la nervure centrale, longues lésions rouge sang avec un centre couleur paille à gris cendre et des bords rouge foncé.',
      ],
      stem: [
        "Fendez la canne dans la longueur : l'intérieur est rouge avec des plaques blanches qui traversent le rouge (bandes blanches transversales), c'est le signe clé.",
        "La canne fendue sent aigre comme l'alcool ou le vinaigre ; la moelle sèche ensuite, brunit et devient creuse.",
        "L'écorce se ratatine et se ride et montre de petits points noirs près des nœuds ; les cannes cassent facilement aux nœuds.",
      ],
      'whole plant': [
        'Des touffes entières sèchent par taches dans le champ, en général à partir de la saison des pluies.',
      ],
    },
    favourableConditions: [
      "Boutures prises sur des cannes malades ; c'est la principale façon dont la maladie arrive dans les nouveaux champs.",
      "Engorgement, inondations et eau d'irrigation venant de champs malades ; temps chaud et humide de la mousson.",
      "Repousse (ratoon) d'une culture malade ; variété sensible cultivée dans le même champ année après année.",
    ],
    lookAlikes: [
      {
        name: 'Flétrissement de la canne (Fusarium sacchari)',
        howToTell:
          "Les cannes flétries sont légères et creuses à l'intérieur avec une moelle rouge violacé sale, mais sans bandes blanches transversales ni odeur aigre.",
      },
      {
        name: 'Charbon',
        howToTell: "Le charbon fait sortir un long fouet noir du haut de la canne ; l'intérieur reste normal.",
      },
      {
        name: 'Foreurs des tiges',
        howToTell:
          "Les foreurs laissent des trous avec des excréments et des galeries dans la canne ; le rougissement se limite à la galerie et il n'y a pas de bandes blanches.",
      },
      {
        name: 'Maladie de la feuille jaune',
        howToTell:
          "La maladie de la feuille jaune jaunit la nervure centrale par-dessous sans lésions rouges, et l'intérieur de la canne est sain.",
      },
    ],
    management: {
      cultural: [
        'Arrachez les touffes atteintes avec leurs racines dès que vous les voyez et brûlez-les ; ne les laissez pas au champ.',
        'Ne gardez pas en repousse une culture malade ; labourez le champ après la récolte et brûlez les pailles et les souches.',
        "Faites une rotation avec du riz, un engrais vert ou d'autres cultures pendant au moins un an avant de replanter de la canne.",
        "Drainez bien le champ et empêchez l'eau des champs malades de couler vers les champs sains.",
      ],
      biological: [
        'Apport au sol de Trichoderma viride ou T. harzianum multiplié dans du fumier ou des écumes de sucrerie à la plantation.',
        'Trempage des boutures dans une suspension de Trichoderma ou de Pseudomonas fluorescens avant la plantation.',
      ],
      chemical: [
        {
          activeIngredient: 'carbendazime (traitement des boutures)',
          note: "FRAC 1 : trempez les boutures 15 minutes dans 1 g de 50% WP par litre d'eau avant la plantation. Portez des gants ; ne donnez pas les boutures traitées aux animaux.",
        },
        {
          activeIngredient: 'propiconazole (traitement des boutures)',
          note: "FRAC 3 : trempez les boutures dans environ 1 ml de 25% EC par litre pendant 15 minutes ; les pulvérisations sur la canne sur pied n'arrêtent pas la maladie à l'intérieur.",
        },
        {
          activeIngredient: 'thiophanate-méthyl (traitement des boutures)',
          note: "FRAC 1 : trempage des boutures à la dose de l'étiquette, à la place du carbendazime ; n'alternez pas les deux pour lutter contre la résistance.",
        },
      ],
    },
    prevention: [
      'Plantez les variétés résistantes à la pourriture rouge recommandées pour votre région et remplacez une variété qui commence à céder.',
      "Prenez les boutures seulement dans des pépinières saines et contrôlées ; traitement de la canne de semence à l'air chaud humide (environ 54 °C pendant 2.5 heures) là où c'est disponible.",
    ],
    whenToCallExpert:
      "Appelez tout de suite si vous voyez des cannes rouges avec des bandes blanches : la sucrerie ou l'agent de la canne doit contrôler les champs voisins et l'origine des boutures.",
  },
  'sugarcane-mosaic': {
    name: 'Mosaïque de la canne à sucre',
    symptoms: {
      leaf: [
        "Plaques vert pâle à jaunes et courtes stries interrompues sur un fond vert normal, qu'on voit le mieux à la base des jeunes feuilles dans le cornet.",
        "Les zones vertes et pâles s'alignent le long de la feuille comme un patchwork ; sur certaines variétés, les zones pâles rougissent ou meurent ensuite.",
      ],
      stem: [
        "Les tiges sont plus fines et plus courtes ; certaines variétés montrent des stries ou des fentes sur l'écorce.",
      ],
      'whole plant': [
        "Les souches sont rabougries avec moins de talles ; les repousses s'affaiblissent d'année en année.",
      ],
    },
    favourableConditions: [
      'Boutures prises sur des souches malades ; le virus vit dans la canne.',
      'Pucerons (comme le puceron vert du maïs) qui viennent de cannes, de maïs, de sorgho ou de graminées malades et transmettent le virus en quelques secondes de piqûre.',
    ],
    lookAlikes: [
      {
        name: 'Maladie de la feuille jaune',
        howToTell:
          'La maladie de la feuille jaune jaunit la nervure centrale par-dessous sur les feuilles plus âgées, pas un patchwork de vert clair et vert foncé sur les jeunes feuilles.',
      },
      {
        name: 'Carence en fer',
        howToTell:
          'Le manque de fer donne de longues bandes jaunes continues entre les nervures sur toutes les jeunes feuilles, par taches de sol alcalin, pas de courtes stries interrompues sur quelques souches.',
      },
      {
        name: 'Pousses herbacées (phytoplasme)',
        howToTell:
          "La maladie des pousses herbacées (grassy shoot) fait beaucoup de talles fines, blanches ou pâles, comme une touffe d'herbe, pas des feuilles en mosaïque.",
      },
    ],
    management: {
      cultural: [
        'Arrachez et détruisez tôt les souches malades dans les jeunes plantations et dans les pépinières de boutures.',
        'Ne prenez pas de canne de semence dans les champs atteints de mosaïque ; ne gardez pas en repousse une culture très atteinte.',
        'Éliminez les graminées, le sorgho et les repousses de maïs autour des champs de canne, qui abritent le virus.',
      ],
      biological: [
        'Pas de lutte biologique contre le virus ; protégez les coccinelles et les chrysopes qui mangent les pucerons.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit la mosaïque. Les pucerons transmettent le virus en quelques secondes, donc les insecticides servent peu à arrêter sa propagation au champ.',
        },
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : environ 0.3 ml de 17.8% SL par litre seulement dans les pépinières de boutures avec une forte pullulation de pucerons ; toxique pour les abeilles, respectez l'étiquette.",
        },
      ],
    },
    prevention: [
      'Plantez des variétés résistantes et de la canne de semence saine venant de pépinières certifiées ou des vitroplants testés sans virus.',
      'Gardez les pépinières de boutures isolées du maïs et du sorgho.',
    ],
    whenToCallExpert:
      'Appelez si plus de quelques souches sur cent montrent la mosaïque dans une parcelle de semence, ou si votre variété montre la mosaïque dans tout le champ.',
  },
  'sugarcane-rust': {
    name: 'Rouille de la canne à sucre (rouille brune et rouille orangée)',
    symptoms: {
      leaf: [
        'Petits points allongés jaunâtres le long des nervures, des deux côtés de la feuille, qui grandissent en pustules en relief de 2-10 mm de long, surtout sous la feuille.',
        'Rouille brune : pustules brun rougeâtre à brun foncé, poussiéreuses au frottement, avec un bord jaune pâle ; souvent dispersées sur toute la feuille.',
        'Rouille orangée : pustules orange à brun orangé, souvent en groupes vers la base de la feuille, qui laissent une poudre orange sur les doigts.',
        'Les pustules se rejoignent en zones brunes mortes et des feuilles entières sèchent tôt, si bien que de loin la culture paraît brûlée.',
      ],
    },
    favourableConditions: [
      'Rouille brune : jeune canne de 2-6 mois, journées chaudes et nuits fraîches (15-25 °C) avec longue rosée ou forte humidité.',
      'Rouille orangée : temps plus chaud et humide (environ 20-30 °C) sur une canne plus âgée.',
      "Variétés sensibles ; beaucoup d'azote et plantation dense.",
    ],
    lookAlikes: [
      {
        name: 'Tache brune et tache ocellée',
        howToTell:
          "Les taches foliaires sont plates, ovales ou en forme d'œil avec un centre foncé et ne partent pas en poudre ; les pustules de rouille sont en relief et poussiéreuses.",
      },
      {
        name: 'Pourriture rouge sur la nervure centrale',
        howToTell:
          'Les lésions de pourriture rouge sont longues et rouge sang seulement sur la nervure centrale, pas beaucoup de petites pustules sur le limbe.',
      },
      {
        name: 'Tache jaune',
        howToTell:
          'La tache jaune fait des plaques jaunes irrégulières qui deviennent rouge rouille sur le dessus avec une moisissure grise dessous ; pas de pustules en relief qui laissent de la poudre sur les doigts.',
      },
    ],
    management: {
      cultural: [
        "Remplacez les variétés sensibles dans les zones et les saisons où la rouille est courante ; c'est le moyen de lutte principal et le moins cher.",
        "Évitez l'excès d'azote et les plantations très denses ; apportez du potassium de façon équilibrée.",
        'Enlevez et brûlez les feuilles sèches très rouillées (pailles) dans les petites parcelles ; évitez de planter une variété sensible à la période la plus risquée.',
      ],
      biological: ['Pas de lutte biologique fiable.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : environ 1 ml de 25% EC par litre quand les pustules commencent à se multiplier sur la jeune canne, à répéter après 15-20 jours si besoin. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'azoxystrobine + tébuconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette ; 2 traitements au maximum par culture. Gants et masque.",
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g de 75% WP par litre en préventif dans les pépinières et la jeune canne vierge.',
        },
      ],
    },
    prevention: [
      'Cultivez les variétés résistantes à la rouille recommandées par la sucrerie ou la station de recherche ; surveillez la jeune canne par temps à rouille.',
    ],
    whenToCallExpert:
      "Appelez si une variété qui était saine commence à montrer beaucoup de rouille, ou si vous soupçonnez la rouille orangée dans une zone où elle n'était pas connue.",
  },
  'sugarcane-yellow-leaf': {
    name: 'Maladie de la feuille jaune de la canne à sucre',
    symptoms: {
      leaf: [
        'La nervure centrale devient jaune vif sous les 3e à 6e feuilles à partir du haut, alors que le limbe est encore vert.',
        "Le jaune s'étend de la nervure vers le limbe ; plus tard, la feuille sèche à partir de la pointe le long de la nervure, et certaines variétés montrent une nervure rose-rouge.",
      ],
      stem: [
        'Les entre-nœuds près du sommet sont courts, si bien que les feuilles du haut se serrent comme un éventail.',
      ],
      'whole plant': [
        'La canne est plus fine et plus courte avec moins de jus et de sucre ; les symptômes se voient surtout sur la canne mûre et après une sécheresse ou du froid.',
      ],
    },
    favourableConditions: [
      "Canne de semence contaminée ; le virus est transporté dans les boutures d'une culture à la suivante.",
      'Pucerons de la canne (Melanaphis sacchari) et pucerons verts du maïs qui se nourrissent sur la canne malade et portent le virus aux plantes saines.',
      'Le stress dû à la sécheresse, au froid ou à une mauvaise nutrition rend les symptômes plus forts.',
    ],
    lookAlikes: [
      {
        name: 'Carence en azote',
        howToTell:
          "Le manque d'azote jaunit de façon égale tout le limbe des vieilles feuilles dans tout le champ ; la maladie de la feuille jaune commence sur la nervure centrale par-dessous.",
      },
      {
        name: 'Mosaïque de la canne',
        howToTell:
          'La mosaïque est un patchwork de vert clair et vert foncé sur les jeunes feuilles, pas une nervure jaune.',
      },
      {
        name: "Stress dû à la sécheresse ou à l'engorgement",
        howToTell:
          'Le stress hydrique jaunit et enroule les feuilles de toutes les plantes dans la partie sèche ou mouillée du champ ; la nervure ne jaunit pas en premier.',
      },
    ],
    management: {
      cultural: [
        'Utilisez de la canne de semence venant de parcelles saines, ou des vitroplants (culture de méristèmes) testés sans virus.',
        'Épurez dans les pépinières de boutures les souches qui montrent des nervures jaunes.',
        'Évitez de garder en repousse les champs très atteints ; apportez une fumure et une irrigation équilibrées pour réduire le stress.',
      ],
      biological: [
        'Pas de lutte biologique contre le virus ; protégez les coccinelles et les syrphes qui mangent les pucerons.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit la maladie de la feuille jaune ; les plantes atteintes le restent.',
        },
        {
          activeIngredient: 'thiaméthoxame',
          note: "IRAC 4A : environ 0.2-0.3 g de 25% WG par litre contre les colonies de pucerons seulement dans les pépinières de boutures ; toxique pour les abeilles, respectez le délai de l'étiquette.",
        },
      ],
    },
    prevention: [
      "Plantez des variétés tolérantes et de la canne de semence sans virus ; renouvelez les boutures à partir d'une pépinière saine tous les quelques ans.",
      'Surveillez les colonies de pucerons sous les feuilles dans les pépinières de boutures.',
    ],
    whenToCallExpert:
      'Appelez si beaucoup de souches montrent des nervures jaunes avant la récolte, ou quand vous installez une pépinière de boutures, pour obtenir du matériel de semence testé et sain.',
  },
};
