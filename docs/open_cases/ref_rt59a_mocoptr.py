# Reference: MoCo's contrastive logits with a memory queue: logits [q.k, q @ queue^T] / T, then the batch's keys enqueued at the queue pointer (an int64 buffer, saved with the model) and the pointer advanced modulo the queue length
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, dim, queue_len, temperature):
        super().__init__()
        self.queue_len = queue_len
        self.temperature = temperature
        self.register_buffer("queue", F.normalize(torch.randn(queue_len, dim), dim=1))
        self.register_buffer("queue_ptr", torch.zeros(1, dtype=torch.long))

    def forward(self, q, k):
        l_pos = (q * k).sum(1, keepdim=True)
        l_neg = q @ self.queue.t()
        logits = torch.cat([l_pos, l_neg], dim=1) / self.temperature
        b = k.shape[0]
        ptr = int(self.queue_ptr)
        self.queue[ptr:ptr + b] = k
        self.queue_ptr[0] = (ptr + b) % self.queue_len
        return logits


def get_inputs():
    return [F.normalize(torch.randn(16, 32), dim=1), F.normalize(torch.randn(16, 32), dim=1)]


def get_init_inputs():
    return [32, 64, 0.07]
