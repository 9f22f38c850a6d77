import aphidsImage from '../assets/aphids.svg';
import blightImage from '../assets/blight.svg';
import potatoLateBlightImage from '../assets/potato-late-blight.svg';
import powderyMildewImage from '../assets/powdery-mildew.svg';
import rootRotImage from '../assets/root-rot.svg';
import tomatoLeafSpotImage from '../assets/tomato-leaf-spot.svg';
import wheatYellowRustImage from '../assets/wheat-yellow-rust.svg';

/**
 * A static suggestion (docs/product/data.md#diagnosis: id, image, title, description; past ones also carry a
 * YYYY-MM-DD date) with the detail shown on /suggestion/{id}.
 */
export interface Suggestion {
  id: SuggestionId;
  image: string;
  imageAlt: string;
  title: string;
  description: string;
  crops: string;
  date?: string;
  cause: string;
  symptoms: readonly string[];
  actions: readonly string[];
  prevention: readonly string[];
}

/** The numbers of the seven static suggestions: 1–4 on the farmer home, 5–7 the past examples. */
export type SuggestionId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The words of one suggestion that a reader reads: what each language's `suggestions-<lang>-data.ts` translates. */
export type SuggestionText = Pick<
  Suggestion,
  'imageAlt' | 'title' | 'description' | 'crops' | 'cause' | 'symptoms' | 'actions' | 'prevention'
>;

/** One language's words for every static suggestion, by id (lists in the same order and length as English). */
export type SuggestionTexts = Readonly<Record<SuggestionId, SuggestionText>>;

