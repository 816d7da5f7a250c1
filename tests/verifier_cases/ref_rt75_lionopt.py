# Reference (red team 75): a parameter trained by the Lion optimiser (Chen et al. 2023), written as
# a torch.optim.Optimizer subclass the way lucidrains/lion-pytorch writes it (its momentum made
# lazily in self.state at the first step); each call takes a gradient, steps, returns the parameter.
import torch
import torch.nn as nn


class Lion(torch.optim.Optimizer):
    def __init__(self, params, lr=1e-4, betas=(0.9, 0.99), weight_decay=0.0):
        super().__init__(params, dict(lr=lr, betas=betas, weight_decay=weight_decay))

    @torch.no_grad()
    def step(self):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                grad = p.grad
                lr, wd = group["lr"], group["weight_decay"]
                beta1, beta2 = group["betas"]
                state = self.state[p]
                if len(state) == 0:
                    state["exp_avg"] = torch.zeros_like(p)
                exp_avg = state["exp_avg"]
                p.data.mul_(1 - lr * wd)
                update = exp_avg.clone().mul_(beta1).add(grad, alpha=1 - beta1).sign_()
                p.add_(update, alpha=-lr)
                exp_avg.mul_(beta2).add_(grad, alpha=1 - beta2)


class Model(nn.Module):
    def __init__(self, lr, weight_decay):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = Lion([self.weight], lr=lr, betas=(0.9, 0.99), weight_decay=weight_decay)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [1e-4, 0.1]
