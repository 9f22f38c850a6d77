import type { KnowledgeTranslations } from '../types.js';

export const riceFr: KnowledgeTranslations = {
  'rice-blast': {
    name: 'Pyriculariose du riz',
    symptoms: {
      leaf: [
        'Taches en forme de fuseau ou de losange, pointues aux deux bouts, de 1-1.5 cm de long, avec un centre gris ou blanchâtre et un bord brun à brun rougeâtre.',
        'Les jeunes taches sont de petits points gris-vert ; beaucoup de taches se rejoignent et des feuilles entières sèchent. En pépinière, les fortes attaques donnent un aspect brûlé.',
      ],
      stem: ['Les nœuds noircissent et cassent (pyriculariose des nœuds).'],
      grain: [
        'Le cou sous la panicule devient gris-brun à noir et pourrit ; la panicule se couche ou reste blanche et vide (pyriculariose du cou).',
        'Les grains sont mal remplis ou vides (balle vide).',
      ],
    },
    favourableConditions: [
      'Longues périodes de rosée, forte humidité et nuits à 17-25 °C ; temps nuageux avec bruine.',
      "Trop d'engrais azoté, surtout en un seul gros apport tardif.",
      'Riz pluvial ou aérobie qui souffre de la sécheresse ; semis trop dense.',
    ],
    lookAlikes: [
      {
        name: 'Helminthosporiose (taches brunes)',
        howToTell:
          "Les taches brunes sont rondes à ovales, brunes comme des graines de sésame, sans long centre gris pointu ; elles sont pires sur les sols pauvres, qui manquent d'éléments nutritifs.",
      },
      {
        name: 'Bactériose des feuilles',
        howToTell:
          "La bactériose donne de longues bandes jaunes à blanches qui descendent de la pointe de la feuille le long des bords, et non des taches séparées en forme d'œil.",
      },
      {
        name: 'Panicule blanche due au foreur des tiges',
        howToTell:
          "Une panicule blanche due au foreur s'arrache facilement et la tige a un trou ou des excréments (sciure) ; la pyriculariose du cou montre un cou sombre et pourri.",
      },
    ],
    management: {
      cultural: [
        "Fractionnez l'azote en 2-3 apports ; n'apportez pas beaucoup d'azote quand la pyriculariose est visible.",
        "Gardez le champ inondé quand c'est possible ; le stress dû à la sécheresse favorise la pyriculariose.",
        'Brûlez ou enlevez la paille et les chaumes malades ; arrachez les graminées sur les diguettes.',
      ],
      biological: [
        "Traitement des semences et pulvérisations avec Pseudomonas fluorescens (10 g/kg de semences ; 2.5 kg/ha en pulvérisation) là où c'est recommandé.",
        "Les sources de silicium (cendre de balle de riz, silicate de calcium) renforcent les feuilles contre l'infection.",
      ],
      chemical: [
        {
          activeIngredient: 'tricyclazole',
          note: "FRAC 16.1 : 0.6 g de 75% WP par litre (environ 300 g/ha) dès les premières taches sur les feuilles, puis de nouveau de la fin du gonflement au début de l'épiaison pour protéger le cou. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'isoprothiolane',
          note: 'FRAC 6 : environ 1.5 ml de 40% EC par litre ; alternez avec le tricyclazole ou une strobilurine.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23% SC par litre ; au maximum 2 traitements par saison pour retarder la résistance.',
        },
        {
          activeIngredient: 'tébuconazole + trifloxystrobine',
          note: "FRAC 3 + 11 : environ 0.4 g de 75% WG par litre au gonflement/à l'épiaison. Portez gants et masque ; ne pulvérisez pas près des étangs à poissons.",
        },
      ],
    },
    prevention: [
      'Cultivez des variétés résistantes adaptées à votre zone ; changez de variété si la pyriculariose devient grave.',
      'Traitez les semences avec du tricyclazole, du carbendazime ou Pseudomonas avant le semis.',
      "Évitez les pépinières trop denses et l'excès d'azote.",
    ],
    whenToCallExpert:
      "Appelez si vous voyez des taches en pépinière ou avant l'épiaison par un temps favorable à la pyriculariose ; la pyriculariose du cou peut détruire la récolte en une semaine.",
  },
  'rice-bacterial-leaf-blight': {
    name: 'Bactériose des feuilles du riz',
    symptoms: {
      leaf: [
        'Des bandes ondulées jaunes à blanc paille partent de la pointe ou des bords de la feuille et descendent le long de la feuille ; le bord de la bande est ondulé.',
        "Le matin, on voit sur les jeunes lésions de petites gouttes laiteuses ou jaunes d'exsudat bactérien ; elles sèchent en petites perles jaunes.",
        'Des feuilles entières sèchent en gris-blanc ; de loin, les champs paraissent brûlés.',
      ],
      'whole plant': [
        "Kresek : les jeunes plants repiqués flétrissent, s'enroulent et meurent dans les 1-3 semaines après le repiquage.",
      ],
      grain: ['Beaucoup de grains vides quand la feuille paniculaire est attaquée.'],
    },
    favourableConditions: [
      'Temps chaud (25-34 °C) et humide avec typhons, tempêtes et fortes pluies qui blessent les feuilles.',
      "Beaucoup d'azote ; coupe de la pointe des plants au repiquage ; eau d'inondation qui passe d'un champ à l'autre.",
    ],
    lookAlikes: [
      {
        name: 'Tungro',
        howToTell:
          'Le tungro rend des feuilles entières jaune-orange à partir de la pointe, avec des plants rabougris et moins de talles, sans bord de bande ondulé ni exsudat.',
      },
      {
        name: 'Carence en azote',
        howToTell:
          "Le manque d'azote donne un jaune pâle uniforme des vieilles feuilles sur tout le champ, sans bandes ni bords qui sèchent.",
      },
      {
        name: 'Pyriculariose du riz',
        howToTell:
          "La pyriculariose donne des taches séparées en forme d'œil à centre gris, et non de longues bandes qui partent de la pointe.",
      },
    ],
    management: {
      cultural: [
        "Équilibrez la fumure : évitez l'excès d'azote, apportez du potassium ; fractionnez les apports d'azote.",
        "Videz l'eau du champ quelques jours quand la maladie apparaît, puis remettez l'eau (cela aide à limiter la propagation).",
        'Ne coupez pas la pointe des plants au repiquage ; enlevez les mauvaises herbes hôtes et les chaumes.',
      ],
      biological: [
        'Le traitement des semences et les pulvérisations de Pseudomonas fluorescens donnent une protection partielle dans certaines zones.',
      ],
      chemical: [
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: 'FRAC M01 : 2-2.5 g par litre au début ralentit seulement la propagation ; il ne guérit pas les feuilles atteintes. Ne pulvérisez pas du cuivre de façon répétée près des étangs à poissons.',
        },
        {
          activeIngredient: 'sulfate de streptomycine + tétracycline',
          note: "Les mélanges d'antibiotiques ne sont utilisés que dans quelques pays, là où ils sont homologués ; ils sont interdits dans beaucoup d'autres. Ne les utilisez pas sauf si votre service de vulgarisation le recommande.",
        },
      ],
    },
    prevention: [
      'Plantez des variétés résistantes (gènes Xa, par ex. types Xa21, xa13) recommandées localement.',
      "Utilisez des semences saines ; installez la pépinière loin des champs malades ; ne laissez pas l'eau couler depuis des parcelles malades.",
    ],
    whenToCallExpert:
      'Appelez si le kresek tue les plants après le repiquage ou si les bandes atteignent la feuille paniculaire avant la floraison.',
  },
  'rice-brown-spot': {
    name: 'Helminthosporiose du riz (taches brunes)',
    symptoms: {
      leaf: [
        "Beaucoup de taches brunes rondes à ovales, de la taille et de la couleur d'une graine de sésame, de 2-10 mm, avec un centre gris sur les vieilles taches et souvent un anneau jaune.",
        'Les jeunes taches sont de petits points brun foncé ; les taches sont réparties de façon régulière sur la feuille.',
      ],
      grain: ['Taches noires ou brun foncé sur la balle ; grains décolorés et légers.'],
      'whole plant': [
        'Les plantules issues de semences malades peuvent avoir des taches brunes sur les premières feuilles et mourir.',
      ],
    },
    favourableConditions: [
      "Sols pauvres, peu fertiles ou sableux qui manquent d'azote, de potassium, de silicium ou de zinc.",
      'Riz pluvial qui souffre de la sécheresse ; températures de 25-30 °C avec forte humidité.',
      'Semences contaminées.',
    ],
    lookAlikes: [
      {
        name: 'Pyriculariose du riz',
        howToTell:
          'Les taches de pyriculariose sont longues, pointues aux deux bouts, avec un grand centre gris ; les taches brunes sont petites, rondes et brunes.',
      },
      {
        name: 'Carence en zinc (khaira)',
        howToTell:
          'La carence en zinc donne des points et des plaques brun rouille avec des plants rabougris par endroits, en général 2-4 semaines après le repiquage.',
      },
    ],
    management: {
      cultural: [
        "Corrigez la fertilité du sol : apportez un NPK équilibré et, s'ils manquent, du zinc et du silicium.",
        "Gardez de l'eau dans le champ pour éviter le stress dû à la sécheresse.",
      ],
      biological: ['Traitez les semences avec Trichoderma ou Pseudomonas fluorescens.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g de 75% WP par litre dès les premières taches, à répéter après 10-14 jours si besoin.',
        },
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre ; utile au gonflement pour protéger le grain. Portez des gants ; respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'carbendazime ou thirame (traitement des semences)',
          note: "Traitement des semences à 2-3 g par kg de semences pour arrêter l'infection transmise par la semence.",
        },
      ],
    },
    prevention: [
      'Utilisez des semences saines et traitées ; améliorez la fertilité du sol ; cultivez des variétés tolérantes.',
    ],
    whenToCallExpert:
      "Appelez pour faire une analyse de sol si les taches brunes reviennent chaque saison : cela indique en général un problème d'éléments nutritifs.",
  },
  'rice-sheath-blight': {
    name: 'Rhizoctonie des gaines du riz',
    symptoms: {
      stem: [
        "Plaques ovales ou irrégulières gris verdâtre sur la gaine de la feuille juste au-dessus du niveau de l'eau, de 1-3 cm, avec un bord brun.",
        'Les plaques se rejoignent et montent le long de la gaine, ce qui donne un dessin en peau de serpent ou marbré.',
        'De petits corps bruns et durs comme des graines de moutarde (sclérotes) se forment sur les plaques et autour.',
      ],
      leaf: ['Les feuilles au-dessus des plaques jaunissent, sèchent et meurent ; verse dans les cultures denses.'],
      grain: ['Grains mal remplis quand la gaine de la feuille paniculaire est atteinte.'],
    },
    favourableConditions: [
      "Temps chaud et humide (28-32 °C), plantation dense, beaucoup d'azote, couvert haut où l'air ne circule pas.",
      "Sclérotes de la culture précédente qui flottent sur l'eau d'irrigation.",
    ],
    lookAlikes: [
      {
        name: 'Pourriture de la gaine (Sarocladium)',
        howToTell:
          'La pourriture de la gaine attaque la gaine de la feuille paniculaire autour de la jeune panicule, avec une pourriture brun rougeâtre et une panicule qui sort mal.',
      },
      {
        name: 'Pourriture de la tige',
        howToTell:
          "La pourriture de la tige donne des plaques noires sur le bas de la tige près de l'eau, avec de minuscules sclérotes noirs à l'intérieur de la tige.",
      },
    ],
    management: {
      cultural: [
        "Respectez l'écartement recommandé ; évitez l'excès d'azote ; fractionnez l'apport d'azote.",
        "Videz l'eau du champ quelques jours pour réduire l'humidité à la base ; enlevez les mauvaises herbes des diguettes.",
        "Pendant la préparation du sol, enlevez les débris et les sclérotes qui flottent sur l'eau.",
      ],
      biological: [
        'Trichoderma viride ou T. harzianum et Pseudomonas fluorescens apportés au sol et pulvérisés dès les premiers symptômes.',
      ],
      chemical: [
        {
          activeIngredient: 'validamycine',
          note: 'FRAC 26 : environ 2 ml de 3% L par litre dirigés vers le bas des tiges dès les premières plaques ; répétez après 10-15 jours.',
        },
        {
          activeIngredient: 'hexaconazole',
          note: 'FRAC 3 : environ 2 ml de 5% EC par litre ; dirigez la pulvérisation vers la base de la plante.',
        },
        {
          activeIngredient: 'azoxystrobine + difénoconazole',
          note: "FRAC 11 + 3 : environ 1 ml par litre au début du gonflement ; pas plus de 2 traitements à base de strobilurine par saison. Gants, masque ; respectez le délai avant récolte de l'étiquette.",
        },
      ],
    },
    prevention: [
      "Labour profond après la récolte ; brûlez ou enlevez les chaumes ; ne mettez pas trop d'engrais azoté.",
    ],
    whenToCallExpert: "Appelez si les plaques atteignent la feuille paniculaire avant l'épiaison.",
  },
  'rice-tungro': {
    name: 'Tungro du riz',
    symptoms: {
      leaf: [
        'Les jeunes feuilles deviennent jaunes à jaune orangé en partant de la pointe ; elles peuvent être un peu tordues avec des points couleur rouille.',
        'Les jeunes feuilles ne se déroulent pas complètement.',
      ],
      'whole plant': [
        'Les plants sont rabougris avec moins de talles ; les touffes malades apparaissent par taches dans le champ.',
        'Floraison tardive, petites panicules avec beaucoup de grains vides.',
      ],
    },
    favourableConditions: [
      'Cicadelles vertes (Nephotettix spp.) qui transportent le virus depuis des plants malades.',
      "Plantations échelonnées dans une zone, si bien qu'il y a toujours du riz ; variétés sensibles.",
    ],
    lookAlikes: [
      {
        name: 'Carence en azote',
        howToTell:
          "Le manque d'azote jaunit tout le champ de façon égale et les plants reverdissent après l'urée ; le tungro est par taches et ne réagit pas.",
      },
      {
        name: 'Carence en zinc',
        howToTell:
          'Le manque de zinc donne des points brun rouille sur les feuilles du milieu peu après le repiquage ; les champs se rétablissent après le sulfate de zinc.',
      },
      {
        name: 'Bactériose des feuilles',
        howToTell:
          'La bactériose donne des bandes blanc paille qui sèchent, à bords ondulés ; le tungro donne des feuilles jaune orangé et des plants rabougris.',
      },
    ],
    management: {
      cultural: [
        'Arrachez et enterrez tôt les touffes malades (épuration).',
        'Enfouissez les chaumes et les repousses après la récolte ; gardez une période sans riz.',
        'Plantez en même temps que vos voisins pour que les cicadelles ne puissent pas passer des vieilles cultures aux jeunes.',
      ],
      biological: ['Pièges lumineux pour surveiller les cicadelles ; protégez les araignées et les punaises mirides.'],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le tungro. Les insecticides réduisent seulement la cicadelle verte qui transmet le virus et doivent être utilisés en pépinière et au début de la culture.',
        },
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : environ 0.25 ml de 17.8% SL par litre en pépinière et jusqu'à 30 jours après le repiquage quand il y a des cicadelles. Toxique pour les abeilles et la vie aquatique.",
        },
        {
          activeIngredient: 'thiaméthoxame',
          note: "IRAC 4A : environ 0.2 g de 25% WG par litre ; n'alternez pas ces deux néonicotinoïdes entre eux, passez à un autre groupe comme la buprofézine (16) ou la pymétrozine (9B).",
        },
      ],
    },
    prevention: [
      'Cultivez des variétés résistantes au tungro ou aux cicadelles ; utilisez des pièges lumineux et des dates de plantation communes au village.',
    ],
    whenToCallExpert:
      'Appelez quand des taches de plants rabougris jaune orangé apparaissent, pour que les voisins puissent coordonner la lutte.',
  },
  'rice-brown-planthopper': {
    name: 'Cicadelle brune du riz',
    symptoms: {
      stem: [
        "Des centaines de petits insectes bruns (3-5 mm) se pressent à la base de la plante près de l'eau ; quand on tape la plante, ils sautent sur l'eau.",
        'Miellat collant et fumagine noire sur le bas des tiges.',
      ],
      'whole plant': [
        "Les plants jaunissent puis brunissent et sèchent en ronds (brûlure à cicadelles, hopperburn) qui s'agrandissent ; les plants se couchent.",
        'Elles transmettent aussi les virus du rabougrissement herbeux (grassy stunt) et du rabougrissement déchiqueté (ragged stunt).',
      ],
    },
    favourableConditions: [
      "Beaucoup d'azote, plantation dense, inondation permanente et temps humide.",
      "Emploi répété de pyréthrinoïdes et d'autres insecticides à large spectre qui tuent les araignées et les autres ennemis naturels (résurgence).",
    ],
    lookAlikes: [
      {
        name: 'Rhizoctonie des gaines',
        howToTell:
          "La rhizoctonie montre des plaques en peau de serpent sur les gaines, sans insectes ; les ronds de cicadelle brune ont beaucoup d'insectes à la base.",
      },
      {
        name: 'Cicadelle à dos blanc',
        howToTell:
          'La cicadelle à dos blanc a une bande blanche sur le dos ; les dégâts sont semblables et la lutte est la même.',
      },
      {
        name: 'Foreur des tiges',
        howToTell:
          "Le foreur tue des talles isolées (cœurs morts) qui s'arrachent facilement ; la cicadelle brune fait sécher des touffes entières en cercles.",
      },
    ],
    management: {
      cultural: [
        "Videz l'eau du champ pendant 3-4 jours quand les cicadelles se multiplient ; cela réduit leur nombre.",
        "Fractionnez l'azote ; évitez l'excès d'urée ; laissez des allées de 20-30 cm tous les 2-3 m pour que l'air circule.",
        "Contrôlez 10 touffes chaque semaine : tapez la base au-dessus d'un plateau ; agissez quand il y a plus de 10 cicadelles par touffe au tallage.",
      ],
      biological: [
        "Protégez les araignées, les punaises mirides (Cyrtorhinus) et les gerris (punaises d'eau) en ne pulvérisant pas de pyréthrinoïdes au début de la saison.",
        'Pulvérisations de Beauveria bassiana ou de Metarhizium anisopliae à la base des plants.',
      ],
      chemical: [
        {
          activeIngredient: 'pymétrozine',
          note: "IRAC 9B : environ 0.6 g de 50% WG par litre dirigés vers la base de la plante. Alternez avec d'autres groupes.",
        },
        {
          activeIngredient: 'buprofézine',
          note: 'IRAC 16 : environ 1.6 ml de 25% SC par litre ; tue les larves ; agit lentement mais longtemps.',
        },
        {
          activeIngredient: 'dinotéfurane',
          note: "IRAC 4A : environ 0.4 g de 20% SG par litre. La cicadelle brune résiste à l'imidaclopride dans beaucoup de zones. Toxique pour les abeilles et les poissons.",
        },
        {
          activeIngredient: 'triflumézopyrime',
          note: "IRAC 4E : dose de l'étiquette ; appliquez à la base des touffes. N'utilisez jamais de pyréthrinoïdes ni d'organophosphorés contre la cicadelle brune : ils provoquent une résurgence. Respectez le délai avant récolte de l'étiquette.",
        },
      ],
    },
    prevention: [
      'Plantez des variétés résistantes à la cicadelle brune ; utilisez une fumure équilibrée ; évitez les insecticides en début de saison.',
    ],
    whenToCallExpert:
      'Appelez tout de suite si vous voyez des cercles bruns de plants secs : la brûlure à cicadelles peut gagner tout un champ en quelques jours.',
  },
  'rice-stem-borer': {
    name: 'Foreur des tiges du riz',
    symptoms: {
      stem: [
        'Les chenilles creusent la tige ; petits trous et excréments (sciure) à la base de la tige ou aux nœuds.',
        "Cœur mort : au tallage, la pousse centrale brunit et sèche ; elle s'arrache facilement et la base est rongée.",
      ],
      grain: [
        "Panicule blanche : après l'épiaison, toute la panicule est blanche, dressée et vide ; elle s'arrache facilement.",
      ],
      leaf: [
        "Paquets d'œufs couverts de poils beiges près de la pointe des feuilles ; les papillons viennent aux lampes.",
      ],
    },
    favourableConditions: [
      'Riz cultivé sans interruption et chaumes laissés au champ.',
      "Beaucoup d'azote ; plantation plus tardive que chez les voisins.",
    ],
    lookAlikes: [
      {
        name: 'Pyriculariose du cou',
        howToTell:
          "Les panicules atteintes de pyriculariose du cou ne s'arrachent pas facilement et le cou est sombre et pourri ; le foreur laisse un trou et des excréments dans la tige.",
      },
      {
        name: 'Punaise du riz (Leptocorisa)',
        howToTell:
          "Les punaises du riz sucent les grains laiteux et laissent des grains vides tachés avec une forte odeur, mais toute la panicule n'est pas blanche.",
      },
    ],
    management: {
      cultural: [
        'À la récolte, coupez la culture au ras du sol et enfouissez les chaumes par un labour pour tuer les larves.',
        "Coupez la pointe des plants avant le repiquage pour enlever les paquets d'œufs ; ramassez les paquets d'œufs à la main.",
        "Plantez en même temps que les voisins ; évitez l'excès d'azote.",
      ],
      biological: [
        'Lâchez des cartes de Trichogramma japonicum, parasitoïde des œufs (environ 100,000 par hectare, 5-6 fois à partir de 30 jours après le repiquage).',
        'Pièges à phéromones (8-20 par hectare) pour surveiller et capturer en masse les papillons du foreur jaune des tiges.',
        'Protégez les araignées, les libellules et les carabes.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: "IRAC 28 : granulés à 0.4% à environ 10 kg/ha, ou 0.3 ml de 18.5% SC par litre, quand les cœurs morts dépassent environ 10% ou 1 paquet d'œufs par mètre carré.",
        },
        {
          activeIngredient: 'chlorhydrate de cartap',
          note: "IRAC 14 : granulés à 4% à environ 25 kg/ha dans l'eau du champ ; alternez avec le groupe 28.",
        },
        {
          activeIngredient: 'flubendiamide',
          note: "IRAC 28 (même groupe que le chlorantraniliprole, ne les alternez pas entre eux) : dose de l'étiquette. Portez l'équipement de protection ; gardez l'eau dans le champ 3-4 jours après les granulés.",
        },
      ],
    },
    prevention: [
      'Détruisez les chaumes, plantez des variétés précoces en même temps que les voisins, et surveillez avec des pièges à phéromones.',
    ],
    whenToCallExpert:
      "Appelez si les panicules blanches dépassent 5% après l'épiaison ou si les pièges prennent beaucoup de papillons avant la floraison.",
  },
  'rice-false-smut': {
    name: 'Faux charbon du riz',
    symptoms: {
      grain: [
        "Certains grains de la panicule sont remplacés par des boules veloutées d'environ 1 cm, d'abord jaune orangé, puis vert olive à noir verdâtre.",
        'Les boules éclatent et libèrent des spores vertes en poudre qui tachent les mains et la panicule.',
      ],
    },
    favourableConditions: [
      "Pluie et forte humidité à la floraison ; beaucoup d'azote ; temps nuageux.",
      'Cultures à haut rendement plantées tard.',
    ],
    lookAlikes: [
      {
        name: 'Charbon du grain',
        howToTell:
          "Les grains atteints de charbon du grain paraissent normaux dehors mais sont remplis de poudre noire ; les boules de faux charbon sont grosses, veloutées, orange à vertes, à l'extérieur.",
      },
    ],
    management: {
      cultural: [
        "Enlevez et brûlez les boules de charbon et les panicules malades avant la récolte ; n'utilisez pas comme semence le grain de champs malades.",
        "Évitez l'excès d'azote ; nettoyez les diguettes et les canaux.",
      ],
      biological: ['Le traitement des semences avec Pseudomonas fluorescens est utilisé dans certains programmes.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre au gonflement (avant la sortie des panicules) ; un deuxième traitement 7-10 jours plus tard par temps humide. Pulvériser après l'apparition des boules ne sert à rien.",
        },
        {
          activeIngredient: 'hydroxyde de cuivre',
          note: "FRAC M01 : environ 2 g par litre au gonflement comme autre solution ; respectez le délai avant récolte de l'étiquette.",
        },
      ],
    },
    prevention: [
      "Utilisez des semences saines, triées dans l'eau salée ; des variétés tolérantes ; une fumure équilibrée.",
    ],
    whenToCallExpert:
      'Appelez si beaucoup de panicules portent des boules de charbon ; les acheteurs peuvent refuser le grain.',
  },
};
