"""Photos that are not a crop leaf: loading as one extra class, and the open-set measurements.

The negatives folder (`not-crop-leaves/`) has a manifest with a fixed `suggested_split`: its `holdout`
photos are the test set and are never used for choosing anything; the rest is split into train and val.
"""

import hashlib
import json
import os

import numpy as np
import torch
import torch.nn.functional as F

import leafdata as L

REJECT_ID = 'not-a-crop-leaf'
REJECT_CLASS = {'id': REJECT_ID, 'crop': None, 'condition': 'not a crop leaf', 'healthy': False,
                'kind': 'negative'}
# Subfolders that are not plants at all (the "non-plants" figure); other-plants is reported apart.
NON_PLANT = ('objects', 'people-hands', 'ground-sky-water', 'blurry-dark')
# Backgrounds a leaf is pasted on while training: real ground, hands and foliage.
BACKGROUND_SUBFOLDERS = ('ground-sky-water', 'people-hands', 'other-plants')


def load_negatives(folder, cls_index, val_frac):
    with open(os.path.join(folder, 'manifest.json')) as f:
        manifest = json.load(f)
    items = []
    for rec in manifest:
        if rec['suggested_split'] == 'holdout':
            side = 'test'
        else:
            h = int(hashlib.sha1(rec['file'].encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
            side = 'val' if h < val_frac else 'train'
        items.append({'cls': cls_index, 'crop': None, 'kind': 'negative', 'file': f'{REJECT_ID}/{rec["file"]}',
                      'subfolder': rec['subfolder'], 'arr': L.load_rgb(os.path.join(folder, rec['file'])),
                      'side': side, 'alpha': None, 'mask_kind': None})
    return items


def accept_scores(logits, reject_index):
    """Highest probability of a crop class: high when the photo looks like a leaf the model knows."""
    p = F.softmax(logits, 1).clone()
    p[:, reject_index] = 0
    return p.max(1).values.numpy()


def auroc(pos, neg):
    """Probability that a random positive scores above a random negative (ties count half)."""
    pos, neg = np.asarray(pos), np.asarray(neg)
    if len(pos) == 0 or len(neg) == 0:
        return None
    allv = np.concatenate([pos, neg])
    order = allv.argsort(kind='mergesort')
    ranks = np.empty(len(allv))
    ranks[order] = np.arange(1, len(allv) + 1)
    for v in np.unique(allv):  # average ranks of ties
        m = allv == v
        ranks[m] = ranks[m].mean()
    return float((ranks[: len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def ece(logits, y, bins=15):
    p = F.softmax(logits, 1)
    conf, pred = p.max(1)
    ok = (pred == y).float()
    edges = torch.linspace(0, 1, bins + 1)
    total = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            total += m.float().mean().item() * abs(conf[m].mean().item() - ok[m].mean().item())
    return round(total, 4)


def choose_accept_threshold(scores, subfolders, max_non_plant=0.01, max_other_plants=0.05):
    """Lowest score threshold at which at most 1% of the non-plant and 5% of the other-plant photos
    (validation) are taken for a crop leaf."""
    scores = np.asarray(scores)
    subs = np.asarray(subfolders)
    nonp = scores[np.isin(subs, NON_PLANT)]
    plants = scores[subs == 'other-plants']
    for th in np.arange(0.2, 0.991, 0.01):
        if (nonp >= th).mean() <= max_non_plant and (plants >= th).mean() <= max_other_plants:
            return round(float(th), 2)
    return 0.99


# A photo answer that names a disease sells a treatment: the share of such answers that must be right on the
# validation photos, for the lowest probability that allows one.
DIAGNOSE_PRECISION = 0.98


def choose_diagnose_threshold(scores, correct, target=DIAGNOSE_PRECISION, minimum=0.5):
    """Lowest probability above which the accepted validation answers are right at least `target`."""
    scores, correct = np.asarray(scores), np.asarray(correct, dtype=bool)
    for th in np.arange(minimum, 0.991, 0.01):
        m = scores >= th
        if m.sum() >= 20 and correct[m].mean() >= target:
            return round(float(th), 2)
    return 0.99


def open_set_report(logits, y, subfolders, reject_index, accept_threshold, kinds):
    """Test figures: how often negatives are taken for a crop leaf (per subfolder), AUROC, positives kept."""
    s = accept_scores(logits, reject_index)
    y = np.asarray(y)
    neg = y == reject_index
    pos = ~neg
    subs = np.asarray(subfolders)
    per_sub = {}
    for sub in sorted(set(subs[neg])):
        m = neg & (subs == sub)
        per_sub[sub] = {'n': int(m.sum()), 'takenForCropLeaf': round(float((s[m] >= accept_threshold).mean()), 4)}
    nonp = neg & np.isin(subs, NON_PLANT)
    other = neg & (subs == 'other-plants')
    kinds = np.asarray(kinds)
    kept = {k: round(float((s[pos & (kinds == k)] >= accept_threshold).mean()), 4)
            for k in sorted(set(kinds[pos]))}
    return {
        'acceptThreshold': accept_threshold,
        'score': 'highest probability of a crop class (temperature applied)',
        'nonPlantsTakenForCrop': round(float((s[nonp] >= accept_threshold).mean()), 4),
        'otherPlantsTakenForCrop': round(float((s[other] >= accept_threshold).mean()), 4),
        'nNonPlants': int(nonp.sum()),
        'nOtherPlants': int(other.sum()),
        'perSubfolder': per_sub,
        'auroc': round(auroc(s[pos], s[neg]), 4),
        'aurocOtherPlants': round(auroc(s[pos], s[other]), 4),
        'leavesKept': round(float((s[pos] >= accept_threshold).mean()), 4),
        'leavesKeptByKind': kept,
    }
