"""A small NumPy interpreter for the ONNX operators the leaf model uses.

Used to check an exported graph independently of PyTorch when onnx.reference is not available
(it arrived in onnx 1.13). Computes in float64.
"""

import numpy as np
from onnx import numpy_helper


def _attrs(node):
    out = {}
    for a in node.attribute:
        if a.type == a.FLOAT:
            out[a.name] = a.f
        elif a.type == a.INT:
            out[a.name] = a.i
        elif a.type == a.INTS:
            out[a.name] = list(a.ints)
        elif a.type == a.FLOATS:
            out[a.name] = list(a.floats)
        elif a.type == a.TENSOR:
            out[a.name] = numpy_helper.to_array(a.t)
        elif a.type == a.STRING:
            out[a.name] = a.s.decode()
    return out


def _conv(x, w, b, a):
    group = a.get('group', 1)
    strides = a.get('strides', [1, 1])
    pads = a.get('pads', [0, 0, 0, 0])
    if any(d != 1 for d in a.get('dilations', [1, 1])):
        raise NotImplementedError('dilated Conv')
    x = np.pad(x, ((0, 0), (0, 0), (pads[0], pads[2]), (pads[1], pads[3])))
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    ho = (h - kh) // strides[0] + 1
    wo = (wd - kw) // strides[1] + 1
    s = x.strides
    win = np.lib.stride_tricks.as_strided(
        x, (n, c, ho, wo, kh, kw), (s[0], s[1], s[2] * strides[0], s[3] * strides[1], s[2], s[3])
    )
    win = win.reshape(n, group, cg, ho, wo, kh, kw)
    wg = w.reshape(group, o // group, cg, kh, kw)
    y = np.einsum('ngchwij,gocij->ngohw', win, wg, optimize=True).reshape(n, o, ho, wo)
    if b is not None:
        y = y + b.reshape(1, -1, 1, 1)
    return y


def run(model, feeds):
    g = model.graph
    env = {t.name: numpy_helper.to_array(t).astype(np.float64) if numpy_helper.to_array(t).dtype.kind == 'f'
           else numpy_helper.to_array(t) for t in g.initializer}
    env.update({k: np.asarray(v, dtype=np.float64) for k, v in feeds.items()})
    for node in g.node:
        a = _attrs(node)
        i = [env[n] if n else None for n in node.input]
        op = node.op_type
        if op == 'Conv':
            y = _conv(i[0], i[1], i[2] if len(i) > 2 else None, a)
        elif op == 'Relu':
            y = np.maximum(i[0], 0)
        elif op == 'HardSigmoid':
            y = np.clip(a.get('alpha', 0.2) * i[0] + a.get('beta', 0.5), 0, 1)
        elif op == 'HardSwish':
            y = i[0] * np.clip(i[0] / 6 + 0.5, 0, 1)
        elif op == 'Clip':
            lo = i[1] if len(i) > 1 and i[1] is not None else -np.inf
            hi = i[2] if len(i) > 2 and i[2] is not None else np.inf
            y = np.clip(i[0], lo, hi)
        elif op == 'Add':
            y = i[0] + i[1]
        elif op == 'Sub':
            y = i[0] - i[1]
        elif op == 'Mul':
            y = i[0] * i[1]
        elif op == 'Div':
            y = i[0] / i[1]
        elif op == 'GlobalAveragePool':
            y = i[0].mean(axis=(2, 3), keepdims=True)
        elif op == 'Flatten':
            ax = a.get('axis', 1)
            y = i[0].reshape(int(np.prod(i[0].shape[:ax])), -1)
        elif op == 'Reshape':
            y = i[0].reshape([d if d != 0 else i[0].shape[k] for k, d in enumerate(i[1].astype(np.int64))])
        elif op == 'Gemm':
            A = i[0].T if a.get('transA', 0) else i[0]
            B = i[1].T if a.get('transB', 0) else i[1]
            y = a.get('alpha', 1.0) * A @ B
            if len(i) > 2 and i[2] is not None:
                y = y + a.get('beta', 1.0) * i[2]
        elif op == 'MatMul':
            y = i[0] @ i[1]
        elif op == 'Identity' or op == 'Dropout':
            y = i[0]
        elif op == 'Constant':
            y = a['value']
            if y.dtype.kind == 'f':
                y = y.astype(np.float64)
        else:
            raise NotImplementedError(f'ONNX operator {op}')
        env[node.output[0]] = y
    return [env[o.name] for o in g.output]
