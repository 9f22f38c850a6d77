"""Writes MODEL_CARD.md from the run's settings and results."""

import re

import leafdata as L
import openset as O


def pct(v):
    return '–' if v is None else f'{100 * v:.1f}%'


def _credits(crops):
    parts = []
    pv = [c for c in ('apple', 'grape', 'maize', 'pepper', 'potato', 'tomato') if c in crops]
    if pv:
        parts.append(f"""### PlantVillage ({', '.join(pv)})

Images from PlantVillage: Hughes, D. P. & Salathé, M. (2015). *An open access repository of images on
plant health to enable the development of mobile disease diagnostics.* arXiv:1511.08060.
Licence: **CC BY-SA 3.0** (https://creativecommons.org/licenses/by-sa/3.0/). The copies used came from
the GitHub repositories BelG13/Crop-deseases-and-pests-detection (pepper, potato, tomato),
Jaydip1989/CornLeafStreamlit (maize), tran-khanhtrang/plantvillage-applergb (apple, segmented) and
Leena-J-91/Grape-leaf-disease-detection (grape, segmented). **The images were changed**: resized
(longest side 256 px), re-compressed, renamed and de-duplicated; during training they were also cropped,
recoloured and pasted onto other backgrounds. This model was trained on them; anything that passes these
images on, or an adaptation of them, must carry CC BY-SA 3.0 or a compatible licence.
""")
    if 'sugarcane' in crops:
        parts.append("""### Sugarcane

Field photos from the GitHub repository Neill-Erasmus/sugarcane-leaf-disease-detection (MIT licence,
© Neill Jean Erasmus). The classes and image counts match the *Sugarcane Leaf Disease Dataset* by
Daphal, S. & Koli, S. (2022), Mendeley Data, doi:10.17632/9424skmnrk.1, listed as **CC BY 4.0**.
The images were resized, re-compressed, renamed and de-duplicated.
""")
    if 'cotton' in crops:
        parts.append("""### Cotton

Field photos from the GitHub repository shubhampund9325/CottonVision-AI, whose README states "MIT
License. Feel free to use with credits." The original photographer is not named. The images were
resized, re-compressed, renamed and de-duplicated.
""")
    if 'mango' in crops:
        parts.append("""### Mango

Images from MangoLeafBD: Ahmed, S. I., Ibrahim, M., Nadim, M., Rahman, M. M., Shejunti, M. M., Jabid, T.
& Ali, M. S. (2023). *MangoLeafBD: A comprehensive image dataset to classify diseased and healthy mango
leaves.* Data in Brief 47, 108941. doi:10.1016/j.dib.2023.108941. Data: Mendeley Data,
doi:10.17632/hxsnvwty3r.1. Obtained through the GitHub repository OmdenaAI/dhaka-bangladesh-mango-leaf
(GPL-3.0), in its version without augmented images. The images were resized, re-compressed, renamed and
de-duplicated.

**Note:** the original MangoLeafBD data deposit is listed as **CC BY-NC 3.0 (non-commercial)**. The
repository's GPL-3.0 licence does not replace the terms of the images, so this model may carry the
non-commercial condition of the mango images. Check those terms before any commercial use, or train a
model without mango: `train.py --data <dataset> --exclude-crop mango`.
""")
    else:
        parts.append("""### Mango

This model was trained **without** the mango classes (`--exclude-crop mango`), so the non-commercial
(CC BY-NC 3.0) terms of the MangoLeafBD images do not apply to it.
""")
    parts.extend(_later_credits(crops))
    return '\n'.join(parts)


