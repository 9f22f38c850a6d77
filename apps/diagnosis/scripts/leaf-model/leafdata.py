"""Leaf-photo dataset: loading, grouped stratified split, background masks and augmentation.

Everything random takes an explicit numpy Generator so a run is reproducible from its seed.
"""

import io
import json
import math
import os

import numpy as np
from PIL import Image, ImageEnhance, ImageFilter

MEAN = [0.485, 0.456, 0.406]
STD = [0.229, 0.224, 0.225]

# A pixel is "black background" when all three channels are below this value.
BLACK_THRESHOLD = 14
# Two photos of one class whose 64-bit dHash differ in at most this many bits go to the same split side.
DHASH_GROUP_BITS = 10


# --------------------------------------------------------------------------------------------------
# Loading


def load_classes(data_dir, exclude_crops):
    with open(os.path.join(data_dir, 'classes.json')) as f:
        classes = json.load(f)
    excluded = {c.lower() for c in exclude_crops}
    unknown = excluded - {c['crop'] for c in classes}
    if unknown:
        raise SystemExit(f'unknown crop(s) for --exclude-crop: {", ".join(sorted(unknown))}')
    return [c for c in classes if c['crop'] not in excluded]


def list_files(data_dir, class_id):
    folder = os.path.join(data_dir, class_id)
    return sorted(f for f in os.listdir(folder) if f.lower().endswith(('.jpg', '.jpeg', '.png')))


def load_rgb(path):
    with Image.open(path) as im:
        return np.asarray(im.convert('RGB'))


# --------------------------------------------------------------------------------------------------
# Near-duplicate grouping and split


def dhash_bits(arr):
    g = Image.fromarray(arr).convert('L').resize((9, 8), Image.LANCZOS)
    px = np.asarray(g, dtype=np.int16)
    return (px[:, 1:] > px[:, :-1]).reshape(-1)


def group_near_duplicates(hashes, max_bits=DHASH_GROUP_BITS):
    """Union-find over one class: photos whose dHash differ in <= max_bits bits share a group."""
    n = len(hashes)
    parent = list(range(n))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    h = np.stack(hashes)
    dist = (h[:, None, :] != h[None, :, :]).sum(-1)
    for i in range(n):
        for j in np.nonzero(dist[i, i + 1 :] <= max_bits)[0] + i + 1:
            ri, rj = find(i), find(int(j))
            if ri != rj:
                parent[rj] = ri
    groups = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(i)
    return list(groups.values())


def grouped_split(groups, n_items, test_frac, val_frac, rng):
    """Assign whole groups to test, then val, then train; returns a list of 'test'/'val'/'train'."""
    order = rng.permutation(len(groups))
    n_test = round(n_items * test_frac)
    n_val = round(n_items * val_frac)
    side = ['train'] * n_items
    filled = {'test': 0, 'val': 0}
    for gi in order:
        members = groups[gi]
        if filled['test'] < n_test:
            target = 'test'
        elif filled['val'] < n_val:
            target = 'val'
        else:
            target = 'train'
        for m in members:
            side[m] = target
        if target != 'train':
            filled[target] += len(members)
    return side


# --------------------------------------------------------------------------------------------------
# Background masks


