# probes: OPEN: red team 61b: ArcFace's sine as sqrt(1 - cos^2) WITHOUT the reference's clamp(0, 1): |cos| exceeds 1 only by rounding, when a feature is parallel to a class weight; no trial draws an input aligned with a weight (random inputs against random weights: |cos| ~ 1/sqrt(D)), so the guard is never met; a user who imprints class weights from embeddings (few-shot weight imprinting, a gallery built from enrolment embeddings) or scores a sample on its own class centre gets NaN logits (~1 in 3 parallel pairs round above 1 in fp32); open: no trial holds an input row parallel to a weight row, where |cos| rounds above 1; a coincidence draw (input rows set to multiples of weight rows) is the fix to weigh
# reference: ref_rt61b_arcface.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def arcface_kernel(x_ptr, w_ptr, lab_ptr, y_ptr, C, D, s, cos_m, sin_m, th, mm,
                   BC: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    d = tl.arange(0, BD)
    md = d < D
    x = tl.load(x_ptr + b * D + d, mask=md, other=0.0)
    xn = x / tl.maximum(tl.sqrt(tl.sum(x * x, axis=0)), 1e-12)
    lab = tl.load(lab_ptr + b)
    for c0 in range(0, C, BC):
        c = c0 + tl.arange(0, BC)
        mc = c < C
        w = tl.load(w_ptr + c[:, None] * D + d[None, :], mask=mc[:, None] & md[None, :], other=0.0)
        wn = w / tl.maximum(tl.sqrt(tl.sum(w * w, axis=1)), 1e-12)[:, None]
        cosine = tl.sum(wn * xn[None, :], axis=1)
        sine = tl.sqrt(1.0 - cosine * cosine)
        phi = cosine * cos_m - sine * sin_m
        phi = tl.where(cosine > th, phi, cosine - mm)
        out = tl.where(c == lab, phi, cosine) * s
        tl.store(y_ptr + b * C + c, out, mask=mc)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, s=30.0, m=0.50):
        super().__init__()
        self.s = s
        self.m = m
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.xavier_uniform_(self.weight)
        self.cos_m = math.cos(m)
        self.sin_m = math.sin(m)
        self.th = math.cos(math.pi - m)
        self.mm = math.sin(math.pi - m) * m

    def forward(self, input, label):
        x = input.contiguous()
        B, D = x.shape
        C = self.weight.shape[0]
        y = torch.empty(B, C, device=x.device, dtype=x.dtype)
        arcface_kernel[(B,)](x, self.weight, label.contiguous(), y, C, D, self.s, self.cos_m,
                             self.sin_m, self.th, self.mm, BC=32, BD=triton.next_power_of_2(D))
        return y
