import type { ActiveIngredientId } from '@farmai/contracts';

/** How the generated product picture is drawn. */
export interface ProductArt {
  motif: 'seed-packet' | 'bottle' | 'bag' | 'tool' | 'sprayer' | 'pipe' | 'box' | 'net';
  /** Main hex colour of the pictured item. */
  color: string;
  /** Short text printed on the item (at most 14 characters). */
  label: string;
}

export interface SeedProduct {
  title: string;
  description: string;
  category: 'seed' | 'farmtools' | 'fertilizer' | 'pestisides' | 'others';
  brand: 'agrobangla' | 'agritech' | 'aci' | 'famai' | 'farmy' | 'unknown';
  price: number;
  salePrice: number;
  totalStock: number;
  /** What a pesticide or fertilizer contains, by the ids the diagnosis recommends them by. */
  activeIngredients?: ActiveIngredientId[];
  /** Units the demo shop has sold (what the featured and popularity orders rank by); none when left out. */
  sold?: number;
  art: ProductArt;
}

/** Demo catalogue seeded into an empty database. Prices in US dollars; salePrice 0 means not on sale. */
export const seedProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- seeds
  {
    title: "Hybrid Tomato Seeds F1 'Ruby' — 10 g",
    description:
      'Semi-determinate F1 hybrid bearing firm, round 90–110 g red fruits with good shelf life and tolerance to tomato ' +
      'yellow leaf curl virus. A 10 g pack holds about 3,000 seeds (germination 85% or more), enough for roughly ' +
      '900 m² when raised in a nursery and transplanted at 60 × 45 cm. First picking 65–70 days after transplanting.',
    category: 'seed',
    brand: 'agritech',
    price: 6.5,
    salePrice: 5.25,
    totalStock: 180,
    sold: 80,
    art: { motif: 'seed-packet', color: '#d63b2f', label: 'TOMATO F1' },
  },
  {
    title: "Hybrid Chili Seeds 'Red Flame' — 10 g",
    description:
      'High-yielding hot chili with slender 8–10 cm fruits that turn glossy red, suited to both green picking and ' +
      'drying. About 2,000 seeds per pack with germination of at least 75%. Sow in a nursery and transplant ' +
      '35–40-day-old seedlings at 60 × 45 cm; one pack plants around 400 m².',
    category: 'seed',
    brand: 'agrobangla',
    price: 5.8,
    salePrice: 0,
    totalStock: 140,
    sold: 40,
    art: { motif: 'seed-packet', color: '#b8262b', label: 'CHILI' },
  },
  {
    title: "Cucumber Seeds F1 'Cool Green' — 25 g",
    description:
      'Gynoecious hybrid producing dark green, 18–20 cm fruits from about 40 days after sowing, ideal for trellis ' +
      'or net support. The pack contains about 900 seeds with 85% minimum germination. Sow two seeds per hill at ' +
      '1.5 × 0.6 m and thin to the strongest seedling.',
    category: 'seed',
    brand: 'famai',
    price: 7.2,
    salePrice: 0,
    totalStock: 95,
    art: { motif: 'seed-packet', color: '#3f8f3a', label: 'CUCUMBER' },
  },
  {
    title: "Okra Seeds 'Green Star' — 100 g",
    description:
      'Open-pollinated okra with tender, five-ridged pods and good tolerance to yellow vein mosaic virus. Soak seed ' +
      'in water for 12 hours before sowing to speed emergence; germination is 70% or better. Sow at 45 × 30 cm ' +
      'using 8–10 kg per hectare; this 100 g pack covers about 100 m².',
    category: 'seed',
    brand: 'aci',
    price: 4.9,
    salePrice: 3.99,
    totalStock: 220,
    art: { motif: 'seed-packet', color: '#5a9e2f', label: 'OKRA' },
  },
  {
    title: "Hybrid Maize Seeds 'Golden 900' — 2 kg",
    description:
      'Single-cross yellow maize hybrid maturing in 110–120 days with strong stalks and well-filled, orange-yellow ' +
      'grain. Treated seed with 90% minimum germination. Sow at 60 × 20 cm, 18–20 kg per hectare, so one bag ' +
      'plants about 1,000 m². Yield potential 8–10 t/ha under good management.',
    category: 'seed',
    brand: 'aci',
    price: 18.5,
    salePrice: 0,
    totalStock: 310,
    art: { motif: 'seed-packet', color: '#e0a526', label: 'MAIZE' },
  },
  {
    title: "Certified Rice Seeds 'Aman Gold' — 5 kg",
    description:
      'Medium-duration transplanted rice (about 135 days) with long slender grains and moderate resistance to ' +
      'bacterial leaf blight. Certified seed, 80% minimum germination, 12% moisture. At 25–30 kg per hectare of ' +
      'nursery seed, 5 kg raises seedlings for roughly 0.2 ha.',
    category: 'seed',
    brand: 'agrobangla',
    price: 12,
    salePrice: 0,
    totalStock: 400,
    sold: 30,
    art: { motif: 'seed-packet', color: '#c9a227', label: 'RICE' },
  },
  {
    title: "Certified Wheat Seeds 'Sonali Plus' — 20 kg",
    description:
      'Heat-tolerant bread wheat maturing in 105–110 days, with resistance to leaf rust and good grain filling under ' +
      'late-season warmth. Germination 85% or higher. Sow in rows 20 cm apart at 100–125 kg per hectare; one bag ' +
      'sows about 0.17 ha.',
    category: 'seed',
    brand: 'farmy',
    price: 34,
    salePrice: 0,
    totalStock: 60,
    art: { motif: 'seed-packet', color: '#b98a2e', label: 'WHEAT' },
  },
  {
    title: "Watermelon Seeds F1 'Sugar Queen' — 50 g",
    description:
      'Round, dark-striped watermelon averaging 6–8 kg with crisp red flesh of 11–12% sugar (°Brix). Around ' +
      '1,200 seeds per pack, 85% minimum germination. Plant at 2 × 0.6 m on raised beds with mulch; harvest ' +
      'about 80 days after sowing when the tendril next to the fruit dries.',
    category: 'seed',
    brand: 'agritech',
    price: 11.9,
    salePrice: 9.9,
    totalStock: 7,
    art: { motif: 'seed-packet', color: '#2e7d32', label: 'WATERMELON' },
  },
  {
    title: "Cauliflower Seeds 'Winter White' — 10 g",
    description:
      'Cool-season cauliflower forming compact, pure-white, well-covered curds of 0.8–1 kg in 75–85 days after ' +
      'transplanting. Roughly 3,000 seeds per pack, germination 75% or higher. Transplant 4-week-old ' +
      'seedlings at 45 × 45 cm; one pack is enough for about 250 m².',
    category: 'seed',
    brand: 'unknown',
    price: 3.2,
    salePrice: 0,
    totalStock: 0,
    art: { motif: 'seed-packet', color: '#7a9a3b', label: 'CAULIFLOWER' },
  },
  {
    title: "Spinach Seeds 'Broadleaf' — 250 g",
    description:
      'Fast-growing smooth-leaf spinach ready for the first cut 30–35 days after sowing and regrowing for two to ' +
      'three more cuts. Germination 70% minimum. Sow in rows 20–25 cm apart at 25–30 kg per hectare, so one pack ' +
      'covers about 90 m².',
    category: 'seed',
    brand: 'farmy',
    price: 3.6,
    salePrice: 0,
    totalStock: 150,
    art: { motif: 'seed-packet', color: '#2f7d4f', label: 'SPINACH' },
  },
  {
    title: "Onion Seeds 'Red Creole' — 500 g",
    description:
      'Short-day red onion with pungent, firm bulbs of 80–120 g that store well for four to five months after proper ' +
      'curing. Germination 75% minimum; seed rate 8–10 kg per hectare in the nursery. Transplant 6–7-week-old ' +
      'seedlings at 15 × 10 cm; this pack raises seedlings for about 500 m².',
    category: 'seed',
    brand: 'famai',
    price: 24,
    salePrice: 19.5,
    totalStock: 45,
    art: { motif: 'seed-packet', color: '#8e2a5b', label: 'ONION' },
  },
  {
    title: "Bitter Gourd Seeds F1 'Jade' — 50 g",
    description:
      'Vigorous hybrid bitter gourd with glossy green, spiny fruits of 20–25 cm and continuous bearing for two ' +
      'months. About 250 seeds per pack, 75% minimum germination. Soak seeds overnight, sow two per pit at ' +
      '1.5 × 1 m and train vines on a trellis.',
    category: 'seed',
    brand: 'unknown',
    price: 8.4,
    salePrice: 0,
    totalStock: 3,
    art: { motif: 'seed-packet', color: '#4c8c2b', label: 'BITTER GOURD' },
  },

  // ---------------------------------------------------------------- farm tools
  {
    title: 'Knapsack Sprayer 16 L',
    description:
      'Manual lever-operated sprayer with a UV-stabilised polyethylene tank, brass lance and adjustable cone nozzle. ' +
      'Working pressure 2–4 bar; padded shoulder straps and a wide filler with strainer. Comes with a spare ' +
      'flat-fan nozzle for herbicide work and a seal kit.',
    category: 'farmtools',
    brand: 'agritech',
    price: 38,
    salePrice: 32.5,
    totalStock: 75,
    sold: 88,
    art: { motif: 'sprayer', color: '#1f7ac2', label: 'SPRAYER 16L' },
  },
  {
    title: 'Battery Knapsack Sprayer 18 L (12 V)',
    description:
      'Electric sprayer with a 12 V / 8 Ah lithium battery that sprays about 10–12 tanks per charge at a steady ' +
      'pressure, removing the tiring pump stroke. Includes a 60 cm stainless steel lance, three nozzles and a ' +
      'charger. Full charge in 4–5 hours.',
    category: 'farmtools',
    brand: 'famai',
    price: 89,
    salePrice: 0,
    totalStock: 5,
    art: { motif: 'sprayer', color: '#e2532b', label: 'ELECTRIC 18L' },
  },
  {
    title: 'Drip Irrigation Kit 100 m²',
    description:
      'Complete kit for a 100 m² vegetable plot: 16 mm main line, 10 laterals of 10 m with inline drippers every ' +
      '30 cm (2 L/h), a 120-mesh screen filter, valve, connectors and end caps. Runs from a pump or an overhead ' +
      'tank with at least 2 m head. Typically saves 30–50% water compared with furrow irrigation.',
    category: 'farmtools',
    brand: 'farmy',
    price: 64,
    salePrice: 54.9,
    totalStock: 40,
    art: { motif: 'pipe', color: '#2b2b2b', label: 'DRIP KIT' },
  },
  {
    title: 'Lay-Flat Irrigation Hose 2" — 50 m',
    description:
      'Reinforced PVC lay-flat delivery hose, 2-inch (50 mm) bore, rated to 4 bar working pressure. It rolls flat for ' +
      'storage and carries pump water across fields without digging channels. Fits standard 2-inch pump outlets with ' +
      'hose clamps (not included).',
    category: 'farmtools',
    brand: 'unknown',
    price: 42,
    salePrice: 0,
    totalStock: 0,
    art: { motif: 'pipe', color: '#1d5fa8', label: 'HOSE 50 M' },
  },
  {
    title: 'Forged Steel Spade with Ash Handle',
    description:
      'Heat-treated carbon steel blade (29 × 19 cm) forged in one piece with a long socket for strength when ' +
      'digging heavy soil. Seasoned ash handle, 110 cm, with a D-grip. Tread on the blade top protects your boots.',
    category: 'farmtools',
    brand: 'aci',
    price: 18.75,
    salePrice: 0,
    totalStock: 120,
    art: { motif: 'tool', color: '#7b4a2a', label: 'SPADE' },
  },
  {
    title: '14-Tooth Bow Rake',
    description:
      'Steel bow rake with 14 tempered teeth and a 36 cm head for levelling seedbeds, breaking clods and gathering ' +
      'crop debris. The bow frame absorbs shock, and the 150 cm wooden handle reduces bending.',
    category: 'farmtools',
    brand: 'agrobangla',
    price: 12.4,
    salePrice: 0,
    totalStock: 90,
    art: { motif: 'tool', color: '#557a2e', label: 'BOW RAKE' },
  },
  {
    title: 'Push Wheel Hoe Weeder',
    description:
      'Single-wheel hoe with an oscillating 20 cm blade that cuts weeds just below the surface on both push and pull ' +
      'strokes. Weeds a 100 m row in a few minutes between line-sown crops such as onion, wheat or vegetables. ' +
      'Height-adjustable handlebar; replacement blades available.',
    category: 'farmtools',
    brand: 'famai',
    price: 46,
    salePrice: 0,
    totalStock: 3,
    art: { motif: 'tool', color: '#c8512b', label: 'WHEEL HOE' },
  },
  {
    title: 'Bypass Pruning Secateurs 8"',
    description:
      'Bypass secateurs with a hardened SK5 steel blade that makes clean cuts up to 20 mm thick, for fruit trees, ' +
      'vines and harvesting. Non-slip grips, a safety lock and a replaceable spring. Wipe blades with alcohol ' +
      'between plants to avoid spreading disease.',
    category: 'farmtools',
    brand: 'agritech',
    price: 14.9,
    salePrice: 11.9,
    totalStock: 200,
    art: { motif: 'tool', color: '#c62f3b', label: 'SECATEURS' },
  },
  {
    title: 'Hand-Push Row Seeder with 6 Rollers',
    description:
      'Single-row seeder that opens the furrow, drops seed and covers it in one pass. Six interchangeable seed rollers ' +
      'handle crops from onion and carrot to maize and beans; depth adjusts from 1 to 5 cm. Sows up to 0.2 ha an ' +
      'hour with even spacing.',
    category: 'farmtools',
    brand: 'farmy',
    price: 72,
    salePrice: 0,
    totalStock: 25,
    sold: 12,
    art: { motif: 'tool', color: '#2f6f9f', label: 'ROW SEEDER' },
  },
  {
    title: 'Petrol Brush Cutter 52 cc',
    description:
      '2-stroke 52 cc engine (about 1.9 kW) with a straight shaft, a 3-tooth steel blade and a nylon trimmer head for ' +
      'clearing bunds, orchards and field edges. Comes with a double shoulder harness. Uses a 25:1 petrol-oil ' +
      'mix; always wear eye protection and ear muffs.',
    category: 'farmtools',
    brand: 'aci',
    price: 189,
    salePrice: 169,
    totalStock: 8,
    art: { motif: 'tool', color: '#e07b1a', label: 'BRUSH CUTTER' },
  },
  {
    title: 'Serrated Harvesting Sickle',
    description:
      'Light carbon steel sickle with a serrated edge that stays sharp through long days cutting rice, wheat and ' +
      'fodder. Hardwood handle with a finger guard.',
    category: 'farmtools',
    brand: 'unknown',
    price: 3.8,
    salePrice: 0,
    totalStock: 300,
    art: { motif: 'tool', color: '#8a5a2b', label: 'SICKLE' },
  },

  // ---------------------------------------------------------------- fertilizers
  {
    title: 'NPK 20-20-20 Water-Soluble Fertilizer 1 kg',
    description:
      'Fully water-soluble balanced NPK with trace elements, for foliar spray and fertigation during vegetative ' +
      'growth. Foliar rate 3–5 g per litre of water; through drip 3–5 kg per hectare per week. Dissolves without ' +
      'residue, so it will not clog drippers.',
    category: 'fertilizer',
    brand: 'aci',
    price: 7.9,
    salePrice: 0,
    totalStock: 260,
    sold: 120,
    art: { motif: 'bag', color: '#2a7fbf', label: 'NPK 20-20-20' },
  },
  {
    title: 'Urea 46% N — 50 kg',
    activeIngredients: ['urea'],
    description:
      'Granular urea containing 46% nitrogen, the most concentrated solid N source. Apply in split doses (for example ' +
      'basal, tillering and panicle initiation in rice) and incorporate or irrigate soon after to cut ammonia losses. ' +
      'One bag supplies 23 kg N.',
    category: 'fertilizer',
    brand: 'agrobangla',
    price: 32,
    salePrice: 0,
    totalStock: 150,
    sold: 95,
    art: { motif: 'bag', color: '#f2f2f2', label: 'UREA 46%' },
  },
  {
    title: 'Triple Super Phosphate (TSP) 46% P₂O₅ — 50 kg',
    description:
      'Granular phosphate fertilizer with 46% P₂O₅ plus about 13% calcium, for root development and early vigour. ' +
      'Apply the full dose at final land preparation or in the seed row, since phosphorus moves very little in soil. ' +
      'One bag supplies 23 kg P₂O₅.',
    category: 'fertilizer',
    brand: 'agrobangla',
    price: 38.5,
    salePrice: 35,
    totalStock: 110,
    art: { motif: 'bag', color: '#6d6d6d', label: 'TSP 46%' },
  },
  {
    title: 'DAP Diammonium Phosphate 18-46-0 — 50 kg',
    activeIngredients: ['diammonium-phosphate'],
    description:
      'Granular DAP with 18% nitrogen and 46% P₂O₅, the usual basal fertilizer for rice, wheat, maize and potato. ' +
      'Broadcast and incorporate at final land preparation, or place 5 cm beside and below the seed row; do not mix ' +
      'with the seed itself. One bag supplies 9 kg N and 23 kg P₂O₅.',
    category: 'fertilizer',
    brand: 'aci',
    price: 41,
    salePrice: 0,
    totalStock: 95,
    sold: 64,
    art: { motif: 'bag', color: '#3b3b8f', label: 'DAP 18-46-0' },
  },
  {
    title: 'Muriate of Potash (MOP) 60% K₂O — 50 kg',
    activeIngredients: ['muriate-of-potash'],
    description:
      'Potassium chloride with 60% K₂O, improving grain filling, fruit quality, drought tolerance and disease ' +
      'resistance. Usually applied basal; on light soils split it between planting and early flowering. Avoid ' +
      'heavy rates on chloride-sensitive crops such as tobacco.',
    category: 'fertilizer',
    brand: 'farmy',
    price: 29,
    salePrice: 0,
    totalStock: 85,
    art: { motif: 'bag', color: '#c0392b', label: 'MOP 60%' },
  },
  {
    title: 'Vermicompost Organic Manure 25 kg',
    description:
      'Screened, earthworm-processed compost rich in humus and beneficial microbes, at about 1.5% N, 0.8% P₂O₅ and ' +
      '0.8% K₂O. Mix 200–500 g into each planting pit or broadcast 2.5–5 t per hectare before sowing. Odour-free ' +
      'and ready to use.',
    category: 'fertilizer',
    brand: 'famai',
    price: 9.5,
    salePrice: 0,
    totalStock: 6,
    sold: 45,
    art: { motif: 'bag', color: '#5b3a1e', label: 'VERMICOMPOST' },
  },
  {
    title: 'Zinc Sulphate Monohydrate 33% Zn — 1 kg',
    activeIngredients: ['zinc-sulphate'],
    description:
      'Corrects zinc deficiency, which shows as bronzing ("khaira") in rice and white bud in maize. Soil application ' +
      '10–15 kg per hectare once every two to three seasons, or a foliar spray of 5 g per litre neutralised with ' +
      '2.5 g of lime. Do not mix in the same tank with phosphate fertilizers.',
    category: 'fertilizer',
    brand: 'aci',
    price: 3.4,
    salePrice: 0,
    totalStock: 190,
    art: { motif: 'bag', color: '#8fa3b8', label: 'ZINC 33%' },
  },
  {
    title: 'Chelated Micronutrient Mix 500 g',
    activeIngredients: ['iron-chelate'],
    description:
      'EDTA-chelated iron, manganese, zinc and copper with boron and molybdenum in one water-soluble powder, for ' +
      'hidden hunger in vegetables and fruit crops. Spray 1–1.5 g per litre at 15-day intervals from three weeks ' +
      'after transplanting. Chelation keeps the metals available even in alkaline water.',
    category: 'fertilizer',
    brand: 'agritech',
    price: 11.2,
    salePrice: 9.5,
    totalStock: 70,
    art: { motif: 'box', color: '#16a085', label: 'MICRO MIX' },
  },
  {
    title: 'Boron 20% Foliar Fertilizer 500 g',
    description:
      'Disodium octaborate (20% B), fully soluble, for crops that are heavy boron users: cauliflower, mustard, ' +
      'groundnut and fruit trees. Boron improves pollination and fruit set and prevents hollow stem. Spray 1 g per ' +
      'litre at budding and again at flowering; do not exceed the rate, as excess boron is toxic.',
    category: 'fertilizer',
    brand: 'unknown',
    price: 4.6,
    salePrice: 0,
    totalStock: 0,
    art: { motif: 'box', color: '#9b59b6', label: 'BORON 20%' },
  },
  {
    title: 'Calcium Nitrate 15.5% N + 19% Ca — 25 kg',
    activeIngredients: ['calcium-nitrate'],
    description:
      'Soluble calcium and nitrate nitrogen for fertigation and side dressing in tomato, chili, capsicum and ' +
      'fruit crops, helping prevent blossom-end rot and tip burn. Fertigate 5–10 kg per hectare per week. Keep ' +
      'separate from phosphate and sulphate fertilizers in stock tanks.',
    category: 'fertilizer',
    brand: 'agritech',
    price: 27.5,
    salePrice: 0,
    totalStock: 55,
    art: { motif: 'bag', color: '#e8e8e8', label: 'CALCIUM NITR.' },
  },
  {
    title: 'Liquid Seaweed Extract 1 L',
    description:
      'Cold-processed brown seaweed (Ascophyllum) extract with natural growth substances, amino acids and trace ' +
      'elements. Spray 2–3 ml per litre at transplanting, pre-flowering and fruit set to reduce transplant shock and ' +
      'heat stress. Compatible with most foliar fertilizers.',
    category: 'fertilizer',
    brand: 'famai',
    price: 13.8,
    salePrice: 11.5,
    totalStock: 100,
    art: { motif: 'bottle', color: '#3d6b2a', label: 'SEAWEED' },
  },
  {
    title: 'Agricultural Gypsum 25 kg',
    activeIngredients: ['gypsum'],
    description:
      'Calcium sulphate supplying about 22% calcium and 17% sulphur, for groundnut pod filling, oilseeds and ' +
      'reclaiming sodic soils. Apply 250–500 kg per hectare at flowering in groundnut or as advised by a soil test. ' +
      'It does not change soil pH.',
    category: 'fertilizer',
    brand: 'unknown',
    price: 6.2,
    salePrice: 0,
    totalStock: 240,
    art: { motif: 'bag', color: '#d9d2c3', label: 'GYPSUM' },
  },

  // ---------------------------------------------------------------- pesticides
  {
    title: 'Neem Oil Emulsifiable Concentrate 500 ml',
    activeIngredients: ['neem'],
    description:
      'Cold-pressed neem oil EC with 1500 ppm azadirachtin that repels and disrupts aphids, whitefly, mites and ' +
      'young caterpillars. Mix 3–5 ml per litre of water and spray in the evening every 7–10 days. Low toxicity to ' +
      'people and natural enemies, but wear gloves and avoid spraying open flowers while bees are foraging.',
    category: 'pestisides',
    brand: 'famai',
    price: 9.9,
    salePrice: 8.4,
    totalStock: 140,
    sold: 57,
    art: { motif: 'bottle', color: '#6b8e23', label: 'NEEM OIL' },
  },
  {
    title: 'Mancozeb 75% WP Fungicide 1 kg',
    activeIngredients: ['mancozeb'],
    description:
      'Protective contact fungicide for early and late blight of potato and tomato, leaf spots and downy mildews. ' +
      'Spray 2–2.5 g per litre before disease appears and repeat every 7–10 days in wet weather. Wear gloves, mask ' +
      'and goggles when mixing, and observe the pre-harvest interval on the label.',
    category: 'pestisides',
    brand: 'aci',
    price: 10.5,
    salePrice: 0,
    totalStock: 210,
    sold: 38,
    art: { motif: 'box', color: '#d4a017', label: 'MANCOZEB 75' },
  },
  {
    title: 'Imidacloprid 17.8% SL Insecticide 250 ml',
    activeIngredients: ['imidacloprid'],
    description:
      'Systemic insecticide against sucking pests such as aphids, jassids, whitefly and planthoppers. Use 0.3–0.5 ml ' +
      'per litre of water; do not spray more than twice a season and rotate with a different mode of action. Highly ' +
      'toxic to bees: never spray crops in flower, and wear full PPE when handling.',
    category: 'pestisides',
    brand: 'agrobangla',
    price: 8.75,
    salePrice: 0,
    totalStock: 9,
    art: { motif: 'bottle', color: '#1f5fa8', label: 'IMIDA 17.8' },
  },
  {
    title: 'Trichoderma Bio-Fungicide 1 kg',
    activeIngredients: ['trichoderma'],
    description:
      'Talc formulation of Trichoderma viride (2 × 10⁶ CFU/g) that protects roots against damping-off, wilt and root ' +
      'rot. Treat seed at 5–10 g per kg, or mix 2.5 kg with 100 kg of moist compost, leave it in shade for a week and ' +
      'apply to one hectare. Do not combine with chemical fungicides.',
    category: 'pestisides',
    brand: 'famai',
    price: 6.8,
    salePrice: 0,
    totalStock: 88,
    sold: 21,
    art: { motif: 'bag', color: '#2e8b57', label: 'TRICHODERMA' },
  },
  {
    title: 'Bt kurstaki Biological Insecticide 500 g',
    activeIngredients: ['bacillus-thuringiensis'],
    description:
      'Bacillus thuringiensis var. kurstaki wettable powder that kills caterpillars such as diamondback moth, fruit ' +
      'borer and armyworm once they eat treated leaves, while sparing bees and predators. Spray 1–2 g per litre on ' +
      'young larvae, preferably late in the day, and repeat after 7 days. Store below 30 °C.',
    category: 'pestisides',
    brand: 'agritech',
    price: 12.6,
    salePrice: 10.9,
    totalStock: 64,
    art: { motif: 'box', color: '#27ae60', label: 'BT BIO' },
  },
  {
    title: 'Copper Oxychloride 50% WP 500 g',
    activeIngredients: ['copper-oxychloride'],
    description:
      'Copper fungicide and bactericide for bacterial leaf spot, citrus canker, leaf blights and downy mildew. Spray ' +
      '3 g per litre at 10–14-day intervals. Avoid spraying on flowers of sensitive crops in cool, wet weather; wear ' +
      'gloves and a face mask when mixing.',
    category: 'pestisides',
    brand: 'farmy',
    price: 6.3,
    salePrice: 0,
    totalStock: 130,
    art: { motif: 'box', color: '#2c8ea8', label: 'COPPER 50' },
  },
  {
    title: 'Azoxystrobin 23% SC Fungicide 100 ml',
    activeIngredients: ['azoxystrobin'],
    description:
      'Systemic strobilurin fungicide with preventive and curative action on blast, sheath blight, anthracnose and ' +
      'powdery mildew. Use 1 ml per litre; apply no more than two sprays per season and alternate with a fungicide ' +
      'from a different group. Very toxic to fish: keep away from ponds and canals.',
    category: 'pestisides',
    brand: 'agritech',
    price: 14.5,
    salePrice: 0,
    totalStock: 2,
    art: { motif: 'bottle', color: '#8e44ad', label: 'AZOXY 23' },
  },
  {
    title: 'Emamectin Benzoate 5% SG Insecticide 100 g',
    activeIngredients: ['emamectin-benzoate'],
    description:
      'Soluble granule against caterpillars including fall armyworm, fruit and shoot borer and pod borer. Dissolve ' +
      '0.4 g per litre and direct the spray into maize whorls or onto fruiting parts. Toxic to bees and fish; wear ' +
      'gloves, mask and long sleeves, and wash thoroughly after use.',
    category: 'pestisides',
    brand: 'aci',
    price: 7.4,
    salePrice: 6.2,
    totalStock: 75,
    art: { motif: 'box', color: '#c0392b', label: 'EMAMECTIN' },
  },
  {
    title: 'Sulphur 80% WDG Fungicide 1 kg',
    activeIngredients: ['sulphur'],
    description:
      'Wettable sulphur granules that control powdery mildew and suppress mites on mango, grapes, vegetables and ' +
      'pulses. Spray 2–3 g per litre. Do not apply when temperatures exceed 32 °C or within two weeks of an ' +
      'oil spray, as leaves may scorch.',
    category: 'pestisides',
    brand: 'unknown',
    price: 5.2,
    salePrice: 0,
    totalStock: 175,
    art: { motif: 'bag', color: '#e6c229', label: 'SULPHUR 80' },
  },
  {
    title: 'Spinosad 45% SC Insecticide 60 ml',
    activeIngredients: ['spinosad'],
    description:
      'Naturally derived insecticide (from a soil bacterium) for thrips, leaf miners and caterpillars in chili, ' +
      'onion, cabbage and cotton. Use 0.3–0.4 ml per litre; a 60 ml bottle treats about 150–200 litres of spray. ' +
      'Toxic to bees until the spray dries, so apply in the evening.',
    category: 'pestisides',
    brand: 'farmy',
    price: 16.9,
    salePrice: 0,
    totalStock: 40,
    art: { motif: 'bottle', color: '#d35400', label: 'SPINOSAD' },
  },
  {
    title: 'Lambda-Cyhalothrin 5% EC Insecticide 500 ml',
    activeIngredients: ['lambda-cyhalothrin'],
    description:
      'Fast-acting pyrethroid for chewing and sucking pests such as pod borers, stem borers, beetles and bugs. Use ' +
      '1 ml per litre of water and do not spray the same field more than twice a season to delay resistance. Very ' +
      'toxic to fish and bees; wear gloves, goggles and a mask, and never spray against the wind.',
    category: 'pestisides',
    brand: 'agrobangla',
    price: 11.4,
    salePrice: 9.8,
    totalStock: 95,
    art: { motif: 'bottle', color: '#b03a2e', label: 'LAMBDA 5 EC' },
  },

  // ---------------------------------------------------------------- others
  {
    title: 'Silver-Black Mulch Film 25 µm — 1.2 m × 400 m',
    description:
      'UV-stabilised polyethylene mulch, silver side up to repel aphids and whitefly and keep roots cool, black side ' +
      'down to block weeds. Cuts irrigation needs and keeps fruit off the soil. One roll covers about 400 m of raised ' +
      'bed up to 90 cm wide and lasts one to two seasons.',
    category: 'others',
    brand: 'agritech',
    price: 54,
    salePrice: 47,
    totalStock: 35,
    art: { motif: 'box', color: '#5f6a72', label: 'MULCH FILM' },
  },
  {
    title: 'Soil Test Kit — pH, N, P, K (50 tests)',
    description:
      'Colour-chart kit for quick on-farm tests of soil pH, nitrate nitrogen, phosphorus and potassium, with reagents ' +
      'for 50 tests and a step-by-step guide. Results take about 15 minutes and help you fine-tune fertilizer ' +
      'doses between laboratory tests.',
    category: 'others',
    brand: 'aci',
    price: 24.9,
    salePrice: 0,
    totalStock: 4,
    art: { motif: 'box', color: '#1a73a8', label: 'SOIL TEST' },
  },
  {
    title: 'HDPE Grow Bags 12 × 12 in (Pack of 10)',
    description:
      'UV-treated, white-outside/black-inside grow bags with drainage holes, each holding about 15–20 litres of potting ' +
      'mix. Ideal for rooftop vegetables, chili, tomato and nursery plants. Reusable for three to four seasons.',
    category: 'others',
    brand: 'famai',
    price: 8.9,
    salePrice: 7.5,
    totalStock: 260,
    art: { motif: 'bag', color: '#3b3b3b', label: 'GROW BAGS' },
  },
  {
    title: 'Anti-Bird Net 4 m × 10 m',
    description:
      'Knitted polyethylene net with 20 mm mesh that keeps birds off ripening fruit, grain and seedbeds without harming ' +
      'them. UV-stabilised for several seasons outdoors; lightweight enough to drape straight over trees or support ' +
      'on bamboo poles.',
    category: 'others',
    brand: 'farmy',
    price: 15.6,
    salePrice: 0,
    totalStock: 70,
    art: { motif: 'net', color: '#2e7d32', label: 'BIRD NET' },
  },
  {
    title: 'Insect-Proof Net 40 Mesh — 2 m × 25 m',
    description:
      'Fine 40-mesh nylon netting for nursery beds and net houses that keeps out whitefly, aphids and moths, the main ' +
      'carriers of leaf curl and mosaic viruses. Lets through about 80% of light and air. Cover nurseries from sowing ' +
      'until transplanting for healthier, virus-free seedlings.',
    category: 'others',
    brand: 'agrobangla',
    price: 36,
    salePrice: 0,
    totalStock: 28,
    art: { motif: 'net', color: '#e8e8e8', label: 'INSECT NET' },
  },
  {
    title: 'Green Shade Net 50% — 3 m × 10 m',
    description:
      'Woven shade net that cuts sunlight by 50%, lowering leaf temperature in summer nurseries, leafy vegetables ' +
      'and orchid or ornamental houses. Raschel knit resists fraying when cut; reinforced edges with eyelets every ' +
      '50 cm.',
    category: 'others',
    brand: 'unknown',
    price: 21,
    salePrice: 17.9,
    totalStock: 44,
    art: { motif: 'net', color: '#1e8449', label: 'SHADE 50%' },
  },
  {
    title: 'Yellow Sticky Traps (Pack of 25)',
    description:
      'Double-sided 25 × 20 cm yellow glue cards that catch whitefly, aphids, leaf miners and fungus gnats, showing ' +
      'you early when pest numbers rise. Hang 15–20 per 1,000 m² just above crop height and replace when covered. ' +
      'Pesticide-free.',
    category: 'others',
    brand: 'agritech',
    price: 6.9,
    salePrice: 0,
    totalStock: 300,
    sold: 33,
    art: { motif: 'box', color: '#f1c40f', label: 'STICKY TRAPS' },
  },
  {
    title: '3-in-1 Soil Moisture, pH and Light Meter',
    description:
      'Battery-free probe meter that reads soil moisture, pH and light with a simple switch, useful for deciding when ' +
      'to irrigate pots, beds and grow bags. Push the 20 cm probe into moist soil and read within a minute; wipe it ' +
      'clean after each use.',
    category: 'others',
    brand: 'farmy',
    price: 9.9,
    salePrice: 0,
    totalStock: 1,
    art: { motif: 'tool', color: '#2c3e50', label: 'SOIL METER' },
  },
  {
    title: 'Seedling Trays 105 Cells (Pack of 10)',
    description:
      'Rigid black polypropylene plug trays (54 × 28 cm) for raising uniform vegetable seedlings in cocopeat. Each ' +
      'cell holds about 25 ml; seedlings lift out with the root ball intact, so transplant shock is minimal. ' +
      'Reusable after washing.',
    category: 'others',
    brand: 'aci',
    price: 13.5,
    salePrice: 11,
    totalStock: 120,
    art: { motif: 'box', color: '#34495e', label: 'PLUG TRAYS' },
  },
  {
    title: 'Hermetic Grain Storage Bags 50 kg (Pack of 5)',
    description:
      'Multi-layer airtight liners that fit inside an ordinary woven sack. Once sealed, oxygen inside falls quickly, ' +
      'killing weevils and moths without chemicals and keeping seed and grain dry. Store only grain dried to 12% ' +
      'moisture or below.',
    category: 'others',
    brand: 'agrobangla',
    price: 14,
    salePrice: 0,
    totalStock: 90,
    art: { motif: 'bag', color: '#1f6f8b', label: 'GRAIN SAFE' },
  },
];
