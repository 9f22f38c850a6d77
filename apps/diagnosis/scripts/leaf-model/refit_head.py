#!/usr/bin/env python3
"""Fit the classifier head again at the resolution the service reads, on the frozen backbone.

The network trains on small random crops (`--train-size`) and reads the whole photo at `inputSize`: the
objects look larger at inference than they did in training, and the pooled features shift. This command
keeps every convolution of an exported model, measures the pooled features of the training photos at
`inputSize` (the views the service averages, plus augmented views), and fits the two classifier layers on
them, starting from the exported ones; the epoch with the best validation top-1 is kept. The result is a
checkpoint for `train.py --eval-only`, which measures, calibrates and exports it as after a training:

    /usr/bin/python3 apps/diagnosis/scripts/leaf-model/refit_head.py \\
        --data ../shared/datasets/leaf-photos --negatives ../shared/datasets/not-crop-leaves \\
        --checkpoint /tmp/leaf-head.pt
    /usr/bin/python3 apps/diagnosis/scripts/leaf-model/train.py --eval-only --checkpoint /tmp/leaf-head.pt \\
        --data ../shared/datasets/leaf-photos --negatives ../shared/datasets/not-crop-leaves \\
        --keep-split apps/diagnosis/models/leaf/split.json --size 192 --out /tmp/leaf-head
"""

import argparse
import copy
import json
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

import leafdata as L
import train as T
import views as V


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--data', required=True)
    p.add_argument('--negatives', required=True)
    p.add_argument('--model-dir', default=T.DEFAULT_OUT, help='the exported model to start from')
    p.add_argument('--checkpoint', required=True, help='where the refitted network is written')
    p.add_argument('--augmented-views', type=int, default=2, help='augmented views of each training photo')
    p.add_argument('--epochs', type=int, default=30)
    p.add_argument('--lr', type=float, default=3e-4)
    p.add_argument('--weight-decay', type=float, default=0.05)
    p.add_argument('--features', help='cache file of the measured features (reused when it exists)')
    p.add_argument('--threads', type=int, default=2)
    p.add_argument('--seed', type=int, default=1)
    return p.parse_args(argv)


@torch.no_grad()
def pooled(model, x, batch=64):
    model.eval()
    out = []
    for i in range(0, len(x), batch):
        f = model.avgpool(model.features(x[i : i + batch]))
        out.append(torch.flatten(f, 1))
    return torch.cat(out)


def measure(model, data, size, n_aug, seed):
    """Pooled features: training photos in the service's views and `n_aug` augmented views; val photos
    in the identity view."""
    feats, labels = [], []
    x = T.eval_tensor(data.train, size)
    y = torch.tensor([it['cls'] for it in data.train])
    for name, t in V.TRANSFORMS.items():
        feats.append(pooled(model, t(x)))
        labels.append(y)
    del x
    for k in range(n_aug):
        xs = []
        for i, it in enumerate(data.train):
            rng = np.random.default_rng((seed, 1000 + k, i))
            xs.append(L.augment(it['arr'], it['alpha'], it['mask_kind'], it['crop'], data.pool, rng, size))
        feats.append(pooled(model, torch.from_numpy(np.stack(xs))))
        labels.append(y)
        T.log(f'augmented view {k + 1}/{n_aug} measured')
    val_views = {name: pooled(model, t(T.eval_tensor(data.val, size))) for name, t in V.TRANSFORMS.items()}
    return torch.cat(feats), torch.cat(labels), val_views


def val_top1(head, val_views, y_val, views):
    head.eval()
    with torch.no_grad():
        probs = torch.stack([F.softmax(head(val_views[v]), 1) for v in views]).mean(0)
    return (probs.argmax(1) == y_val).float().mean().item()


def fit(head, x, y, val_views, y_val, views, args):
    """AdamW with a cosine schedule; the epoch with the best validation top-1 (over the views) is kept."""
    g = torch.Generator().manual_seed(args.seed)
    opt = torch.optim.AdamW(head.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    steps = args.epochs * ((len(x) + 255) // 256)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, steps)
    best = (val_top1(head, val_views, y_val, views), 0, copy.deepcopy(head.state_dict()))
    T.log(f'head before refit: val top-1 {best[0]:.4f}')
    for epoch in range(1, args.epochs + 1):
        head.train()
        order = torch.randperm(len(x), generator=g)
        for b in range(0, len(x), 256):
            idx = order[b : b + 256]
            loss = F.cross_entropy(head(x[idx]), y[idx], label_smoothing=0.1)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            sched.step()
        acc = val_top1(head, val_views, y_val, views)
        if acc > best[0]:
            best = (acc, epoch, copy.deepcopy(head.state_dict()))
        T.log(f'epoch {epoch:3d} val top-1 {acc:.4f}{" *" if best[1] == epoch else ""}')
    head.load_state_dict(best[2])
    return {'valTop1': round(best[0], 4), 'epoch': best[1]}


def main(argv=None):
    a = parse_args(argv)
    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    labels, previous, _, data, model = T.load_model_folder(a.model_dir, a.data, a.negatives)
    size = labels['inputSize']
    ids = data.ids

    t0 = time.time()
    if a.features and os.path.exists(a.features):
        cached = torch.load(a.features)
        x, y, val_views = cached['x'], cached['y'], cached['val']
    else:
        x, y, val_views = measure(model, data, size, a.augmented_views, a.seed)
        if a.features:
            torch.save({'x': x, 'y': y, 'val': val_views}, a.features)
    T.log(f'{len(x)} training features ({time.time() - t0:.0f} s)')
    y_val = torch.tensor([it['cls'] for it in data.val])
    head = model.classifier
    views = labels.get('views') or ['identity']
    before = val_top1(head, val_views, y_val, views)
    info = fit(head, x, y, val_views, y_val, views, a)
    T.log(f'kept epoch {info["epoch"]}: val top-1 {info["valTop1"]}')
    train_info = {
        'best': {'epoch': info['epoch'], 'which': 'model', 'acc': info['valTop1']},
        'history': [],
        'minutes': (time.time() - t0) / 60,
        # the backbone's training as the exported model's eval.json recorded it, and this refit
        'backbone': previous.get('training'),
        'headRefit': {'command': 'refit_head.py ' + ' '.join(sys.argv[1:] if argv is None else argv),
                      'size': size, 'servedViews': views, 'augmentedViews': a.augmented_views,
                      'trainingFeatures': len(x), 'epochs': a.epochs, 'lr': a.lr, 'weightDecay': a.weight_decay,
                      'bestEpoch': info['epoch'], 'valTop1Before': round(before, 4), 'valTop1': info['valTop1'],
                      'minutes': round((time.time() - t0) / 60, 1)},
    }
    torch.save({'state_dict': model.state_dict(), 'classes': ids, 'epoch': info['epoch'], 'which': 'model',
                'train_info': train_info}, a.checkpoint)
    print(json.dumps(info))


if __name__ == '__main__':
    sys.exit(main())