/** Farmer home (2): the four static cards, ids 1–4 in this order. */
export const aiSuggestions: readonly Suggestion[] = [
  {
    id: 1,
    image: blightImage,
    imageAlt: 'Tomato leaf with dark concentric blight lesions',
    title: 'Blight Disease',
    description:
      'Dark, spreading lesions on leaves and stems that can strip a field in days in warm, wet weather. Act at the first spots.',
    crops: 'Tomato, potato, eggplant',
    cause:
      'Early blight is caused by the fungus Alternaria solani; late blight by the water mould Phytophthora infestans. Both spread by wind and rain splash and thrive when leaves stay wet for long periods.',
    symptoms: [
      'Early blight: brown spots with concentric rings (a target pattern) and a yellow halo, starting on older, lower leaves.',
      'Late blight: pale green, water-soaked patches that turn dark brown to black, with white fuzzy growth on the underside in humid mornings.',
      'Dark lesions on stems and petioles; fruit or tubers with firm brown rot.',
      'Rapid collapse of foliage after a few days of cool, rainy weather (late blight).',
    ],
    actions: [
      'Remove and destroy badly infected leaves; do not compost them.',
      'Stop overhead irrigation; water at the base in the morning so leaves dry fast.',
      'Spray a protectant fungicide such as mancozeb or chlorothalonil, or a copper product on organic farms, covering both leaf surfaces.',
      'For late blight in wet weather, alternate a systemic product (for example cymoxanil or dimethomorph mixtures) with a protectant; respect the label pre-harvest interval.',
    ],
    prevention: [
      'Use certified disease-free seed and tolerant varieties.',
      'Rotate with non-solanaceous crops for at least two seasons.',
      'Stake and prune plants for air movement; mulch to stop soil splash.',
    ],
  },
  {
    id: 2,
    image: powderyMildewImage,
    imageAlt: 'Cucumber leaf covered with white powdery patches',
    title: 'Powdery Mildew',
    description:
      'White, talc-like patches on leaves and stems that weaken plants and cut yields, common in dry days with humid nights.',
    crops: 'Cucurbits, chili, okra, mango, peas',
    cause:
      'Several fungi (Podosphaera, Erysiphe, Leveillula species) that grow on the leaf surface. Unlike most fungi they do not need free water: warm days, cool humid nights and shade favour them.',
    symptoms: [
      'Round white powdery spots on the upper leaf surface that merge to cover the leaf.',
      'Yellowing and browning of affected leaves, which then dry and curl.',
      'Stunted growth, early leaf drop and small, poorly flavoured fruit.',
    ],
    actions: [
      'Remove the most affected leaves to reduce spore load.',
      'Spray wettable sulphur (avoid above 32 °C and on sulphur-sensitive cucurbit varieties) or potassium bicarbonate at the first spots.',
      'In heavy attacks use a systemic fungicide such as hexaconazole, myclobutanil or azoxystrobin, rotating groups to avoid resistance.',
    ],
    prevention: [
      'Grow resistant varieties and avoid dense planting.',
      'Avoid excess nitrogen, which produces soft, susceptible growth.',
      'Keep the field free of volunteer cucurbits and weeds that carry the fungus.',
    ],
  },
  {
    id: 3,
    image: rootRotImage,
    imageAlt: 'Uprooted seedling with dark, decayed roots',
    title: 'Root Rot',
    description:
      'Plants wilt and yellow even in moist soil because their roots are rotting. Usually a sign of waterlogging and soil-borne fungi.',
    crops: 'Chili, tomato, cotton, soybean, pulses, citrus',
    cause:
      'Soil-borne fungi and water moulds (Pythium, Phytophthora, Rhizoctonia, Fusarium) that attack roots when soil stays waterlogged, compacted or poorly drained.',
    symptoms: [
      'Wilting during the heat of the day that does not recover after watering.',
      'Yellowing of lower leaves and stunted plants, often in patches where water collects.',
      'Brown to black, soft roots whose outer layer slips off easily; few white feeder roots.',
      'Seedlings that collapse at the soil line (damping-off).',
    ],
    actions: [
      'Stop irrigating until the topsoil dries; open drainage channels.',
      'Pull and destroy dead plants with the soil around the roots.',
      'Drench the root zone of nearby plants with a biological agent such as Trichoderma, or with metalaxyl (water moulds) or carbendazim (Fusarium, Rhizoctonia) as the label allows.',
    ],
    prevention: [
      'Plant on raised beds or ridges in heavy soils.',
      'Treat seed with Trichoderma or a fungicide seed dressing before sowing.',
      'Add well-rotted organic matter and rotate with cereals.',
    ],
  },
  {
    id: 4,
    image: aphidsImage,
    imageAlt: 'Cluster of green aphids on the underside of a leaf',
    title: 'Aphid Infestation',
    description:
      'Colonies of tiny soft insects under leaves and on shoots that suck sap, curl leaves and spread plant viruses.',
    crops: 'Mustard, cotton, chili, vegetables, wheat, citrus',
    cause:
      'Aphids (for example Aphis gossypii and Myzus persicae) multiply very fast in mild, dry weather and on plants with lush, nitrogen-rich growth. Winged forms fly in from nearby crops.',
    symptoms: [
      'Curled, puckered or yellowing young leaves with insects underneath.',
      'Sticky honeydew on leaves, often turning black with sooty mould.',
      'Ants running up and down the stems.',
      'Mosaic or leaf-curl symptoms where aphids have spread a virus.',
    ],
    actions: [
      'Check 10 plants across the field; act when most shoots carry colonies and natural enemies are few.',
      'Wash small colonies off with a strong water jet or spray neem oil (azadirachtin) or insecticidal soap.',
      'For heavy attacks spray a selective product such as flonicamid or a registered neonicotinoid, away from flowering to protect bees.',
    ],
    prevention: [
      'Protect ladybirds, lacewings and hoverflies by avoiding broad-spectrum sprays.',
      'Use yellow sticky traps to watch for winged aphids arriving.',
      'Avoid excess nitrogen and remove weed hosts around the field.',
    ],
  },
];

/** A past suggestion: one that carries the day it was made. */
export type PastSuggestion = Suggestion & { date: string };

