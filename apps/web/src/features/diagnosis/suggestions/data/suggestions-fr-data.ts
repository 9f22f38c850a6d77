import type { SuggestionTexts } from './suggestions';

/** The seven static suggestions in French. */
export const suggestionsFr: SuggestionTexts = {
  1: {
    imageAlt: 'Feuille de tomate avec des taches sombres en anneaux concentriques',
    title: 'Alternariose et mildiou',
    description:
      "Taches sombres qui s'étendent sur les feuilles et les tiges et peuvent ravager un champ en quelques jours par temps chaud et humide. Agissez dès les premières taches.",
    crops: 'Tomate, pomme de terre, aubergine',
    cause:
      "L'alternariose est due au champignon Alternaria solani ; le mildiou à l'oomycète Phytophthora infestans. Tous deux se propagent par le vent et les éclaboussures de pluie, et se développent quand les feuilles restent longtemps mouillées.",
    symptoms: [
      "Alternariose : taches brunes à anneaux concentriques (comme une cible) entourées d'un halo jaune, d'abord sur les vieilles feuilles du bas.",
      "Mildiou : plages vert pâle, comme imbibées d'eau, qui deviennent brun foncé à noires, avec un duvet blanc sous la feuille les matins humides.",
      'Lésions sombres sur les tiges et les pétioles ; fruits ou tubercules avec une pourriture brune et ferme.',
      'Effondrement rapide du feuillage après quelques jours de temps frais et pluvieux (mildiou).',
    ],
    actions: [
      'Enlevez et détruisez les feuilles très atteintes ; ne les mettez pas au compost.',
      "Arrêtez l'arrosage par aspersion ; arrosez au pied le matin pour que les feuilles sèchent vite.",
      'Pulvérisez un fongicide de contact comme le mancozèbe ou le chlorothalonil, ou un produit à base de cuivre en agriculture biologique, en couvrant les deux faces des feuilles.',
      "Contre le mildiou par temps humide, alternez un produit systémique (par exemple des mélanges à base de cymoxanil ou de diméthomorphe) avec un produit de contact ; respectez le délai avant récolte indiqué sur l'étiquette.",
    ],
    prevention: [
      'Utilisez des semences certifiées saines et des variétés tolérantes.',
      'Faites une rotation avec des cultures qui ne sont pas des solanacées pendant au moins deux saisons.',
      "Tuteurez et taillez les plantes pour que l'air circule ; paillez pour éviter les éclaboussures de terre.",
    ],
  },
  2: {
    imageAlt: 'Feuille de concombre couverte de taches blanches poudreuses',
    title: 'Oïdium',
    description:
      'Taches blanches comme du talc sur les feuilles et les tiges, qui affaiblissent les plantes et réduisent la récolte ; fréquent quand les journées sont sèches et les nuits humides.',
    crops: 'Cucurbitacées, piment, gombo, manguier, pois',
    cause:
      "Plusieurs champignons (espèces de Podosphaera, Erysiphe, Leveillula) qui poussent à la surface des feuilles. Contrairement à la plupart des champignons, ils n'ont pas besoin d'eau sur la feuille : les journées chaudes, les nuits fraîches et humides et l'ombre les favorisent.",
    symptoms: [
      "Taches rondes, blanches et poudreuses sur le dessus des feuilles, qui se rejoignent jusqu'à couvrir la feuille.",
      "Les feuilles atteintes jaunissent puis brunissent, se dessèchent et s'enroulent.",
      'Croissance ralentie, chute précoce des feuilles et fruits petits et sans goût.',
    ],
    actions: [
      'Enlevez les feuilles les plus atteintes pour réduire la quantité de spores.',
      'Dès les premières taches, pulvérisez du soufre mouillable (pas au-dessus de 32 °C ni sur les variétés de cucurbitacées sensibles au soufre) ou du bicarbonate de potassium.',
      "En cas de forte attaque, utilisez un fongicide systémique comme l'hexaconazole, le myclobutanil ou l'azoxystrobine, en alternant les familles pour éviter les résistances.",
    ],
    prevention: [
      'Cultivez des variétés résistantes et évitez les plantations trop denses.',
      "Évitez l'excès d'azote, qui donne des pousses tendres et sensibles.",
      'Débarrassez le champ des cucurbitacées spontanées et des mauvaises herbes qui portent le champignon.',
    ],
  },
  3: {
    imageAlt: 'Jeune plant arraché aux racines sombres et pourries',
    title: 'Pourriture des racines',
    description:
      "Les plantes fanent et jaunissent même en sol humide, parce que leurs racines pourrissent. C'est en général le signe d'un sol gorgé d'eau et de champignons du sol.",
    crops: 'Piment, tomate, coton, soja, légumineuses, agrumes',
    cause:
      "Des champignons et des oomycètes du sol (Pythium, Phytophthora, Rhizoctonia, Fusarium) qui attaquent les racines quand le sol reste gorgé d'eau, tassé ou mal drainé.",
    symptoms: [
      "Flétrissement aux heures chaudes qui ne disparaît pas après l'arrosage.",
      "Jaunissement des feuilles du bas et plantes chétives, souvent par plaques là où l'eau s'accumule.",
      "Racines molles, brunes à noires, dont l'écorce se détache facilement ; peu de radicelles blanches.",
      "Jeunes plants qui s'effondrent au ras du sol (fonte des semis).",
    ],
    actions: [
      "Arrêtez d'irriguer jusqu'à ce que le dessus du sol sèche ; ouvrez des rigoles de drainage.",
      'Arrachez et détruisez les plantes mortes avec la terre autour des racines.',
      "Arrosez le pied des plantes voisines avec un agent biologique comme Trichoderma, ou avec du métalaxyl (oomycètes) ou du carbendazime (Fusarium, Rhizoctonia) selon ce que permet l'étiquette.",
    ],
    prevention: [
      'En sol lourd, plantez sur planches surélevées ou sur billons.',
      'Traitez les semences avec Trichoderma ou un fongicide de semences avant le semis.',
      'Apportez de la matière organique bien décomposée et faites une rotation avec des céréales.',
    ],
  },
  4: {
    imageAlt: 'Groupe de pucerons verts sous une feuille',
    title: 'Attaque de pucerons',
    description:
      'Colonies de minuscules insectes mous sous les feuilles et sur les pousses, qui sucent la sève, font enrouler les feuilles et transmettent des virus aux plantes.',
    crops: 'Moutarde, coton, piment, légumes, blé, agrumes',
    cause:
      'Les pucerons (par exemple Aphis gossypii et Myzus persicae) se multiplient très vite par temps doux et sec et sur les plantes aux pousses tendres, riches en azote. Les formes ailées arrivent en volant des cultures voisines.',
    symptoms: [
      'Jeunes feuilles enroulées, gaufrées ou jaunies, avec des insectes dessous.',
      'Miellat collant sur les feuilles, qui noircit souvent avec la fumagine.',
      'Des fourmis qui montent et descendent le long des tiges.',
      'Mosaïque ou enroulement des feuilles là où les pucerons ont transmis un virus.',
    ],
    actions: [
      'Observez 10 plantes réparties dans le champ ; intervenez quand la plupart des pousses portent des colonies et que les auxiliaires sont rares.',
      "Éliminez les petites colonies avec un jet d'eau puissant, ou pulvérisez de l'huile de neem (azadirachtine) ou du savon insecticide.",
      'En cas de forte attaque, pulvérisez un produit sélectif comme le flonicamide ou un néonicotinoïde homologué, en dehors de la floraison pour protéger les abeilles.',
    ],
    prevention: [
      'Protégez les coccinelles, les chrysopes et les syrphes en évitant les insecticides à large spectre.',
      "Posez des pièges jaunes englués pour repérer l'arrivée des pucerons ailés.",
      "Évitez l'excès d'azote et enlevez les mauvaises herbes hôtes autour du champ.",
    ],
  },
  5: {
    imageAlt: 'Feuille de tomate avec de nombreuses petites taches à centre gris',
    title: 'Taches foliaires de la tomate',
    description:
      'De nombreuses petites taches rondes à centre gris et bord foncé sur les feuilles du bas de la tomate, qui gagnent le haut de la plante après la pluie.',
    crops: 'Tomate',
    cause:
      'La septoriose, due au champignon Septoria lycopersici, qui survit sur les débris de culture et se propage par les éclaboussures de pluie et par les mains ou les outils mouillés.',
    symptoms: [
      'Petites taches rondes (2–3 mm) à centre blanc grisâtre et bord brun foncé.',
      'Minuscules points noirs (fructifications) au centre des taches, visibles à la loupe.',
      'Les feuilles du bas jaunissent, sèchent et tombent ; les fruits sont rarement atteints mais prennent des coups de soleil une fois les feuilles perdues.',
    ],
    actions: [
      'Enlevez les feuilles tachées du bas et sortez-les du champ.',
      'Pulvérisez du chlorothalonil, du mancozèbe ou un fongicide à base de cuivre tous les 7 à 10 jours par temps humide.',
      'Évitez de travailler entre les plantes quand les feuilles sont mouillées.',
    ],
    prevention: [
      "Ne replantez pas de tomates ni d'autres solanacées au même endroit pendant deux à trois ans.",
      'Paillez le sol et arrosez au pied des plantes.',
      'Après la récolte, détruisez les résidus de culture ou enfouissez-les par un labour profond.',
    ],
  },
  6: {
    imageAlt: 'Feuilles de blé avec des stries de pustules de rouille jaune',
    title: 'Rouille jaune du blé',
    description:
      'Stries de poudre jaune vif le long des feuilles de blé par temps frais ; elle peut diviser par deux le rendement en grain si elle atteint la dernière feuille.',
    crops: 'Blé, orge',
    cause:
      'La rouille jaune, due au champignon Puccinia striiformis, dont les spores portées par le vent infectent quand les nuits sont fraîches (10–15 °C) et que les feuilles restent mouillées de rosée.',
    symptoms: [
      'Pustules jaunes à orangées alignées en stries entre les nervures des feuilles.',
      'Poudre jaune qui reste sur les doigts ou sur un chiffon blanc quand on frotte.',
      "Plaques de plantes jaunies dans le champ, qui s'étendent vite ; plus tard, les feuilles se dessèchent et des stries noires apparaissent.",
    ],
    actions: [
      'Inspectez le champ deux fois par semaine dès le tallage ; intervenez dès les premiers foyers.',
      'Pulvérisez du propiconazole ou du tébuconazole (ou un mélange triazole–strobilurine) et recommencez 15 à 20 jours plus tard si la maladie continue.',
      "Protégez avant tout la dernière feuille (feuille drapeau) : c'est elle qui remplit l'essentiel du grain.",
    ],
    prevention: [
      'Semez des variétés résistantes à la rouille recommandées pour votre région.',
      "Évitez les semis très tardifs et l'excès d'azote.",
      "Éliminez les repousses de blé, qui gardent le champignon d'une saison à l'autre.",
    ],
  },
  7: {
    imageAlt: "Plant de pomme de terre avec des taches sombres de mildiou, comme imbibées d'eau",
    title: 'Mildiou de la pomme de terre',
    description:
      "Taches sombres comme imbibées d'eau, avec un duvet blanc sous les feuilles par temps frais et brumeux ; la culture peut s'effondrer en une semaine.",
    crops: 'Pomme de terre, tomate',
    cause:
      "L'oomycète Phytophthora infestans, dont les spores sont portées par le vent depuis les plantes malades, les tas de déchets et les plants quand le temps est frais (10–20 °C) et humide.",
    symptoms: [
      "Taches vert pâle, comme imbibées d'eau, à la pointe et au bord des feuilles, qui virent vite au brun-noir.",
      'Duvet blanc autour des taches sous la feuille, le matin.',
      "Stries brunes sur les tiges ; mauvaise odeur du feuillage qui s'effondre.",
      'Tubercules avec une pourriture brun-rouge et granuleuse sous la peau.',
    ],
    actions: [
      'Pulvérisez tout de suite un mélange systémique et de contact comme cymoxanil + mancozèbe ou diméthomorphe + mancozèbe ; renouvelez tous les 7 jours tant que le temps reste favorable à la maladie.',
      'Arrachez et enterrez les plantes malades et les tas de déchets.',
      "Coupez et retirez les fanes deux semaines avant la récolte pour que les tubercules ne soient pas contaminés à l'arrachage.",
    ],
    prevention: [
      'Plantez des plants certifiés et des variétés tolérantes.',
      'Buttez bien les rangs pour protéger les tubercules.',
      'Commencez les traitements de contact quand la météo annonce des journées fraîches et brumeuses.',
    ],
  },
};
