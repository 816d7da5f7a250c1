# Reference (red team 75): an RL observation normaliser (stable-baselines3's VecNormalize): a
# RunningMeanStd object (a plain helper class, as SB3 writes it) merged with each batch's
# statistics (Chan et al.'s parallel update), then the batch normalised by the updated
# statistics and clipped.
import torch
import torch.nn as nn


class RunningMeanStd:
    def __init__(self, shape, epsilon=1e-4):
        self.mean = torch.zeros(shape)
        self.var = torch.ones(shape)
        self.count = epsilon

    def update(self, x):
        batch_mean = x.mean(dim=0)
        batch_var = x.var(dim=0, unbiased=False)
        batch_count = x.shape[0]
        delta = batch_mean - self.mean
        tot = self.count + batch_count
        new_mean = self.mean + delta * batch_count / tot
        m_a = self.var * self.count
        m_b = batch_var * batch_count
        m2 = m_a + m_b + delta.square() * self.count * batch_count / tot
        self.mean = new_mean
        self.var = m2 / tot
        self.count = tot


class Model(nn.Module):
    def __init__(self, obs_dim, clip_obs, epsilon):
        super().__init__()
        self.obs_rms = RunningMeanStd((obs_dim,))
        self.clip_obs = clip_obs
        self.epsilon = epsilon

    def forward(self, obs):
        self.obs_rms.update(obs)
        return torch.clamp((obs - self.obs_rms.mean) / torch.sqrt(self.obs_rms.var + self.epsilon),
                           -self.clip_obs, self.clip_obs)


def get_inputs():
    return [torch.randn(256, 64)]


def get_init_inputs():
    return [64, 10.0, 1e-8]