LATER = {
    'bean': """### Bean

Field photos from the iBean dataset of the Makerere AI Lab (github.com/AI-Lab-Makerere/ibean), collected in
Uganda and annotated by NaCRRI, **MIT licence** (© 2020 AIR Lab Makerere University); copies from the GitHub
repository Keaane/makerere-bean-disease-classifier. Resized, re-compressed, renamed and de-duplicated.
""",
    'banana': """### Banana

Field photos from the GitHub repository kevinjimenez/banana-disease-classifier (**MIT licence** per its README),
which look like the *Banana Leaf Spot Diseases (BananaLSD)* set, Mendeley Data, doi:10.17632/9tb7k297ff.1
(that match is the dataset's inference; the deposit's licence was not checked).
""",
    'coffee': """### Coffee

Esgario, J. G. M., Krohling, R. A. & Ventura, J. A. (2020). *Deep learning for classification and severity
estimation of coffee leaf biotic stress.* Computers and Electronics in Agriculture 169, 105162. From the GitHub
repository esgario/lara2018, **MIT licence**.
""",
    'citrus': """### Citrus

Rauf, H. T., Saleem, B. A., Lali, M. I. U., Khan, M. A., Sharif, M. & Bukhari, S. A. C. (2019). *A citrus fruits
and leaves dataset for detection and classification of citrus diseases through machine learning.* Data in
Brief 26, 104340; Mendeley Data doi:10.17632/3f83gxmv57.2, listed as **CC BY 4.0**. Copies from the GitHub
repository NCPE227/CS-460G-Deep-Learning-Project (no licence file).
""",
    'rice': """### Rice

Phone photos from the GitHub repository aldrin233/RiceDiseases-DataSet (a student thesis set). **No licence is
stated**: all rights stay with its authors, so there is no permission to pass the photos on, and using a model
trained on them commercially is a licence risk until the authors agree. No rice photo is copied into this
repository (the test samples leave rice out).
""",
}

NEGATIVES = """### Photos that are not crop leaves (class `not-a-crop-leaf`)

`shared/datasets/not-crop-leaves`: 1,395 photos of objects, people and hands, ground and sky, other plants, and
blurred, dark or tiny pictures. **Most of them carry no licence that allows commercial use**: 601 objects, 113
people, 10 landscapes and 4 plants are ImageNet sample images (ImageNet terms: non-commercial research and
education only); the soil photos, DTD cracked textures, Plant Seedlings (Aarhus University), Oxford 17 flowers
and medicinal-leaf images state no licence. Only the HandsDataset photos (SubhiH/HandsDataset) are
**Apache-2.0**. Replace the unlicensed parts with the project's own photos before any commercial use.
"""


def _later_credits(crops):
    return [text for crop, text in LATER.items() if crop in crops]


def _commands(r):
    tr = r['training']
    prev = tr.get('previousStage')
    if tr.get('command'):
        first = ''
        if prev:
            first = (f"First `train.py --data <dataset> --negatives <not-crop-leaves> --keep-split <previous split.json> "
                     f"--init-onnx <previous leaf-model.onnx> --epochs {prev.get('epochs')} --lr {prev.get('lr')} "
                     f"--max-minutes {prev.get('maxMinutes') or 0:g} --threads 2` ({prev['epochsRun']} epochs, "
                     f"{prev['minutes']} minutes, best validation top-1 {pct(prev['bestValTop1'])}), then ")
        return (f"{first}`/usr/bin/python3 apps/diagnosis/scripts/leaf-model/train.py {tr['command']}` on two CPU "
                f"threads ({tr['epochsRun']} epochs, {tr['minutes']} minutes). The first run started from the previous "
                'model of this folder (44 classes).')
    base = f"nice -n 10 /usr/bin/python3 apps/diagnosis/scripts/leaf-model/train.py --data <dataset> --seed {r['seed']}"
    if not prev:
        return (f"`{base} --epochs {tr['epochsPlanned']} --lr {tr['lr']}` (`npm run train:leaf-model` at the "
                'repository root runs the defaults), one CPU thread.')
    return f"""Two runs on the same seed and split, one CPU thread:

1. `{base} --epochs {prev.get('epochs')} --lr {prev.get('lr')}{f" --max-minutes {prev['maxMinutes']:g}" if prev.get('maxMinutes') else ''} --checkpoint stage1.pt`
   ({prev['epochsRun']} epochs, {prev['minutes']} minutes, best validation top-1 {pct(prev['bestValTop1'])}).
2. `{base} --init-from stage1.pt --epochs {tr['epochsPlanned']} --lr {tr['lr']} --checkpoint stage2.pt`: a second,
   shorter cosine cycle from the stage-1 weights ({tr['epochsRun']} epochs, {tr['minutes']} minutes).

Both runs use the settings below."""


