"""Start a new training from an earlier exported model (ONNX) instead of from random weights.

The exported graph has every batch norm folded into the convolution before it, and the logits multiplied
by 1/temperature. `load_exported` puts those weights back into a torchvision mobilenet_v3_small:

- each convolution gets the folded weight;
- its batch norm is set so that, in eval mode, it only adds the folded bias, with running statistics
  measured on real photos (so that training mode, which normalises by the batch, starts close to the
  exported function);
- the classifier rows of the classes both models share are copied; rows of new classes start small.
"""

import numpy as np
import torch
import torch.nn as nn
from onnx import numpy_helper


def _convs_with_norms(net):
    """(conv, batch norm or None) in definition order, which is the order the graph runs them."""
    mods = list(net.modules())
    out = []
    for i, m in enumerate(mods):
        if isinstance(m, nn.Conv2d):
            bn = mods[i + 1] if m.bias is None and isinstance(mods[i + 1], nn.BatchNorm2d) else None
            out.append((m, bn))
    return out


@torch.no_grad()
def load_exported(net, onnx_model, old_ids, new_ids, calibration_batch):
    inits = {i.name: numpy_helper.to_array(i) for i in onnx_model.graph.initializer}
    conv_nodes = [n for n in onnx_model.graph.node if n.op_type == 'Conv']
    pairs = _convs_with_norms(net)
    if len(conv_nodes) != len(pairs):
        raise SystemExit(f'exported model has {len(conv_nodes)} convolutions, this network {len(pairs)}')
    biases = []
    for node, (conv, bn) in zip(conv_nodes, pairs):
        w = torch.from_numpy(inits[node.input[1]].copy())
        if tuple(w.shape) != tuple(conv.weight.shape):
            raise SystemExit(f'shape mismatch: {tuple(w.shape)} vs {tuple(conv.weight.shape)}')
        conv.weight.copy_(w)
        b = torch.from_numpy(inits[node.input[2]].copy()) if len(node.input) > 2 else torch.zeros(w.shape[0])
        if bn is None:
            conv.bias.copy_(b)
        else:
            bn.weight.fill_(1.0)
            bn.bias.copy_(b)
            bn.running_mean.zero_()
            bn.running_var.fill_(1.0 - bn.eps)
        biases.append(b)

    inv_t = float(inits['inv_t']) if 'inv_t' in inits else 1.0
    fc0, fc3 = net.classifier[0], net.classifier[3]
    fc0.weight.copy_(torch.from_numpy(inits['net.classifier.0.weight'].copy()))
    fc0.bias.copy_(torch.from_numpy(inits['net.classifier.0.bias'].copy()))
    w_old = torch.from_numpy(inits['net.classifier.3.weight'].copy()) * inv_t
    b_old = torch.from_numpy(inits['net.classifier.3.bias'].copy()) * inv_t
    nn.init.normal_(fc3.weight, 0, 0.01)
    fc3.bias.zero_()
    shared = 0
    for j, cid in enumerate(new_ids):
        if cid in old_ids:
            i = old_ids.index(cid)
            fc3.weight[j] = w_old[i]
            fc3.bias[j] = b_old[i]
            shared += 1

    # running statistics of each folded convolution's output on real photos (eval mode: exact function)
    stats = {}
    hooks = []
    for conv, bn in pairs:
        if bn is None:
            continue

        def hook(_m, _inp, out, bn=bn):
            stats[bn] = (out.mean((0, 2, 3)), out.var((0, 2, 3)))

        hooks.append(conv.register_forward_hook(hook))
    net.eval()
    net(calibration_batch)
    for h in hooks:
        h.remove()
    for bn, (mean, var) in stats.items():
        scale = torch.sqrt(var + bn.eps)
        bn.bias.add_(mean)
        bn.weight.copy_(scale)
        bn.running_mean.copy_(mean)
        bn.running_var.copy_(var)
    return {'sharedClasses': shared, 'newClasses': len(new_ids) - shared, 'inverseTemperature': inv_t}


def max_abs_difference(net, onnx_model, x, old_ids, new_ids):
    """How far the loaded network's logits (shared classes) are from the exported model's."""
    import onnx_numpy

    ref = onnx_numpy.run(onnx_model, {'input': x.numpy()})[0]
    net.eval()
    with torch.no_grad():
        got = net(x).numpy()
    cols = [(old_ids.index(c), j) for j, c in enumerate(new_ids) if c in old_ids]
    a = np.stack([ref[:, i] for i, _ in cols], 1)
    b = np.stack([got[:, j] for _, j in cols], 1)
    return float(np.abs(a - b).max())
