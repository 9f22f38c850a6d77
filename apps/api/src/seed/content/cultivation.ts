import type { BannerArt } from './banners.js';
import { prose } from './text.js';

export interface SeedCultivation {
  crop_name: string;
  /** Eight numbered lines (`1. Climate and Soil: …` to `8. Harvest and Yield: …`), one per line. */
  description: string;
  art: BannerArt;
}

/** Writes a guide: blank-line-separated sections in the source become one line each. */
const guide = (source: string): string => prose(source, '\n');

/** Scientific cultivation guides seeded into an empty database. */
export const seedCultivation: SeedCultivation[] = [
  {
    crop_name: 'Rice',
    art: { scene: 'paddy', sky: '#8cc8ee', ground: '#4f8f3a', accent: '#d4c04a' },
    description: guide(`
1. Climate and Soil: Rice is a warm-season crop that grows best at 20–35 °C with high humidity, plenty of sunshine
during grain filling and about 1,000–1,500 mm of water over the season. Clay and clay loam soils that hold standing
water are ideal, with a pH of 5.5–7.0. Temperatures above 35 °C at flowering cause empty grains.

2. Land Preparation: Plough two or three times, flood the field and puddle it to a soft mud that reduces water loss
through seepage. Level carefully, since even a few centimetres of difference leave dry patches and weedy spots. Repair
bunds so that they hold 5–10 cm of water.

3. Seed Rate and Sowing: For transplanted rice, sow 25–30 kg of treated seed per hectare on a raised wet nursery of
about 1/20 of the field area. Transplant seedlings 20–30 days old at 20 × 15 cm, two or three per hill, 2–3 cm deep.
Direct-seeded rice needs 40–60 kg per hectare, drilled in rows 20 cm apart.

4. Nutrient Management: A typical recommendation for high-yielding varieties is 100–120 kg N, 50–60 kg P₂O₅ and
40–60 kg K₂O per hectare, adjusted by a soil test. Apply all phosphorus and potassium at final puddling. Split
nitrogen into three doses: one third at 10–15 days after transplanting, one third at active tillering and one third at
panicle initiation. Apply 25 kg zinc sulphate per hectare where zinc is deficient.

5. Irrigation: Keep 2–5 cm of water for the first two weeks after transplanting. Afterwards alternate wetting and
drying saves about a quarter of the water without yield loss: let the water fall to 15 cm below the soil surface,
checked in a perforated pipe, then re-flood. Keep the field flooded from a week before flowering until grain filling,
and drain 10–15 days before harvest.

6. Weed Management: Weeds do most damage in the first 30–40 days. Standing water suppresses many weeds; add a
pre-emergence herbicide such as pretilachlor within three days of transplanting, followed by hand or rotary weeding at
about 20 and 40 days after transplanting.

7. Pests and Diseases: Stem borers cause dead hearts and white heads; monitor with pheromone traps and act at about 5%
dead hearts. Brown planthopper multiplies under excess nitrogen and dense canopies; leave alleys every few metres and
avoid broad-spectrum sprays that kill spiders. Blast, bacterial leaf blight and sheath blight are the main diseases:
use resistant varieties, balanced nitrogen and seed treatment, and spray a registered fungicide such as tricyclazole
at the first blast lesions.

8. Harvest and Yield: Harvest when 80–85% of the grains are straw-coloured and grain moisture is about 20–25%. Thresh
promptly and dry to 14% for milling or 12% for storage and seed. Modern varieties yield 4–6 t per hectare, and hybrids
6–8 t under good management.
`),
  },
  {
    crop_name: 'Wheat',
    art: { scene: 'field', sky: '#a6d4f2', ground: '#c7a54a', accent: '#e8c35a' },
    description: guide(`
1. Climate and Soil: Wheat is a cool-season crop. It needs about 15–20 °C during tillering and a dry, moderately warm
period for grain filling; daytime temperatures above 30 °C during grain filling shrivel the grain. Well-drained loam and
clay loam soils with a pH of 6.0–7.5 are best.

2. Land Preparation: Prepare a fine, firm seedbed with two or three ploughings followed by planking. If the soil is
dry, give a pre-sowing irrigation so the seed lands in moist soil. After rice, zero-till drills can sow wheat directly
into the stubble and save one to two weeks.

3. Seed Rate and Sowing: Use 100–125 kg of treated seed per hectare, sown in rows 20 cm apart at a depth of 4–5 cm.
Sow on time, since yield falls by roughly 1% for each day of delay beyond the optimum window; for late sowing raise the
seed rate to 125–150 kg per hectare and choose a heat-tolerant variety.

4. Nutrient Management: For irrigated wheat, apply about 120 kg N, 60 kg P₂O₅ and 40 kg K₂O per hectare, adjusted by a
soil test. Drill half of the nitrogen and all phosphorus and potassium at sowing; top-dress the remaining nitrogen at
the first irrigation (crown root initiation). On zinc-deficient soils apply 25 kg zinc sulphate per hectare.

5. Irrigation: The most critical irrigation is at crown root initiation, 20–25 days after sowing. If water allows,
further irrigations at late tillering (40–45 days), jointing (60–65 days), flowering (80–85 days) and milk stage
(100–105 days) give the highest yield. With only two irrigations, give them at crown root initiation and flowering.

6. Weed Management: Keep the crop weed-free during the first 30–40 days. Grass weeds such as little seed canary grass
(Phalaris minor) and wild oats, and broadleaf weeds such as lambsquarters, are the main problems. Use one hand weeding
or a wheel hoe between rows, or registered post-emergence herbicides 30–35 days after sowing, rotating products to
avoid herbicide resistance.

7. Pests and Diseases: Yellow, brown and black rusts are the most important diseases; grow resistant varieties and
spray propiconazole or tebuconazole at the first pustules. Treat seed against loose smut and seedling blights. Aphids
appear near heading and rarely need spraying if ladybirds are present. Termites damage crops on light soils; avoid
undecomposed manure. In areas with wheat blast, use resistant varieties and sow early.

8. Harvest and Yield: Harvest when the straw turns golden, the grains are hard and grain moisture is around 20%.
Thresh and dry the grain to 12% before storing it in clean, airtight containers. Well-managed irrigated wheat yields
3.5–5 t per hectare.
`),
  },
  {
    crop_name: 'Maize',
    art: { scene: 'field', sky: '#9dd0f0', ground: '#4c8a2e', accent: '#f0b429' },
    description: guide(`
1. Climate and Soil: Maize grows best at 21–30 °C and is killed by frost. Deep, well-drained loam soils rich in organic
matter with a pH of 5.8–7.0 are ideal. The crop is very sensitive to waterlogging, especially during the first month.

2. Land Preparation: Plough deeply once and harrow two or three times to a fine tilth. Apply 5–10 t per hectare of
well-rotted manure. On heavy soils or in the rainy season, sow on ridges or raised beds so excess water drains away.

3. Seed Rate and Sowing: Sow 18–20 kg of hybrid seed per hectare at a depth of 4–5 cm. Space rows 60–75 cm apart with
20–25 cm between plants to reach 65,000–80,000 plants per hectare. Fill gaps within a week of emergence.

4. Nutrient Management: Hybrids respond well to fertilizer: apply about 150–180 kg N, 60–80 kg P₂O₅ and 40–60 kg K₂O per
hectare, with 25 kg zinc sulphate on deficient soils. Place all phosphorus, potassium and zinc with one third of the
nitrogen at sowing. Side-dress one third at knee height (about 25–30 days) and the last third just before tasselling.

5. Irrigation: Maize needs steady moisture. The two weeks before and after silking are the most critical: stress at
this time causes poor pollination and empty cob tips. Irrigate at about 50% depletion of available soil moisture, and
never let water stand in the furrows for more than a day.

6. Weed Management: Keep the field weed-free for the first 30–45 days. Apply atrazine at about 1–1.5 kg active
ingredient per hectare as a pre-emergence spray within three days of sowing on moist soil, then carry out one
interculture with earthing-up at 30–35 days, which also anchors the plants against lodging.

7. Pests and Diseases: Fall armyworm is the main pest: scout whorls twice a week, look for ragged holes and fresh
frass, and act when about 10% of young plants are damaged, using Bt, spinetoram or emamectin benzoate sprayed into the
whorl. Stem borers cause dead hearts and "shot-hole" leaves. Turcicum leaf blight, downy mildew and stalk rots are the
main diseases; use resistant hybrids, treated seed and good drainage.

8. Harvest and Yield: Harvest when the husks are dry and a black layer has formed at the base of the kernels, usually
at 25–30% grain moisture. Dry cobs or grain to 12–13% quickly to avoid mould and aflatoxin. Hybrid maize yields
6–10 t of grain per hectare under good management.
`),
  },
  {
    crop_name: 'Tomato',
    art: { scene: 'greenhouse', sky: '#a3d5f5', ground: '#5a8f3c', accent: '#e03e2d' },
    description: guide(`
1. Climate and Soil: Tomato grows best with days of 20–28 °C and nights of 15–20 °C. Fruit set fails when days exceed
about 32 °C or nights fall below 13 °C, and high humidity favours disease. Choose well-drained sandy loam to loam soil
rich in organic matter with a pH of 6.0–7.0, not planted to tomato, potato, chili or eggplant in the previous season.

2. Land Preparation: Plough deeply and incorporate 20–25 t per hectare of well-rotted manure or compost. Make raised
beds 90–120 cm wide with drainage furrows between them. Laying drip lines and silver-black mulch on the beds saves
water and suppresses weeds.

3. Seed Rate and Sowing: Use 100–150 g of hybrid seed (300–400 g for open-pollinated varieties) per hectare. Raise
seedlings in trays or raised nursery beds covered with insect-proof net. Transplant 25–30-day-old seedlings with four
or five true leaves in the evening, at 60 × 45 cm for determinate types or 75–90 × 45 cm for staked indeterminate types.

4. Nutrient Management: Apply about 120–150 kg N, 80–100 kg P₂O₅ and 100–120 kg K₂O per hectare. Give all phosphorus,
half of the potassium and a quarter of the nitrogen at planting; top-dress the rest in two or three doses at 30, 45
and 60 days, or fertigate weekly through the drip. Calcium nitrate and a foliar boron spray at flowering reduce
blossom-end rot and poor fruit set.

5. Irrigation: Irrigate lightly right after transplanting and keep the soil evenly moist. Irregular watering causes
fruit cracking and blossom-end rot. With drip, irrigate daily or every second day according to crop water use; with
furrows, every 5–7 days in summer and 10–12 days in winter.

6. Weed Management: Mulch controls most weeds on beds. Otherwise hoe at 20–25 and 40–45 days after transplanting,
earthing up the plants at the second weeding. Stake or trellis plants at 3–4 weeks and remove suckers from
indeterminate types so that air moves through the canopy.

7. Pests and Diseases: Fruit borer is controlled with pheromone traps, removal of bored fruit, and Bt or
NPV sprays. Whitefly spreads tomato yellow leaf curl virus; protect nurseries with net, use yellow sticky traps and
remove infected plants early. Early blight and late blight are managed with protective mancozeb or copper sprays and
systemic fungicides when weather favours disease. Rotation, resistant varieties and grafting help against bacterial
wilt and nematodes.

8. Harvest and Yield: First harvest begins 60–75 days after transplanting. Pick at the breaker or pink stage for
distant markets and red-ripe for local sale, every three to four days. Open-pollinated varieties yield 25–30 t and
hybrids 50–80 t per hectare under good management.
`),
  },
  {
    crop_name: 'Potato',
    art: { scene: 'field', sky: '#b3dcf4', ground: '#7a5533', accent: '#c9a46a' },
    description: guide(`
1. Climate and Soil: Potato is a cool-season crop. Tubers form best when night temperatures are 15–20 °C or lower;
tuber formation slows sharply above about 25 °C. Loose, well-drained sandy loam or loam soils with a pH of 5.2–6.5 give
smooth, well-shaped tubers, and slightly acid soil reduces common scab.

2. Land Preparation: Plough deeply and harrow to a fine, friable tilth free of clods, which deform tubers. Incorporate
15–20 t per hectare of well-rotted manure. Open furrows or ridges 60 cm apart for planting.

3. Seed Rate and Sowing: Plant 1.5–2.5 t per hectare of certified, sprouted seed tubers weighing 30–50 g. Larger
tubers can be cut into pieces of at least 30 g with two or three eyes each, then cured for a day or two before
planting. Plant 5–7 cm deep at 60 × 20–25 cm, when the soil temperature falls below about 25 °C.

4. Nutrient Management: Apply about 150–180 kg N, 80–100 kg P₂O₅ and 100–150 kg K₂O per hectare. Place half of the
nitrogen and all phosphorus and potassium in the furrows at planting, covered with soil so fertilizer does not touch
the seed. Apply the remaining nitrogen at earthing-up, 25–30 days after planting.

5. Irrigation: Give the first light irrigation within a week of planting, then irrigate every 8–12 days depending on
the soil, filling furrows to no more than two-thirds of the ridge height. Steady moisture from stolon formation to
tuber bulking is critical; uneven water causes cracked and knobby tubers. Stop irrigating 10–15 days before harvest.

6. Weed Management: Earthing-up at 25–30 days controls most weeds and covers developing tubers, preventing greening.
A pre-emergence herbicide such as metribuzin can be applied after planting and before crop emergence.

7. Pests and Diseases: Late blight is the most destructive disease and can destroy a crop within a week in cool, humid
weather. Spray protective mancozeb before symptoms appear when such weather is forecast, and switch to a systemic
product such as cymoxanil plus mancozeb at the first lesions. Aphids spread viruses in seed crops; cutworms cut young
stems; potato tuber moth attacks exposed tubers. Use certified seed and rotation against black scurf, common scab and
bacterial wilt.

8. Harvest and Yield: Cut the haulms 10–15 days before digging so the skin sets and tubers store well. Dig in dry
weather, cure tubers in shade for about a week, and grade out damaged ones. Store seed potatoes in cold stores at
2–4 °C. Yields of 20–30 t per hectare are common.
`),
  },
  {
    crop_name: 'Onion',
    art: { scene: 'field', sky: '#c2e0f4', ground: '#6a8d3b', accent: '#9b3b6e' },
    description: guide(`
1. Climate and Soil: Onion needs mild temperatures (13–24 °C) for leaf growth and warmer, drier weather for bulbing and
maturity. In the tropics and subtropics grow short-day varieties, which bulb with 11–12 hours of daylight. Use
well-drained, fertile loam with a pH of 6.0–7.5; onion is sensitive to salinity and waterlogging.

2. Land Preparation: Plough three or four times to a fine tilth and incorporate 20–25 t per hectare of well-rotted
manure. Make flat beds or raised beds about 1.2 m wide with irrigation channels between them.

3. Seed Rate and Sowing: Sow 8–10 kg of seed per hectare in a raised nursery, in lines 5–7 cm apart. Transplant
6–7-week-old seedlings the thickness of a pencil, trimming the top third of the leaves, at 15 × 10 cm. Sets or direct
seeding are alternatives in some areas.

4. Nutrient Management: Apply about 100–120 kg N, 50–60 kg P₂O₅, 80–100 kg K₂O and 30–40 kg sulphur per hectare;
sulphur improves pungency and storage. Give a third of the nitrogen and all other nutrients at transplanting, and the
rest at 30 and 45 days. Do not apply nitrogen after 60 days, as late nitrogen produces thick necks and poor storage.

5. Irrigation: Onion roots are shallow, so irrigate lightly and often: right after transplanting, then every 7–10 days
in winter and every 5–7 days in warm weather. Moisture is most critical during bulb enlargement. Stop irrigation
10–15 days before harvest so that bulbs mature and cure well.

6. Weed Management: Onion's thin, upright leaves shade the soil poorly, so weeds can halve the yield. Apply a
registered pre-emergence herbicide such as pendimethalin or oxyfluorfen soon after transplanting, followed by two or
three shallow hand weedings.

7. Pests and Diseases: Thrips rasp the leaves, leaving silvery streaks; monitor with blue sticky traps and spray
spinosad or another registered insecticide when numbers build up, directing the spray into the leaf bases. Purple
blotch and Stemphylium blight cause elongated lesions in humid weather; spray mancozeb and rotate with a systemic
fungicide. Use rotation and healthy seedlings against basal rot and damping-off.

8. Harvest and Yield: Harvest when 50–75% of the tops have fallen over. Leave the bulbs in the field for three to five
days with the leaves covering them, then cut the tops 2–2.5 cm above the bulb and cure in shade for two to three weeks
before storage in a well-ventilated store. Yields are 25–35 t per hectare.
`),
  },
  {
    crop_name: 'Chili',
    art: { scene: 'greenhouse', sky: '#9fd2f0', ground: '#5b8a34', accent: '#c0392b' },
    description: guide(`
1. Climate and Soil: Chili grows best at 20–30 °C and cannot tolerate frost. Flowers and young fruits drop when
temperatures stay above about 35 °C or when the air is very dry. Choose well-drained loam or sandy loam rich in organic
matter with a pH of 6.0–7.0; even a day of waterlogging can kill plants.

2. Land Preparation: Plough two or three times and incorporate 20–25 t per hectare of well-rotted manure. Form ridges
or raised beds with good drainage; drip irrigation under plastic mulch gives the best results.

3. Seed Rate and Sowing: Use 200–250 g of hybrid seed or about 1 kg of open-pollinated seed per hectare, sown in trays
or raised nursery beds under insect-proof net. Transplant 35–40-day-old seedlings with five or six leaves at 60 × 45 cm
for most varieties, in the evening, and irrigate immediately.

4. Nutrient Management: Apply about 120–150 kg N, 60–80 kg P₂O₅ and 60–80 kg K₂O per hectare. Give all phosphorus, half
of the potassium and a quarter of the nitrogen at planting; split the rest of the nitrogen and potassium into three or
four doses at monthly intervals, or fertigate weekly. Calcium and boron sprays at flowering improve fruit set.

5. Irrigation: Irrigate lightly and regularly, every 5–7 days in warm weather by furrow, or daily by drip. Avoid both
drought and excess water at flowering and fruit set, when stress causes heavy flower drop.

6. Weed Management: Use mulch, or hand weeding and hoeing at 20–25 and 40–45 days after transplanting, earthing up the
plants at the same time. A pre-transplant application of pendimethalin reduces early weed flushes.

7. Pests and Diseases: Thrips and mites cause upward and downward leaf curl; whitefly spreads chili leaf curl virus.
Raise seedlings under net, use sticky traps, remove virus-infected plants and spray selective acaricides or
insecticides only when needed. Fruit borers are managed with pheromone traps and Bt. Anthracnose causes sunken spots on
ripe fruit and dieback of twigs; spray a protective fungicide and remove infected fruit. Treat seed and use raised beds
against damping-off and Phytophthora blight.

8. Harvest and Yield: Green chili is picked from 60–75 days after transplanting, every 7–10 days. For dry chili, harvest
fully red fruit and sun-dry it on clean mats or tarpaulins to about 10% moisture. Yields are 10–20 t per hectare of
green chili or 1.5–3 t of dry chili.
`),
  },
  {
    crop_name: 'Banana',
    art: { scene: 'orchard', sky: '#96cff0', ground: '#4d8a33', accent: '#f2d43a' },
    description: guide(`
1. Climate and Soil: Banana is a tropical crop growing best at 15–35 °C, ideally around 27 °C, with high humidity and
no frost. Temperatures below about 12 °C cause chilling injury and strong winds tear leaves and topple plants. Deep,
fertile, well-drained loam with a pH of 6.5–7.5 is ideal; the crop does not tolerate waterlogging or salinity.

2. Land Preparation: Plough deeply, remove perennial weeds and dig pits of about 45 × 45 × 45 cm. Fill them with
topsoil mixed with 10 kg of well-rotted manure and, where available, 250 g of neem cake per pit. Plant a windbreak in
exposed sites.

3. Seed Rate and Sowing: Use disease-free tissue-culture plantlets or healthy sword suckers weighing 1.5–2 kg, pared
and dipped in a fungicide and insecticide solution. Plant Cavendish types at 1.8 × 1.8 m, which gives about 3,000
plants per hectare, at the start of the rains or with irrigation.

4. Nutrient Management: Banana is a heavy feeder, especially of potassium. A common schedule for Cavendish types is
about 200 g N, 60 g P₂O₅ and 300 g K₂O per plant per year. Give phosphorus at planting and split nitrogen and potassium
into five or six doses between the second and seventh month, or fertigate weekly through the drip system.

5. Irrigation: The crop needs about 1,800–2,200 mm of water a year. Drip irrigation at 10–20 litres per plant per day,
depending on weather and growth stage, is the most efficient method. Never allow moisture stress between flower
emergence and fruit development, or bunches will be small.

6. Weed Management: Keep the plantation weed-free in the first four to five months through shallow hoeing or mulch;
short-duration intercrops such as cowpea or vegetables can be grown while the plants are small. Remove unwanted suckers
regularly, keeping one follower per plant for the next crop.

7. Pests and Diseases: Fusarium wilt (Panama disease) has no cure; use clean planting material and never move soil or
plants from infected fields. Sigatoka leaf spots are controlled by removing infected leaves and spraying a registered
fungicide. Bunchy top virus, spread by aphids, stunts plants with narrow, upright leaves; remove and destroy infected
plants at once. Rhizome and stem weevils and nematodes are reduced by clean suckers, field sanitation and rotation.

8. Harvest and Yield: Prop plants with bamboo poles after flowering, remove the male bud once the last hand has set
and cover bunches to protect the fruit. Harvest 90–120 days after flowering, 11–14 months after planting, when the
fingers are plump and their angles become rounded. Bunches weigh 25–35 kg and yields reach 50–70 t per hectare.
`),
  },
  {
    crop_name: 'Cotton',
    art: { scene: 'field', sky: '#a9d8f3', ground: '#6e8f3c', accent: '#f4f1e8' },
    description: guide(`
1. Climate and Soil: Cotton needs a long warm season of 160–200 frost-free days, with 21–30 °C during growth and dry,
sunny weather while the bolls open. Deep, well-drained black soils and alluvial loams with good water-holding capacity
and a pH of 6.0–8.0 are ideal.

2. Land Preparation: Plough deeply once every few years to break hard pans, then harrow to a clean, level seedbed.
Incorporate 10 t per hectare of manure and form ridges or beds where irrigation is by furrow.

3. Seed Rate and Sowing: Sow delinted, treated seed when the soil has warmed to above 18 °C. Hybrids and Bt cotton need
about 1.5–2.5 kg per hectare, dibbled one or two seeds per spot at 90–120 × 45–60 cm. Plant refuge rows of non-Bt
cotton around Bt fields, as required, to slow pest resistance.

4. Nutrient Management: For irrigated hybrids, apply about 120–150 kg N, 60 kg P₂O₅ and 60 kg K₂O per hectare. Give all
phosphorus and potassium with a fifth to a third of the nitrogen at sowing, and the remaining nitrogen in two or three
splits at squaring, flowering and boll development. Foliar sprays of 2% urea and 1% magnesium sulphate during boll
development reduce premature leaf reddening.

5. Irrigation: Cotton tolerates short dry spells early, but the flowering and boll-formation period is critical. Give
the first irrigation 20–30 days after sowing if rains fail, then every 10–15 days according to soil and weather. Avoid
waterlogging, which makes squares and bolls drop, and stop irrigation once most bolls have opened.

6. Weed Management: Keep the crop clean for the first 50–60 days, when it is most sensitive to weeds. Use a
pre-emergence herbicide such as pendimethalin, followed by two or three interculturing passes and hand weeding until
the canopy closes.

7. Pests and Diseases: Sucking pests (jassids, whitefly, aphids and thrips) attack early growth; tolerant varieties and
conserving predators help, and sprays should follow thresholds. Pink bollworm is now the main bollworm problem even in
Bt cotton; use pheromone traps, destroy rosette flowers, avoid extending the season and clear stalks soon after the
last picking. Watch for leaf curl virus, bacterial blight and root rot, and rotate with cereals.

8. Harvest and Yield: Pick fully opened bolls every 10–15 days in dry weather, after the morning dew has gone, keeping
the first and last pickings and any stained cotton separate. Store seed cotton dry and free of trash. Irrigated hybrids
yield 2.5–4 t of seed cotton per hectare.
`),
  },
];
