#!/usr/bin/env python3
"""Views of a photo averaged at inference: which ones pay, chosen on the validation photos.

The model reads the centre crop, and may also read it mirrored (left-right, top-bottom) or turned; its
class probabilities are then the mean over those views. Candidate sets are compared on the validation
photos (top-1 of crop leaves); the best set, the fewest views on a tie, is written to `labels.json`
(`views`) with the diagnose threshold chosen again for it, and its held-out test figures to `eval.json`.

    /usr/bin/python3 apps/diagnosis/scripts/leaf-model/views.py \\
        --data ../shared/datasets/leaf-photos --negatives ../shared/datasets/not-crop-leaves \\
        [--model-dir apps/diagnosis/models/leaf]

`train.py` makes the same choice after training; this command does it for a model already exported.
"""

import argparse
import json
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

import card
import openset as O

# The transforms of an NCHW batch, by the name the service and the phone read in labels.json.
TRANSFORMS = {
    'identity': lambda x: x,
    'horizontal-flip': lambda x: x.flip(3),
    'vertical-flip': lambda x: x.flip(2),
    'rotate-90': lambda x: x.rot90(1, (2, 3)),
}
CANDIDATES = (
    ('identity',),
    ('identity', 'horizontal-flip'),
    ('identity', 'vertical-flip'),
    ('identity', 'rotate-90'),
    ('identity', 'horizontal-flip', 'vertical-flip'),
    ('identity', 'horizontal-flip', 'vertical-flip', 'rotate-90'),
)


@torch.no_grad()
def view_probabilities(model, x, batch=64):
    """Softmax of every view, {name: [N, classes]}."""
    model.eval()
    out = {}
    for name, t in TRANSFORMS.items():
        out[name] = torch.cat([F.softmax(model(t(x[i : i + batch])), 1) for i in range(0, len(x), batch)])
    return out


def mean_log_probabilities(probs, views):
    """Logits whose softmax is the mean probability over the views (what the service computes)."""
    return torch.log(torch.stack([probs[v] for v in views]).mean(0).clamp_min(1e-12))


def figures(logits, y, kinds, subfolders, reject_index, accept, diagnose):
    p = F.softmax(logits, 1)
    pred = p.argmax(1).numpy()
    q = p.clone()
    q[:, reject_index] = 0
    s = q.max(1).values.numpy()
    y = np.asarray(y)
    kinds, subs = np.asarray(kinds), np.asarray(subfolders)
    pos, neg = y != reject_index, y == reject_index
    lab, field = pos & (kinds != 'field'), pos & (kinds == 'field')
    sure = pos & (s >= accept) & (s >= diagnose)
    rate = lambda m: round(float(m.mean()), 4) if m.size else None  # noqa: E731
    return {
        'top1': rate(pred[pos] == y[pos]),
        'labTop1': rate(pred[lab] == y[lab]),
        'fieldTop1': rate(pred[field] == y[field]),
        'nonPlantsTakenForCrop': rate(s[neg & np.isin(subs, O.NON_PLANT)] >= accept),
        'otherPlantsTakenForCrop': rate(s[neg & (subs == 'other-plants')] >= accept),
        'leavesKept': rate(s[pos] >= accept),
        'auroc': round(O.auroc(s[pos], s[neg]), 4) if neg.any() else None,
        'ece': O.ece(logits, torch.as_tensor(y)),
        'leavesAnsweredSure': round(float(sure.sum() / max(1, pos.sum())), 4),
        'sureAnswersRight': rate(pred[sure] == y[sure]),
    }


def choose(model, val, test, x_of, accept):
    """The candidate set with the best validation top-1 (fewest views on a tie), its diagnose threshold
    chosen on validation, and every candidate's figures on validation and test."""
    sides = {}
    for name, items in (('val', val), ('test', test)):
        sides[name] = {
            'probs': view_probabilities(model, x_of(items)),
            'y': [it['cls'] for it in items],
            'kinds': [it['kind'] for it in items],
            'subs': [it.get('subfolder') or '' for it in items],
        }
    reject = reject_class(val + test)
    rows = []
    for views in CANDIDATES:
        v = sides['val']
        logits = mean_log_probabilities(v['probs'], views)
        y = np.asarray(v['y'])
        pos = y != reject
        s = F.softmax(logits, 1).clone()
        s[:, reject] = 0
        scores = s.max(1).values.numpy()
        diagnose = O.choose_diagnose_threshold(scores[pos], (logits.argmax(1).numpy() == y)[pos])
        row = {'views': list(views), 'diagnose': diagnose}
        for name in ('val', 'test'):
            d = sides[name]
            row[name] = figures(mean_log_probabilities(d['probs'], views), d['y'], d['kinds'], d['subs'], reject,
                                accept, diagnose)
        rows.append(row)
    best = max(rows, key=lambda r: (r['val']['top1'], -len(r['views'])))
    return {'chosen': best['views'], 'diagnose': best['diagnose'], 'acceptThreshold': accept,
            'choice': 'best validation top-1 of crop leaves; the fewest views on a tie', 'candidates': rows}


def reject_class(items):
    for it in items:
        if it['kind'] == 'negative':
            return it['cls']
    raise SystemExit('views are chosen with the not-a-crop-leaf photos (--negatives)')


def main(argv=None):
    import train as T

    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--data', required=True)
    p.add_argument('--negatives', required=True)
    p.add_argument('--model-dir', default=T.DEFAULT_OUT)
    p.add_argument('--threads', type=int, default=2)
    a = p.parse_args(argv)
    torch.set_num_threads(a.threads)
    labels_path = os.path.join(a.model_dir, 'labels.json')
    eval_path = os.path.join(a.model_dir, 'eval.json')
    labels, result, args, data, model = T.load_model_folder(a.model_dir, a.data, a.negatives)
    result['views'] = choose(model, data.val, data.test, lambda items: T.eval_tensor(items, args.size),
                             labels['openSet']['minAccept'])
    labels['views'] = result['views']['chosen']
    labels['openSet']['minDiagnose'] = result['views']['diagnose']
    T.write_json(labels_path, labels)
    T.write_json(eval_path, result)
    card.replace_views_section(os.path.join(a.model_dir, 'MODEL_CARD.md'), result['views'])
    print(json.dumps({k: v for k, v in result['views'].items() if k != 'candidates'}, indent=2))
    for r in result['views']['candidates']:
        print(r['views'], 'val', r['val']['top1'], 'test', r['test'])


if __name__ == '__main__':
    sys.exit(main())