def _dilate(m, k):
    """Binary dilation of a 0/255 'L' image with a k x k square (box blur, then threshold)."""
    return m.filter(ImageFilter.BoxBlur(k // 2)).point(lambda v: 255 if v > 0 else 0)


def _erode(m, k):
    return m.filter(ImageFilter.BoxBlur(k // 2)).point(lambda v: 255 if v > 250 else 0)


def _border_connected(cand, close=5):
    """Candidate background pixels (bool HxW), cleaned and limited to regions touching the border."""
    h, w = cand.shape
    m = Image.fromarray(cand.astype(np.uint8) * 255)
    m = _dilate(_erode(m, 3), 3)  # open: drop small specks
    m = _erode(_dilate(m, close), close)  # close: fill small holes
    clean = np.asarray(m) > 127
    sw, sh = max(1, w // 4), max(1, h // 4)
    small = np.asarray(m.resize((sw, sh), Image.BOX)) > 200
    mark = np.zeros_like(small)
    mark[0, :] = small[0, :]
    mark[-1, :] = small[-1, :]
    mark[:, 0] = small[:, 0]
    mark[:, -1] = small[:, -1]
    while True:
        grown = mark.copy()
        grown[1:] |= mark[:-1]
        grown[:-1] |= mark[1:]
        grown[:, 1:] |= mark[:, :-1]
        grown[:, :-1] |= mark[:, 1:]
        grown &= small
        if np.array_equal(grown, mark):
            break
        mark = grown
    up = _dilate(Image.fromarray(mark.astype(np.uint8) * 255).resize((w, h), Image.NEAREST), 9)
    return clean & (np.asarray(up) > 127)


def _alpha_from_background(bg, erode):
    leaf = Image.fromarray((~bg).astype(np.uint8) * 255)
    if erode:
        leaf = _erode(leaf, 2 * erode + 1)
    return np.asarray(leaf.filter(ImageFilter.GaussianBlur(0.8)))


def black_fraction_on_border(arr):
    dark = (arr < BLACK_THRESHOLD).all(-1)
    border = np.concatenate([dark[0], dark[-1], dark[:, 0], dark[:, -1]])
    return float(border.mean())


def black_background_alpha(arr):
    """Leaf alpha (uint8 HxW) of a segmented photo whose background is pure black, or None."""
    if black_fraction_on_border(arr) < 0.3:
        return None
    bg = _border_connected((arr < BLACK_THRESHOLD).all(-1))
    frac = bg.mean()
    if frac < 0.03 or frac > 0.92:
        return None
    return _alpha_from_background(bg, erode=2)


def plain_background_alpha(arr):
    """Leaf alpha for a leaf on paper or a lab board, or None.

    Background candidates are pixels coloured like the photo's border: low saturation (white or grey
    paper, grey board) or the border's own hue (blue paper, purple board), and not dark.
    """
    hsv = np.asarray(Image.fromarray(arr).convert('HSV')).astype(np.int16)
    hue, sat, val = hsv[..., 0], hsv[..., 1], hsv[..., 2]
    ring = np.concatenate([hsv[:3].reshape(-1, 3), hsv[-3:].reshape(-1, 3), hsv[:, :3].reshape(-1, 3), hsv[:, -3:].reshape(-1, 3)])
    b_sat = float(np.median(ring[:, 1]))
    cand = sat < min(60, b_sat + 18)
    if b_sat > 30:
        b_hue = float(np.median(ring[:, 0]))
        dh = np.abs(hue - b_hue)
        dh = np.minimum(dh, 256 - dh)
        cand |= (dh < 14) & (sat < b_sat + 30)
    cand &= val > 60
    bg = _border_connected(cand, close=3)
    frac = bg.mean()
    if frac < 0.08 or frac > 0.97:
        return None
    return _alpha_from_background(bg, erode=1)


def composite(arr, alpha, bg):
    a = alpha[..., None].astype(np.float32) / 255.0
    return (arr.astype(np.float32) * a + bg.astype(np.float32) * (1.0 - a)).clip(0, 255).astype(np.uint8)


# --------------------------------------------------------------------------------------------------
# Backgrounds

PALETTES = {
    'grey': lambda r: np.full(3, r.uniform(50, 215)),
    'white': lambda r: np.full(3, r.uniform(215, 252)) - r.uniform(0, 12, 3),
    'blue': lambda r: np.array([r.uniform(120, 200), r.uniform(160, 215), r.uniform(200, 255)]),
    'brown': lambda r: np.array([r.uniform(80, 160), r.uniform(55, 115), r.uniform(25, 75)]),
    'green': lambda r: np.array([r.uniform(30, 110), r.uniform(70, 170), r.uniform(20, 80)]),
    'purple-grey': lambda r: np.array([r.uniform(120, 170), r.uniform(110, 150), r.uniform(130, 180)]),
    'random': lambda r: r.uniform(0, 255, 3),
}


def _colour(rng):
    name = list(PALETTES)[rng.integers(len(PALETTES))]
    return PALETTES[name](rng)


def solid_background(rng, size=256, colour=None):
    c = _colour(rng) if colour is None else np.asarray(colour, dtype=np.float64)
    img = np.ones((size, size, 3)) * c
    img += rng.normal(0, rng.uniform(0, 6), (size, size, 1))
    return img.clip(0, 255).astype(np.uint8)


def gradient_background(rng, size=256):
    c1, c2 = _colour(rng), _colour(rng)
    ang = rng.uniform(0, 2 * math.pi)
    yy, xx = np.mgrid[0:size, 0:size] / (size - 1)
    t = (xx * math.cos(ang) + yy * math.sin(ang))
    t = (t - t.min()) / max(1e-6, t.max() - t.min())
    img = c1 * (1 - t[..., None]) + c2 * t[..., None]
    img += rng.normal(0, rng.uniform(0, 5), (size, size, 1))
    return img.clip(0, 255).astype(np.uint8)


def noise_background(rng, size=256, colour=None):
    k = int(rng.integers(2, 24))
    base = _colour(rng) if colour is None else np.asarray(colour, dtype=np.float64)
    spread = rng.uniform(10, 70)
    low = (base + rng.normal(0, spread, (k, k, 3))).clip(0, 255).astype(np.uint8)
    img = np.asarray(Image.fromarray(low).resize((size, size), Image.BICUBIC), dtype=np.float64)
    img += rng.normal(0, rng.uniform(2, 18), (size, size, 3 if rng.random() < 0.5 else 1))
    img = Image.fromarray(img.clip(0, 255).astype(np.uint8))
    if rng.random() < 0.5:
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 2)))
    return np.asarray(img)


def field_background(rng, arr, size=256, blur=(1.5, 6)):
    h, w = arr.shape[:2]
    s = rng.uniform(0.4, 1.0)
    cw, ch = max(8, int(w * s)), max(8, int(h * s))
    x, y = int(rng.integers(0, w - cw + 1)), int(rng.integers(0, h - ch + 1))
    img = Image.fromarray(arr).resize((size, size), Image.BILINEAR, box=(x, y, x + cw, y + ch))
    return np.asarray(img.filter(ImageFilter.GaussianBlur(rng.uniform(*blur))))


class BackgroundPool:
    """Pre-rendered 256x256 backgrounds; each draw is a random crop with a random flip and tint."""

    def __init__(self, rng, field_images, n_each=80, scenes=()):
        """`scenes`: real photos of ground, hands and foliage, used nearly sharp."""
        self.items = [field_background(rng, scene, blur=(0, 2.5)) for scene in scenes]
        for _ in range(n_each):
            self.items.append(solid_background(rng))
            self.items.append(gradient_background(rng))
            self.items.append(noise_background(rng))
        for _ in range(n_each * 2 if field_images else 0):
            self.items.append(field_background(rng, field_images[int(rng.integers(len(field_images)))]))

    def draw(self, rng, w, h):
        bg = self.items[int(rng.integers(len(self.items)))]
        x, y = int(rng.integers(0, 256 - w + 1)), int(rng.integers(0, 256 - h + 1))
        out = bg[y : y + h, x : x + w]
        if rng.random() < 0.5:
            out = out[:, ::-1]
        if rng.random() < 0.5:
            out = out[::-1]
        gain = rng.uniform(0.8, 1.2, 3)
        return (out.astype(np.float32) * gain).clip(0, 255)


# --------------------------------------------------------------------------------------------------
# Preprocessing


def eval_preprocess(img, size):
    """Resize so the shorter side is `size` (Lanczos), centre-crop size x size; returns uint8 HxWx3.

    Same as sharp(img).resize(size, size, { fit: 'cover' }) followed by .removeAlpha().raw().
    """
    if isinstance(img, np.ndarray):
        img = Image.fromarray(img)
    img = img.convert('RGB')
    w, h = img.size
    scale = size / min(w, h)
    nw, nh = max(size, round(w * scale)), max(size, round(h * scale))
    img = img.resize((nw, nh), Image.LANCZOS)
    left, top = (nw - size) // 2, (nh - size) // 2
    return np.asarray(img.crop((left, top, left + size, top + size)))


def to_chw(arr_uint8):
    x = arr_uint8.astype(np.float32) / 255.0
    x = (x - np.array(MEAN, dtype=np.float32)) / np.array(STD, dtype=np.float32)
    return np.ascontiguousarray(x.transpose(2, 0, 1))


# --------------------------------------------------------------------------------------------------
# Training augmentation

REPLACE_PROB = {'black': 0.85, 'plain-mango': 0.6, 'plain-board': 0.4}
RESAMPLE = [Image.BILINEAR, Image.BICUBIC, Image.LANCZOS]


def _random_resized_box(rng, w, h, scale=(0.25, 1.0), ratio=(3 / 4, 4 / 3)):
    area = w * h
    for _ in range(10):
        target = area * rng.uniform(*scale)
        r = math.exp(rng.uniform(math.log(ratio[0]), math.log(ratio[1])))
        cw, ch = round(math.sqrt(target * r)), round(math.sqrt(target / r))
        if 0 < cw <= w and 0 < ch <= h:
            x, y = int(rng.integers(0, w - cw + 1)), int(rng.integers(0, h - ch + 1))
            return x, y, x + cw, y + ch
    s = min(w, h)
    return (w - s) // 2, (h - s) // 2, (w - s) // 2 + s, (h - s) // 2 + s


def _hue_shift(img, shift):
    hsv = np.asarray(img.convert('HSV')).copy()
    hsv[..., 0] = (hsv[..., 0].astype(np.int16) + int(shift)) % 256
    return Image.fromarray(hsv, 'HSV').convert('RGB')


def augment(arr, alpha, mask_kind, crop, pool, rng, out_size):
    """One training view of a photo: background swap, random resized crop, flips/rotation, colour, blur."""
    img = arr
    if alpha is not None and rng.random() < REPLACE_PROB[mask_kind]:
        img = composite(arr, alpha, pool.draw(rng, arr.shape[1], arr.shape[0]))
        if rng.random() < 0.3:
            img = _zoom_out(arr, alpha, pool, rng)
    pil = Image.fromarray(img)
    w, h = pil.size
    box = _random_resized_box(rng, w, h)
    resample = RESAMPLE[int(rng.integers(len(RESAMPLE)))]
    if rng.random() < 0.3:
        ang = rng.uniform(-30, 30)
        k = abs(math.cos(math.radians(ang))) + abs(math.sin(math.radians(ang)))
        big = math.ceil(out_size * k) + 2
        view = pil.resize((big, big), resample, box=box).rotate(ang, resample=Image.BILINEAR)
        c = (big - out_size) // 2
        view = view.crop((c, c, c + out_size, c + out_size))
    else:
        view = pil.resize((out_size, out_size), resample, box=box)
    t = int(rng.integers(8))  # the 8 symmetries of the square
    if t & 1:
        view = view.transpose(Image.FLIP_LEFT_RIGHT)
    if t & 2:
        view = view.transpose(Image.FLIP_TOP_BOTTOM)
    if t & 4:
        view = view.transpose(Image.ROTATE_90)
    for op in rng.permutation(3):
        f = rng.uniform(0.7, 1.3)
        view = (ImageEnhance.Brightness, ImageEnhance.Contrast, ImageEnhance.Color)[op](view).enhance(f)
    # Mango paper colour goes with some classes: when the paper was not replaced, shift hues more.
    hue_range = 20 if (crop == 'mango' and img is arr) else 8
    if rng.random() < 0.5:
        view = _hue_shift(view, rng.uniform(-hue_range, hue_range))
    if rng.random() < 0.25:
        view = view.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 2.0)))
    return to_chw(np.asarray(_camera(view, rng)))