def _head_refit_lines(tr):
    h = tr.get('headRefit')
    if not h:
        return ''
    return f"""
Then the classifier head (its two linear layers) was fitted again at the served input, {h['size']} × {h['size']}, with
every convolution kept: the network had trained on {tr['trainSize']}-pixel crops and reads whole photos at {h['size']}, where the
pooled features differ. `/usr/bin/python3 apps/diagnosis/scripts/leaf-model/{h['command']}` measured the pooled features
of the training photos ({h['trainingFeatures']:,} views: the {len(h['servedViews'])} the service averages and
{h['augmentedViews']} augmented views of each photo) and fitted the head on them from its trained weights (AdamW, lr
{h['lr']}, weight decay {h['weightDecay']}, label smoothing 0.1, cosine decay over {h['epochs']} epochs, the epoch with the
best validation top-1 over the served views kept: {h['bestEpoch']}); validation top-1 {pct(h['valTop1Before'])} before,
{pct(h['valTop1'])} after ({h['minutes']} minutes). `train.py --eval-only --checkpoint <refitted>` then measured,
calibrated and exported it."""


def _open_set_lines(o):
    if not o:
        return ''
    subs = ', '.join(f"{k} {pct(v['takenForCropLeaf'])} of {v['n']}" for k, v in o['perSubfolder'].items())
    st = o.get('strict') or {}
    return f"""Open set ("not a crop leaf I know"), on the held-out photos of `not-crop-leaves` (its `holdout` part, never
used for choosing). A photo counts as a crop leaf when `not-a-crop-leaf` is not its most likely class and the
most likely crop class has at least **{o['thresholds']['accept']}** probability (more likely than everything else
together). Whether the service then names a crop from the photo alone is decided by a second threshold on the
crop's probability (`recognisedCrop`, chosen on validation photos by `npm run calibrate:verdicts`); the service's
own figures are in the next section.

- Non-plants taken for a crop leaf: **{pct(o['nonPlantsTakenForCrop'])}** of {o['nNonPlants']}; other plants:
  **{pct(o['otherPlantsTakenForCrop'])}** of {o['nOtherPlants']} (per group: {subs}). Crop leaves kept:
  {pct(o['leavesKept'])}.
- The lowest threshold meeting 1% of non-plants and 5% of other plants on the validation photos is
  {st.get('acceptThreshold')}; on the test photos it takes {pct(st.get('nonPlantsTakenForCrop'))} of non-plants and
  {pct(st.get('otherPlantsTakenForCrop'))} of other plants, but keeps only {pct(st.get('leavesKept'))} of the crop leaves.
- AUROC of the score, crop leaves against everything else: {o['auroc']}; against other plants only:
  {o['aurocOtherPlants']}.
- Expected calibration error (15 bins, test photos): {o['eceTest']['before']} before the temperature,
  {o['eceTest']['after']} after.
- Reading the centre crop alone, a photo diagnosis needs its class at **{o['thresholds']['diagnose']}** or more (chosen on validation: at least
  {O.DIAGNOSE_PRECISION:.0%} of such answers right); {pct(o['leavesAnsweredSure'])} of test leaves reach it, and {pct(o['sureAnswersRight'])} of
  those are right.
"""


VIEWS_START, VIEWS_END = '<!-- views -->', '<!-- /views -->'


