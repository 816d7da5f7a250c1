# Reference (red team 64b): frame log-energy of 16-bit PCM audio, the feature a voice-activity
# detector / Kaldi-style front end computes before anything else: 16 kHz int16 samples cut into
# 256-sample frames with a 128-sample hop, mean square per frame, in dB.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, frame, hop):
        super().__init__()
        self.frame = frame
        self.hop = hop

    def forward(self, pcm):
        frames = pcm.float().unfold(-1, self.frame, self.hop)
        energy = frames.pow(2).mean(-1)
        return 10.0 * torch.log10(energy.clamp(min=1e-10))


def get_inputs():
    # synthetic speech-level audio (about -24 dBFS peak)
    return [torch.randint(-2048, 2048, (4, 4096), dtype=torch.int16)]


def get_init_inputs():
    return [256, 128]