/** Diagnosis page: the three fixed past suggestions (docs/product/screens.md#farmer-pages), ids 5–7. */
export const pastSuggestions: readonly PastSuggestion[] = [
  {
    id: 5,
    image: tomatoLeafSpotImage,
    imageAlt: 'Tomato leaf with many small grey-centred spots',
    title: 'Tomato Leaf Spot',
    description:
      'Many small round spots with grey centres and dark borders on lower tomato leaves, spreading upward after rain.',
    crops: 'Tomato',
    date: '2026-10-12',
    cause:
      'Septoria leaf spot, caused by the fungus Septoria lycopersici, which survives on crop debris and spreads by rain splash and wet hands or tools.',
    symptoms: [
      'Small (2–3 mm) circular spots with grey-white centres and dark brown margins.',
      'Tiny black dots (fruiting bodies) in the spot centres, visible with a hand lens.',
      'Lower leaves yellow, dry and fall; fruit is rarely attacked but gets sunscald once leaves are lost.',
    ],
    actions: [
      'Remove spotted lower leaves and keep them out of the field.',
      'Spray chlorothalonil, mancozeb or a copper fungicide every 7–10 days in wet weather.',
      'Avoid working among plants while the leaves are wet.',
    ],
    prevention: [
      'Rotate away from tomato and other solanaceous crops for two to three years.',
      'Mulch the soil and water at the base of the plants.',
      'Destroy or deep-plough crop residues after harvest.',
    ],
  },
  {
    id: 6,
    image: wheatYellowRustImage,
    imageAlt: 'Wheat leaves with stripes of yellow rust pustules',
    title: 'Wheat Yellow Rust',
    description:
      'Bright yellow powdery stripes along wheat leaves in cool weather; can cut grain yield by half if it reaches the flag leaf.',
    crops: 'Wheat, barley',
    date: '2026-02-03',
    cause:
      'Stripe rust, caused by the fungus Puccinia striiformis, whose wind-borne spores infect when nights are cool (10–15 °C) and leaves stay wet with dew.',
    symptoms: [
      'Yellow to orange pustules arranged in stripes between the leaf veins.',
      'Yellow powder that rubs off on fingers or a white cloth.',
      'Patches of yellowed plants in the field that spread quickly; later, leaves dry out and black stripes appear.',
    ],
    actions: [
      'Scout the field twice a week from tillering; act at the first foci.',
      'Spray propiconazole or tebuconazole (or a triazole–strobilurin mixture) and repeat after 15–20 days if the disease continues.',
      'Protect the flag leaf above all: it makes most of the grain.',
    ],
    prevention: [
      'Sow rust-resistant varieties recommended for your area.',
      'Avoid very late sowing and excess nitrogen.',
      'Remove volunteer wheat plants that carry the fungus between seasons.',
    ],
  },
  {
    id: 7,
    image: potatoLateBlightImage,
    imageAlt: 'Potato plant with dark, water-soaked late blight lesions',
    title: 'Potato Late Blight',
    description:
      'Dark water-soaked patches with white mould under the leaves in cool, foggy weather; the crop can collapse within a week.',
    crops: 'Potato, tomato',
    date: '2025-12-18',
    cause:
      'The water mould Phytophthora infestans, spread by wind-borne spores from infected plants, cull piles and seed tubers when the weather is cool (10–20 °C) and humid.',
    symptoms: [
      'Pale green, water-soaked spots at leaf tips and edges that quickly turn brown-black.',
      'White downy growth around the lesions on the leaf underside in the morning.',
      'Brown streaks on stems; a foul smell from collapsing foliage.',
      'Tubers with reddish-brown, granular rot under the skin.',
    ],
    actions: [
      'Spray at once with a systemic and protectant mixture such as cymoxanil + mancozeb or dimethomorph + mancozeb; repeat at 7-day intervals while the weather stays favourable.',
      'Remove and bury infected plants and cull piles.',
      'Cut and remove the haulms two weeks before harvest so tubers are not infected while digging.',
    ],
    prevention: [
      'Plant certified seed tubers and tolerant varieties.',
      'Earth up the rows well to protect tubers.',
      'Start protectant sprays when weather forecasts cool, foggy days.',
    ],
  },
];

/** Every static suggestion, ids 1–7 in order. */
export const allSuggestions: readonly Suggestion[] = [...aiSuggestions, ...pastSuggestions];

/** The static suggestion with this number (in English), if there is one. */
export function findSuggestion(id: number): Suggestion | undefined {
  return allSuggestions.find((suggestion) => suggestion.id === id);
}