def views_section(v):
    """The views averaged at inference (views.py): the choice on validation and the test figures."""
    if not v:
        return f'{VIEWS_START}\nOne view: the centre crop.\n{VIEWS_END}'
    rows = '\n'.join(
        f"| {' + '.join(c['views'])} | {pct(c['val']['top1'])} | {pct(c['test']['top1'])} | {pct(c['test']['labTop1'])} | "
        f"{pct(c['test']['fieldTop1'])} | {pct(c['test']['nonPlantsTakenForCrop'])} | "
        f"{pct(c['test']['otherPlantsTakenForCrop'])} | {pct(c['test']['leavesKept'])} | {c['test']['auroc']} | "
        f"{c['test']['ece']} | {c['diagnose']} | {pct(c['test']['leavesAnsweredSure'])} | "
        f"{pct(c['test']['sureAnswersRight'])} |"
        for c in v['candidates']
    )
    return f"""{VIEWS_START}
The service and the phone run the model on **{' + '.join(v['chosen'])}** of the centre crop in one batch and
average the class probabilities (`views` in `labels.json`; the diagnose threshold `minDiagnose` is chosen again
for them). Chosen by `views.py`: {v['choice']}. Figures on the test photos (accept at {v['acceptThreshold']}):

| views | val top-1 | test top-1 | lab | field | non-plants taken | other plants taken | leaves kept | AUROC | ECE | diagnose at | leaves sure | sure right |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
{rows}
{VIEWS_END}"""


def replace_views_section(path, v):
    with open(path) as f:
        text = f.read()
    section = views_section(v)
    if VIEWS_START in text:
        text = re.sub(re.escape(VIEWS_START) + '.*?' + re.escape(VIEWS_END), lambda _m: section, text, flags=re.S)
    else:
        text = text.replace("## The service's figures", f'## Views averaged at inference\n\n{section}\n\n## The service\'s figures', 1)
    with open(path, 'w') as f:
        f.write(text)


