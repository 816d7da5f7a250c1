# Reference: logit adjustment with an online class prior: per-class label counts kept in an int64 buffer (updated by every call, saved with the model), the prior (count + 1) / (total + C), and the logits minus its log
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes
        self.register_buffer("counts", torch.zeros(num_classes, dtype=torch.long))

    def forward(self, logits, labels):
        self.counts += torch.bincount(labels, minlength=self.num_classes)
        prior = (self.counts.float() + 1) / (self.counts.sum().float() + self.num_classes)
        return logits - torch.log(prior)


def get_inputs():
    return [torch.randn(64, 16), torch.randint(0, 16, (64,))]


def get_init_inputs():
    return [16]