def _zoom_out(arr, alpha, pool, rng):
    """The leaf smaller in the frame, on a real or made background: a photo taken from further away."""
    h, w = arr.shape[:2]
    s = rng.uniform(0.45, 0.85)
    lw, lh = max(8, int(w * s)), max(8, int(h * s))
    leaf = np.asarray(Image.fromarray(arr).resize((lw, lh), Image.BILINEAR))
    a = np.asarray(Image.fromarray(alpha).resize((lw, lh), Image.BILINEAR))
    bg = pool.draw(rng, w, h).astype(np.uint8)
    x, y = int(rng.integers(0, w - lw + 1)), int(rng.integers(0, h - lh + 1))
    bg[y : y + lh, x : x + lw] = composite(leaf, a, bg[y : y + lh, x : x + lw])
    return bg


def _camera(view, rng):
    """What a cheap phone camera and a weak network do: noise, low resolution, strong JPEG."""
    if rng.random() < 0.15:
        arr = np.asarray(view).astype(np.float32) + rng.normal(0, rng.uniform(2, 10), (view.size[1], view.size[0], 1))
        view = Image.fromarray(arr.clip(0, 255).astype(np.uint8))
    if rng.random() < 0.15:
        s = rng.uniform(0.35, 0.7)
        small = view.resize((max(8, int(view.size[0] * s)), max(8, int(view.size[1] * s))), Image.BILINEAR)
        view = small.resize(view.size, Image.BILINEAR)
    if rng.random() < 0.3:
        buf = io.BytesIO()
        view.save(buf, 'JPEG', quality=int(rng.integers(25, 90)))
        buf.seek(0)
        view = Image.open(buf).convert('RGB')
    return view
