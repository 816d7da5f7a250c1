# Stands for: mixed-precision training's dynamic loss scaler (torch.cuda.amp.GradScaler's unscale_ + update, as in apex / torch._amp_update_scale_): gradients divided by the loss scale, an inf/NaN check, then the scale backed off on overflow and grown by growth_factor after growth_interval clean steps in a row
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, init_scale=65536.0, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000):
        super().__init__()
        self.register_buffer("scale", torch.full((1,), init_scale))
        self.register_buffer("growth_tracker", torch.zeros(1, dtype=torch.int32))
        self.growth_factor = growth_factor
        self.backoff_factor = backoff_factor
        self.growth_interval = growth_interval

    def forward(self, grads):
        g = grads * (1.0 / self.scale)
        found_inf = (~torch.isfinite(g)).any()
        successful = self.growth_tracker + 1
        grow = (~found_inf) & (successful == self.growth_interval)
        new_scale = torch.where(found_inf, self.scale * self.backoff_factor,
                                torch.where(grow, self.scale * self.growth_factor, self.scale))
        new_tracker = torch.where(found_inf | grow, torch.zeros_like(successful), successful)
        self.scale.copy_(new_scale)
        self.growth_tracker.copy_(new_tracker)
        return g, found_inf


def get_inputs():
    return [torch.randn(64, 128) * 1000.0]


def get_init_inputs():
    return [65536.0, 2.0, 0.5, 2000]
