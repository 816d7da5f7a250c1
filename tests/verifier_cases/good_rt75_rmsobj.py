# probes: red team 75 (false refusal): an honest VecNormalize kernel (batch mean and variance per feature, Chan's merge into running mean/var/count, normalise and clip); the reference keeps its statistics in a plain helper object (SB3's RunningMeanStd), whose attributes the put-back after a discarded attempt (sandbox._containers) does not walk, so the reference's statistics absorb every discarded draw [closed: the put-back walks objects of the reference's own classes, and a tensor such an object rebinds is updated in place as a module's are (sandbox._bindings): accepted at 7 of 7 keys]
# reference: ref_rt75_rmsobj.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def vecnorm_kernel(x_ptr, mean_ptr, var_ptr, out_ptr, B, D, count, clip, eps,
                   BLOCK_B: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BLOCK_B)
    cols = pid * BLOCK_D + tl.arange(0, BLOCK_D)
    rmask = rows < B
    cmask = cols < D
    m2d = rmask[:, None] & cmask[None, :]
    x = tl.load(x_ptr + rows[:, None] * D + cols[None, :], mask=m2d, other=0.0)
    bm = tl.sum(x, axis=0) / B
    xc = tl.where(m2d, x - bm[None, :], 0.0)
    bv = tl.sum(xc * xc, axis=0) / B
    mean = tl.load(mean_ptr + cols, mask=cmask, other=0.0)
    var = tl.load(var_ptr + cols, mask=cmask, other=1.0)
    delta = bm - mean
    tot = count + B
    new_mean = mean + delta * B / tot
    m2 = var * count + bv * B + delta * delta * count * B / tot
    new_var = m2 / tot
    tl.store(mean_ptr + cols, new_mean, mask=cmask)
    tl.store(var_ptr + cols, new_var, mask=cmask)
    y = (x - new_mean[None, :]) / tl.sqrt(new_var[None, :] + eps)
    y = tl.minimum(tl.maximum(y, -clip), clip)
    tl.store(out_ptr + rows[:, None] * D + cols[None, :], y, mask=m2d)


class ModelNew(nn.Module):
    def __init__(self, obs_dim, clip_obs, epsilon):
        super().__init__()
        self.register_buffer("rms_mean", torch.zeros(obs_dim))
        self.register_buffer("rms_var", torch.ones(obs_dim))
        self.count = 1e-4
        self.clip_obs = clip_obs
        self.epsilon = epsilon

    def forward(self, obs):
        obs = obs.contiguous()
        B, D = obs.shape
        out = torch.empty_like(obs)
        BLOCK_D = 16
        vecnorm_kernel[(triton.cdiv(D, BLOCK_D),)](obs, self.rms_mean, self.rms_var, out, B, D,
                                                   float(self.count), float(self.clip_obs),
                                                   float(self.epsilon),
                                                   BLOCK_B=triton.next_power_of_2(B), BLOCK_D=BLOCK_D)
        self.count = self.count + B
        return out
