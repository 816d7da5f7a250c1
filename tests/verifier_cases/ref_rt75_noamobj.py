# Reference (red team 75): a parameter trained by plain SGD under the Transformer's "Noam" schedule
# (Vaswani et al.: lr = d_model^-0.5 x min(step^-0.5, step x warmup^-1.5)), the schedule a small
# helper object (as in the Annotated Transformer's NoamOpt) that counts its own steps.
import torch
import torch.nn as nn


class NoamSchedule:
    def __init__(self, d_model, warmup, factor):
        self.d_model = d_model
        self.warmup = warmup
        self.factor = factor
        self.step_num = 0

    def rate(self):
        self.step_num += 1
        s = self.step_num
        return self.factor * self.d_model ** -0.5 * min(s ** -0.5, s * self.warmup ** -1.5)


class Model(nn.Module):
    def __init__(self, d_model, warmup, factor):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.sched = NoamSchedule(d_model, warmup, factor)

    def forward(self, grad):
        lr = self.sched.rate()
        self.weight.data.add_(grad, alpha=-lr)
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [512, 4000, 2.0]
