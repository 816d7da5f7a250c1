# Reference (red team 61b): the CTC output head of an RNN speech model (DeepSpeech-style):
# the RNN's PackedSequence output is projected to the vocabulary on its packed data (no
# padding frames computed) and turned into log-probabilities for nn.CTCLoss.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_sequence


class Model(nn.Module):
    def __init__(self, hidden, vocab):
        super().__init__()
        self.fc = nn.Linear(hidden, vocab)

    def forward(self, packed):
        return F.log_softmax(self.fc(packed.data), dim=-1)


def get_inputs():
    lengths = [24, 19, 13, 6]
    return [pack_sequence([torch.randn(n, 64) for n in lengths])]


def get_init_inputs():
    return [64, 32]