def write(path, args, data, r):
    t = r['test']
    crops = sorted({c['crop'] for c in data.classes if c['crop']})
    kinds = {c['id']: c['kind'] for c in data.classes}
    crop_rows = '\n'.join(
        f"| {crop} | {v['n']} | {pct(v['top1'])} | {pct(v['cropCorrect'])} |" for crop, v in t['perCrop'].items()
    )
    class_rows = '\n'.join(
        f"| `{cid}` | {kinds[cid]} | {v['n']} | {pct(v['top1'])} |" for cid, v in t['perClass'].items()
    )
    conf_rows = '\n'.join(f"| `{c['true']}` | `{c['predicted']}` | {c['count']} |" for c in t['confusions'])
    sc = r['shortcutCheck']
    seg = sc.get('segmentedLabBackgroundReplaced')
    mango = sc.get('mangoPaperReplaced')
    field = r['fieldPhotos']
    cal = r['calibration']
    tr = r['training']
    lines_sc = []
    if seg:
        per = ', '.join(f'{k} {pct(v)}' for k, v in seg['perBackground'].items())
        lines_sc.append(
            f"- Segmented lab photos (apple, grape, black-background `maize-common-rust`; {seg['n']} test photos): "
            f"{pct(seg['top1Original'])} on the original black background, **{pct(seg['top1'])}** on average "
            f'after the black background is replaced ({per}).'
        )
    if mango:
        per = ', '.join(f'{k} {pct(v)}' for k, v in mango['perBackground'].items())
        lines_sc.append(
            f"- Mango photos whose paper could be masked ({mango['n']} test photos): {pct(mango['top1Original'])} "
            f"on the original paper, **{pct(mango['top1'])}** after replacing it ({per})."
        )
    field_line = (
        f"**{pct(field['top1'])}** top-1, {pct(field['top3'])} top-3 over {field['n']} test photos "
        f"({', '.join(field['classes'])})"
        if field
        else 'no field classes in this model'
    )
    excluded = ', '.join(r['excludedCrops']) or 'none'
    low_note = ('\n  With top-1 below 85% on the test split, the model is not good enough to name a disease on its own.'
                if t['top1'] < 0.85 else '')
    total_minutes = round((tr.get('minutes') or 0) + ((tr.get('previousStage') or {}).get('minutes') or 0))
    text = f"""# Leaf-photo classifier (FarmAI diagnosis)

Classifies one photo of a leaf (or plant) into one of {len(data.ids)} classes `<crop>-<condition>`
covering {len(crops)} crops ({', '.join(crops)}). Excluded crops: {excluded}.
It is a first guess to be shown with its confidence, next to the text-based diagnosis, not a verdict.

## Files

| file | content |
|---|---|
| `leaf-model.onnx` | the network, ONNX opset {r['onnx']['opset']}, float32, {r['onnx']['bytes'] / 1e6:.1f} MB |
| `labels.json` | input spec and the classes in output order |
| `split.json` | held-out photos (`test`, `val`) as `<class>/<file>` paths of the dataset |
| `eval.json` | all numbers below, the training history and the validation calibration |

## Architecture

torchvision `mobilenet_v3_small` ({r['parameters'] / 1e6:.2f} M parameters, dropout 0.2), trained on CPU with no
pretrained weights from outside (this version continues the previous FarmAI model: `--init-onnx`), with a
{len(data.ids)}-way linear head. The exported graph divides the logits by a temperature of
{cal['temperature']} fitted on the validation split, so `softmax(logits)` is the calibrated probability.
Inference on one CPU thread in PyTorch: {r['inference']['torchMsPerImage1Thread']} ms per image.

## Input

1. Decode the photo to RGB, turned the right way up from its EXIF orientation (sharp: `.rotate()`).
2. Resize so the **shorter** side is {r['inputSize']} px, then centre-crop {r['inputSize']} × {r['inputSize']}
   (sharp: `.resize({r['inputSize']}, {r['inputSize']}, {{ fit: 'cover' }})`, Lanczos).
3. float32 = value / 255, then per channel `(v - mean) / std` with mean {L.MEAN} and std {L.STD}.
4. Layout NCHW, tensor `input` of shape `[1, 3, {r['inputSize']}, {r['inputSize']}]` (the batch axis is dynamic).

Output `logits`, shape `[N, {len(data.ids)}]`, in the class order of `labels.json`. Apply softmax in the caller.

## Training data

The FarmAI leaf-photo set (`shared/datasets/leaf-photos`, not stored in this repository); this model used
{len(data.items):,} of its photos, at most 180 per class, longest side 256 px. The script takes the folder as an argument and never copies
the photos. Split made by the script, stratified by class, with seed {r['seed']}: {pct(r['split']['testFraction'])}
of each class for **test** ({r['split']['test']} photos), {pct(r['split']['valFraction'])} for **validation**
({r['split']['val']}, used for model selection and calibration) and the rest for training
({r['split']['train']}). Photos of one class whose 64-bit dHash differ in at most {L.DHASH_GROUP_BITS} bits are
kept on the same side of the split. PlantVillage still has several photos of one physical leaf that no hash
catches, so test scores on the lab classes are somewhat optimistic.

## Credits and licences

{_credits(crops)}
{NEGATIVES if 'not-a-crop-leaf' in data.ids else ''}
## Training settings

{_commands(r)}

- AdamW (peak lr {tr['lr']}{' in the last run' if tr.get('previousStage') else ''}), weight decay {tr['weightDecay']}, batch {tr['batchSize']}, 1 warm-up epoch then cosine
  decay, label smoothing 0.1, exponential moving average of the weights (0.996), BatchNorm momentum 0.1.
- Random resized crops (25–100% of the area, aspect 3:4–4:3) to {r['training']['trainSize']} × {r['training']['trainSize']}, never padded;
  the 8 flips/rotations of the square, ±30° rotation (30% of views), brightness/contrast/saturation ±30%,
  small hue shifts, Gaussian blur (25%).
- Background replacement: leaf masks from the near-black background of segmented photos (85% of their views),
  from the paper of mango photos (60%) and from the grey/purple board of PlantVillage photos (40%); the leaf
  is pasted onto solid colours (grey, white, blue, brown, green, purple-grey, random), gradients, noise
  textures, blurred crops of training field photos, or real photos of soil, hands and other plants from the
  training part of `not-crop-leaves`; 30% of pasted leaves are shrunk into a larger scene. Phone-camera
  effects: sensor noise (15%), low resolution (15%), JPEG quality 25–90 (30%).
- Selected epoch{' (last run)' if tr.get('previousStage') else ''}: {tr['bestEpoch']} of {tr['epochsRun']} run ({tr['weights']} weights), validation top-1
  {pct(tr['bestValTop1'])}; {tr['minutes']} minutes of training.
{_head_refit_lines(tr)}

## Results on the held-out test split

Overall: **top-1 {pct(t['top1'])}**, top-3 {pct(t['top3'])} over {t['n']} crop-leaf photos (a leaf answered
`not-a-crop-leaf` counts as wrong); healthy leaves given a healthy class: {pct(t.get('healthyRecognised'))}.

Field photos: {field_line}; lab-style photos: {pct((field or {}).get('labTop1'))}.

{_open_set_lines(r.get('openSet'))}

Shortcut checks (test photos):

{chr(10).join(lines_sc) if lines_sc else '- none'}

| crop | test photos | top-1 (class) | crop right |
|---|---:|---:|---:|
{crop_rows}

| class | photo kind | test photos | top-1 |
|---|---|---:|---:|
{class_rows}

Largest confusions:

| true | predicted | photos |
|---|---|---:|
{conf_rows}

Confidence on the validation split (max softmax probability): median {cal['maxProb']['correct']['q50'] if cal['maxProb']['correct'] else '–'}
when right, {cal['maxProb']['wrong']['q50'] if cal['maxProb']['wrong'] else '–'} when wrong; thresholds with their coverage and
accuracy are in `eval.json` under `calibration`.

## Views averaged at inference

{views_section(r.get('views'))}

## The service's figures (`npm run eval:diagnosis -- --write`)

<!-- eval:diagnosis -->
(run `npm run eval:diagnosis -- --write` to fill in)
<!-- /eval:diagnosis -->

## Known limits

- **Lab photos are not farmers' photos.** PlantVillage and MangoLeafBD show one detached leaf on a board,
  paper or black background, evenly lit. Phone photos in the field (clutter, shadows, several leaves, sky,
  blur) will score much lower than the test split suggests; treat the output as a ranked hint and show the
  confidence.
- **Only these classes.** A photo of another crop or problem still gets one of these labels; use the
  confidence thresholds in `eval.json` to answer "not sure" instead.
- **Cotton classes name no disease** (`cotton-diseased-leaf`, `cotton-diseased-plant`), and many diseased-plant
  photos look like healthy-plant ones at this size.
- **Shortcuts.** In the source data, a pure black background means apple, grape or maize common rust; blue paper
  goes with some mango classes; photo shape goes with some mango and sugarcane classes; healthy maize photos are
  close-ups while diseased maize shows the board. Countered with background replacement, colour jitter and
  square random crops with no padding (see above), and checked by the shortcut checks, but not removed entirely.
- Maize labels follow the source even where several diseases show on one leaf; `tomato-spider-mites`,
  `mango-cutting-weevil` and `mango-gall-midge` are pest damage, not diseases.
- Labels were not re-checked by a plant pathologist.
- **Short training.** The network was trained from scratch on one CPU thread for
  {total_minutes} minutes in all; validation accuracy was still rising, so more epochs should score higher.{low_note}
"""
    with open(path, 'w') as f:
        f.write(text)
