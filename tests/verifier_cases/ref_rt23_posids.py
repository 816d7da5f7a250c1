import torch
import torch.nn as nn


class Model(nn.Module):
    """Learned absolute position embeddings added to token features (BERT/GPT-2 style), with the
    position ids passed in, as Hugging Face models take them."""
    def __init__(self, max_pos, d):
        super().__init__()
        self.pos = nn.Embedding(max_pos, d)

    def forward(self, x, position_ids):
        return x + self.pos(position_ids)


batch, seq, max_pos, d = 4, 32, 128, 64


def get_inputs():
    x = torch.randn(batch, seq, d)
    position_ids = torch.arange(seq).unsqueeze(0).expand(batch, seq).contiguous()
    return [x, position_ids]


def get_init_inputs():
    return [max_pos, d]
