#!/usr/bin/env python3
"""Train the FarmAI leaf-photo classifier (crop + condition, plus "not a crop leaf") and export it to ONNX.

    nice -n 10 /usr/bin/python3 apps/diagnosis/scripts/leaf-model/train.py \\
        --data ../shared/datasets/leaf-photos --negatives ../shared/datasets/not-crop-leaves \\
        [--out apps/diagnosis/models/leaf] [--exclude-crop mango] [--init-onnx <earlier leaf-model.onnx>]

Needs Debian's python3-torch, python3-torchvision, python3-onnx, python3-pil and python3-numpy.
Runs on one CPU thread. Writes to --out:

  split.json        held-out photos: {"test": ["<class>/<file>", ...], "val": [...]}
  labels.json       input spec (size, mean, std, layout) and the classes in output order
  leaf-model.onnx   input "input" float32 [N,3,size,size], output "logits" [N,classes]
  eval.json         held-out test results, shortcut checks, validation calibration, views (views.py)
  MODEL_CARD.md     architecture, data credits and licences, results, limits

The training photos are read from --data and never copied.
"""

import argparse
import copy
import json
import math
import os
import random
import sys
import tempfile
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision

import card
import leafdata as L
import openset as O
import views as V
import warmstart

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.normpath(os.path.join(HERE, '..', '..', 'models', 'leaf'))
OPSET = 13


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--data', required=True, help='dataset folder (class folders + classes.json)')
    p.add_argument('--out', default=DEFAULT_OUT, help='output folder (default: %(default)s)')
    p.add_argument('--negatives', help='folder of photos that are not a crop leaf (manifest.json); they become '
                                       f'the class {O.REJECT_ID!r}')
    p.add_argument('--keep-split', metavar='SPLIT_JSON',
                   help='keep the test/val photos of an earlier split.json for the classes it lists (needed with '
                        '--init-onnx, so that no photo the earlier model trained on is measured)')
    p.add_argument('--init-onnx', metavar='ONNX', help='start from an exported model (its labels.json beside it)')
    p.add_argument('--epochs', type=int, default=24)
    p.add_argument('--size', type=int, default=160, help='model input size at inference (default: %(default)s)')
    p.add_argument('--train-size', type=int, default=112,
                   help='crop size while training; random resized crops zoom in, so training below --size '
                        'matches the object scale of the centre crops seen at inference (default: %(default)s)')
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--exclude-crop', action='append', default=[], metavar='CROP',
                   help='leave a crop out entirely (repeatable), e.g. --exclude-crop mango')
    p.add_argument('--batch-size', type=int, default=48)
    p.add_argument('--lr', type=float, default=2e-3)
    p.add_argument('--weight-decay', type=float, default=0.02)
    p.add_argument('--test-frac', type=float, default=0.15)
    p.add_argument('--val-frac', type=float, default=0.10)
    p.add_argument('--patience', type=int, default=8, help='stop after this many epochs without a better val score')
    p.add_argument('--limit-per-class', type=int, default=0, help='use only the first N photos of each class (smoke test)')
    p.add_argument('--checkpoint', default=os.path.join(tempfile.gettempdir(), 'leaf-model-best.pt'),
                   help='where the best weights are kept during training (default: %(default)s)')
    p.add_argument('--init-from', metavar='CHECKPOINT',
                   help='start from the weights of an earlier run (a second, shorter cosine cycle)')
    p.add_argument('--eval-only', action='store_true', help='skip training; evaluate and export --checkpoint')
    p.add_argument('--threads', type=int, default=1)
    p.add_argument('--min-accept', type=float, default=0.5,
                   help='least probability of the most likely crop class for a photo to count as a crop leaf '
                        '(default: %(default)s: more likely than everything else together)')
    p.add_argument('--workers', type=int, default=1, help='processes making augmented views (default: %(default)s)')
    p.add_argument('--freeze-bn', action='store_true',
                   help='keep batch-norm statistics fixed (fine-tuning an earlier model with --init-onnx)')
    p.add_argument('--recalibrate-bn', type=int, default=0, metavar='N',
                   help='before evaluating, set batch-norm statistics from N training photos at the inference '
                        'size (training crops are smaller, so the statistics kept from training differ; 0: keep them)')
    p.add_argument('--max-minutes', type=float, default=0,
                   help='stop training after this many minutes, keeping the best epoch so far (0: no limit)')
    return p.parse_args(argv)


