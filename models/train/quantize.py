"""Dynamic int8 quantization of an exported Veil model's weight matrices, in the ONNX graph.

Each MatMul or Gemm whose weight is a constant matrix becomes the ONNX-standard dynamic
quantization pattern: the activations are quantized per call (DynamicQuantizeLinear, uint8), the
weights once, here (int8, symmetric, one scale per output column), and the product is
MatMulInteger → Cast → Mul by the two scales (→ Add of the bias). onnxruntime fuses that pattern
into one kernel (DynamicQuantizeMatMul) that uses the CPU's int8 dot-product instructions (VNNI on
this machine). Embeddings, LayerNorm, attention scores and the small classifier head stay float.
This is what onnxruntime's own `quantize_dynamic` writes; it is reimplemented here because the
onnxruntime Python package is not installable offline (Debian does not package it).

  /usr/bin/python3 models/train/quantize.py --model DIR/model.onnx --out DIR/model.onnx [--min-columns 16]

Accuracy is checked afterwards through the serving runtime (models/train/*/evaluate.ts), never
assumed: run.sh scripts compare the held-out figures of the float and the int8 graph.
"""
import argparse
import os
from typing import Dict, List, Optional

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def _attrs(node: onnx.NodeProto) -> Dict[str, object]:
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def quantize(model: onnx.ModelProto, min_columns: int = 16) -> int:
    """Rewrites `model` in place; returns how many matrices were quantized."""
    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    nodes: List[onnx.NodeProto] = []
    added: List[onnx.TensorProto] = []
    done = 0
    for node in graph.node:
        weight: Optional[np.ndarray] = None
        bias: Optional[str] = None
        if node.op_type == "MatMul" and node.input[1] in inits:
            w = numpy_helper.to_array(inits[node.input[1]])
            weight = w if w.ndim == 2 else None
        elif node.op_type == "Gemm" and node.input[1] in inits:
            a = _attrs(node)
            if a.get("transA", 0) == 0 and float(a.get("alpha", 1.0)) == 1.0 and float(a.get("beta", 1.0)) == 1.0:
                w = numpy_helper.to_array(inits[node.input[1]])
                weight = w.T if a.get("transB", 0) else w
                bias = node.input[2] if len(node.input) > 2 and node.input[2] else None
        if weight is None or weight.shape[1] < min_columns:
            nodes.append(node)
            continue
        done += 1
        base = f"{node.name or node.output[0]}_q".replace("/", "_").strip("_")
        absmax = np.abs(weight).max(axis=0)
        scale = np.where(absmax > 0, absmax / 127.0, 1.0).astype(np.float32)
        wq = np.clip(np.round(weight / scale), -127, 127).astype(np.int8)
        added += [numpy_helper.from_array(wq, f"{base}_w"), numpy_helper.from_array(scale, f"{base}_w_scale"),
                  numpy_helper.from_array(np.zeros(weight.shape[1], dtype=np.int8), f"{base}_w_zero")]
        a_in = node.input[0]
        out = node.output[0]
        product = f"{base}_y" if bias else out
        nodes += [
            helper.make_node("DynamicQuantizeLinear", [a_in], [f"{base}_a", f"{base}_a_scale", f"{base}_a_zero"], name=f"{base}_quant"),
            helper.make_node("MatMulInteger", [f"{base}_a", f"{base}_w", f"{base}_a_zero", f"{base}_w_zero"], [f"{base}_int"], name=f"{base}_matmul"),
            helper.make_node("Cast", [f"{base}_int"], [f"{base}_float"], to=TensorProto.FLOAT, name=f"{base}_cast"),
            helper.make_node("Mul", [f"{base}_a_scale", f"{base}_w_scale"], [f"{base}_scale"], name=f"{base}_scales"),
            helper.make_node("Mul", [f"{base}_float", f"{base}_scale"], [product], name=f"{base}_rescale"),
        ]
        if bias:
            nodes.append(helper.make_node("Add", [product, bias], [out], name=f"{base}_bias"))
    del graph.node[:]
    graph.node.extend(nodes)
    graph.initializer.extend(added)
    used = {name for n in graph.node for name in n.input}
    keep = [i for i in graph.initializer if i.name in used]
    del graph.initializer[:]
    graph.initializer.extend(keep)
    return done


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--min-columns", type=int, default=16, help="matrices with fewer output columns (the classifier head) stay float")
    args = ap.parse_args()
    model = onnx.load(args.model)
    count = quantize(model, args.min_columns)
    onnx.checker.check_model(model)
    tmp = f"{args.out}.tmp"
    onnx.save(model, tmp)
    os.replace(tmp, args.out)
    print(f"{args.out}: {count} weight matrices in int8, {os.path.getsize(args.out):,} bytes")


if __name__ == "__main__":
    main()
