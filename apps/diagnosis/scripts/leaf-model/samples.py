#!/usr/bin/env python3
"""Copy a few held-out test photos per class into the repository, for tests run without the dataset.

    /usr/bin/python3 apps/diagnosis/scripts/leaf-model/samples.py \\
        --data ../shared/datasets/leaf-photos --negatives ../shared/datasets/not-crop-leaves

Only photos from the model's held-out test split (models/leaf/split.json), only classes whose licence
lets us pass a few images on with credit (not mango: CC BY-NC; not rice: no licence stated), and, of
the photos that are not crop leaves, only the named ones below. Writes
apps/diagnosis/test/fixtures/photos/<class>/<file> and manifest.json (file, class, kind, source, licence).
"""

import argparse
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
APP = os.path.normpath(os.path.join(HERE, '..', '..'))
PER_CLASS = 3
# crop -> licence of its photos, as the dataset README states it
LICENCES = {
    'apple': 'CC BY-SA 3.0 (PlantVillage)', 'grape': 'CC BY-SA 3.0 (PlantVillage)',
    'maize': 'CC BY-SA 3.0 (PlantVillage)', 'pepper': 'CC BY-SA 3.0 (PlantVillage)',
    'potato': 'CC BY-SA 3.0 (PlantVillage)', 'tomato': 'CC BY-SA 3.0 (PlantVillage)',
    'sugarcane': 'MIT (Neill-Erasmus/sugarcane-leaf-disease-detection); CC BY 4.0 (Daphal & Koli 2022)',
    'cotton': 'MIT (shubhampund9325/CottonVision-AI)',
    'bean': 'MIT (iBean, Makerere AI Lab; annotated by NaCRRI)',
    'banana': 'MIT (kevinjimenez/banana-disease-classifier)',
    'coffee': 'MIT (esgario/lara2018; Esgario, Krohling & Ventura 2020)',
    'citrus': 'CC BY 4.0 (Rauf et al. 2019, citrus_leaves)',
}
# photos that are not crop leaves, from the negatives' held-out part
NEGATIVES = {
    'people-hands/0125.jpg': ('portrait', 'Apache-2.0 (SubhiH/HandsDataset)'),
    'people-hands/0146.jpg': ('hand', 'Apache-2.0 (SubhiH/HandsDataset)'),
    'objects/0361.jpg': ('vehicle', 'ImageNet sample image: ImageNet terms, non-commercial research and education only'),
    'objects/0408.jpg': ('jug', 'ImageNet sample image: ImageNet terms, non-commercial research and education only'),
}


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--data', required=True)
    p.add_argument('--negatives', required=True)
    p.add_argument('--out', default=os.path.join(APP, 'test', 'fixtures', 'photos'))
    args = p.parse_args()
    with open(os.path.join(APP, 'models', 'leaf', 'split.json')) as f:
        test = json.load(f)['test']
    with open(os.path.join(args.data, 'classes.json')) as f:
        classes = {c['id']: c for c in json.load(f)}
    shutil.rmtree(args.out, ignore_errors=True)
    manifest = []
    taken = {}
    for name in sorted(test):
        cid = name.split('/')[0]
        c = classes.get(cid)
        if not c or c['crop'] not in LICENCES or taken.get(cid, 0) >= PER_CLASS:
            continue
        taken[cid] = taken.get(cid, 0) + 1
        os.makedirs(os.path.join(args.out, cid), exist_ok=True)
        shutil.copyfile(os.path.join(args.data, name), os.path.join(args.out, name))
        manifest.append({'file': name, 'class': cid, 'kind': 'field' if c['kind'] == 'field' else 'lab',
                         'licence': LICENCES[c['crop']]})
    for rel, (what, licence) in NEGATIVES.items():
        name = f'not-a-crop-leaf/{rel.replace("/", "-")}'
        os.makedirs(os.path.join(args.out, 'not-a-crop-leaf'), exist_ok=True)
        shutil.copyfile(os.path.join(args.negatives, rel), os.path.join(args.out, name))
        manifest.append({'file': name, 'class': 'not-a-crop-leaf', 'kind': rel.split('/')[0], 'what': what,
                         'licence': licence})
    with open(os.path.join(args.out, 'manifest.json'), 'w') as f:
        f.write(json.dumps(manifest, indent=2) + '\n')
    print(f'{len(manifest)} photos in {len(taken) + 1} classes written to {args.out}')


if __name__ == '__main__':
    main()
