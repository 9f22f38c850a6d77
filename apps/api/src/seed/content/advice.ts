import type { BannerArt } from './banners.js';
import { prose } from './text.js';

export interface SeedAdvice {
  title: string;
  /** Paragraphs separated by blank lines; lines like `1. Heading: text` are shown with a bold heading. */
  description: string;
  art: BannerArt;
}

/** Expert-advice articles seeded into an empty database. */
export const seedAdvice: SeedAdvice[] = [
  {
    title: 'Integrated Pest Management: A Practical Starting Point',
    art: { scene: 'field', sky: '#9fd3f2', ground: '#5c9a3c', accent: '#f1c40f' },
    description: prose(`
Integrated pest management (IPM) is not a product you buy. It is a way of deciding when, and how, to act against
pests so that you protect the crop while spending less on sprays and keeping the useful insects that work for you
for free. Most farmers who adopt it cut their pesticide bill and see fewer outbreaks after a season or two.

1. Know what is in the field: Walk the field at least once a week, following a zig-zag path and stopping at ten or
more spots. Turn leaves over, look into whorls and flowers, and note what you see: the pest, how many, and which
natural enemies (ladybird beetles, spiders, hoverfly larvae, parasitised aphids) are present. A notebook or a phone
photo log makes trends easy to spot.

2. Use thresholds, not the calendar: A few insects rarely justify a spray. Act when damage reaches the economic
threshold, the level at which treatment costs less than the loss it prevents. In rice, for example, a common guide
for yellow stem borer is about 5% dead hearts; your local extension office publishes figures for the main pests of
your crops.

3. Prevent before you cure: Choose resistant or tolerant varieties, use clean certified seed, rotate crops from
different families, and destroy crop residues that carry pests into the next season. Balanced fertilizer matters
too: excess nitrogen produces soft, lush growth that attracts planthoppers, aphids and leaf-feeding caterpillars.

4. Use physical and biological tools: Yellow sticky traps show when whitefly and aphids arrive. Pheromone traps
monitor, and at high density confuse, moths such as fruit borers. Insect-proof nets keep virus carriers off
nurseries. Biological products such as Bacillus thuringiensis, Trichoderma and neem act on the pest with little
harm to predators and pollinators.

5. Spray chemicals last, and well: When a threshold is crossed and other measures are not enough, pick a
product registered for that pest and crop, preferably a selective one. Spray only the affected area, at the label
rate, and rotate between different mode-of-action groups (the IRAC or FRAC code on the label) so pests do not become
resistant. Record what you sprayed and when, and go back a few days later to check that it worked.

IPM takes a little more attention at first, but the habit of looking before spraying quickly pays for itself.
`),
  },
  {
    title: 'How to Take a Soil Sample and Read the Test Report',
    art: { scene: 'field', sky: '#b7dcf5', ground: '#8a5a33', accent: '#e67e22' },
    description: prose(`
A soil test costs less than a single bag of fertilizer and tells you which nutrients your field actually lacks. Used
well, it stops you paying for nutrients the soil already holds and shows problems, such as acidity or zinc
deficiency, that no amount of urea will fix.

1. Sample correctly: Test each field, or each part of a field that differs in colour, slope or history, separately.
Collect 15–20 small cores from the top 15–20 cm along a zig-zag path, avoiding bunds, old manure heaps, fertilizer
bands and wet corners. Mix them in a clean bucket, remove stones and roots, and send about 500 g, labelled with your
name, the field and the last crop. Sample after harvest and before fertilizing, every two to three years.

2. pH: This is the first number to read. Most crops do best between 6.0 and 7.5. Below about 5.5, phosphorus is locked
up and aluminium can injure roots; liming is usually the answer. Above 8.0, zinc, iron and phosphorus become less
available, and above 8.5 sodium may be a problem that gypsum helps correct.

3. Electrical conductivity (EC): EC measures salts. Low values are normal; a high reading warns that salt-sensitive
crops such as beans, onion and carrot may suffer, and that you should irrigate enough to leach salts below the root
zone.

4. Organic carbon: This is a proxy for organic matter and for the nitrogen the soil can release. Many tropical soils
read below 0.5%, which is low. Compost, crop residues and green manure raise it slowly but reliably.

5. Nitrogen, phosphorus and potassium: Laboratories use different extraction methods, so rely on the rating column
(low, medium, high) rather than comparing raw numbers between labs. As a rule of thumb, raise the standard dose of a
nutrient rated low by about a quarter to a half, and cut it by a similar amount where it is rated high.

6. Micronutrients: Zinc, boron, sulphur and iron are often reported separately. Zinc deficiency is common in flooded
rice and alkaline soils, boron in cauliflower, mustard and groundnut areas. Correct only what the report shows is
low; too much boron, for example, is toxic.

Keep your reports together. Comparing them over the years shows whether your fertilizer and manure programme is
building the soil or slowly mining it.
`),
  },
  {
    title: 'Safe Pesticide Handling: Protective Equipment and Good Habits',
    art: { scene: 'greenhouse', sky: '#a9d6f0', ground: '#6b8f3a', accent: '#e74c3c' },
    description: prose(`
Pesticides are designed to kill living things, and the person most exposed to them is the one who mixes and sprays.
Most poisonings happen not through bad luck but through small shortcuts repeated every season. These habits keep you,
your family and your customers safe.

1. Read the label first: The label is the law for that product. It gives the crop, the pest, the dose, the
protective equipment required, the pre-harvest interval (days between the last spray and harvest) and first aid
advice. If you cannot read it, ask the dealer to explain it before you leave the shop.

2. Wear the right equipment: At a minimum use chemical-resistant nitrile gloves (not cotton or leather, which
soak up liquid), a long-sleeved shirt and long trousers worn over rubber boots, goggles or a face shield, and a
mask or respirator suitable for sprays. Mixing the concentrate is the riskiest moment, so put everything on before
you open the container.

3. Mix and spray carefully: Measure with a dedicated cup or syringe, never by eye. Mix outdoors, away from wells,
ponds and children. Check that the sprayer does not leak from the tank, hose or lance. Spray in the cool of the morning
or evening when the wind is light, walk so the wind carries the drift away from you, and never blow through a
blocked nozzle with your mouth.

4. Clean up: Triple-rinse empty containers and pour the rinse water into the sprayer. Puncture the containers so they
cannot be reused for food or water, and hand them in to a collection scheme where one exists. Wash the sprayer away from
water sources. Then wash your gloves before taking them off, shower, and launder work clothes separately from family
laundry.

5. Store safely: Keep products in their original containers, in a locked, dry, ventilated place out of reach of
children and away from food and animal feed.

6. Know the warning signs: Headache, dizziness, nausea, heavy sweating, blurred vision or small pupils after
spraying can mean poisoning. Move the person into fresh air, remove contaminated clothing, wash the skin with plenty
of soap and water (rinse eyes for 15 minutes) and go straight to a health centre with the product label. Do not
induce vomiting unless the label says so.
`),
  },
  {
    title: 'Scheduling Drip Irrigation for Vegetables',
    art: { scene: 'greenhouse', sky: '#8fcdf2', ground: '#4e8a3a', accent: '#3498db' },
    description: prose(`
Drip irrigation delivers water straight to the root zone, but it only saves water and raises yields when you run it
for the right length of time. Too little stresses the crop; too much washes nutrients below the roots and encourages
root rot. A simple calculation gets you close, and the soil tells you the rest.

1. Start from crop water use: The daily water need of a crop (ETc) equals the reference evapotranspiration (ET0) for
your area multiplied by a crop coefficient (Kc). ET0 is published by weather services and usually ranges from 3 mm a day
in cool, cloudy weather to 6–7 mm in hot, dry weather. For tomato, Kc is about 0.6 after transplanting, rises to about
1.15 at full canopy and flowering, and falls to 0.7–0.9 as the last fruit ripens.

2. Convert to litres per plant: One millimetre over one square metre is one litre. Take tomato at 60 × 45 cm, which is
0.27 m² per plant. On a day with ET0 of 5 mm at full canopy, ETc is 5 × 1.15 = 5.75 mm, so each plant needs about
5.75 × 0.27 = 1.55 litres. Dividing by a drip efficiency of 0.9 gives about 1.7 litres.

3. Work out the run time: Run time equals the water needed per plant divided by the emitter output per plant. With
one 2 L/h dripper per plant, 1.7 litres takes about 52 minutes. Early in the season the same calculation may give
only 20–25 minutes.

4. Split on light soils: Sandy soils hold little water, so split the daily amount into two or three short runs.
Clay soils can be irrigated once a day or every second day.

5. Check the soil, not just the timer: Dig beside a dripper a day after irrigating. Soil at 15–20 cm should hold
together when squeezed but not drip water. A tensiometer or soil moisture meter makes this easier.

6. Keep the system healthy: Flush the laterals and clean the filter every week or two, and treat the lines with acid
or chlorine if drippers clog with lime or algae. Fertigation works best in the middle third of each run, so clean
water flushes the lines before the system stops.
`),
  },
  {
    title: 'Choosing Good Seed and Storing It Well',
    art: { scene: 'harvest', sky: '#f6d28b', ground: '#a4753d', accent: '#c0392b' },
    description: prose(`
Seed is the cheapest input on most farms and the one that limits everything that follows. A field sown with poor seed
starts with gaps and weak plants that no fertilizer can make up for. A little care when buying and storing seed
protects the whole season.

1. Buy from a reliable source: Choose certified or truthfully labelled seed in sealed packs. Check the variety name,
lot number, germination percentage, physical purity and the test or expiry date on the tag. Avoid loose seed of
unknown origin, however cheap.

2. Match the variety to the field: Consider duration (will it mature before the rains, the heat or the next crop?),
disease resistance for problems common in your area, market preference for size, colour and taste, and whether it
needs more fertilizer and water than you can supply.

3. Hybrid or open-pollinated: F1 hybrids give uniform, high-yielding crops but must be bought new each season, because
seed saved from them produces mixed, weaker plants. Open-pollinated varieties can be saved if you select healthy,
true-to-type plants and keep them isolated from other varieties of the same crop.

4. Test germination before sowing: Place 100 seeds on wet paper towel, roll it up loosely, keep it moist and warm, and
count the seedlings after 5–10 days depending on the crop. If 80 sprout, germination is 80%; if the result is low,
raise the seed rate or replace the seed.

5. Dry seed well: Moisture is the enemy of stored seed. Cereals store well at 12% moisture or below, and most
vegetable seed at 6–8%. A useful rule is that each 1% fall in seed moisture, or each 5 °C fall in storage temperature,
roughly doubles storage life.

6. Store cool, dry and sealed: Keep seed in airtight containers such as hermetic bags or sealed jars with a sachet of
dry silica gel, in the coolest dark place available. Label each container with the variety and date, and keep it away
from fertilizers, pesticides and rodents.

7. Treat before sowing: Seed treatment with a fungicide or a bio-agent such as Trichoderma protects seedlings against
damping-off and seed-borne diseases for a few cents per kilogram.
`),
  },
  {
    title: 'Making Good Compost on the Farm',
    art: { scene: 'orchard', sky: '#a8d8ea', ground: '#5d7f32', accent: '#8e5b2c' },
    description: prose(`
Compost turns crop residues, weeds and manure into stable organic matter that feeds soil life, holds water and
releases nutrients slowly. Good compost is not simply rotted waste: it is made by managing air, water and the balance
of materials so the heap heats up and breaks down quickly.

1. Balance browns and greens: Dry, carbon-rich "browns" (straw, dry leaves, maize stalks, sawdust) must be mixed with
moist, nitrogen-rich "greens" (fresh weeds, vegetable waste, green manure, animal dung). Aim for roughly two to three
parts browns to one part greens by volume, which gives the carbon-to-nitrogen ratio of about 25–30:1 that microbes
like best. Chop coarse material to 5–10 cm so it breaks down faster.

2. Build the heap in layers: Choose a shaded, well-drained spot. Make the heap about 1.5 m wide and 1–1.5 m high, in
any length. Alternate 15–20 cm layers of browns and greens and sprinkle a little soil or old compost on each layer to
add microbes. A heap smaller than about one cubic metre loses heat too fast.

3. Keep it moist: The material should feel like a wrung-out sponge, with a few drops of water when squeezed in the hand.
Water each layer as you build, and cover the heap with straw or a tarpaulin in heavy rain or strong sun.

4. Let it heat and turn it: A well-built heap reaches 55–65 °C within a few days. Several days at these temperatures
kill most weed seeds and disease organisms. Turn the heap every one to two weeks, moving the outside material to the
centre; it will heat again. When it no longer warms after turning, the active phase is over.

5. Know when it is ready: Mature compost is dark, crumbly and smells of forest soil, and the original materials can no
longer be recognised. This usually takes two to three months in warm climates. Leave it to cure for a few weeks before
using it on seedlings.

6. Use it well: Apply 5–10 t per hectare at land preparation, or a few handfuls in each planting pit. Leave out meat,
oil, plastic and plants with viral diseases, and never use human waste.
`),
  },
  {
    title: 'Cutting Post-Harvest Losses from Field to Market',
    art: { scene: 'harvest', sky: '#f4c67a', ground: '#8c6a3c', accent: '#27ae60' },
    description: prose(`
Globally, around 14% of food is lost between harvest and the shop, and for fruit and vegetables in hot climates the
figure can be far higher. Every crate that rots is money spent on seed, fertilizer and labour that never comes back.
Most losses can be prevented with simple, cheap steps.

1. Harvest at the right stage: Pick at the maturity your market needs. Tomatoes for distant markets travel better at
the breaker stage, when colour first shows at the blossom end, while local markets can take red-ripe fruit. Grain
harvested too late shatters in the field; grain harvested too wet moulds in storage.

2. Harvest in the cool of the day: Produce picked in the early morning carries less field heat and wilts less. Keep it
in the shade from the moment it is picked; a crate left in the sun for an hour can lose days of shelf life.

3. Handle gently: Bruises and cuts let rot in. Use smooth plastic crates instead of sacks for fruit and vegetables,
do not overfill them, and never throw or sit on them. Sort out damaged, diseased and over-ripe produce before packing,
because one rotten fruit spreads decay to its neighbours.

4. Cool and store correctly: Each crop has its own needs. Leafy greens keep best cold and humid; tomatoes, bananas and
mango are injured by temperatures below about 10–12 °C. Keep ethylene-producing fruit such as banana, mango and ripe
tomato away from leafy vegetables and cucumbers, which yellow quickly. Evaporative coolers made of bricks and wet sand
give useful cooling where there is no electricity.

5. Cure crops that need it: Onion and garlic should be cured in the field and then in shade until the necks are tight
and dry. Potatoes kept in a cool, humid and dark place for about two weeks after harvest heal skin wounds before storage.

6. Dry and protect grain: Dry cereals to 12–13% moisture before storing; a properly dried grain cracks cleanly when
bitten instead of squashing. Clean the store, use hermetic bags or sealed bins to stop weevils without chemicals, and keep bags on pallets,
off the floor and away from walls.
`),
  },
];
