# Stands for: a classifier's training loss, F.cross_entropy with a label_smoothing knob that defaults to 0.0 (torch's own default; timm / HF Trainer expose it as label_smoothing_factor=0.0)
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, num_classes=512, label_smoothing=0.0):
        super().__init__()
        self.num_classes = num_classes
        self.label_smoothing = label_smoothing

    def forward(self, logits, target):
        return F.cross_entropy(logits, target, label_smoothing=self.label_smoothing)


def get_inputs():
    return [torch.randn(64, 512), torch.randint(0, 512, (64,))]


def get_init_inputs():
    return [512]