def log(*a):
    print(*a, flush=True)


def set_seed(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def build_model(num_classes):
    net = torchvision.models.mobilenet_v3_small(weights=None, num_classes=num_classes, dropout=0.2)
    for m in net.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.momentum = 0.1  # torchvision's 0.01 lags far behind during a short training
    return net


class WithTemperature(nn.Module):
    """The exported graph: logits divided by the temperature fitted on the validation split."""

    def __init__(self, net, temperature):
        super().__init__()
        self.net = net
        self.register_buffer('inv_t', torch.tensor(1.0 / temperature, dtype=torch.float32))

    def forward(self, x):
        return self.net(x) * self.inv_t


# --------------------------------------------------------------------------------------------------
# Data


class Data:
    def __init__(self, args):
        self.classes = L.load_classes(args.data, args.exclude_crop)
        self.ids = [c['id'] for c in self.classes]
        self.items = []  # dicts: cls, file, arr, side, alpha, mask_kind
        rng = np.random.default_rng(args.seed)
        kept = {}
        if args.keep_split:
            with open(args.keep_split) as f:
                for side, files in json.load(f).items():
                    kept.update({name: side for name in files})
        kept_classes = {name.split('/')[0] for name in kept}
        t0 = time.time()
        for ci, c in enumerate(self.classes):
            files = L.list_files(args.data, c['id'])
            if args.limit_per_class:
                files = files[: args.limit_per_class]
            arrs = [L.load_rgb(os.path.join(args.data, c['id'], f)) for f in files]
            groups = L.group_near_duplicates([L.dhash_bits(a) for a in arrs])
            sides = L.grouped_split(groups, len(files), args.test_frac, args.val_frac, rng)
            if c['id'] in kept_classes:
                sides = [kept.get(f'{c["id"]}/{f}', 'train') for f in files]
            for f, a, s in zip(files, arrs, sides):
                self.items.append({'cls': ci, 'crop': c['crop'], 'kind': c['kind'], 'file': f'{c["id"]}/{f}',
                                   'arr': a, 'side': s, 'alpha': None, 'mask_kind': None})
            self.n_groups = getattr(self, 'n_groups', 0) + len(groups)
        log(f'loaded {len(self.items)} photos in {len(self.ids)} classes ({time.time() - t0:.0f} s), '
            f'{self.n_groups} near-duplicate groups')
        self.reject_index = None
        if args.negatives:
            self.reject_index = len(self.classes)
            self.classes.append(O.REJECT_CLASS)
            self.ids.append(O.REJECT_ID)
            negatives = O.load_negatives(args.negatives, self.reject_index, args.val_frac)
            self.items.extend(negatives)
            log(f'loaded {len(negatives)} photos that are not a crop leaf')
        t0 = time.time()
        for it in self.items:
            if it['side'] == 'val':
                continue
            if it['kind'] == 'segmented-lab':
                it['alpha'] = L.black_background_alpha(it['arr'])
                it['mask_kind'] = 'black'
            elif it['kind'] == 'plain-background':
                it['alpha'] = L.plain_background_alpha(it['arr'])
                it['mask_kind'] = 'plain-mango'
            elif it['kind'] == 'plantvillage-lab':
                it['alpha'] = L.plain_background_alpha(it['arr'])
                it['mask_kind'] = 'plain-board'
        n_masks = {k: sum(1 for it in self.items if it['mask_kind'] == k and it['alpha'] is not None)
                   for k in L.REPLACE_PROB}
        log(f'background masks {n_masks} ({time.time() - t0:.0f} s)')
        self.train = [it for it in self.items if it['side'] == 'train']
        self.val = [it for it in self.items if it['side'] == 'val']
        self.test = [it for it in self.items if it['side'] == 'test']
        field_train = [it['arr'] for it in self.train if it['kind'] == 'field']
        scenes = [it['arr'] for it in self.train if it.get('subfolder') in O.BACKGROUND_SUBFOLDERS]
        self.pool = L.BackgroundPool(np.random.default_rng(args.seed + 1), field_train, scenes=scenes)

    def split_json(self):
        return {'test': [it['file'] for it in self.test], 'val': [it['file'] for it in self.val]}



def eval_tensor(items, size):
    return torch.from_numpy(np.stack([L.to_chw(L.eval_preprocess(it['arr'], size)) for it in items]))


def load_model_folder(model_dir, data_dir, negatives):
    """An exported model folder, loaded as it is (temperature included: the service's probabilities), with the
    dataset read on the split the folder records. Returns (labels, eval results, args, data, network)."""
    import onnx

    with open(os.path.join(model_dir, 'labels.json')) as f:
        labels = json.load(f)
    with open(os.path.join(model_dir, 'eval.json')) as f:
        result = json.load(f)
    args = parse_args(['--data', data_dir, '--negatives', negatives, '--size', str(labels['inputSize']),
                       '--keep-split', os.path.join(model_dir, 'split.json'), '--seed', str(result['seed'])])
    data = Data(args)
    ids = [c['id'] for c in labels['classes']]
    if ids != data.ids:
        raise SystemExit('the model classes differ from the dataset classes')
    model = build_model(len(ids))
    calib = eval_tensor(data.train[:: max(1, len(data.train) // 256)], args.size)
    warmstart.load_exported(model, onnx.load(os.path.join(model_dir, 'leaf-model.onnx')), ids, ids, calib)
    model.eval()
    return labels, result, args, data, model


@torch.no_grad()
def recalibrate_bn(model, items, size, batch=64):
    """Batch-norm statistics as the photos look at inference (whole photo, `size` px), averaged over
    `items`, instead of the running average of the last augmented training crops."""
    bns = [m for m in model.modules() if isinstance(m, nn.BatchNorm2d)]
    for bn in bns:
        bn.reset_running_stats()
        bn.momentum = None
    model.eval()
    for bn in bns:
        bn.train()
    for i in range(0, len(items), batch):
        model(eval_tensor(items[i : i + batch], size))
    for bn in bns:
        bn.momentum = 0.1
    model.eval()


@torch.no_grad()
def predict(model, x, batch=64):
    model.eval()
    return torch.cat([model(x[i : i + batch]) for i in range(0, len(x), batch)])


# --------------------------------------------------------------------------------------------------
# Training


class Views(torch.utils.data.Dataset):
    """Augmented training views, made in worker processes while the network trains on the last batch.
    Each view's randomness comes from (seed, epoch, index), so a run does not depend on the workers."""

    def __init__(self, data, size, seed, epoch):
        self.items, self.pool, self.size, self.seed, self.epoch = data.train, data.pool, size, seed, epoch

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        it = self.items[i]
        rng = np.random.default_rng((self.seed, self.epoch, int(i)))
        x = L.augment(it['arr'], it['alpha'], it['mask_kind'], it['crop'], self.pool, rng, self.size)
        return torch.from_numpy(x), it['cls']


def train(args, data, model):
    rng = np.random.default_rng(args.seed + 2)
    n_cls = len(data.ids)
    x_val = eval_tensor(data.val, args.size)
    y_val = torch.tensor([it['cls'] for it in data.val])
    ema = copy.deepcopy(model)
    for p in ema.parameters():
        p.requires_grad_(False)
    decay = 0.996
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    steps_per_epoch = math.ceil(len(data.train) / args.batch_size)
    total = steps_per_epoch * args.epochs
    warm = steps_per_epoch

    def lr_at(step):
        if step < warm:
            return args.lr * (step + 1) / warm
        return args.lr * 0.5 * (1 + math.cos(math.pi * (step - warm) / max(1, total - warm)))

    best = {'acc': -1.0, 'epoch': -1, 'which': None}
    history = []
    step = 0
    t_start = time.time()
    for epoch in range(args.epochs):
        model.train()
        if args.freeze_bn:
            for m in model.modules():
                if isinstance(m, nn.BatchNorm2d):
                    m.eval()
        t0 = time.time()
        order = rng.permutation(len(data.train))
        loss_sum, correct, seen = 0.0, 0, 0
        views = Views(data, args.train_size, args.seed, epoch)
        batches = [order[b * args.batch_size : (b + 1) * args.batch_size] for b in range(steps_per_epoch)]
        loader = torch.utils.data.DataLoader(views, batch_sampler=batches, num_workers=args.workers)
        for x, y in loader:
            for g in opt.param_groups:
                g['lr'] = lr_at(step)
            out = model(x)
            loss = F.cross_entropy(out, y, label_smoothing=0.1)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            with torch.no_grad():
                d = min(decay, (1 + step) / (10 + step))
                for pe, pm in zip(ema.parameters(), model.parameters()):
                    pe.mul_(d).add_(pm.detach(), alpha=1 - d)
                for be, bm in zip(ema.buffers(), model.buffers()):
                    be.copy_(bm)
            step += 1
            loss_sum += loss.item() * len(y)
            correct += (out.argmax(1) == y).sum().item()
            seen += len(y)
        accs = {}
        for which, m in (('model', model), ('ema', ema)):
            accs[which] = (predict(m, x_val).argmax(1) == y_val).float().mean().item()
        which = max(accs, key=accs.get)
        rec = {'epoch': epoch + 1, 'loss': loss_sum / seen, 'trainAcc': correct / seen, 'valAcc': accs['model'],
               'valAccEma': accs['ema'], 'seconds': time.time() - t0}
        history.append(rec)
        improved = accs[which] > best['acc']
        if improved:
            best = {'acc': accs[which], 'epoch': epoch + 1, 'which': which}
            torch.save({'state_dict': (model if which == 'model' else ema).state_dict(), 'classes': data.ids,
                        'epoch': epoch + 1, 'which': which}, args.checkpoint)
        log(f'epoch {epoch + 1:3d}/{args.epochs} loss {rec["loss"]:.3f} train {rec["trainAcc"]:.3f} '
            f'val {accs["model"]:.3f} ema {accs["ema"]:.3f} {rec["seconds"]:.0f}s{" *" if improved else ""}')
        if args.max_minutes and time.time() - t_start > args.max_minutes * 60 and epoch + 1 < args.epochs:
            log(f'time limit of {args.max_minutes} minutes reached; stopping')
            break
        if epoch + 1 - best['epoch'] >= args.patience:
            log(f'no better validation score for {args.patience} epochs; stopping')
            break
    settings = {'epochs': args.epochs, 'lr': args.lr, 'trainSize': args.train_size, 'maxMinutes': args.max_minutes or None}
    return {'best': best, 'history': history, 'minutes': (time.time() - t_start) / 60, 'args': settings}


# --------------------------------------------------------------------------------------------------
# Evaluation


def fit_temperature(logits, y):
    best_t, best_nll = 1.0, float('inf')
    for t in np.arange(0.5, 3.01, 0.05):
        nll = F.cross_entropy(logits / float(t), y).item()
        if nll < best_nll:
            best_t, best_nll = float(t), nll
    return round(best_t, 2)


def quantiles(v):
    if len(v) == 0:
        return None
    qs = [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95]
    out = {f'q{int(q * 100):02d}': round(float(np.quantile(v, q)), 4) for q in qs}
    out['mean'] = round(float(np.mean(v)), 4)
    return out


def calibration(logits, y, temperature):
    p = F.softmax(logits, 1)
    conf, pred = p.max(1)
    ok = (pred == y).numpy()
    conf = conf.numpy()
    rows = []
    for th in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95):
        acc_mask = conf >= th
        rows.append({'threshold': th, 'coverage': round(float(acc_mask.mean()), 4),
                     'accuracyAccepted': round(float(ok[acc_mask].mean()), 4) if acc_mask.any() else None})
    return {
        'split': 'val',
        'n': int(len(y)),
        'temperature': temperature,
        'note': 'max softmax probability of the exported logits (temperature already applied)',
        'top1': round(float(ok.mean()), 4),
        'maxProb': {'correct': quantiles(conf[ok]), 'wrong': quantiles(conf[~ok]),
                    'nCorrect': int(ok.sum()), 'nWrong': int((~ok).sum())},
        'thresholds': rows,
    }


def accuracy_block(logits, y):
    top3 = logits.topk(min(3, logits.shape[1]), 1).indices
    return {'n': int(len(y)), 'top1': round(float((top3[:, 0] == y).float().mean()), 4),
            'top3': round(float((top3 == y[:, None]).any(1).float().mean()), 4)}


def evaluate_test(model, data, size):
    """Held-out crop-leaf photos; a leaf answered "not a crop leaf" counts as wrong."""
    items = [it for it in data.test if it['crop'] is not None]
    x = eval_tensor(items, size)
    y = torch.tensor([it['cls'] for it in items])
    logits = predict(model, x)
    pred = logits.argmax(1)
    res = accuracy_block(logits, y)
    healthy_ids = {i for i, c in enumerate(data.classes) if c['healthy']}
    hm = torch.tensor([int(v) in healthy_ids for v in y])
    if hm.any():
        res['healthyRecognised'] = round(float(np.mean([int(p) in healthy_ids for p in pred[hm]])), 4)
        res['nHealthy'] = int(hm.sum())
    per_class = {}
    for ci, cid in enumerate(data.ids):
        if data.classes[ci]['crop'] is None:
            continue
        m = y == ci
        per_class[cid] = {'n': int(m.sum()), 'top1': round(float((pred[m] == ci).float().mean()), 4)}
    crops = sorted({c['crop'] for c in data.classes if c['crop']})
    crop_of = [c['crop'] for c in data.classes]
    per_crop = {}
    for crop in crops:
        m = torch.tensor([crop_of[int(v)] == crop for v in y])
        pc = pred[m]
        per_crop[crop] = {
            'n': int(m.sum()),
            'top1': round(float((pc == y[m]).float().mean()), 4),
            'cropCorrect': round(float(np.mean([crop_of[int(v)] == crop for v in pc])), 4),
        }
    conf = {}
    for t, pr in zip(y.tolist(), pred.tolist()):
        if t != pr:
            conf[(t, pr)] = conf.get((t, pr), 0) + 1
    top = sorted(conf.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
    res['perCrop'] = per_crop
    res['perClass'] = per_class
    res['confusions'] = [{'true': data.ids[t], 'predicted': data.ids[p], 'count': c} for (t, p), c in top]
    field = torch.tensor([it['kind'] == 'field' for it in items])
    field_res = accuracy_block(logits[field], y[field]) if field.any() else None
    if field_res:
        field_res['classes'] = [c['id'] for c in data.classes if c['kind'] == 'field']
        lab = ~field
        field_res['labTop1'] = accuracy_block(logits[lab], y[lab])['top1']
    return res, field_res


def shortcut_backgrounds(data, seed, size=256):
    """Fixed backgrounds for the shortcut checks; the field scene comes from held-out test photos."""
    rng = np.random.default_rng(seed + 99)
    field_test = [it['arr'] for it in data.test if it['kind'] == 'field']
    bgs = {
        'grey-board': L.solid_background(rng, size, colour=(128, 126, 130)),
        'white-paper': L.solid_background(rng, size, colour=(236, 236, 232)),
        'blue-paper': L.solid_background(rng, size, colour=(170, 198, 232)),
        'soil': L.noise_background(rng, size, colour=(120, 88, 55)),
    }
    if field_test:
        bgs['field-scene'] = L.field_background(rng, field_test[0], size)
    return bgs


def shortcut_check(model, data, size, seed, mask_kind):
    items = [it for it in data.test if it['mask_kind'] == mask_kind and it['alpha'] is not None]
    if not items:
        return None
    y = torch.tensor([it['cls'] for it in items])
    orig = predict(model, eval_tensor(items, size)).argmax(1)
    out = {'n': len(items), 'top1Original': round(float((orig == y).float().mean()), 4), 'perBackground': {}}
    scores = []
    for name, bg in shortcut_backgrounds(data, seed).items():
        swapped = []
        for it in items:
            h, w = it['arr'].shape[:2]
            swapped.append({'arr': L.composite(it['arr'], it['alpha'], bg[:h, :w])})
        acc = float((predict(model, eval_tensor(swapped, size)).argmax(1) == y).float().mean())
        out['perBackground'][name] = round(acc, 4)
        scores.append(acc)
    out['top1'] = round(float(np.mean(scores)), 4)
    out['classes'] = sorted({data.ids[it['cls']] for it in items})
    return out


def open_set_results(data, val_logits, y_val, final, size, temperature, min_accept):
    """Thresholds chosen on validation photos; figures read on the held-out test photos only."""
    ri = data.reject_index
    val_scores = O.accept_scores(val_logits, ri)
    val_neg = (y_val == ri).numpy()
    strict = O.choose_accept_threshold(val_scores[val_neg], [it.get('subfolder') for it, n in zip(data.val, val_neg)
                                                             if n])
    accept = min_accept
    val_pred = val_logits.argmax(1)
    pos = ~val_neg
    diagnose = O.choose_diagnose_threshold(val_scores[pos], (val_pred == y_val).numpy()[pos])
    x = eval_tensor(data.test, size)
    y = torch.tensor([it['cls'] for it in data.test])
    logits = predict(final, x)
    report = O.open_set_report(logits, y.numpy(), [it.get('subfolder') for it in data.test], ri, accept,
                               [it['kind'] for it in data.test])
    report['thresholds'] = {'accept': accept, 'diagnose': diagnose}
    strict_report = O.open_set_report(logits, y.numpy(), [it.get('subfolder') for it in data.test], ri, strict,
                                      [it['kind'] for it in data.test])
    report['strict'] = {k: strict_report[k] for k in ('acceptThreshold', 'nonPlantsTakenForCrop',
                                                      'otherPlantsTakenForCrop', 'leavesKept')}
    report['eceTest'] = {'before': O.ece(logits * temperature, y), 'after': O.ece(logits, y), 'bins': 15}
    s = O.accept_scores(logits, ri)
    pred = logits.argmax(1).numpy()
    yn = y.numpy()
    leaf = (yn != ri) & (s >= accept)
    sure = leaf & (s >= diagnose)
    report['leavesAnsweredSure'] = round(float(sure.sum() / max(1, (yn != ri).sum())), 4)
    report['sureAnswersRight'] = round(float((pred[sure] == yn[sure]).mean()), 4) if sure.any() else None
    log(f'open set: {json.dumps({k: v for k, v in report.items() if k != "perSubfolder"})}')
    return report


def export_onnx(model, path, size, n_classes):
    model.eval()
    dummy = torch.zeros(1, 3, size, size)
    torch.onnx.export(model, dummy, path, opset_version=OPSET, input_names=['input'], output_names=['logits'],
                      dynamic_axes={'input': {0: 'batch'}, 'logits': {0: 'batch'}}, do_constant_folding=True)
    import onnx

    m = onnx.load(path)
    onnx.checker.check_model(m)
    return m


def verify_onnx(onnx_model, model, x):
    try:
        from onnx.reference import ReferenceEvaluator  # onnx >= 1.13

        sess = ReferenceEvaluator(onnx_model)
        ref = np.concatenate([sess.run(None, {'input': x[i : i + 1].numpy()})[0] for i in range(len(x))])
        verifier = 'onnx.reference.ReferenceEvaluator'
    except ImportError:
        import onnx_numpy

        ref = np.concatenate([onnx_numpy.run(onnx_model, {'input': x[i : i + 1].numpy()})[0] for i in range(len(x))])
        verifier = 'NumPy interpreter of the ONNX graph (onnx_numpy.py; onnx.reference needs onnx >= 1.13)'
    with torch.no_grad():
        t = model(x).numpy()
    return {'verifier': verifier, 'images': int(len(x)), 'maxAbsDiff': float(f'{np.abs(ref - t).max():.3g}'),
            'samePrediction': bool((ref.argmax(1) == t.argmax(1)).all())}


def time_inference(model, size, runs=50):
    model.eval()
    x = torch.randn(1, 3, size, size)
    with torch.no_grad():
        for _ in range(5):
            model(x)
        t0 = time.time()
        for _ in range(runs):
            model(x)
    return round((time.time() - t0) / runs * 1000, 2)


def to_json(obj, indent=0, prefix_len=0, width=120):
    """JSON laid out the way the repository's formatter (Biome) writes it: objects one key per line,
    arrays of scalars on one line when they fit in `width` columns, else one item per line."""
    pad = ' ' * indent
    if isinstance(obj, dict):
        if not obj:
            return '{}'
        body = ',\n'.join(
            f'{pad}  {json.dumps(k)}: {to_json(v, indent + 2, indent + 4 + len(json.dumps(k)), width)}'
            for k, v in obj.items())
        return '{\n' + body + '\n' + pad + '}'
    if isinstance(obj, (list, tuple)):
        if not obj:
            return '[]'
        if not any(isinstance(v, (dict, list, tuple)) for v in obj):
            flat = '[' + ', '.join(json.dumps(v) for v in obj) + ']'
            if prefix_len + len(flat) + 1 <= width:
                return flat
        body = ',\n'.join(f'{pad}  {to_json(v, indent + 2, indent + 2, width)}' for v in obj)
        return '[\n' + body + '\n' + pad + ']'
    if isinstance(obj, float) and 'e' in repr(obj):
        mant, exp = repr(obj).split('e')
        return f'{mant}e{"-" if exp.startswith("-") else ""}{exp.lstrip("+-").lstrip("0")}'
    return json.dumps(obj)


def stage_summary(info):
    if not info:
        return None
    hist = info.get('history', [])
    return {**info.get('args', {}), 'epochsRun': len(hist), 'bestEpoch': info['best'].get('epoch'),
            'bestValTop1': info['best'].get('acc'), 'minutes': round(info.get('minutes', 0), 1),
            'history': [{k: (round(v, 4) if isinstance(v, float) else v) for k, v in h.items()} for h in hist]}


def write_json(path, obj):
    with open(path, 'w') as f:
        f.write(to_json(obj) + '\n')


def main():
    args = parse_args()
    torch.set_num_threads(args.threads)
    set_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    data = Data(args)
    log(f'split: train {len(data.train)}, val {len(data.val)}, test {len(data.test)}')
    write_json(os.path.join(args.out, 'split.json'), data.split_json())

    model = build_model(len(data.ids))
    if args.eval_only:
        ckpt = torch.load(args.checkpoint)
        train_info = ckpt.get('train_info', {'best': {'epoch': ckpt['epoch'], 'which': ckpt['which']}})
    else:
        previous = None
        if args.init_onnx:
            import onnx

            with open(os.path.join(os.path.dirname(args.init_onnx), 'labels.json')) as f:
                old_ids = [c['id'] for c in json.load(f)['classes']]
            calib = eval_tensor(data.train[:: max(1, len(data.train) // 256)], args.size)
            info = warmstart.load_exported(model, onnx.load(args.init_onnx), old_ids, data.ids, calib)
            log(f'starting from {args.init_onnx}: {info}')
        if args.init_from:
            if os.path.abspath(args.init_from) == os.path.abspath(args.checkpoint):
                raise SystemExit('--init-from and --checkpoint must be different files')
            init = torch.load(args.init_from)
            if init['classes'] != data.ids:
                raise SystemExit('--init-from checkpoint classes differ from the dataset classes')
            model.load_state_dict(init['state_dict'])
            previous = init.get('train_info')
            log(f'starting from {args.init_from}')
        if args.epochs == 0:
            # only re-evaluate and re-export the starting model (with --recalibrate-bn, say)
            torch.save({'state_dict': model.state_dict(), 'classes': data.ids, 'epoch': 0, 'which': 'model'},
                       args.checkpoint)
            train_info = {'best': {'epoch': 0, 'which': 'model', 'acc': None}, 'history': [], 'minutes': 0}
        else:
            train_info = train(args, data, model)
        train_info['command'] = ' '.join(sys.argv[1:])
        if previous:
            train_info['previousStage'] = previous
        ckpt = torch.load(args.checkpoint)
        ckpt['train_info'] = train_info
        torch.save(ckpt, args.checkpoint)
    if ckpt['classes'] != data.ids:
        raise SystemExit('checkpoint classes differ from the dataset classes')
    model.load_state_dict(ckpt['state_dict'])
    model.eval()
    if args.recalibrate_bn:
        rng = np.random.default_rng(args.seed + 2)
        picked = [data.train[i] for i in rng.permutation(len(data.train))[: args.recalibrate_bn]]
        recalibrate_bn(model, picked, args.size)
        log(f'batch norm set from {len(picked)} training photos at {args.size} px')

    x_val = eval_tensor(data.val, args.size)
    y_val = torch.tensor([it['cls'] for it in data.val])
    val_logits = predict(model, x_val)
    temperature = fit_temperature(val_logits, y_val)
    final = WithTemperature(model, temperature).eval()
    log(f'temperature {temperature}')

    test_res, field_res = evaluate_test(final, data, args.size)
    shortcut = {
        'segmentedLabBackgroundReplaced': shortcut_check(final, data, args.size, args.seed, 'black'),
        'mangoPaperReplaced': shortcut_check(final, data, args.size, args.seed, 'plain-mango'),
    }
    calib = calibration(val_logits / temperature, y_val, temperature)
    open_set = None
    if data.reject_index is not None:
        open_set = open_set_results(data, val_logits / temperature, y_val, final, args.size, temperature, args.min_accept)

    chosen_views = None
    if open_set:
        chosen_views = V.choose(final, data.val, data.test, lambda items: eval_tensor(items, args.size),
                                open_set['thresholds']['accept'])
        log(f"views {chosen_views['chosen']}, diagnose at {chosen_views['diagnose']}")

    onnx_path = os.path.join(args.out, 'leaf-model.onnx')
    onnx_model = export_onnx(final, onnx_path, args.size, len(data.ids))
    check_items = data.test[:: max(1, len(data.test) // 4)][:4]
    onnx_check = verify_onnx(onnx_model, final, eval_tensor(check_items, args.size))
    onnx_check.update({'file': 'leaf-model.onnx', 'bytes': os.path.getsize(onnx_path), 'opset': OPSET,
                       'input': 'input', 'output': 'logits', 'dtype': 'float32'})

    labels = {
        'inputSize': args.size,
        'mean': L.MEAN,
        'std': L.STD,
        'layout': 'NCHW',
        'colorSpace': 'RGB',
        'scale': '1/255',
        'resize': 'shorter side to inputSize, then centre crop inputSize x inputSize '
                  "(sharp: .resize(inputSize, inputSize, { fit: 'cover' }))",
        'input': 'input',
        'output': 'logits',
        'outputIsLogits': True,
        'classes': [{'id': c['id'], 'crop': c['crop'], 'condition': c['condition'], 'healthy': c['healthy'],
                     'kind': c['kind']} for c in data.classes],
    }
    if open_set:
        labels['openSet'] = {'rejectClass': O.REJECT_ID, 'temperature': temperature,
                             'acceptScore': 'highest probability of a crop class',
                             'minAccept': open_set['thresholds']['accept'],
                             'minDiagnose': chosen_views['diagnose']}
        labels['views'] = chosen_views['chosen']
    history = train_info.get('history', [])
    training = {'command': train_info.get('command'), 'epochsRun': len(history) or None, 'epochsPlanned': args.epochs,
                'bestEpoch': train_info['best'].get('epoch'), 'weights': train_info['best'].get('which'),
                'bestValTop1': train_info['best'].get('acc'), 'minutes': round(train_info.get('minutes', 0), 1)
                or None, 'batchSize': args.batch_size, 'lr': args.lr, 'weightDecay': args.weight_decay,
                'maxMinutes': args.max_minutes or None, 'trainSize': args.train_size,
                'previousStage': stage_summary(train_info.get('previousStage'))}
    if train_info.get('headRefit'):
        # refit_head.py kept the backbone of an exported model: its training is the one recorded then
        training = {**train_info['backbone'], 'headRefit': train_info['headRefit']}
    result = {
        'model': 'mobilenet_v3_small (torchvision, trained from scratch)',
        'parameters': sum(p.numel() for p in model.parameters()),
        'inputSize': args.size,
        'trainSize': args.train_size,
        'seed': args.seed,
        'excludedCrops': sorted(c.lower() for c in args.exclude_crop),
        'split': {'train': len(data.train), 'val': len(data.val), 'test': len(data.test),
                  'testFraction': args.test_frac, 'valFraction': args.val_frac,
                  'nearDuplicateGrouping': f'dHash 9x8, <= {L.DHASH_GROUP_BITS} bits, per class'},
        'training': training,
        'test': test_res,
        'fieldPhotos': field_res,
        'shortcutCheck': shortcut,
        'calibration': calib,
        'openSet': open_set,
        'views': chosen_views,
        'onnx': onnx_check,
        'inference': {'torchMsPerImage1Thread': time_inference(final, args.size), 'batch': 1},
        'history': [{k: (round(v, 4) if isinstance(v, float) else v) for k, v in h.items()} for h in history],
    }
    write_json(os.path.join(args.out, 'labels.json'), labels)
    write_json(os.path.join(args.out, 'eval.json'), result)
    card.write(os.path.join(args.out, 'MODEL_CARD.md'), args, data, result)
    print(json.dumps({k: v for k, v in result.items() if k != 'history'}, indent=2))


if __name__ == '__main__':
    sys.exit(main())
