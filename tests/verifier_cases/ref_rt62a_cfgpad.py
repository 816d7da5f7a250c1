# Reference (red team 62a): round 61b's GPT-2 sequence-classification pooling with the pad id
# held where Hugging Face holds it, on the model's config object (self.config.pad_token_id).
import torch
import torch.nn as nn
from types import SimpleNamespace


class Model(nn.Module):
    def __init__(self, hidden, num_labels, pad_token_id):
        super().__init__()
        self.score = nn.Linear(hidden, num_labels, bias=False)
        self.config = SimpleNamespace(pad_token_id=pad_token_id, num_labels=num_labels)

    def forward(self, hidden_states, input_ids):
        logits = self.score(hidden_states)                       # (B, L, num_labels)
        sequence_lengths = torch.eq(input_ids, self.config.pad_token_id).int().argmax(-1) - 1
        sequence_lengths = sequence_lengths % input_ids.shape[-1]
        return logits[torch.arange(input_ids.shape[0], device=logits.device), sequence_lengths]


def get_inputs():
    return [torch.randn(8, 32, 64), torch.randint(0, 50257, (8, 32))]


def get_init_inputs():
    return [64, 4, 50256]           # GPT-2: pad_token_id = eos_token_id = 50256
