import type { KnowledgeTranslations } from '../types.js';

export const bananaFr: KnowledgeTranslations = {
  'panama-disease': {
    name: 'Maladie de Panama (fusariose du bananier)',
    symptoms: {
      leaf: [
        'Les vieilles feuilles jaunissent à partir des bords, puis le pétiole casse et les feuilles pendent autour du pseudo-tronc comme une jupe.',
        'La plus jeune feuille peut rester droite pendant un certain temps.',
      ],
      stem: [
        'La base du pseudo-tronc se fend dans la longueur.',
        'En coupant le pseudo-tronc ou le bulbe, on voit des points et des stries brun rougeâtre à noirs dans les vaisseaux.',
      ],
      'whole plant': [
        'Les plantes meurent lentement ; les rejets de la même souche sont aussi infectés ; les régimes sont petits ou absents.',
      ],
    },
    favourableConditions: [
      "Rejets et matériel de plantation contaminés ; terre transportée par les bottes, les outils, les véhicules et l'eau des inondations.",
      "Sols mal drainés, dégâts de nématodes ; le champignon survit dans le sol pendant des dizaines d'années.",
    ],
    lookAlikes: [
      {
        name: 'Flétrissement bactérien du bananier (Xanthomonas)',
        howToTell:
          "Le BXW fait sortir un exsudat bactérien jaune des tissus coupés, dessèche le bourgeon mâle et pourrit les fruits à l'intérieur ; la maladie de Panama n'a pas d'exsudat et commence sur les vieilles feuilles.",
      },
      {
        name: 'Carence en potassium',
        howToTell:
          "Le manque de potassium jaunit et brûle vite les pointes des vieilles feuilles, mais l'intérieur du pseudo-tronc est propre, sans stries brunes.",
      },
      {
        name: 'Charançon du bananier',
        howToTell:
          'Les dégâts de charançon montrent des galeries dans le bulbe et les plantes se renversent, sans stries brunes dans les vaisseaux.',
      },
    ],
    management: {
      cultural: [
        "Ne coupez pas et ne déplacez pas les plantes malades ; tuez-les sur place (par ex. injection d'herbicide là où c'est permis) et clôturez l'endroit.",
        "Désinfectez bottes et outils à l'entrée de la ferme ; ne déplacez pas de terre, d'eau ni de rejets venant de fermes contaminées.",
        'Améliorez le drainage ; apportez de la matière organique.',
      ],
      biological: [
        "Un compost enrichi en Trichoderma et Bacillus peut ralentir la maladie dans un sol peu contaminé ; ce n'est pas un remède.",
      ],
      chemical: [
        {
          activeIngredient: 'aucun produit efficace',
          note: "Aucun fongicide ne guérit la maladie de Panama. La fumigation du sol et l'injection de fongicides dans le tronc ont échoué ; seules l'exclusion et les variétés résistantes marchent.",
        },
      ],
    },
    prevention: [
      'Plantez des vitroplants issus de culture in vitro venant de pépinières certifiées.',
      'Cultivez des variétés résistantes adaptées à votre zone (par ex. certains somaclones de Cavendish contre TR4, ou des types autres que Gros Michel contre la race 1).',
    ],
    whenToCallExpert:
      'Appelez tout de suite le service de protection des végétaux : TR4 est une maladie de quarantaine à déclaration obligatoire dans beaucoup de pays.',
  },
  'banana-sigatoka': {
    name: 'Cercosporiose du bananier (Sigatoka noire et jaune)',
    symptoms: {
      leaf: [
        'Minuscules points jaune pâle ou brun rouge et fines stries, parallèles aux nervures, sur la 3e-4e feuille ouverte.',
        'Les stries grandissent en longues taches ovales avec un bord brun foncé à noir et un centre gris, souvent avec un halo jaune.',
        'Les taches se rejoignent en grandes zones mortes noires ; les feuilles meurent tôt, à partir des bords.',
      ],
      fruit: [
        'Les régimes sont petits et les fruits mûrissent trop tôt au champ ou pendant le transport vers le marché.',
      ],
    },
    favourableConditions: [
      'Temps chaud (25-28 °C), pluvieux et humide ; plantations denses ; mauvais drainage et mauvaises herbes.',
    ],
    lookAlikes: [
      {
        name: 'Carence en potassium',
        howToTell:
          'Le manque de potassium jaunit et dessèche vite les pointes et les bords des vieilles feuilles, sans stries ni taches séparées.',
      },
      {
        name: 'Cordana (taches foliaires)',
        howToTell:
          'Les taches de Cordana sont grandes, ovales, brun pâle avec des cercles concentriques et un bord jaune, en général le long du bord de la feuille.',
      },
    ],
    management: {
      cultural: [
        'Coupez les feuilles ou les parties de feuilles très tachées (effeuillage) toutes les 2-4 semaines ; laissez-les face contre le sol.',
        'Bon drainage ; désherbage ; écartement correct ; enlevez les rejets en trop.',
      ],
      biological: [
        "Bacillus subtilis et d'autres biofongicides sont utilisés en banane bio avec un effeuillage fréquent.",
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: "FRAC M03 : préventif, souvent en émulsion huileuse à la dose de l'étiquette ; la base du programme.",
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3 : environ 1 ml par litre (ou avec une huile de pulvérisation) ; 2-3 traitements au maximum par an et par groupe.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: "FRAC 11 : dose de l'étiquette, 2-3 au maximum par an, toujours mélangé avec un préventif.",
        },
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05 : préventif ; faites tourner tous les groupes avec soin, la cercosporiose noire devient vite résistante. Respectez le délai avant récolte ; équipement de protection.',
        },
      ],
    },
    prevention: ['Variétés résistantes (par ex. hybrides FHIA), vitroplants et effeuillage régulier.'],
    whenToCallExpert: "Appelez s'il reste moins de 6 feuilles saines à la floraison.",
  },
  'banana-bunchy-top': {
    name: 'Bunchy top du bananier',
    symptoms: {
      leaf: [
        'Points et tirets vert foncé (stries en "morse") sur les nervures, la nervure centrale et le pétiole ; on les voit mieux à contre-jour.',
        'Les nouvelles feuilles sont étroites, courtes, dressées, raides, cassantes, avec des bords jaunes ondulés, et se serrent en rosette au sommet.',
      ],
      'whole plant': [
        'La plante est rabougrie, ne donne pas de régime, ou le régime est petit et déformé ; les rejets sont aussi infectés.',
      ],
    },
    favourableConditions: [
      "Puceron du bananier (Pentalonia nigronervosa) qui transporte le virus ; rejets contaminés déplacés d'une ferme à l'autre.",
    ],
    lookAlikes: [
      {
        name: 'Mosaïque du bananier (CMV)',
        howToTell:
          'Le CMV donne des stries jaunes et une mosaïque sur le limbe, sans les tirets vert foncé en morse ni le sommet étranglé.',
      },
      {
        name: 'Carence en zinc',
        howToTell:
          'Le manque de zinc donne des feuilles petites, étroites et pâles, mais pas de tirets vert foncé sur les nervures.',
      },
    ],
    management: {
      cultural: [
        "Tuez d'abord les pucerons sur la plante malade (savon ou insecticide), puis arrachez toute la souche avec tous les rejets et coupez-la en morceaux.",
        'Ne replantez pas de bananiers à cet endroit pendant quelques mois ; contrôlez les plantes voisines toutes les 2 semaines.',
      ],
      biological: ["Savon insecticide ou huile de neem sur les pucerons avant l'arrachage ; protégez les coccinelles."],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le bunchy top. On peut seulement tuer le puceron vecteur avant de détruire la plante malade.',
        },
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : dose de l'étiquette pulvérisée dans le cœur des plantes malades juste avant l'arrachage, pour empêcher les pucerons de partir. Toxique pour les abeilles.",
        },
      ],
    },
    prevention: [
      'Plantez des vitroplants testés contre les virus ; ne prenez jamais de rejets dans les zones atteintes.',
    ],
    whenToCallExpert:
      'Appelez le service de protection des végétaux : le BBTV est soumis à un contrôle de quarantaine dans beaucoup de pays.',
  },
  'banana-weevil': {
    name: 'Charançon du bananier',
    symptoms: {
      root: [
        "Le bulbe coupé montre des galeries rondes de 5-10 mm de large, remplies de débris brun rougeâtre et de pourriture ; des larves blanches sans pattes à l'intérieur.",
      ],
      'whole plant': [
        'Plantes faibles avec des feuilles qui jaunissent et de petits régimes ; les plantes cassent ou se renversent avec le vent.',
        'Des charançons noirs, lents, à carapace dure (1-1.5 cm) se cachent à la base de la plante et sous les vieux débris.',
      ],
    },
    favourableConditions: [
      'Vieilles plantations, rejets infestés, résidus de culture laissés au sol, mauvais désherbage.',
    ],
    lookAlikes: [
      {
        name: 'Maladie de Panama',
        howToTell:
          'La maladie de Panama montre des stries brunes dans les vaisseaux et les feuilles pendent comme une jupe ; les charançons laissent des galeries ouvertes dans le bulbe.',
      },
      {
        name: 'Nématodes du bananier',
        howToTell:
          "Les nématodes laissent de petites lésions foncées sur les racines et les plantes se renversent aussi, mais il n'y a pas de grandes galeries avec des larves dans le bulbe.",
      },
    ],
    management: {
      cultural: [
        "Parez les rejets (enlevez les tissus extérieurs) et cherchez les galeries avant la plantation ; traitez les rejets à l'eau chaude (52-55 °C pendant 20 minutes).",
        "Après la récolte, coupez les vieux pseudo-troncs en petits morceaux et étalez-les pour qu'ils sèchent ; gardez le champ propre.",
        'Pièges en pseudo-tronc fendu : posez des morceaux de 30 cm coupés dans la longueur, face coupée contre le sol, près des souches ; ramassez les charançons tous les quelques jours.',
      ],
      biological: [
        'Beauveria bassiana appliqué dans les pièges en pseudo-tronc ou sur le sol autour des souches.',
        'Nématodes entomopathogènes ; pièges à phéromone (sordidine) pour le piégeage de masse.',
      ],
      chemical: [
        {
          activeIngredient: 'bifenthrine',
          note: "IRAC 3A : dose de l'étiquette en pulvérisation autour de la base de la souche là où elle est homologuée ; très toxique pour les poissons et les abeilles ; équipement de protection complet. Beaucoup d'anciens produits contre le charançon sont interdits.",
        },
      ],
    },
    prevention: ['Vitroplants sains dans les nouveaux champs ; propreté du champ ; piégeage régulier.'],
    whenToCallExpert: 'Appelez si beaucoup de plantes se renversent avec des galeries dans le bulbe.',
  },
  'banana-xanthomonas-wilt': {
    name: 'Flétrissement bactérien du bananier (Xanthomonas)',
    symptoms: {
      flower: ['Le bourgeon mâle se flétrit, sèche et noircit ; les bractées restent sur la hampe.'],
      fruit: [
        "Les fruits mûrissent trop tôt et de façon inégale ; à l'intérieur des doigts, la pulpe est brun rouille.",
      ],
      leaf: [
        'Les feuilles jaunissent et flétrissent, en commençant par les jeunes feuilles, puis toute la plante meurt.',
      ],
      stem: [
        'En coupant le pseudo-tronc ou la hampe du régime, un exsudat bactérien jaune-crème sort en quelques minutes.',
      ],
    },
    favourableConditions: [
      "Insectes qui visitent les fleurs mâles ; outils de coupe contaminés ; rejets contaminés ; Afrique de l'Est et centrale.",
    ],
    lookAlikes: [
      {
        name: 'Maladie de Panama',
        howToTell:
          'La maladie de Panama commence sur les vieilles feuilles et ne montre ni exsudat jaune ni pulpe de fruit pourrie.',
      },
    ],
    management: {
      cultural: [
        'Enlevez le bourgeon mâle avec un bâton fourchu juste après la formation de la dernière main (pas de couteau).',
        "Désinfectez couteaux et machettes au feu ou à l'eau de Javel entre deux plantes.",
        'Coupez les plantes malades au ras du sol, hachez-les et laissez-les pourrir sur place ou enterrez-les.',
      ],
      biological: ['Pas de lutte biologique.'],
      chemical: [
        {
          activeIngredient: 'aucun produit efficace',
          note: "Aucun produit chimique ne guérit le BXW ; utilisez l'hypochlorite de sodium (eau de Javel) seulement pour désinfecter les outils.",
        },
      ],
    },
    prevention: [
      'Matériel de plantation sain ; enlèvement des bourgeons mâles par toute la communauté ; hygiène des outils.',
    ],
    whenToCallExpert:
      'Appelez le bureau de vulgarisation : le BXW demande une action de toute la communauté pour être contenu.',
  },
  'banana-pestalotiopsis-leaf-spot': {
    name: 'Tache foliaire à Pestalotiopsis du bananier',
    symptoms: {
      leaf: [
        'Petites taches brun jaunâtre, souvent à partir d’une déchirure ou d’une blessure, qui deviennent des plages brunes ovales à irrégulières.',
        'Les vieilles plages deviennent grises à couleur paille au centre, avec un bord brun foncé et un halo jaune, et portent de minuscules points noirs.',
        'Les plages se rejoignent le long du bord et entre les nervures, et des morceaux de feuille sèchent et se déchirent.',
      ],
    },
    favourableConditions: [
      'Temps chaud, humide et pluvieux ; feuilles déchirées par le vent ou abîmées par les insectes.',
      'Plantes faibles qui manquent de potassium ; plantations denses et enherbées où les vieilles feuilles restent pendues.',
    ],
    lookAlikes: [
      {
        name: 'Cercosporiose (Sigatoka)',
        howToTell:
          'La Sigatoka commence par de nombreux tirets fins parallèles aux nervures qui deviennent de longues taches ovales ; Pestalotiopsis fait moins de plages, plus grandes et irrégulières, souvent à partir de blessures, avec des points noirs.',
      },
      {
        name: 'Cordanose',
        howToTell:
          'Les taches de Cordana sont grandes, ovales, brun pâle avec des anneaux nets, surtout au bord de la feuille ; celles de Pestalotiopsis n’ont pas d’anneaux et portent des points noirs.',
      },
      {
        name: 'Carence en potassium',
        howToTell:
          'La carence en potassium jaunit et sèche régulièrement les bords des vieilles feuilles, sans taches séparées ni points noirs.',
      },
    ],
    management: {
      cultural: [
        'Coupez les feuilles ou morceaux de feuilles très tachés et sortez-les du champ ou enfouissez-les.',
        'Gardez la bananeraie désherbée et drainée, à l’écartement conseillé ; enlevez les rejets en trop.',
        'Nourrissez bien les plantes, avec assez de potassium, pour qu’elles gardent leurs feuilles.',
      ],
      biological: [
        'Les produits à base de Trichoderma pulvérisés sur les feuilles ou apportés au sol avec du compost protègent un peu.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozèbe',
          note: 'FRAC M03 : 2,5 g de 75 % WP par litre avec un mouillant, toutes les 2 à 3 semaines par temps humide ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3 : environ 1 ml de 25 % EC par litre ; au plus 2 à 3 traitements par an, en alternance avec le mancozèbe.',
        },
        {
          activeIngredient: 'carbendazime',
          note: 'FRAC 1 : 1 g de 50 % WP par litre ; alternez avec un autre groupe, les résistances viennent vite.',
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'Protecteur : 3 g de 50 % WP par litre sur les jeunes feuilles après les orages qui les déchirent.',
        },
      ],
    },
    prevention: [
      'Matériel de plantation sain, fertilisation équilibrée, protection contre le vent et retrait régulier des feuilles tachées.',
    ],
    whenToCallExpert:
      'Appelez si les taches gagnent la plupart des feuilles, ou si vous ne pouvez pas les distinguer de la Sigatoka.',
  },
};
