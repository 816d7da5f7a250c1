"""The verifier: run a model-written Triton kernel against its PyTorch reference, and score it.

DRTriton's reward comes from running model-written code (paper §3): a candidate earns r_c = 1
only if it passes three gates, and a correct candidate earns a speed reward

    r_c in {0, 1}                          gate 1: it is in the candidate subset of Python
                                           (CANDIDATE_RULES), has a @triton.jit kernel, compiles
                                           gate 2: the output is computed by Triton, not PyTorch
                                           gate 3: it matches the reference on `trials` inputs
    r_s = log(t_torch / t_triton)          only when r_c = 1 (and only on a GPU, where it is timed)

and the GRPO ablation's combined reward is 1 + f(speedup) if correct else 0, with
f = log clipped to [-0.5, log 10] so a correct kernel always scores at least 0.5 > 0.

RL is an optimiser pointed at this file: whatever it lets through, a policy will find. So the
guarantees come from where things run, not from a list of known tricks:

  * The verdict is the parent's. Candidate code runs in a child process (sandbox.py) that
    sends observations only: outputs, inputs after the call, launch counts, monitor flags,
    store coverage. This process (the parent) holds the reference outputs and decides the
    stage; a missing, malformed, oversized or contradictory frame, a dead server or a dead
    child is a named failure, never an exception: evaluate and evaluate_many do not raise for
    any candidate source (recursion, memory, encodings, null bytes, megabytes of whitespace).
    The child reports each checked call before it asks for the next one's inputs, and the
    parent checks that report as it arrives (_call_verdict, the checks the verdict runs on
    every report): a candidate wrong at call k is told to stop there, not run through the
    later calls nor timed (most of a GRPO group's answers are wrong early in training).
  * A candidate is written in a documented subset of Python (CANDIDATE_RULES, enforced by
    static_check before anything runs): allowed imports, allowed builtins, no names or
    attributes with a leading underscore, no introspection, no file/process access, no
    dlpack/numpy bridges, no custom ops, no Tensor subclasses, no finalizers or dunder methods,
    and @triton.jit bodies that call only Triton. The same rules hold at run time where a text
    check cannot see (names built from strings, files written and then imported): the
    candidate module gets restricted builtins (no getattr, eval, open, type, ...) and an
    import function that knows the allowed modules, and the child's audit hook and seccomp
    filter refuse the rest (sandbox.py).
  * Kernels are Triton, also where the interpreter runs them as Python: at the first launch
    of each kernel specialization in a child (TRITON_INTERPRET=1), the child lowers it to
    Triton IR (TTIR) with Triton's own front end, the code generator a GPU compile starts
    with, for a fixed CUDA target (sm_90; it builds IR and needs no GPU), and a kernel that does
    not lower is refused (stage compile, sandbox._make_lowerer). So Python in a jit body -
    arithmetic on loaded values through int()/float(), f-strings, lambdas, math.*, plain
    Python functions - is refused at run time as a GPU compile would refuse it, not only by
    the static gate. Cached per kernel and specialization within a job: ~0.1 s for a child's
    first kernel, ~0.01 s for each further one (`--bench` 0.93x of the verifier before it).
    Two things are Triton's (3.7), not the candidate's, and are worked around: under
    TRITON_INTERPRET=1 triton.language's own @jit functions (tl.max, tl.sum, ...) are the
    interpreter's objects, which the code generator cannot call (the lowering sees a mirror of
    triton.language with JITFunctions in their place, built in the server); and a @jit
    function called from a kernel leaves triton.language patched with the interpreter's
    versions after the launch (InterpretedFunction.__call__ never restores its patches), so
    triton.language as it was before any launch is put back while a kernel lowers. (That
    __call__ also walks triton.language with inspect.getmembers at every call, in every
    program: the child's version patches once per launch, about a fifth of a softmax
    kernel's interpreter time.)
  * Inputs the candidate cannot predict: each trial's inputs come from get_inputs() under a
    seed that is a keyed hash (HMAC-SHA256) of a secret this process holds and the trial, so
    they are reproducible (one reference run serves a whole GRPO group) but not derivable from
    the weight seed, which the candidate must be able to read. Trials cycle through six
    distributions of get_inputs()'s floating-point tensors, each factor keyed: 0 as written;
    1 scaled by a factor in [100, 1000] and 3 by one in [0.001, 0.01] (the range where
    numerical guards matter: softmax without the max subtraction overflows, a normalisation
    without its eps divides by ~0); 4 scaled by -s, s in [0.1, 10] (a tensor of two or more
    dims row by row instead, each row by its own factor in [0.1, 100], log-uniform, half the
    rows negative: red team 31's softmax that subtracted the row max only above 200 met no
    trial between 10x and 100x, and red team 33's above 95 met only negative rows of a
    torch.rand input); 2 and 5 scaled by s and
    shifted by a quarter to all of s (down on trial 2, up on trial 5). So five trials hold both
    signs even where get_inputs() draws only non-negative values, and both ends of the range;
    the default is six, all six kinds. (Kinds 1-5 come in a keyed order within each cycle, so
    "trial 1" above is the large kind wherever it falls: a candidate counting its calls cannot
    tell a range trial. With fewer than six trials kind 5 is left out.)
    The large trial first tries its inputs far from zero: each float32/64 tensor shifted by
    70-110 standard deviations (sign keyed) before the scaling, then by 20-35 of them (the
    tensors of one shape by one offset, from the largest of their deviations, so that a
    prediction and its target stay close: red team 33's MSE expanded to mean(p^2) -
    2 mean(pt) + mean(t^2); float16 ten times as far and not scaled, sandbox.FP16_FAR;
    bfloat16 keeps too few bits of its spread out there),
    each kept where some output of the reference there keeps at least a quarter of its
    elements within a quarter of the tolerance of its float64 twin and steady under a nudge
    (every op's result, and every GEMM's, convolution's or attention's operands, moved a few
    float32 rounding steps up or down: sandbox._far_kept, _nudge_moved; elements are judged
    by the tensor some op computed them in, through cats and copies, sandbox._sources, and
    those that fail this are compared within the rounding bound there); else the plain
    large draw. The shifted trials first try the same draws (150-250 deviations, then 60-90,
    then 20-35) with each index of one dim shifted up or down, half each way (dim 1 at trial 2: channels,
    tokens, a 2-D tensor's columns; dim 0 at trial 5: samples, a 2-D tensor's rows;
    sandbox._apart), at a large trial's scale, and count as large trials where
    one is kept; else their own draw (red team 33: a one-pass variance about one pivot for
    the whole tensor, its mean, is accurate wherever the tensor moves as one; red team 34:
    the same in a batch norm, whose channels each pooled rows of both signs when every row
    had its own; red team 35: the same in a group norm, or a LayerNorm over the last two
    dims, whose sets pooled channels or tokens of both signs when dim 1 moved apart; the
    large trial's own draw cannot spread the tensor apart, since a batch norm pools across
    rows and tokens and their spread would hide its one-pass variance). A one-pass
    variance, E[x^2] - E[x]^2, has lost about four of float32's seven digits at 100
    deviations, where torch's LayerNorm is within 1e-5 (adv_rt27_onepassvar_1). The shift is
    the inputs': a normalisation after a layer that mixes them (a Linear, then a LayerNorm)
    meets far-from-zero data only where the reference's own fp32 GEMM stays accurate there,
    a narrow window (docs/open_cases: adv_rt28_linbnonepass_1, _linlnonepass_1).
    A Python float among the inputs (`forward(A, s)`, `s = 3.14` in get_inputs, or one inside
    a tuple or list argument: red team 37's clamp bounds) would be the
    same number at every trial, a constant a kernel could copy: trials 1-5 multiply it by
    |factor| ** (1/8) (x1.8-2.4 on trial 1, x0.4-0.6 on trial 3; no shift, no sign change, as
    such a number is often a probability, bound or exponent), and a reference that raises at
    the moved number redraws the trial as written (sandbox._transform; adv_scalar_const).
    A Python int c with |c| >= 2 moves at trial 4 to one in [|c| // 2, |c| - 1], same sign
    (sandbox._move_int; red team 36: an exponent passed per call was written into the
    kernel); bools and the ints -1, 0 and 1 are flags (dims, offsets, steps, strides, a k:
    sandbox._flag_leaves, red team 66), moved at a keyed half of the trials and at the flag
    calls, kept as drawn where the reference refuses the value. The small trial (3) first
    tries its draw with one index of dim 0, of dim 1 and of the last dim of every 2+-dim
    float tensor set to zero (sandbox._zero_sets: a norm that pools any dims but all meets
    an all-zero set, where only its eps keeps the answer finite; red team 36: F.normalize
    without its clamp), a 1-D
    tensor zeroed whole, then the same for one float input at a time (red team 45: a KL
    divergence's zero targets came only with zero predictions, where the reference is
    infinite), then its plain draw where the reference is not finite there (a norm without
    eps). Positions that every draw of get_inputs() holds at zero (a triangular matrix) stay
    zero in every trial (sandbox._fixed_zeros; red team 45's honest upper-triangular matmul
    was refused when the far draws filled the triangle). The Python floats among
    get_init_inputs() (a scale, an eps, a slope; and the constructor's float keyword defaults
    it leaves alone, passed by name) are moved once per evaluation, each by a keyed draw
    (down 1-3 decades, toward 1, or by a decade either way, its sign kept; not an integral
    one: a norm order 2.0), and both models are built with them (by [0.7, 1.4] where the
    reference cannot run with those, as written where it cannot run with these either:
    sandbox._moved_init; red team 45: a kernel with the scaling factor written into it
    passed). At one keyed input trial the random weights are drawn again (param_move's
    "redraw": a copy made at an earlier call goes stale). Right after a keyed input trial
    drawn at the inputs' own scale (normal, shifted or scaled), one call repeats its inputs
    with a few elements of each random input replaced by others' values, and a few elements
    of each keyed weight moved (sandbox._edited and param_move's "nudge"; one element
    three times in four; integer weights as _int_change moves them); after another keyed
    trial a call repeats its inputs exactly with one weight element moved ("reweigh"); and
    after a third a call moves a contiguous run of a tenth to a half of every random input's
    and keyed weight's elements ("dense"): a cache kept across calls and keyed by a
    fingerprint of part of the inputs or weights goes stale there, as it does for a user's
    next batch or a fine-tuned weight. Counters (state the forward counts with) start as
    constructed and jump once, at a keyed input trial, the way the forward moves them and as
    far as the reference's domain allows (sandbox._jump); integer and bool settings the
    forward leaves alone (zero points, an expert mask, an adapter index, a group size) move to
    a keyed value near or a factor from their own (sandbox._setting).
    A trial whose reference output is not finite is redrawn from get_inputs() as written, never
    counted against the candidate. At a range trial integer and bool outputs are not compared
    (argmax, a comparison: ties and near-ties that rounding makes at 1000x or 0.001x decide
    them, which a correct candidate computing the same function another way may break
    differently), except at the large trial where the output is its float64 twin's and
    stays so under every nudge (sandbox._steady_ints; red team 45: an argmax whose running
    maximum started at 0 passed, since only range trials make a whole column negative; such
    an output also keeps the far draw); the float outputs beside them are. Where the
    reference picks among ties (top-k, sort, argmax: sandbox._TIE_PICKS), its integer
    outputs are compared at every trial and call at the elements steady under the nudges
    and under tie breaks only (sandbox._steady_picks, red team 66). At a scaled or shifted trial whose
    float32/16-bit reference is not within a quarter of the tolerance of the same model run
    in float64 (with the reference's own float arguments replayed op by op where `.double()`
    changed them: nn.RMSNorm's default eps is finfo(dtype).eps, and red team 27's kernels with
    a wrong eps, none, or a clamp passed while the twin used float64's), the candidate's
    answer is compared within what rounding explains there: ROUNDING_SLACK (16) times the
    larger of the reference's own distance from the twin and how far a nudge of its ops moves
    the twin, at the output's worst element (sandbox._rounding_bound; until red team 31 only
    finiteness was compared, and exp(min(z, 50)) passed where the large trial's z carried
    GEMM rounding: docs/open_cases/adv_rt29_mdnclamp_1, now refused at most keys); in a
    float32 output, per tensor an op computed (sandbox._sources), the elements of one that
    are all the twin's value and steady under the nudge are still compared in full (red team
    31: a LayerNorm packed by a cat beside rounding-bound sin(30 x) elements in one output,
    adv_rt30_lnsincat_1) (sandbox._replayed_twin_outputs,
    _rounding_outputs: scaled down, 1 - 0.1 a followed by a batch norm makes the answer a
    function of rounding, which a correct candidate need not reproduce; a bf16 softmax at
    1000x rounds its logits by whole units; until red team 18 such trials were redrawn, and a
    16-bit softmax without its max subtraction passed), unless that output was made from an
    overflow (an op answering Inf or NaN from finite operands, followed from storage to
    storage: sandbox._overflow_taint): its elements far from the twin are then outside the
    dtype's domain and set aside, not compared at all, as are elements that are not finite
    at the reference; the set-aside is elementwise, a mask the parent compares through, and
    the rest is compared (red teams 28 and 29: a mixture head's exp(log_sigma) overflowed at
    1000x and took the softmax beside it off the large trial, as a separate output and
    packed into one); a trial with nothing left to compare is redrawn. The scaled trial,
    where it moves fixed integer and bool inputs (masks, offsets, position ids), is not kept
    where anything is compared less than in full: its moves are tried
    with the floats as drawn instead (red team 25's causal mask passed at 3 keys in 60 where
    q and k scaled by ~9 made attention rounding-bound). A reference that cannot run in
    float64 gets its scaled and shifted trials redrawn. Each trial's inputs are
    copied before the reference runs (the candidate gets
    them as they were), and each trial's outputs are copied after (a reference that returns a
    buffer it updates, or its input, aliases nothing across trials).
    The child asks for each call's inputs when the call starts, and never holds them up front.
  * Weights the candidate cannot ignore: Model and ModelNew are built under the same seed
    (KernelBench's convention: the same init order gives the same weights), and a parameter
    the reference initialises to a constant (LayerNorm's ones and zeros: a kernel that ignores
    them would match every trial) gets keyed values from the parent's secret (const x U[0.5,
    1.5], or U[-0.5, 0.5] for 0; a constant below 0.1 in magnitude as if it were +-1, so
    LayerScale's 1e-6 becomes a weight a skipped branch shows in) in the reference. So do
    constant-initialised buffers (BatchNorm's running statistics: red team 22's kernel that
    ignored them passed) and tensors a module holds as plain attributes or in its lists,
    tuples and dicts, after the parameters, in that order (sandbox.keyed_state; an infinite
    constant, a running maximum's -inf, keeps its value but pairs too: red team 44's kernels
    that never updated such state passed). The candidate's parameters pair with the
    reference's by class (shape, dtype, constant), the k-th of a class with the k-th, and
    those left over by (numel, dtype, constant), in the same way (the same constants declared
    in another shape: LayerNorm's weight as (1, N) where nn.LayerNorm's is (N,), red team 6's
    good_2), so extra parameters, buffers, another declaration order and another shape do not
    matter (sandbox.pair_params); the parent names the pairs and the child writes the same
    values into them, in the candidate's shape, after ModelNew(*init_inputs). A pairing only
    decides which parameters receive which keyed values (the reference runs perturbed
    whatever the candidate declares): an ambiguous one can make a candidate fail, never pass.
    A candidate that holds such a weight some other way (a constant in a kernel, a copy made
    in __init__, a plain attribute or buffer in another order than the reference's among
    equals) keeps the constant and fails: it ignores the model's weights. If the keyed values make a trial's reference non-finite on every
    draw, every trial runs with the constants as initialised
    (and nothing is perturbed in the candidate either).
    Keyed values stay near their constant, with its sign, so with a full cycle of six input
    trials three parameter trials follow (sandbox.param_move; red team 42: a softmax without
    its max subtraction behind a learnable logit scale, a max pool before a per-channel scale
    and an eval batch norm without its eps all passed): the inputs as drawn and the keyed
    tensors no input trial's forward changed moved one way each, in a keyed order: "up" by
    10^U[1, 1.5] per element, "down" by 10^-U[2, 3], "signs" with about half their signs
    flipped and each magnitude moved by 10^U[0, 1.5]; where the reference leaves its domain there (non-finite), up and down by half
    as many decades, then only the trainable parameters moved, else no such trial. The
    candidate's paired tensors get the same values for that call, and their keyed values
    back after it. They are compared as the scaled trials are (the float64 twin decides
    what is rounding; integer outputs are not compared: an argmax of moved weights meets
    near-ties). So a reference with such weights is checked at 7-9 calls, not 6.
  * A comparison scaled to the answer: |out - ref| <= tol * (|ref| + s), elementwise, with
    s = min(1, max|ref|) per output (no fixed floor: an all-zero answer must be exactly zero;
    at the 100-1000x range trial s = max|ref|, since rounding where an output cancels to ~0
    grows with the inputs, and a floor of 1 there would be ~1000x stricter than at 1x; so at
    a parameter trial, whose moved weights scale the answer).
    The elements of a cumulative sum (through views, flips, cats and copies) take at least
    their line's largest |ref| as s: each was added through running sums up to that large, and
    rounds at their size (an honest blocked fp32 cumsum was refused where a row returned near
    zero; sandbox._scan_floor).
    For outputs of magnitude >= 1 this is allclose(atol = rtol = tol); for small outputs the
    absolute part shrinks with them (an answer of size 1e-9 gets an absolute slack of
    tol x 1e-9, not a fixed 1e-7), so an answer wrong by a normaliser (every value off by a
    factor) cannot hide under an absolute tolerance. Complex outputs are compared as their
    (re, im) pairs; integer and bool outputs must be equal. tol = 1e-4 for float32, 1e-2 for
    16-bit types and 1e-9 for float64 (a float64 kernel under the interpreter is within 1e-15 of
    PyTorch; the same task computed in float32 is ~1e-7 off, so 1e-6 let it pass) (1e-4 is what the
    interpreter's fp32 tl.dot meets with room to spare: max |err| 1.2e-4 on outputs of
    magnitude ~200 for K = 4096; 1e-5 for K = 64). On a GPU, tl.dot on fp32 uses TF32 by
    default (10 mantissa bits), which misses 1e-4: kernels pass input_precision="ieee" (or the
    caller passes tol=); test_gpu_tf32_dot_misses_fp32_tolerance asserts the miss, and the
    interpreter computes a TF32 dot as a GPU does (red team 37), so it misses here too.
    A constant output where the reference varies is refused when the constant passes only by
    the absolute part (a zero answer to a tiny one); one within tol x |ref| of every element,
    or where the reference varies by a few of its own rounding steps, is an answer.

Stages (every failure maps to one):

    format     no code in the completion (or a completion over MAX_SOURCE_CHARS)
    static     outside the candidate subset: no ModelNew / no @triton.jit kernel / a rule of
               CANDIDATE_RULES broken (the reason names the rule and the line)
    compile    the candidate's import or ModelNew(*init_inputs) failed (syntax errors included),
               or (interpreter) a kernel did not lower to Triton IR at its first launch
    reference  the REFERENCE itself failed: not the candidate's fault, no verdict against it
    runtime    forward raised, the process crashed, ran out of memory, or its report was
               missing, malformed, oversized or contradictory (the verifier's server died)
    timeout    the child ran past timeout_s + GRACE_S (an infinite loop, a huge grid, ...)
    fallback   PyTorch computed the answer, no Triton kernel ran, the output did not come from
               a kernel, a value was read into Python in forward, or candidate code did
               something the sandbox refuses (gate 2)
    mismatch   wrong shape/dtype/values, constant output, modified inputs, aliased output
               (an input, a weight, another output, memory __init__ built; except where the
               reference's own output aliases the same), a result repeated from an earlier
               call, wrong in a timed call (gate 3)
    ok         correct (and timed when on a GPU)

Timing (GPU only, sandbox._time_candidate): CUDA-event medians with a warm-up and an L2 flush
before every rep, for eager (and optionally torch.compile) and the candidate. Every timed
call gets inputs from the parent when it starts, drawn at random from input sets whose answers
the parent knows; afterwards the parent names CHECKED_TIMED_CALLS calls at random whose outputs
it compares, so a candidate that behaves after N calls, or only when checked, is caught. The
timed inputs repeat among the timed calls (two sets): a kernel may be given only
memory of this call, its inputs and what __init__ built (set lookups at each launch, timed
calls included), comparing contents in PyTorch is compute (a fallback) and reading them into
Python is a value read, so nothing an earlier call allocated can reach an answer. Kernels may
write what __init__ built (scratch, or state a task updates), so a cache could live there (red
team 5's cheat_cache_1): timed calls draw their inputs only from the two sets the reference
computes beyond the trials, which no checked call showed, and what __init__ built is put back,
before every timed call and outside the timed region, to its bytes when timing began, so such
a cache meets no input it has seen. No byte snapshots run while timing (they would be timed too): what the
monitor does inside the timed region is count launches (a timed call that launches nothing is
a fallback), check that launch's memory is this call's or __init__'s, and record the streams
kernels ran on; the end event waits for all of them, so side-stream work is timed, and
`suspicious` is set. After each call's end event, outside the timed region and before the
next call, its outputs are copied to the host (a later call cannot fill them in: red team 5's
cheat_defer_1) and must not alias its inputs or memory __init__ built; the parent compares
the copies of the calls it names afterwards. That suffices for what a timed call returns,
and what it leaves in __init__'s memory is undone before the next timed call; what it leaves
in memory it freed is overwritten (every free block of the caching allocator is filled with
0xFF between timed calls), memory the model kept from an earlier call is filled with 0xFF
before every call too, and memory kept anywhere else stays "not this call's"
whatever op touches it (only an op's newly allocated result is this call's: red team 19's
no-op resize_), so no call can hand the next one anything.
speedup = t_ref_ms / t_new_ms; above 10x it is `suspicious` too. Timed runs hold TIMING_LOCK
(the reference's too), whole, correctness checks included: a trainer that shares the GPU
holds the same lock around its own GPU work, so timing only happens while the GPU is
otherwise idle (untimed jobs, on a CPU, do not take it).

Deliberate departures (numbered, so the README can cite them):
  1. The paper patches torch ops; we use dispatch/function modes plus provenance checks,
     which also catch ops reached through getattr, operators and torch.ops.aten.
  2. Our own timing loop instead of triton.testing.do_bench: per-call inputs from the parent,
     checked calls at random among timed ones, side streams waited for.
  3. No timing on a CPU: the interpreter's speed says nothing about a GPU. speedup = None and
     r_s = 0 there.
  4. Trial inputs are keyed by a per-process secret (REWARD_SECRET, hex, fixes it for
     reproducible verdicts across processes), not derived from `seed` alone.
  5. The reference runs first (and is cached per reference+seed for a GRPO group), so a broken
     reference is reported as `reference` whatever the candidate is.

What is covered, and what is not:
  Covered (each has a case under tests/verifier_cases/, and the layer that stops it):
  forged or malformed result frames and killed servers (parent verdict, frame checks, seccomp
  forbids signals to other processes), also deep ones (nesting over MAX_FRAME_DEPTH, a deep
  tuple as a dict key or set element: refused while unpickling, before anything hashes it)
  and floods of well-formed ones (a job's frames are counted: a report per call and one
  result, the requests the job makes; one more is a `runtime` failure); the monitor's state changed from candidate code
  (no underscore attributes or introspection statically; no getattr at run time; tools
  fingerprinted and re-checked at every launch); PyTorch computing the answer (dispatch mode,
  also at launch depth: grid callables and launch hooks run inside the monitor); values read
  into Python in forward; dtype-converting copies; PyTorch overwriting a kernel's output;
  laundering through copies (a copy carries its source's provenance); memory a kernel touches
  outside its tensor arguments (interpreter: every load and store address checked before the
  access), objects that only look like tensors; bytes that change during a launch without a
  store; threads and processes of any kind (seccomp), reading other processes' memory (uid
  nobody), files written, files read or modules imported from candidate code (audit hook,
  restricted import); reference or earlier candidates' data in the fork server's memory (it
  never holds any); predicted inputs (keyed seeds, per-call delivery; the server's
  environment drops REWARD_SECRET and anything named like a credential); small-output
  tolerance abuse (no fixed floor), complex outputs (compared as (re, im)) and integer/bool
  outputs (exact); the static gate desynchronised from what Triton runs (Triton re-reads each
  kernel's source text: no characters that only str.splitlines breaks lines at, linecache
  holds the compiler's lines, a kernel's span holds one def line, checked again when the
  interpreter rewrites it, and its rewrite cache is ours, not the class dict a kernel object
  reaches); tensor methods shadowed by instance attributes (`out.detach = ...`: attribute
  stores only on self statically; at run time a tensor with instance attributes is refused
  before any method runs, and pack calls torch.Tensor.detach unbound); Python reached from a
  jit body (only kernels, tl.*/libdevice, literal constants: no math.*, no module-level
  classes or functions; at run time, each kernel lowers to Triton IR or is refused); PyTorch writing a launch's memory from inside the launch (the store
  log keeps the values: after each launch the bytes must equal the bytes before with the
  stores replayed, last writer wins); a forged final result (every field type-checked);
  crashes, hangs, floods (a 4 KiB tail), big allocations (RLIMIT_AS on a CPU), parser
  failures; stale folders of dead verifiers (removed by the next server, only those whose
  owner process is gone). Round 3's open classes and red team 4: a pure data-movement task
  done by PyTorch (the reference child codes each input element with a distinct value, three
  times: an answer that holds the same input element at every position in every coding, or
  the same constant, is a rearrangement, and then PyTorch may not copy data in forward, at any
  depth: the kernels must do the moving; a task that computes keeps PyTorch's data movement,
  as KernelBench and the paper do, so the teacher's .contiguous() before a reduction stays);
  names resolved as the compiler resolves them (a builtin's name bound in one function no
  longer hides a use elsewhere; module- and class-level bindings of refused builtins, and
  names neither bound nor allowed builtins, are refused); autograd (grad_fn, backward,
  set_grad_enabled; at run time backward ops go through the dispatcher like any other);
  values read as text (str, repr, format of a tensor: the function mode); only kernels the
  gate read run as kernels (their code objects are taken from the compiled module before any
  of it runs and compared at every launch, timed ones included: triton.jit(f) at run time,
  exec'd code, a rebound .fn or __code__ is a fallback); a kernel body reaches at run time
  only Triton, checked kernels, scalar constants and a few builtins (the interpreter's rewrite
  runs in a filtered copy of the module's globals, so it no longer writes its own globals,
  inspect among them, into the candidate's module); kernel arguments, constexpr values and
  defaults are tensors, scalars, dtypes, Triton's own TensorDescriptor (by identity) or checked
  kernels; memory kept from an earlier call (caches keyed by content or by call count: a call
  may read its inputs, what __init__ built and what it allocates, and what the model keeps
  from an earlier call: as that call left it in the checked calls, as in a user's process,
  filled with NaN bytes before each timed call; anything else kept is refused, while timing
  too, by set lookups); inputs re-pointed by set_ (the checks read the tensors as given); forged
  nested frames (depth-capped, aliases typed) and floods of well-formed ones (counted per
  job, above); dtype-converting copies that round (float -> int, x.to(bool), fp32 -> fp16: only
  exact widening counts as data movement, and it carries provenance); PyTorch writes and
  launches inside a launch (grid callables and hooks may compute nothing and write nothing:
  bytes an atomic touched no longer launder them); a reference that works in place (the
  candidate gets the inputs as they were, and its inputs afterwards must equal the
  reference's; a reference's outputs are copied per trial, so one that returns a buffer it
  updates no longer aliases them); float64 answers computed in float32 (tol 1e-9); inputs of
  one sign (five trials hold both: a negative shift and a negative scale); weights
  initialised to constants that a kernel ignores (perturbed, keyed: above); numerical guards
  left out (softmax without the max subtraction, a norm without its eps: range trials at
  ~1000x and ~0.001x).
  Red team 5: Python values made inside a jit body (a local list sorted by list.sort, a tuple
  searched by t.index(max(t)), range(v).stop as a Python-int register, a kernel-valued
  parameter's .arg_names: the static gate allows in a jit body only displays as call
  arguments, indices, returns and unpacking, attribute names of Triton's tensor, dtype and
  descriptor classes, range/zip/enumerate as a for's iterable, and min/max/len/abs of
  constexprs and shapes); a list, dict or set launch argument (the interpreter shares it with
  forward(): refused at launch, tuples of checked types only); timed outputs filled in by a
  later call, or aliasing memory __init__ built (packed when each call ends; the alias check
  covers __init__'s memory in checked calls too).
  Red team 6: a launch argument Triton's binder refuses (a str or torch.dtype for a parameter
  that is not constexpr, or a str default), which had switched the lowering off (refused as a
  kernel that does not lower: a GPU would not run it either); data-movement tasks of realistic
  size done in PyTorch (the movement test's codes are distinct by construction, not random);
  a movement task answered by a strided view (a kernel copies x in order and forward returns
  y.t(), or a stride-0 expand of a partial copy: the child reports each output's strides and,
  in a task that only moves data, the parent refuses an output not laid out in its logical
  order (contiguous) nor as the reference's output is, reward._moved_why; cases
  adv_rt6_view_1, _2; an honest tiled transpose, good_rt6_transpose, stays accepted); and
  constant parameters declared in another shape than the reference's (pairing falls back to
  the number of elements: good_rt6_layernorm_1n, a false refusal before); @triton.autotune
  with several configs, which failed under the interpreter on a CPU (Triton's Autotuner
  benchmarks through a GPU driver: "0 active drivers"): under the interpreter the configs now
  run in turn, every launch of an autotuned kernel in the n-th call of forward with the n-th
  config after the candidate's pruning (deterministic, one launch per launch, and each
  config's answer compared in some trial, since a GPU may pick any config as the fastest:
  adv_rt6_autotune_1, a wrong second config, is a mismatch; good_rt6_autotune2; turned per
  launch until red team 9, a second launch into a scratch tensor took the wrong config every
  time, adv_rt9_autotune_1). The candidate's hooks run where Triton's
  run calls them, inside forward and the monitor (adv_rt6_autotune_2: a config pre_hook that
  computes in PyTorch is a fallback); post_hook and do_bench, which only wrap benchmark
  launches, never run on a CPU.
  Red team 7: a grid callable doing the work (the interpreter called it inside the launch
  while triton.language's builtins were its NumPy builder: tl.load/tl.store there counted as
  the kernel's stores, and it could rewrite the arguments the launch then used): the verifier
  calls a grid callable itself before the launch, as forward code under the monitor, on a
  copy of the arguments, and it must return 1-3 ints (sandbox._grid_of); launch hooks
  (add_pre_run_hook) are refused; the static gate refuses triton.language functions outside
  a @triton.jit body (_kernel_only). x.fill_(t) with a tensor t is a copy from t (provenance,
  the dtype rule, the movement rule: adv_rt7_fillmove_1, _2). An element no kernel stored is
  accepted when it holds a number forward's allocations or fills of its storage wrote as a
  Python number (torch.zeros padding, index_add into zeros: good_rt7_pad, _index_add, false
  refusals before), never a value from a tensor (adv_rt7_const_1).
  Red team 8: torch.tensor / as_tensor / asarray / new_tensor / new of a list of 0-d views
  (they read the elements in C++, below the dispatcher, converting dtypes on the way: the
  dispatch mode saw only lift_fresh, an allocation) moved a movement task's data and rounded
  fp32 to fp16 unseen: in forward, such a constructor whose data holds a tensor is refused
  (the function mode walks its data; adv_rt8_tensorctor_1, _2). A table of the task's
  function over the input's bit patterns, computed in Python (math.exp in __init__ or
  forward) and put into memory by torch.tensor or fill_ loops, with a kernel that only
  gathers (fp16 sigmoid, 65,536 entries; fp32 relu and sigmoid to within 1e-4 from the top
  20-23 bits): a candidate may put at most sandbox.MAX_PY_NUMBERS (1,024) numbers made in
  Python into tensors and launches over its life (constructor elements, fills with a number
  other than 0 or 1, float launch arguments; adv_rt8_table_1, _2, _3, _6), in 16-bit units
  since red team 33 (an fp32 element counts 2, complex128 8: 512 complex128 numbers had
  carried a 4,096-entry fp16 table, adv_rt33b_cplxpack_1-3). A source nesting
  functions or lambdas more than MAX_SCOPE_DEPTH (16) deep is refused before the name
  resolution (2,800 nested lambdas cost the parent 21-33 s of CPU to refuse).
  Red team 9: the count of numbers skipped integers and fills with 0 or 1, so the same fp16
  sigmoid table went in as int16 bit patterns viewed as float16 (adv_rt9_inttable_1), and as
  sixteen planes of 0/1 runs written by fill_(1) on slices, which the kernel shifted together
  (adv_rt9_bitplanes_1): every element of a constructor's data counts now, and so does every
  write Python decides at the candidate's level (an allocation or fill whatever its value, a
  copy, each piece of a cat; sandbox._python_writes), since where a 0 or a 1 lands is a bit of
  a table as much as a number is.
  Red team 10: an allowed module's namespace holds more than its API: triton.language.extra
  kept `modules` (sys.modules) from an import-time `from sys import modules`, and
  tle.modules["builtins"] gave the real getattr/setattr, and through a closure the monitor
  (adv_rt10_sysmodules_1-3): an attribute of an allowed module must be its own API
  (sandbox.api_object: a number, a string, or what torch, triton, math or typing define), at
  the gate and in the candidate's __import__. Integer launch arguments carried an fp16
  sigmoid table into a kernel in __init__ (adv_rt10_inttable_1): a launch's integers, bools
  and grid count, up to MAX_PY_NUMBERS per call of forward and for import and __init__
  together. The bitcast and rounding-conversion checks ran in forward only, so __init__
  tabulated trunc over every fp16 code (adv_rt10_initconv_1-3): a bitcast (view(dtype),
  set_ from a storage or another dtype: adv_rt10_setbitcast_1, _2) is refused in every
  phase, and in import and __init__ a rounding conversion is allowed only of random or
  constant data (sandbox._mark_benign: nn.Linear(...).half() stays fine). A copy of
  kernel-written memory joined the store log whole, so one re-stored element made a PyTorch
  transpose the kernel's (adv_rt10_launder_1): the copy is replayed on its sources'
  stored-element masks (sandbox._copied_addresses).
  Red team 11: a call's result is no module chain the gate checks, and
  torch.get_device_module("cuda").os.sys.modules["builtins"] gave the real getattr, then the
  monitor through the dispatch mode's closures (adv_rt11_devmod_1-3): get_device_module is
  denied, and no attribute may be named like a module (MODULE_NAMED_ATTRIBUTES: the standard
  library's, torch, triton, numpy; Tensor.select and dict.copy excepted) off an imported
  module's chain. @triton.jit(repr=f) ran f inside the lowering, at launch depth, where the
  monitor trusts what runs, and torch.HalfTensor(list of 0-d views) rounded there
  (adv_rt11_reprhook_1, reprbitcast_1, reprtable_1): jit takes only do_not_specialize(_on_
  alignment), debug and noinline, the lowering passes no other, a kernel carrying repr or
  launch_metadata is refused at launch, and legacy constructors (torch.Tensor(data),
  torch.HalfTensor, ...), which read their data in C++ with no hook, are refused by the gate
  (adv_rt11_legacyctor_1). The memory hooks indexed pointers with the kernel's mask as
  given, and `(cols < N) & (row < M)` arrives as int32, NumPy's integer indexing: a load
  4,096 elements past an input passed (adv_rt11_intmask_1) and the common 2-D mask's stores
  went unlogged, a false refusal (good_rt11_erf_staticrange); the mask's nonzero lanes are
  used now. Uncounted tables: torch.tensor of range objects (a constructor counts the
  elements it made: adv_rt11_rangetable_1), lengths of constexpr strings (a launch's strings
  count their characters: strtable_1); and benign memory laundered: a one-element fill
  (covered by the whole-storage rule: benignfill_1) and torch.normal(table, 0.0), an exact
  copy (a random op is benign only with scalar parameters: benignnormal_1).
  Red team 12: _tensor_args read `.base` of any launch argument (for TensorDescriptor), so a
  candidate class's property ran inside the bookkeeping's quiet region and tabulated sigmoid
  unseen (adv_rt12_baseprop_1): `.base` is read of Triton's TensorDescriptor only, by
  identity. A table rode in the addresses of 65,536 one-element views and in 4,096 dtypes of
  a constexpr tuple (ptrtable_1, _2, dtypechan_1): every leaf of a launch counts against the
  per-call budget, a tensor or a dtype as one. tl.constexpr(Helper()) reached a kernel, whose
  c.value.to(x) ran the candidate's Python inside the launch, through a name rebound after a
  literal (`C = 0; C = ...`) or bound inside `if True:` (constexprobj_1, _2): a module name
  is a constant only if every binding of it, at any depth of the module's blocks, is a
  literal, and at run time a kernel sees a constexpr only of a number, string, None, dtype
  or kernel. jit's do_not_specialize=iter(f, None) ran f as Triton read it (dnsiter_1):
  jit keywords are written-out literals. False refusals fixed: a module constant
  tl.constexpr(-float("inf")), and F.pad after a kernel in a computing task (the padding
  holds the pad value).
  Red team 13: a constructor whose data held a tensor was refused in forward only, and its
  elements counted only when the data held none: in __init__ one 0-d tensor beside range
  objects put a Python sigmoid table in uncounted (adv_rt13_rangetable_1), and a list of 0-d
  views of kernel-made fp32 codes rounded to fp16 in C++, unseen (ctorviews_1). Such a
  constructor is refused in every phase now, and every constructor counts the elements it
  made. A tensor wrapped in tl.constexpr as a launch argument escaped the memory checks
  (cexprtensor_1; caught only because the lowering formats it): it is an odd argument now.
  `T = torch.Tensor; T(list)` passed the gate (an alias was not resolved) and was caught at
  run time only by the legacy constructor's own untyped_storage call (legacyalias_1):
  torch.Tensor may now stand only as a type, in annotations and isinstance/issubclass.
  Red team 14: tl.str_to_ty, which the gate let forward call, evals the layout of a
  "tensordesc<...,CODE>" string, and eval supplies the real builtins: CODE reached the
  monitor through the frames (adv_rt14_strty_1). The gate denies str_to_ty and .compile; at
  run time running code made from text (the "exec" audit event) is refused from any caller
  but imports, the sandbox, Triton's signature binder and namedtuple, and code in <string>
  frames counts as the candidate's. One constexpr int of 3,900 digits carried 800 table entries into a
  kernel (bigconst_1): an int outside 64 bits is an odd launch argument, and launch leaves
  count by width (16 bits of an int, two bytes of a string, to one number). fp32 and fp16
  inputs together got movement-test codes that collide in fp16, so a cat + upcast +
  transpose was called a task that computes (mixedmove_1): the codes are the 16-bit dtype's
  values every input dtype holds. And round 11's stale store log closed: the bytes any
  PyTorch op writes leave the log, and an op's out= is an overwrite (catout_1).
  Red team 15: a 16-bit dtype's movement codes are its own values, so F.pad(x, value=1.0) drew
  1.0 as an input's code and the pad was called a task that computes, PyTorch doing all of it
  (adv_rt15_padone_1): a value equal in every coding is a constant, whatever it matched.
  triton.Config(ir_override=path) would have a GPU load that file's IR in place of the
  checked kernel: a launch given ir_override is refused (iroverride_1). False refusals fixed:
  Optional["torch.Tensor"] (typing compiles the string, which round 14's rule refused; only
  "exec" is refused now) and `from __future__ import annotations`.
  Red team 16: complex inputs were not float data to the verifier: the movement test did not
  code them (an fftshift of complex64 "computed" and PyTorch did it: adv_rt16_cplxmove_1)
  and the trials did not scale them (cplxrange_1); now they are coded through their (re, im)
  view and scaled like real inputs. False refusal fixed: idx.to(torch.int32) before a gather
  kernel (a conversion exact on its values is data movement, and in a movement task only
  copies of float or complex data are refused).
  Red team 16, too: numbers a kernel's constexpr arithmetic made at compile time were counted
  by no budget: tl.static_range(1024) over constexpr bit patterns, 1 / (1 + E ** -x) folded
  by Python or Triton's front end, stored in __init__, filled a 4,096-entry sigmoid table
  (adv_rt16_cxtable_1): the distinct constants of a run's lowered kernels, past
  sandbox.CONST_FREE (256), count against MAX_PY_NUMBERS.
  Red team 17: in a movement task a kernel bitcast the floats to int32, PyTorch transposed
  the integers, a kernel cast them back (adv_rt17_bitcastmove_1): what a kernel wrote is the
  task's data whatever its dtype. Tensors inside list inputs were neither coded by the
  movement test (listinput_1) nor scaled by the trials (listrange_1): inputs are walked
  through lists, tuples and dicts. One integer output redrew every range trial
  (intredraw_1): only integer outputs go uncompared there. A plain-attribute tensor kept the
  float64 twin from running, which redrew every scaled trial (f64redraw_1): the twin widens
  it. A reference that answers differently under another seed (live dropout) is stage
  reference. Its process half found no cheat; a stateful reference's discarded draws and
  unperturbed rerun moved its state out of the candidate's step (each attempt now leaves the
  model's tensors as it found them unless kept), and a retry after a server death kept the
  call counter (each attempt of _run_job now starts the conversation again).
  Red team 18: a 16-bit softmax at 1000x is its own rounding, far from float64, and its
  large trial was redrawn, so one without its max subtraction passed (adv_rt18_f16redraw_1):
  such a trial is kept and only finiteness compared there, unless the reference overflowed
  on the way. A PyTorch copy on a side stream
  escaped the timed region (sidestream_1): every stream any op ran on is waited for.
  Red teams 19-21: memory known by its address outlived that memory. A no-op resize_ made
  kept memory "new" (resizekeep_1); a growing resize_, or an out= op that resizes in place
  (torch.cat(..., out=t)), freed blocks of __init__'s memory that a cache then reused
  (resizemove_1/_2, outresize_1/_2); set_ re-pointed a buffer (staleparam_1). Only storage no
  operand held is new, and a call after which __init__'s memory moved or a parameter points
  elsewhere is refused. Memory the model keeps from one call to the next is scratch, filled
  with 0xFF before every call (a workspace allocated on the first call had been refused; since
  red team 56, before every timed call only: the fill was a tell).
  Round 27: a one-pass variance passed a LayerNorm, as no trial put inputs far from zero
  relative to their spread (open since round 18): the large trial now does, where the
  reference stays accurate there. And the float64 twin that tells the reference's rounding
  was another function where a constant depends on the dtype (nn.RMSNorm's default eps,
  finfo(dtype).eps), so the 0.001x trial compared finiteness only and an RMSNorm with a wrong
  eps, none, or a clamp passed (rmseps_1/_2/_3): the twin replays the reference's numbers.
  And torch.tensor() of an nn.ParameterList read the task's data below the dispatcher
  (plist_1/_3): value constructors take Python numbers in lists and tuples only.
  Round 28: tensor_split(t) of an integer tensor reads t's values in C++ and returns views
  whose sizes carry them to Python (tsplit_1/_2: a loss computed in Python): refused in
  forward, with the other composite ops that read values for sizes (VALUE_READERS). An
  overflow in one output took the whole large trial away from the others (mdnsoftmax_1):
  outputs are set aside one by one. A one-pass variance after a GEMM (docs/open_cases) stays
  open: the far draws shift the task's inputs, and a mixing layer's output is far from zero
  only where the reference's own fp32 GEMM is too inaccurate to compare with.
  Round 29: that set-aside was per output, so packing the softmax and the exp into one
  output passed (mdncat_1): now elements are set aside (a copy of the reference runs with
  each overflowed value made NaN, and the elements NaN in its answer are the ones set
  aside), by a mask the parent compares through. A random generator's state read a
  kernel's bytes into Python (genseed_1): the gate denies torch.Generator and its state.
  Open from it (docs/open_cases): an output whose finite elements are rounding-bound is
  checked for finiteness only, so exp(min(z, 50)) passes where the large trial's z carries
  fp32 GEMM error (mdnclamp_1), and a one-pass LayerNorm packed beside such an exp loses
  its far draw at 2 keys in 20 (lnexp_1).
  Round 30: a far draw counted only where every output was compared in full, so a LayerNorm
  returned beside sin(30 x) (rounding-bound out there) never met it (lnsin_1, lnfourier_1):
  the far draw now counts where some output is compared, the others checked finite. The two
  packed into one output stayed open (lnsincat_1: the rounding rule was per output).
  Round 31 (open cases first): the rounding rule judges each tensor an op computed, through
  cats and copies (lnsincat_1 closed), and what it does not compare in full it compares
  within ROUNDING_SLACK times the rounding it measured, not for finiteness alone (mdnclamp_1
  refused at most keys). Then: the large trial's absolute part was the whole packed
  output's magnitude, so cat([layer_norm(x), x]) hid a one-pass variance (lncat_1): it is
  taken per computed tensor (sandbox._group). Open from it: RevIN written in ops never met
  the far draw (lncat_2; closed in round 33: a far draw counts where one computed tensor of
  a packed output is compared in full, as a separate output would keep it); no trial scaled between 10x and 100x (scalegap_1): the scaled
  trial now scales row by row, 0.1x to 100x, which meets such a guard at 47 keys in 48.
  Round 33 (the trials): no draw moved a tensor's rows apart (lnpivot_1), tensors that meet
  element by element were shifted apart (mseexp_1), an op's results were one source
  (statpool_1), the scaled trial's rows had one sign (randsoftmax_1, open: its window is a
  hundredth of the trial's range), and float16 was never far from zero (halfln_1): the
  shifted trials' far draws with rows apart, one offset per shape, a source per result,
  half the rows positive, float16 ten times as far (see the trials above).
  Round 34 (found while fixing 33): the rows-apart draw gave each row its own sign, so a
  batch norm's channels pooled both and a one-pass variance about one pivot passed
  (bnpivot_1): the draw moves one dim apart, dim 1 where there are three or more.
  Round 37: a Python float inside a tuple argument never moved (nestedfloat_1: every float
  leaf moves now); Triton's interpreter ran programs of a launch in order, so a program
  reading what another stored passed (rowsum_1, gmean_1, cumsum_1/_2: such a load is refused,
  sandbox._install_hooks); and its tl.dot ignored input_precision and multiplied bf16 bit
  patterns as integers (tf32_1 passed, honest bf16 GEMMs were refused: a TF32 dot's fp32
  operands are cut to 10 fraction bits, bf16 operands widened).
  Round 38: the same order, through atomics or the last writer (atomcarry_1/_2, atomlast_1,
  lastwriter_1, warrace_1): the interpreter runs a launch's programs in a random order.
  Round 39: fp16 accumulation the interpreter did in fp32 (h16gemm_1, h16rowsum_1): its dot
  rounds an fp16 accumulator every 16 products, its fp16 tl.sum adds in fp16.
  Round 40 (short): no cheat; rand_like and five other samplers in __init__, refused as
  PyTorch ops, are random initialisation now (sandbox.RANDOM_INIT_OPS); random draws scaled
  by numbers (randn(shape) * 0.02: sandbox.NOISE_OPS) and torch.nn.init's initialisers run
  whole (trunc_normal_, orthogonal_, eye_: sandbox._trust_init) are initialisation too. Its false refusal of a blocked fp32 cumsum: a cumsum's elements are
  held to their line's magnitude (sandbox._scan_floor).
  Round 41: where the interpreter is not a GPU: a ticket from an atomic ordering programs
  (ticketcarry_1/_2: atomic return values are refused, atomic writes count for the
  cross-program read check), lanes of one store writing one address (lanecollide_1),
  non-associative scan/reduce combines (nonassocscan_1/_2: combined in a tree now), tl.view's
  order (viewreorder_1: a keyed permutation); references without a float64 twin had their
  range trials redrawn as written (twinfail_1-5: the twin widens what forward makes); a
  training-mode batch norm that skipped its running statistics (bnnoupdate_1: the state a
  reference's forward changes is compared after each call, _state_mismatch).
  Round 42: the first noise rule (comparisons, where, pow and log on random draws in
  __init__) let a candidate tabulate sigmoid over every fp16 code drawn by randint
  (noisetable_1-3): only scaling by numbers remains, and nn.init runs whole. The twin raised
  on an explicit dtype=torch.float32 buffer and answered from a lifted out= copy
  (segsoftmax_1, gnnln_1, outbuf_1: it asks float64 of factories and keeps out=); ints moved
  only down (intpow_1: the small trial moves them up first). Parameters kept their
  initial range (cliplogits_1, scalemax_1, bneval_1; open until the parameter trials).
  Round 43: an nn.init call given the candidate's object ran its method silenced
  (initmode_1/_2: trusted only with plain arguments); x.float() in the twin (twinindexadd_1);
  no pairable tensor skipped the state check (bnnostate_1); two stores from different lanes
  to one address (storeorder_1).
  Round 44: scaling a one-element view wrote a table (noiseadd_1/_2: whole storages only); a
  dtype passed to .to()/.type() positionally or by name (twinto_1/_2); frozen Parameters as
  running statistics (parambn_1). State the pairing could not see (a -inf initial value, a
  tensor in a list attribute: obsskip_1/_2; open until infinite constants and containers
  were keyed).
  Round 45 (two helpers): where the interpreter is not a GPU: compiler hints it ignored
  (hint_1/_2: each tl.multiple_of, max_contiguous and max_constancy is checked against the
  values, sandbox's set_attr; a GEMM template's `rm % M` wrap is allowed), tl.cat's order
  (catorder_1: keyed, as tl.view's), a lane overwriting what another lane loaded (warlane_1)
  and plain loads of other lanes' atomics (atomread_1), all without a barrier; a complex
  parameter was never keyed (cplxgain_1: keyed as its real and imaginary parts).
  Round 46 (one helper, on round 45's rules): the sign trial kept flipped weights small
  (tempsoftmax_1: it moves magnitudes too); a scalar load was lane 0's only (scalarraw_1,
  scalarwar_1: every lane's now); false refusals: a complex gain held as two real tensors
  (cplxsplit), an integral constructor float moved (pnorm: p=2.0 stays), exact ties the small
  trial's zero sets make compared by index (topkzero: integer outputs at the large trial
  only). Open: a kernel wrong exactly at get_init_inputs()'s own floats, which the
  evaluation never builds with where it can move them (docs/open_cases/adv_rt46_initexact_1).
  Round 47 (two helpers, on round 46's rules; 19 cheats, 3 false refusals): random weights
  were never keyed (stalew_1: W^T snapshotted in __init__; pademb_1: a padding row written as
  zeros; randgate_1, randscale_1: a random gate or multiplier read as non-negative): every
  parameter with values is rewritten after __init__, paired by its bytes or, computed another
  way, by a sketch of its values (within 1e-4), about half its signs flipped; constructor floats kept
  their decade (emawin_1: moved toward 1 or by decades first, signs kept); bool outputs were
  not compared at the parameter trials (thrsign_1); atomics skipped the lane checks (atomwar_1,
  atomxchg_1) and a scalar store and a scalar load were one lane (scalarrt_1, atomscalar_1:
  a scalar store is thread 0's); false refusals: an output given to a launch that stored
  nothing where every element still holds its allocation's number (relumask, possum), a
  symmetric input (symmm: kept symmetric). Open (docs/open_cases/*rt47*): constructor floats
  keep their sign (scalesign_1); integral constructor floats and ints never move (intfloat_1, convargs_1/_2), nor keyword defaults
  (defaulteps_1); random weights are never moved by the parameter trials, nor zeroed a row
  at a time, nor shifted (cosweight_1, lnhead_1); no input holds a masked prefix or -inf
  (leftpad_1/_2); no input reaches beyond ~4e4 (bf16range_1/_2).
  Round 48 (one helper, on round 47's rules when they also flipped constructor floats' signs:
  11 cheats, 1 false refusal): six used the flip (flipsign_1, boolflip_1, capflip_1,
  degenflip_1, epsflip_1, focalflip_1: the flip is withdrawn); a random buffer and a random
  complex gain were not keyed (randbuf_1, cplxw_1: every tensor two builds draw differently
  is); a kernel-built table never agreed at 8 fraction bits (petable: a sketch within 1e-4).
  Open (docs/open_cases/*rt48*): the sign of a forward or constructor float (fwdsign_1,
  jointflip_1); a parameter holding -inf was never keyed (infbias_1: closed after round 49,
  its finite elements are keyed).
  Round 49 (one helper, on rounds 47-48's rules; 5 cheats in 4 classes, all closed): tensors
  given to the constructor never moved (initbuf_1, initnorm_1: moved like keyed tensors); an
  eps floored at 0.05 passed where small floats moved toward 1 (epsfloor_1: below 0.1 they
  move down 1-3 decades); symmetric inputs' mirror undid the zero sets (symzero_1: row and
  column i zeroed together) and a constant matrix counted as symmetric (onesym_1: two random
  draws must differ).
  Round 50 (one helper, a fresh angle: comparison, state, gate 2; 5 cheats in 4 classes, 2
  false refusals): an input the reference updates in place was compared byte for byte
  (inplacesig, inplaceelu: honest kernels rounding otherwise were refused; compared with the
  tolerance now). A trainable parameter forward rewrites (maxnorm_1: nn.Embedding's
  max_norm) and state with a fixed buffer or random plain-attribute init (fixedstate_1/_2)
  were never compared: every float tensor forward changes is state now (a throwaway build's
  forward tells which, sandbox._forward_changes; they are keyed and paired). Open
  (docs/open_cases/*rt50*): a weight packed into __init__'s memory at the first call
  (firstcall_1: random weights never change between calls); integer state forward updates
  (intstate_1).
  After round 50: random weights change between calls (firstcall_1 closed): at one keyed
  input trial every keyed random weight no forward changes is drawn again on both sides
  (sandbox.param_move "redraw": x +-U[0.5, 1.5] each, x 10^U[0, 1] the tensor, one row of dim
  0 zeroed, cosweight_1 closed), for that call only; keyword defaults get_init_inputs() leaves
  alone move as its floats do, passed by name (sandbox.init_keywords; defaulteps_1 closed);
  integer tensors are keyed by their bytes and paired, so integer state forward updates is
  compared (intstate_1 closed; exactly after call 0, within one or 1 % after a range trial;
  torch's num_batches_tracked is not keyed state).
  Round 51 (two helpers; 6 classes, 10 cheats, 2 false refusals): state a forward rebinds
  (self.running_mean = new tensor) was never checked (rebindbn_1; rebindema refused):
  sandbox._unrebind copies rebound state back into the tensor the module held, both sides;
  grad mode never varied (gradmode_1, d2l's batch norm): call 0 runs with grad on; the program
  order was predictable from the public seed (orderpredict_1/_2): keyed by the parent's
  secret; integer outputs were never compared at the small trial (mxexp_1/_2, seqlen_1/_2):
  compared where steady and no op picks among ties; an input the reference takes only in its
  domain took the range trials from the others (domainmix_1): one input moved at a time.
  No input held p = 1.0 (bce_1): the small trial's zero-set draw sets ones in inputs drawn
  within [0, 1] (sandbox._unit_leaves). Open (docs/open_cases/*rt51a*): a round() one ulp
  apart flips halves, compared in full where torch agrees with its float64 twin (recipq: an
  honest quantiser's reciprocal multiply refused).
  Round 52 (two helpers; 14 classes, 19 cheats, 7 closed): a call's Python floats moved by one
  factor (boundratio_1: each by its own power now); forward's float defaults never passed
  (fwddefault_1, fwdkw_1: they become positional inputs, sandbox.forward_defaults); a constant
  float input moved whole (uniformvec_1: values per element at the move trials); the redraw
  zeroed dim 0 only (colcos_1: a row and a column of every random matrix); list-held state rebound element by
  element (listema_1: _unrebind follows lists and tuples); no call ran under
  torch.inference_mode (infmode_1: keyed modes per call, sandbox.CALL_MODES, and reading the
  mode only where the reference does, MODE_QUERIES). Open (docs/open_cases/*rt52*): zerofloat,
  intmod, fixedbuf, normeps, normeps1d, argmaxtol, lazyema, shapeema, runnorm, gradpath, fwdkw_2.
  Round 53 (two helpers; 9 classes, 11 cheats, 1 false refusal; 6 and the refusal closed):
  dict- and nested-list-held state rebound (dictema_1, listtuple_1: _unrebind walks them); a
  frozen weight's requires_grad assignment counted as reading the mode (frozenmode_1: reads
  only); forward's int and whole-number float defaults (fwdint_1, fwdintfloat_1: passed too);
  a tuple constructor default (tupledef_1: moved by name, each float); a Python complex input
  refused by the child's C unpickler (cplxscalar: read with the safe one, and moved as a
  float). Open (docs/open_cases/*rt53*): keyword-only forward defaults, float16's 1e-2
  tolerance (h16silu_1), random integer inputs' structure (idxadd_1, segsum_1).
  Round 54 (one helper; 2 classes, 4 cheats; both open, docs/open_cases/*rt54*): a one-value
  integer tensor input only moves down (tpow_1/_2); a Python bool or str passed to forward
  never changes (boolflag_1/_2). Closed after it, with round 52's zerofloat: the small
  trial's first draw flips bools, swaps a word-like str for another of the reference's
  string constants, makes a 0.0 float nonzero, and the move trials try a one-value integer
  tensor above its value first; a draw whose answer turns random falls back. And round 53's
  fwdkwonly: keyword-only forward defaults are passed by name (sandbox.forward_keywords).
  Round 55 (two helpers; 18 classes, 25 cheats, 1 false refusal; 14 classes and the refusal
  closed): flags moved only at the small trial (flagscale, flagzero, jointmove, modepass,
  bool0d, startpos, clipinf, fwdbooldef: now sandbox._flag_leaves move at a keyed half of the
  range trials, each draw tried flipped then not, and at up to 3 extra calls at get_inputs()'
  scale, mode words in turn, MODE_FAMILIES where the reference names none; forward's bool and
  str defaults passed); a mask only gaining True entries (maskor); exponents 1-4 (powtable);
  a constructor complex, and one constructor float freezing the others (initcplx,
  initfreeze); the child's thread count read (envswitch: PROCESS_QUERIES); state in a
  helper object (objstate: keyed_state walks the task's own objects); a weight copy at call 0
  telling the parameter trials apart (frozenbn_3: __init__ memory a call changes is scratch
  where the reference keeps no state); sorted bucketize edges unsorted by the trials (the
  false refusal: sorted inputs stay sorted). Open (docs/open_cases/*rt55*): biaszero,
  initbool, initword, frozenbn_1/_2 (call 0 only), bnbias, cfgobj.
  Round 56 (two helpers; 17 classes, 21 cheats, 1 false refusal; 11 classes closed): mode
  words' families hidden by the reference's own words, a refused word retried, flags moved
  only jointly (twomode, modestuck, flagdrop: alternatives are words and families together,
  tried in turn, then each flag alone); 0-d inf tensors, 0/1 switches, bool pairs, dtypes,
  embedding_bag's max (tensorinf, intone, boolpair, dtypearg, bagmax: flags too); state in a
  NamedTuple or a torch.distributions object (ntstate); __init__ under the public seed 0
  (seeddraw: a keyed init seed, both sides); parameter trials always last (callorder: at
  keyed places among the input trials). Open at the time: telling a checked call from a
  user's (scrubtell, statefrozen, modname, pairtail), einsumeq, convexmix; lazytable (a false
  refusal: tables built at call 0). Closed since: pairtail (a paired weight the reference's
  forward leaves alone is compared byte for byte around each call, its storage's tail
  included: sandbox._frozen_spans), einsumeq (an einsum equation is a flag, its letters
  swapped: _equation_moves), convexmix (constructor floats the reference takes only jointly
  move with their sum kept), scrubtell, statefrozen and round 55's frozenbn_1/_2: the NaN
  fill between checked calls was a tell and made a weight-copying cheat honest only while
  checked, so the checked calls now leave the model's memory as a user's process does (only
  the timed calls refill kept memory), and the keyed values hold dead slices at every call
  (_dead_slices: an element of a constant-initialised buffer near 0, a dead channel's running
  variance; frozenbn_2's near-zero class row, tried, refused honest Gemm-BatchNorm kernels and
  is open again), so a copy taken at call 0 matches
  weights that show a missing eps or norm clamp. Open: modname. lazytable is accepted now.
  Round 57 (two helpers; 9 classes, 14 cheats accepted at every key tried, 4 false
  refusals; 8 classes and 3 refusals closed): the architecture (57a): the constructor's
  one-float-at-a-time fallback stopped after 8 floats (initcap: every one is tried); tensors
  inside a list argument escaped the alias and input-after checks, on both sides (listalias,
  listinplace: inputs are labelled and compared by leaf); a forward that rewrote its own
  weights was never called again on them (wnorm: closed by pairtail's byte check); clamp
  bounds as a tuple default and an output dtype default were never passed (fwdtuple:
  _default_moves takes number tuples, float dtypes and equations; a dtype moves to 16-bit
  types, not to float64 unless it is float64); false refusals: a dict input's tensors were
  unknown memory, len() of a tuple argument in a jit body. Operator families (57b): NaN
  never drawn (nanmse: the scaled trial's first draw holds NaNs, _with_nans, kept where the
  reference stays finite); random integer inputs never left get_inputs()' range (hashemb,
  intcumsum: the large trial's first draw multiplies them by 2^16, _big_ints); an empty mask
  row and a padding id seldom drawn (emptymask, bagpad: the small trial's first draw clears a
  bool mask's row and sets a sixteenth of an int input to the modules' padding_idx or
  ignore_index, _random_ints_edged); a batch norm with momentum=None whose counter every
  evaluation started at 0 (cumbn: _key_counters; its honest twin, refused by the NaN fill,
  is accepted). Open (docs/open_cases/*rt57*): optmask (a forward's None default is never
  passed); good_rt57b_unpad (an output sized by the data: a stated limit).
  Round 58 (two helpers; on this round's machinery, 11 classes, 13 cheats; composite models,
  4 classes, 10 cheats, 3 false refusals; 9 classes and one of two cheats of a tenth
  closed): an edge draw that missed a bag
  of padding only and a 1-D mask (bagallpad, validmse: a whole row of the sentinel, a 1-D
  mask all False), a padding id passed to F.embedding_bag (fbagpad: the reference's child
  notes what F.embedding, embedding_bag, cross_entropy and nll_loss are passed), +-inf never
  drawn (infclean: NaN with infinities first, then NaN alone), 2^16 as a mark of the big-int
  draw (bigtell: a random low part), int tuples as forward defaults (fwdinttuple), an
  OrderedDict input (odictin), an exact 0 in the dead slices as a mark (deadtell_2: tiny, not
  0); one-element integer and bool constants never keyed, bool state never compared
  (cmacount, actnorm_1/_2, seenmask: a counter or flag is keyed as a loaded model holds it,
  since round 59 at a keyed call, _jump, and bool state is integer state); one weight that left the reference's domain unkeyed them all (logprior_1/_2: the tensors
  that alone leave it are found, _domain_breakers, and every other one stays keyed). Closed
  at the next stop: the dead slices' tiny row and column as a mark (deadtell_1: random
  weights hold none since, so the mark is gone); a weight copy at call 0 of plain
  attributes (affpool_2: a constant-initialised plain tensor holds a dead slice too;
  affpool_1, a per-channel scale, closed first: a parameter initialised to a nonzero
  constant has one element of the other sign at every call); caches keyed by a fingerprint
  of the inputs or weights, which memory kept across calls holds (tokcache, linpack: one
  call repeats a keyed input trial's inputs with a few elements replaced by others' values,
  _edited, and a few elements of each random weight moved, "nudge"; a fingerprint of a
  fraction q of the input misses it with probability about 1 - q, so tokcache is refused at
  6 keys in 8, not all); random integer and bool tensors never keyed (permflow, w8linear,
  prunemask: their elements in a keyed order, _keyed_order); the false refusals: a module
  the reference never calls took the keyed values (deadnorm: tensors no op of the
  reference's forward reads pair last, _forward_changes' read tracker), weight_norm's
  pre-hook counted as state (dinohead_nomirror: a tensor rebound without being read is
  derived, not state), a pruning mask drawn as torch.rand(...) < p in __init__
  (prunemask_torchinit: a comparison of one draw with a number, NOISE_COMPARES). Open:
  3-D+ random weights never hold a tiny filter (cosconv: one at every call refused
  KernelBench's Conv2d, activation, BatchNorm, whose constant channel a batch norm
  normalises to rounding noise).
  Round 59 (two helpers; round 58's machinery, 5 classes, 6 cheats, 3 false refusals;
  numerics a user meets, 7 classes): counters keyed as loaded from call 0 on, so a
  data-dependent init never ran (actinit, actinitf; and a setting held in an int buffer moved
  far from its value, sinkiter; a table of counts never keyed, onlineprior): counters, state
  of one element or integer state that the forward changes (sandbox.counter_state), start as
  constructed at call 0 and jump as a loaded model's at a keyed input trial (_jump: a flag
  flipped, a count moved), and other integer constants keep their values; a weight whose dead
  slice alone left the domain went unkeyed (gnll: kept keyed without it, _domain_breakers'
  deadly); the NaN draw dropped beside an integer output (nanstat: kept, the integer outputs
  not compared there); int64 ids never past 2^53 (hash53: the big-int draw takes them near
  2^61); signed zeros never drawn (negzero: the zero sets hold -0.0 at half their zeros). False
  refusals closed: a reference raising under its keyed values ended the evaluation (mocoptr's
  queue pointer: now the next attempt), a variance declared before a LayerNorm paired with the
  norm's weight once the variance was unkeyed (gnllnorm: an unkeyed tensor keeps its place and
  pairs with nothing), a float flag keyed to a value no flag holds (actinitf_setflag). Open
  (docs/open_cases/*rt59*): non-finite answers are never compared (nanrelu, nandiv: Triton's
  own reductions drop NaN under the interpreter); +-inf drawn only beside NaN (infclamp: an
  inf-only draw refused the teacher's logsumexp and was taken back); no draw of grid-valued
  floats (floordiv, fmod) or below 1e-3 of the inputs' scale (expm1); the static gate's
  refusal of the attribute name .queue and of F.normalize in __init__ (mocoptr's twin).
  Round 60 (two helpers, about 25 minutes; this stop's machinery, models a user serves: 10
  classes, 12 cheats, 1 false refusal), all closed at the next stop: the edited call nudged
  random weights only (lnpack: a LayerNorm's affine packed on a fingerprint; now every keyed
  tensor no forward changes, its sign kept), read its leaf indices as top-level ones
  (listcache: a list input; now by leaf, as the trials), and changed inputs and weights
  together (xwcache: an output cached on the whole input and 16 weights; now a reweighed
  call follows, its inputs again, a few more weight elements moved); a symmetric input's
  edit in the lower triangle was overwritten by the mirror (sympack: edits land on or above
  the diagonal, never on a fixed zero); integer weights never moved after call 0 (w8pack:
  the edited calls move them, sandbox._int_change) and kept their values under the keyed
  order (maskcount: a mask's density; a share of a repeating tensor's elements now take
  another of its values); a counter jumped once, by at most 999 (warmup: a schedule
  saturating at step 2000; kvi16, kvlong: positions past ~1,000; now log-uniform up to
  10^6, divided by 4 until the reference stays in its domain with room for the calls to
  come, _jump_level); integer and bool constants the forward leaves alone kept their
  constructor values (w8zp: zero points; routemask: an expert mask; lorasel: an adapter
  index; now moved a little, _setting). Its false refusal: a Python-int counter ran ahead
  on the reference's side, a discarded attempt restoring tensor storages only (kvint,
  stepint, kvwin: sandbox._restorer restores the modules' plain Python numbers too).
  Round 61 (two helpers; round 60's machinery, 10 classes; models a user trains or serves,
  6 classes and 2 false refusals). Closed at the same stop: a count-down never run past 0
  (countdown: a counter jumps the way another call moves it), ramps past 10^6 steps
  (longramp: wide counters jump to [2^20.7, 2^31)), a cache that told the reweighed call by
  its predecessor (edittell: the reweighed call follows a trial of its own, one weight
  element moved), a group size whose small moves all left the domain (grpset: up to four
  keyed moves, factors among them, _setting's variants), a mean and std cached on a
  fingerprint (gstat: the dense call, a contiguous run of a tenth to a half of the
  elements), integer masks and counts never 0 or 1 (stmean, statpool1: _random_ints_edged;
  lengths of 0, lenpool, drawn and taken back: a last-frame gather's honest kernel was
  refused where torch wraps index -1), a pad id held as pad_token_id (lasttok: SENTINEL_NAME), sorted
  inputs sorted again after every move (timeenc: only those a bucketize or searchsorted
  searches now), Python-number counters never jumped (pywarm: _py_jump, by name). Open
  (docs/open_cases/*rt61*): a setting takes two
  values per evaluation, the second at the dense call (winset); an int16 counter past 8,000 and a norm cached on
  16 elements, each refused at most keys only (warm16, wnorm); no input parallel to a
  weight (arcface); a namedtuple input one leaf (packedctc), and handed to the candidate as
  a plain tuple (a false refusal); libdevice calls return None under the interpreter
  (gelutanh, a false refusal); an answer cache on the first and last tokens, refused at
  about 3 keys in 4 (round 58's tokcache, moved to the open cases); lengths never 0
  (lenpool, closed with round 62).
  Round 62 (two helpers; round 61's machinery, models of other domains: 9 classes, 10
  cheats, 1 false refusal, closed above). Closed since, at the root, with round 61's
  lenpool and rollset and round 45a's ceignore: a mask of two or more dims gets an empty
  and a one-entry slice along each of dims 0, 1 and -1 (tmmean: sandbox._mask_edges); an
  unsorted integer input gets a 0 and a 1 unless they would repeat a distinct value, and a
  draw, setting or move that makes the reference index with a negative number it read from
  data is out of its domain (lenpool, lenpool4; the honest last-frame gather stays
  accepted: sandbox._WrapIndex); the integers a forward tests an integer input equal or
  unequal to are sentinels, as is cross-entropy's default ignore_index -100, and sentinels
  are drawn at the scaled trial too, where the softmaxes are not flat (seglabel, cfgpad,
  ceignore: _forward_changes' "compared", then _record_sentinels (since replaced by the
  per-input "sentinels", round 64), _with_sentinels; kernels
  blind to ignore_index, once kept as honest, are refused: adv_rt24_xent_1,
  adv_rt42_ce_1); settings move to either sign, and across zero at the dense call (negwin,
  rollset: _setting). Open (docs/open_cases/*rt62*): a 1-D mask never with one entry
  (bvar1), index inputs keeping their coverage (sagemean), the constructed state never run
  (lionstep), two inputs' zero rows apart (iouloss); bvar1 closed with round 63's, sagemean
  (a value taken out of repeating integer indices at the small trial's first draw) and
  iouloss (one zeroed dim-0 row per size, shared) after round 64.
  Round 63 (two helpers: 12 classes, 2 false refusals). Closed: sentinels from an integer
  tensor's <, <=, >, >= tests (the value across the boundary), on copies too, and from
  torch.isin's test values, each sentinel a place of its own (geignore, u8seg, isinseg,
  isinpool); a one-element integer input 0 at the edged draw (len1); integer inputs every
  draw holds sorted stay sorted (bagoffs, a false refusal); a negative select index after
  an integer read counts as a wrap, and the reference runs under no_grad, not
  inference_mode, where _WrapIndex looks (lastloop, a false refusal). Closed since, at the
  root: one extra call at get_inputs()' own scale, where present, with a whole mask of two
  or more dims empty, a 1-D mask with one valid entry and Python ints >= 2 set to 1, kept
  where the reference stays finite (glob2d, nvalid, 62a's bvar1: the edges call,
  sandbox._edge_value); the scaled trial's NaN draw tried in one float input at a time
  after all at once (nantgt), and keeping a nonnegative input's sign (lognan); integer
  inputs an op takes as indices or class targets are labels, not masks, even of 0s and 1s
  (bintag: sandbox._INDEX_OPS); each integer input gets only the sentinels its forward
  takes (lmsent: sandbox._leaf_sentinels); a float input compared with a number gets that
  number (kpmiss: sandbox._with_float_sentinels).
  Round 64 (two helpers: 13 cheats, 2 false refusals). Closed: sentinels per input, read from
  the forward's ops through integer copies and casts, ignore_index and padding_idx by the op
  schema's argument names (lsbin; hashtag, a false refusal: -100 in hashed ids), labels by the
  schema's index and target arguments only (dropmask); fixed masks and one-element counts
  at the edges call (onesmask, nvalidt), a mirror edges call (masks all True or with one
  False: padpool), a repeated value in distinct integers (bagempty); a
  Python float sentinel moved with its input (kpdef); int8/16/32 inputs to their dtype's top
  (i32hash, pcmdb) and sorted integers shifted, not scaled (tsgap); the false refusal
  cscmean closed (rows sorted in every draw stay sorted). Then its three open ones: a third
  edges call with counts at 0 (nzero), a repeated distinct value at the small trial too,
  where near-uniform softmaxes show one masked candidate (acchit), and float inputs of whole
  numbers cast to integers for an index or target taken as labels: sentinels, no scaling
  (fltlab).
  Round 65 (one helper: 8 cheats, 3 false refusals). Closed: float 0/1 masks edged (fmask);
  NaN lines along dims 0, 1, -1 at the first NaN draw (nanrow); zero lines in integer
  inputs and a value shared by two integer inputs at the small trial's first try (zerodoc,
  crosshit: sandbox._coincide); Python floats at 0 at the zero edges call (temp0); exact
  +-1 in inputs spread over [-1, 1] (gridends); false
  refusals: no NaN in sorted searched inputs (nansort), the interpreter's int -> bf16 and
  fp32 -> fp8 casts patched (int2bf16, fp8cast), and a NaN draw kept only where the float64
  twin is finite too (torch's fp32 CPU attention answers a NaN query row with zeros). Open:
  selfdist (two float inputs never share a row), rollsign (a Python int never negative).
  Round 66 (one helper: 7 cheats, 2 false refusals). Closed: Python ints of -1, 0 and 1
  among forward's inputs and defaults are flags that move (ropestart, lsmdim, fqzp, topk1,
  convargs1); a moved constructor float may not hide a term the numbers as written show
  (adamstep: AdamW's learning rate moved down by decades, sandbox._moved_init); a
  tie-picking reference's integer outputs are compared at every call only where steady
  under nudges and tie breaks (sandbox._steady_picks: topk1's twin, refused at the dense
  call's copied logits and at probabilities that underflow to tied zeros).
  Open: histtop (no draw writes a comparison's bound, histc's max, into the input it
  compares); closed since (float_sentinels).
  Round 67 (one helper: 2 cheats). Closed: Python numbers among forward's inputs moved far
  up at the small trial's first try (winmean, gblur: a window and a blur radius capped at
  what the near moves reached; sandbox._move_int(far=True)).
  Round 68 (one helper: 3 cheats, 3 false refusals). Closed: float64 inputs' far draws go
  100x as far (revin64: a one-pass variance of a float64 series, sandbox.FP64_FAR);
  constructor floats moved up 8-16x at half the evaluations (gsmooth, gsmooth8: a blur's
  taps capped in one static block, sandbox._moved_init's far try: refused at about half
  the keys, gsmooth8 kept open for the rest); float8 weights read through float32 (fp8w:
  the reference never ran, sandbox._isfinite). Open: embmax (a forward-updated table's rows
  never fall below max_norm: weights are never moved down below their init's scale); float8
  inputs; two false refusals whose fixes were reverted after round 69: bflogp (a bf16
  output torch rounds worse than an honest fused kernel; a rounding bound at the normal trial
  measured ~0.6 of the answer, too loose) and qlin (a summation order flips a fake
  quantisation's round at near-halves; setting aside what a 2^-16 move of round's operand
  moves let round 69's half-up roundings at exact ties pass: pool8, requant, now cases).
  Round 69 (one helper: 2 cheats, against that set-aside, and 2 false refusals, qlin's
  class: luma, luma64). Closed since, element by element (_compare_one's other answers): a
  16-bit output's element is right within the tolerance of the reference's answer or of its
  float64 twin's (sandbox._alt_answers: bflogp; a chunked logsumexp without its rescale, a
  log-softmax without its log-sum, one with its logsumexp 1 % off, refused); a float output
  of a round, floor, ceil or trunc is right within the tolerance of the reference's answer
  or of the reference's with that op's operand moved 128 steps of its dtype at its largest
  magnitude (at most 1/16 of a grid step) up or down, exact halves and whole numbers not
  moved (sandbox._grid_alts: qlin, luma64, and luma by an exact division; pool8 and requant
  still refused). luma's x 0.001 in float32 stays refused (7 of 7 keys): 0.001f is above
  0.001, so its operand lands above a true half that torch's lands on, indistinguishable
  there from rounding half up (docs/open_cases/good_rt69_luma). A constructor float moved
  8-16x is kept only where the reference stays finite over calls at 1x, 0.001x and 1000x
  on one model (FAR_INIT_SCALES: a running normaliser's momentum past 1, whose reference
  failed at half the keys).
  Round 70 (one helper: 3 cheats, 4 false refusals, 1 latent). Closed: a 0.0 constructor
  float (label_smoothing=0.0) moves to U[0.05, 0.3], a move that makes the answer random (a
  dropout's p) refused (lszero); counters are set near the model's own integer settings at
  two keyed input trials, one setting minus 1 and a point within the largest (ampscale: a
  loss scaler that never grew its scale after growth_interval steps; cosmid: a cosine
  schedule written as a linear decay; sandbox._aim_values); float -> bf16 casts rounded to
  nearest even in the interpreter, which truncated (bfsplit, bfema2); NumPy scalars among
  the constructor's arguments read as Python numbers (npfloat: the reference never ran).
  Open: ampscale_2 (an overflow check that misses inf: a draw with inf makes the reference
  non-finite and is dropped), bfema (a fused bf16 running mean drifting from torch's three
  roundings past the state comparison's 1e-2 at one key in seven), and histtop again (it
  was refused only while histc's min stayed 0.0: with min moved, float32 and float64 bin
  indices differ at a few values, the twin's nudges move every bin, and no bin is compared
  in full at the trials holding the top edge).
  Round 71 (one helper: 6 cheats, 1 false refusal, on round 70's fixes). Closed: the twin's
  answer offered to a 16-bit output only where the reference's is within 1/16 of the twin's
  largest magnitude (kahanbf: a Kahan compensation, itself a rounding error, is 0 at the
  twin); float counters aimed, whole-number float settings among the marks, a third aim in
  [0.5, 0.95) of the smallest (cosd, cosflt); a float counter jumps only below 2 / eps, where
  += 1 still counts (cosf, a false refusal). The 0.0 move at a keyed half of the evaluations
  (capzero, l1beta0: wrong only at 0.0, passed while every 0.0 moved); since then an
  evaluation whose constructor holds a 0.0 makes a second, untimed pass with both of
  sandbox._moved_init's coins turned (the 0.0 moved where it stayed, the far try made where
  it was not), so every key meets the 0.0 both ways: lszero, l1beta0 and capzero refused at
  7 of 7 keys. warmdiv (an aim on a large trial left an optimizer step's update below the
  tolerance): since then the aims inside a setting go to the trials nearest the inputs' own
  scale, the large trial last; refused at 7 of 7. And the twin runs attention by
  its math path (sandbox._math_attention: torch's fused CPU attention answers a NaN query row
  with zeros in float64 too, so a NaN draw the teacher's honest kernel answered NaN was kept).
  Round 72 (one helper: 6 cheats, 1 false refusal, on round 71's fixes), all closed. Counters:
  calls of their own at get_inputs()' scale (sandbox.AIM_CALLS) aim the counters in the
  largest setting's last tenth (wsd: a warmup-stable-decay cooldown, computed in forward from
  the total, written as a line) and inside keyed settings between the smallest and the
  largest (warmacc: a gradient-accumulation count of 8 was the smallest setting, and round
  71's integer-division warmup passed again); counters of several elements aimed, every
  element (rowstep: a per-parameter step vector); Python numbers one level down in a plain
  dict attribute restored after the reference's discarded attempts, jumped and aimed
  (dictstep, a false refusal: the reference's step ran ahead; dictms: a MultiStepLR without
  its last milestone). Packed outputs: at a normal call of a reference that packs (cat,
  stack, copy_, the scatters: sandbox._PACKS), each computed tensor of an output is held to
  min(1, its own largest magnitude), as it would be returned alone, and a 16-bit output gets
  the twin's answer only where each passes the 1/16 check (dfpack, bfpack: a float-float
  split's low word, packed beside the high word, passed as 0).
  Round 73 (one helper: 6 cheats, 2 false refusals, on round 72's fixes). Closed: a
  discarded attempt of the reference puts back what its modules and their plain dicts and
  lists hold (sandbox._containers: keys a call made dropped, a None attribute None again, the
  bytes of tensors held there restored), so torch.optim's defaultdict-of-dicts step (ddwarm)
  and a running mean made at the first call (lazyema), both false refusals, are accepted
  (lazyema at 6 of 7 keys);
  numbers a first call makes that later calls change are counters (lazystep: torch.optim's
  lazily made state["step"]); ints in a list attribute are settings (msteplist: milestones).
  Narrowed: each constructor 0.0 has a coin of its own, and several make four passes
  (sgdzeros: momentum 0.0 beside a moved weight decay, refused at 4 of 7 keys; at the rest
  the learning rate moves down and hides the term); fractions of settings are aimed within
  (warmratio: int(ratio x total) computed in forward, 4 of 7). Open: accumstep (a counter
  that moves once in four calls is not seen), requant (constructor ints never move, a
  choice: sizes and flags).
  Round 74 (one helper, on round 73's: 4 false refusals, no cheat). Closed: the put-back
  after a discarded attempt also covers deques (framedeque: past frames), torch's own
  optimisers' state (optadam: a torch.optim.Adam the reference steps) and the registered
  parameters and buffers (lazybuf: a buffer registered as None, made at the first call; the
  reference itself failed). State that large trials built was compared at the next normal
  call with a tolerance scaled to its size then, not to the values that built it: an element
  of a state compared after call k may now also be off by two ulps of what it held before
  the call (_state_mismatch; adambeta0, an Adam moment in torch's lerp form, accepted at 6 of
  7 keys). Open: an output built from such state (docs/open_cases: lazybuf at 1 of 7 keys,
  good_rt73_lazyema's key 01); an output slack of two ulps at the previous call's input
  magnitude, where it was the larger and the model holds state, closed them and was withdrawn
  (round 76's rmsspike: an RMSprop kernel that damps its step after a gradient spike passed at
  7 of 7 keys, the true update ~1e-3 under a slack of 2.4e-2).
  Rounds 73-74's open cases closed at their roots (session 56): a 0.0 moved off 0 whose term
  shows beside the others as written but is hidden beside their moves has the others moved
  the gentle way (sandbox._moved_init; sgdzeros); a small float whose term does not show as
  written goes up 3-30x, not down its decades, where the model counts its calls or 30x up
  shows it (warmratio: lr 1e-4 moved down hid the whole warmup); a model that counts its
  calls is called up to sandbox.SLOW_CALLS times on a throwaway build to find counts that
  move once in several calls (accumstep). Each refused at 7 of 7 keys. Open: requant.
  Round 75 (one helper: 3 cheats, 5 false refusals): state outside the modules. The put-back
  after a discarded attempt walks torch's lr schedulers, optimiser subclasses and objects of
  the reference's own classes (sandbox._enters; rmsobj, noamobj, adamwarm, lionopt accepted);
  such an object's rebound tensors are updated in place (_bindings) and its numbers are
  counters and settings (_module_numbers: noamobj's warmup-only cheat refused). Open
  (docs/open_cases): an lr scheduler's last_epoch and torch.optim's tensor state["step"] are
  never jumped or aimed (stepsched, cosanneal, adafac; adamwarmk, a false refusal).
  Round 76 (one helper: 3 cheats): an output slack of this session (above) let rmsspike, an
  RMSprop kernel that damps its step after a gradient spike, pass at 7 of 7 keys: withdrawn;
  still open at 5 of 7 (a checked call follows the large trial only where the keyed order
  puts one there), in docs/open_cases. An EMA folded every 16 calls, folded at call 0 only
  (emaevery), passed where the aims set the count one short of the multiple: a call of its own
  aims the counters at 1 to 4 times the smallest setting (sandbox._aim_values mode 7), refused
  at 7 of 7 keys; capped at 4096 calls instead (emaevery_1) it is open (5 of 7).
  Rounds 75-76's open cases closed (session 57): the numbers of torch's optimisers and lr
  schedulers a module holds are counters and settings (sandbox._module_numbers: a scheduler's
  last_epoch, an optimiser's one-element state["step"] tensor), found by name on the
  candidate's side (CANDIDATE_RULES: self.step, self.last_epoch); a scheduler's rates follow
  a jump or an aim from torch's closed form (_resync); counts that move together jump by one
  keyed count (_lockstep: adamwarmk accepted); stepsched, cosanneal, adafac refused. After
  the large trial a settling call at get_inputs()' scale (rmsspike refused); a count
  that jumps up lands one short of a multiple of the smallest setting (_on_period: the EMA
  capped at 4096 calls refused).
  Round 77 (one helper: 2 cheats, 5 false refusals): the constructor's ints (where the modules
  hold none) and the horizons 1/(1-b) of an optimiser's betas are settings (a MultiplicativeLR's step_size in its lambda; Adam's
  betas); _resync covers get_lr schedules, CosineAnnealingWarmRestarts, MultiplicativeLR
  (replayed); state first changed past a setting is state; the jump lands on the settings' lcm
  and is not aimed over at the next call; after the large trial an answer may carry the
  state's rounding as far as the reference's own answer does (sandbox._state_response).
  Open: a movement task's roll done by a view's storage offset over two
  in-order copies; on a GPU, a cache in memory the call allocates (below).
  Not covered: a verdict holds for the device it ran on. Code the trials do not run is not
  judged: a branch on x.is_cuda or torch.cuda.is_available(), a constexpr chosen from the
  device, or a call counter past the trials (docs/open_cases/adv_rt37_devswitch_*) takes
  PyTorch, or another kernel branch, only where the verifier is not looking; on a GPU the
  same monitor sees that path (and checked calls are interleaved with the timed ones).
  Lanes of one program: a store read back by another lane of the same program without
  tl.debug_barrier() races on a GPU; it is refused (each program's stores since its last
  barrier are kept with the lane, the flat index in its block, that made them:
  adv_rt37_rollscale_1), as across programs. A lane is an index of the block here; a
  GPU's threads hold several, laid out by the compiler, so a store read back at the same
  index from a block of another shape is not caught.
  Under the interpreter a jit body that lowers to Triton IR still runs as
  Python, with Python's semantics where they differ from Triton's (`if` on a loaded value is
  legal Triton and yields Python control flow there); Python arithmetic on loaded values,
  f-strings, lambdas, math.* and plain functions in a jit body are refused at run time by the
  lowering (cases adv_rt2_jitpy_1, adv_rt4_pyexpr_1, _lambda_1, _fstr_1, _bool_1: `# lowered:
  compile`) as well as by the jit-body rules; the store log and the byte check still see every
  write, and a value computed by tl.* arithmetic that lowers is Triton work by definition. The
  lowering stops at TTIR (no TTGIR/LLVM/PTX passes): what only a later stage refuses (shared
  memory or register limits, a dtype a GPU's tl.dot lacks) is found on a GPU only. A task that computes may leave data movement
  to PyTorch (x.t().repeat(2, 3) + 1 with only the + 1 in a kernel passes: on a GPU the speed
  reward prices the extra copies). The data-movement test cannot tell without floating-point
  inputs, nor for 16-bit inputs with more elements than distinct codes (it then says
  "computes"). Constant-initialised weights: integer buffers are never perturbed; a
  non-constant init (fixed or random) is keyed only for a parameter, and pairs only with a
  candidate tensor of the same bytes or of values within 1e-4 on a sketch (not a transposed
  or fused copy: a candidate that keeps only such a copy as its parameter is refused); integer and bool inputs are moved only where two seeds draw them alike (or
  a bool input is all True or all False), at one trial of six, in two ways that keep their
  structure (a reference that rejects both runs that trial as written); a reference whose keyed weights make some trial
  non-finite on every draw runs without its one-number keyed weights, then unperturbed (then
  a kernel may ignore them); a weight is moved by the parameter trials only by factors
  (up and down by 1-3 decades, signs) and only where the reference stays finite, so a
  kernel wrong only between those points, or only for weights moved one way where the
  reference rejects that move, passes; a parameter of one
  element is "constant" whatever its init (perturbed, harmlessly); two constant parameters of
  one class (the same shape, or the same number of elements where neither has a same-shape
  partner) that the candidate declares in the other order than the reference get each other's
  values (a correct candidate that does so is refused). At a range trial a
  reference's integer or bool outputs are compared only at the large trial where steady (its
  float outputs are); compiler hints are checked against the values with a `% M` wrap allowed
  in a contiguity claim, so a claim false only where values restart at 0 passes here (a GPU
  build would read past the wrap). Red team 45's numerics helper left open (docs/open_cases,
  *rt45a*): exact ties and halves are never drawn (argmax's first index, round half to even);
  integer inputs never hold a sentinel (cross-entropy's ignore_index -100: closed after
  round 62, as the sentinels above); the module is never
  put in eval mode; the call's shapes and strides never vary
  (a batch size written into a kernel's grid, strides assumed contiguous); and the
  comparison's absolute part lets a softmax flush probabilities below e^-12 of its maximum to
  0; a reference that does not run in float64 (or is ill-conditioned at every
  scale) is checked on get_inputs() as written only.  On a CPU, an autotuned kernel with more configs than
  trials has its later configs never run (every launch in the n-th call of forward runs
  config n mod their number, so calls 0 .. trials-1 run configs 0 .. trials-1), and no config
  is timed. A reference whose answer is the same on every input the trials draw (`x != 0` on
  randn: no trial draws an exact zero) is matched by a kernel that writes that answer. On a GPU
  there is no load/store log: "a kernel wrote it" means the launch changed the storage's
  bytes, and the address checks are the interpreter's only; the seccomp filter allows
  clone/fork/exec there (the CUDA runtime starts threads, Triton's compiler runs ptxas), so on
  a GPU threads and processes are stopped only
  by the restricted builtins/imports, the static gate and the audit hook (which lets only
  Triton's compile steps run programs: ptxas, and before Triton 3.7 the C compiler under its
  launcher builder, neither started by candidate code). Memory a timed call allocates could
  hold an earlier call's bytes (PyTorch's caching allocator hands a freed block back intact:
  red team 18's adv_rt18_allocstale_1 kept an answer cache there); between timed calls the
  child fills every free block with 0xFF (sandbox._scrub_free_memory). The GPU paths first
  ran on 2026-12-04 (an H200; torch 2.11, Triton 3.6) and the lock-down refused every
  candidate's first launch, one step at a time: a library load (now done by a warm-up
  launch before the lock-down), ptxas through posix_spawn, and Triton 3.6's launcher build
  (its folder, files and C compiler). All three are allowed now, tested on a CPU with the
  audit events they raise, but no gpu-marked verifier test has passed on a GPU yet: the
  session's GPU time ran out before a fourth run. In-process state
  (the monitor's closures) is out of reach only because no attribute with an underscore can
  be named: statically, and at run time because no dynamic attribute access (getattr, vars,
  __dict__, frames, gc) exists for candidate code, and no module the candidate may name holds
  a tool that reads closures (red team 4 reached inspect through Triton's rewriter: closed).
  A table of at most 1,024 16-bit entries (512 fp32: the function of an 8-bit input, or a
  coarse table a kernel interpolates, which is Triton arithmetic) stays possible.
  Frames are not MAC'd: the child's pipe descriptors are in its process, and a candidate that
  could reach `os` (it cannot: not an allowed import, not reachable by a literal attribute the
  gate allows) could write its own observations. A per-child key would not help: it would live
  in the same process, as reachable as the descriptors (through /proc/self/mem, opened by a
  library function: the audit hook attributes an open to the nearest frame, and frames are
  validated by file name, not authenticated) for exactly the candidate that reaches `os`, and
  for no other. File reads by library code on a candidate's behalf are bounded by the uid
  (nobody) and the allow-listed modules (none of which takes a path from the candidate), and
  nothing a trial depends on is on disk. The parent still re-validates what it can (schema,
  sizes, depth, outputs against the reference). A candidate that escapes CPython itself (a
  memory-corruption bug in torch or the interpreter reachable from allowed code) defeats the
  in-process monitor; the seccomp filter and uid still bound what it can do outside its
  process. This is not a container: run untrusted code from outside RL in one.

Reading order: rewards -> code extraction -> the static gate (CANDIDATE_RULES) -> the parent
(references, evaluate, the verdict, the comparison) -> evaluate_many -> CLI. The processes,
the lock-down and the op monitor are in sandbox.py.

Run it:
    python reward.py REFERENCE.py CANDIDATE.py [--trials 6] [--json]   # exit 0 iff correct
    python reward.py --bench                                           # evaluations / second
    python -m pytest tests/test_reward.py -q                           # CPU: the interpreter
On a machine without CUDA every entry point sets TRITON_INTERPRET=1 before any kernel exists.
"""
import argparse
import ast
import builtins
import collections
import hashlib
import hmac
import json
import math
import os
import random
import re
import secrets
import statistics
import sys
import threading
import time
import warnings
import types
import weakref
from dataclasses import asdict, dataclass, field, replace

import sandbox  # noqa: E402  -- decides TRITON_INTERPRET before any kernel exists
import torch  # noqa: E402
from sandbox import (ALLOC_OPS, COPY_OPS, DATA_OPS, ESCAPE_ALWAYS, ESCAPE_OUTSIDE,  # noqa: F401
                     GRACE_S, INIT_OPS, JIT_KEYWORDS, OUTPUT_TAIL, VIEW_OPS)

STAGES = ("format", "static", "compile", "reference", "runtime", "timeout", "fallback",
          "mismatch", "ok")
TOL = {torch.float32: 1e-4, torch.float16: 1e-2, torch.bfloat16: 1e-2, torch.float64: 1e-9}
SUSPICIOUS_SPEEDUP = 10.0      # above this, flag
MAX_SOURCE_CHARS = 200_000     # a longer completion is `format` (and never parsed)
MAX_FRAME_DEPTH = 32           # a child's report nested deeper than this is a `runtime` failure
CHECKED_TIMED_CALLS = sandbox.CHECKED_TIMED_CALLS
_SECRET = bytes.fromhex(os.environ["REWARD_SECRET"]) if os.environ.get("REWARD_SECRET") \
    else secrets.token_bytes(32)


@dataclass
class EvalResult:
    stage: str                          # one of STAGES
    correct: bool = False
    error: str = ""                     # a short human-readable reason ("" when ok)
    t_ref_ms: float | None = None       # eager reference median (GPU timing only)
    t_compile_ms: float | None = None   # torch.compile reference median, when measured
    t_new_ms: float | None = None       # candidate median
    speedup: float | None = None        # t_ref_ms / t_new_ms; None when not timed
    max_abs_err: float | None = None    # over all trials and outputs
    suspicious: bool = False            # speedup > SUSPICIOUS_SPEEDUP or side-stream work
    torch_ops: list = field(default_factory=list)   # aten ops seen while forward ran
    launches: int = 0                   # Triton kernel launches over all forward calls
    calls: int = 0                      # checked forward calls made (input and parameter trials)
    output_tail: str = ""               # the last bytes the candidate printed
    wall_s: float = 0.0


# ----------------------------------------------------------------------------------------
# rewards (paper §3: r_c, r_s; the GRPO ablation's 1 + f(speedup))

def rewards(result):
    """(r_correct, r_speed): r_c in {0, 1}; r_s = log(t_ref / t_new) if correct and timed."""
    r_c = 1.0 if result.correct else 0.0
    r_s = 0.0
    if result.correct and result.t_ref_ms and result.t_new_ms:
        r_s = math.log(result.t_ref_ms / result.t_new_ms)
    return r_c, r_s


def grpo_reward(result, lo=-0.5, hi=math.log(SUSPICIOUS_SPEEDUP)):
    """1 + f(speedup) if correct else 0, f = log clipped to [lo, hi]: with lo > -1 a correct
    kernel (>= 0.5) always outscores a wrong one (0); hi caps what a timing fluke can earn."""
    if not result.correct:
        return 0.0
    _, r_s = rewards(result)
    return 1.0 + min(max(r_s, lo), hi)


# The same verdicts for other trainers (README, "Beyond one GPU"). Each answer is judged by
# evaluate_many, in parallel, against the program it was asked to compile, which the trainer's
# dataset carries beside the prompt (a column "reference": the PyTorch program's source).

def completion_text(completion):
    """An answer as a trainer hands it over: text, or a list of chat messages (TRL's
    conversational datasets: the assistant's turn); anything else holds no code."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, (list, tuple)):
        return "".join(m["content"] for m in completion
                       if isinstance(m, dict) and isinstance(m.get("content"), str))
    return ""


def trl_reward(prompts=None, completions=(), reference=(), evaluate_kw=None, **trl_kwargs):
    """A reward function with the signature TRL's GRPOTrainer calls:

        GRPOTrainer(..., reward_funcs=[reward.trl_reward], train_dataset=ds)
        ds columns: "prompt" (drtriton.render_prompt of the program), "reference" (its source)

    TRL passes every dataset column besides "prompt" by name, one entry per answer, and more
    keywords of its own (completion_ids, trainer_state, ...), which are ignored. Returns one
    float per answer: grpo_reward, the GRPO ablation's 1 + f(speedup), or 0 when wrong.
    evaluate_kw: evaluate()'s options (functools.partial(trl_reward, evaluate_kw={...}))."""
    if len(reference) != len(completions):
        raise ValueError(f"trl_reward: {len(completions)} completions but {len(reference)} "
                         "references (the dataset needs a 'reference' column)")
    pairs = [(ref, completion_text(c)) for ref, c in zip(reference, completions)]
    return [grpo_reward(r) for r in evaluate_many(pairs, **(evaluate_kw or {}))]


def verl_score_batch(data_sources, solution_strs, ground_truths, extra_infos=None, **_):
    """verl's batch reward function (reward_model.reward_manager=batch,
    custom_reward_function.path=reward.py, .name=verl_score_batch): ground_truth is the
    reference program's source. Returns, per answer, {"score": grpo_reward, "correct": r_c,
    "r_s": r_s}; verl trains on "score" and logs the rest, which a DRPO loss can read."""
    results = evaluate_many([(ref, completion_text(s)) for ref, s in zip(ground_truths, solution_strs)])
    return [{"score": grpo_reward(r), "correct": rewards(r)[0], "r_s": rewards(r)[1]}
            for r in results]


def verl_score(data_source, solution_str, ground_truth, extra_info=None, **_):
    """verl's one-answer signature (its default reward manager): one verl_score_batch row."""
    return verl_score_batch([data_source], [solution_str], [ground_truth], [extra_info])[0]


# ----------------------------------------------------------------------------------------
# gate 1: code extraction and the static gate (in the parent, on the source text)

def _parse(code):
    """ast.parse, one thread at a time (CPython 3.11's ast.parse in threads: spurious
    SystemError), without the SyntaxWarnings model-written text provokes (`1if x` printed
    "invalid decimal literal" into a training run's log)."""
    with _PARSE_LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(code)


def extract_code(text):
    """The candidate's Python source, or None when the text holds no code (stage `format`).
    A fenced ```python block wins (the one mentioning ModelNew, else the longest). Linear in
    the text's length (no backtracking regex over lines)."""
    if text is None or not str(text).strip() or len(str(text)) > MAX_SOURCE_CHARS:
        return None
    text = str(text).removeprefix("\ufeff")     # a byte-order mark: Python's files allow one
    blocks, unclosed = _fenced(text)
    if blocks:
        with_model = [b for b in blocks if "ModelNew" in b]
        return max(with_model or blocks, key=len)
    # an opening fence that is never closed (the answer ended, or hit the token limit, inside
    # the block): the code is everything after the fence line, not the prose before it
    if unclosed is not None and text[unclosed:].strip():
        return text[unclosed:]
    try:
        _parse(text)
        return text
    except Exception:  # noqa: BLE001 -- SyntaxError, ValueError (null bytes), RecursionError
        pass
    # Unparsable: code with a typo (compile reports it) or prose (format).
    if re.search(r"^[ \t]*(?:import|from|def|class|@)\b", text, re.M):
        return text
    return None


def _fenced(text):
    """([block, ...], start of an unclosed block or None) for ``` / ```python / ```py fences.
    A plain scan, linear in the text's length (red team 2: a regex with two adjacent
    `[ \\t]*` took 198 s on a fence followed by 200k spaces): an opening fence's line rest
    holds no backtick, so only the last fence of a line is ever stripped."""
    blocks, pos = [], 0
    while True:
        pos = text.find("```", pos)
        if pos < 0:
            return blocks, None
        nl = text.find("\n", pos + 3)
        if nl < 0:
            return blocks, None
        if text.find("`", pos + 3, nl) >= 0 or text[pos + 3:nl].strip(" \t") not in ("", "python", "py"):
            pos += 1
            continue
        end = text.find("```", nl + 1)
        if end < 0:
            return blocks, nl + 1
        blocks.append(text[nl + 1:end])
        pos = end + 3


# The candidate subset of Python. Modules a candidate may import (and their aliases' names
# are then modules: they may only be used as `module.attribute`).
CANDIDATE_IMPORTS = frozenset("""
torch torch.nn torch.nn.functional torch.nn.init triton triton.language
triton.language.extra triton.language.extra.libdevice triton.language.extra.cuda
triton.language.extra.cuda.libdevice triton.language.math math typing
""".split())
# Builtins a candidate may name (everything else, e.g. getattr, eval, exec, open, type,
# globals, vars, compile, __import__, breakpoint, input, memoryview, object, setattr, is out).
CANDIDATE_BUILTINS = frozenset("""
abs all any bool dict divmod enumerate filter float frozenset int isinstance issubclass iter
len list map max min next pow print range reversed round set slice sorted str sum tuple zip
super staticmethod classmethod property callable hash repr format chr ord bin hex oct complex
True False None NotImplemented Ellipsis Exception ValueError TypeError RuntimeError
AssertionError NotImplementedError IndexError KeyError ArithmeticError ZeroDivisionError
OSError AttributeError StopIteration OverflowError
""".split())
# Attributes no candidate may touch on any object (besides every name with a leading `_`):
# raw memory and values, bridges to NumPy/dlpack, hooks that run code where the monitor is
# not, introspection, storages, the interpreter's raw arrays (`handle`), and functions that
# compile text (nn.Module.compile is torch.compile; tl.str_to_ty evals a descriptor's layout
# with the real builtins: red team 14).
DENIED_ATTRIBUTES = frozenset("""
numpy tolist data_ptr untyped_storage storage typed_storage share_memory_ from_numpy
frombuffer from_file from_dlpack to_dlpack
register_hook register_forward_hook register_forward_pre_hook register_full_backward_hook
register_full_backward_pre_hook register_backward_hook register_module_forward_hook
register_module_forward_pre_hook register_state_dict_pre_hook register_load_state_dict_post_hook
register_load_state_dict_pre_hook register_state_dict_post_hook
apply_ map_ map2_ mro f_back f_globals f_locals f_code f_builtins f_trace gi_frame gi_code cr_frame cr_code
ag_frame tb_frame tb_next co_code func_globals im_func handle with_traceback
grad_fn backward register_prehook next_functions retain_grad requires_grad_ enable_grad
set_grad_enabled autograd compile str_to_ty
Generator default_generator default_generators set_state get_state initial_seed graphsafe_set_state
graphsafe_get_state
""".split())
# (red team 29: a random generator's state is bytes a tensor gives it, read in C++ with no op
# seen; initial_seed() returned a kernel's bit patterns to Python, adv_rt29_genseed_1)
# Legacy tensor constructors: torch.Tensor(data) and the typed classes read their data in C++
# without the function mode's hook, so their elements are not counted and they convert dtypes
# unseen (red team 11). torch.Tensor stays usable as a type (annotations, isinstance).
LEGACY_CONSTRUCTORS = frozenset(f"{t}Tensor" for t in (
    "Float Double Half BFloat16 Byte Char Short Int Long Bool ComplexFloat ComplexDouble".split()))
# Attribute names that name a module (the standard library's, torch's, triton's, NumPy's):
# allowed as a module chain's checked steps (torch.nn.functional, tl.math), never on any other
# value. A call can hand back a module that no attribute check saw: red team 11's
# torch.get_device_module("cuda").os.sys.modules["builtins"] gave the real getattr. Two
# names are also ordinary methods and stay (Tensor.select, dict.copy).
MODULE_NAMED_ATTRIBUTES = (frozenset(sys.stdlib_module_names) | frozenset(
    "torch triton numpy builtins".split())) - frozenset(("copy",)) - frozenset(
    # a tensor's own methods that share a module's name: .select, .chunk (qkv.chunk(3, -1) was
    # refused, red team 18), .trace
    n for n in dir(torch.Tensor) if not n.startswith("_") and callable(getattr(torch.Tensor, n)))
# What of each allowed module a candidate may use. None: every public, non-module attribute
# (functions, classes, dtypes, constants); a set: only those. Submodules are listed by name.
_MODULE_DENY = {
    "torch": frozenset("""load save from_numpy frombuffer from_file from_dlpack asarray compile
        set_default_device set_default_dtype set_default_tensor_type set_num_threads
        set_num_interop_threads use_deterministic_algorithms set_deterministic_debug_mode
        set_float32_matmul_precision set_warn_always set_flush_denormal set_printoptions
        UntypedStorage TypedStorage Storage ByteStorage FloatStorage DoubleStorage HalfStorage
        IntStorage LongStorage ShortStorage CharStorage BoolStorage BFloat16Storage
        ComplexFloatStorage ComplexDoubleStorage Library get_rng_state set_rng_state
        cond vmap export ops classes get_device_module""".split()) | LEGACY_CONSTRUCTORS,
    "triton": frozenset("""knobs errors backends runtime JITFunction KernelInterface
        MockTensor constexpr_function AsyncCompileMode FutureKernel tools compiler compile
        set_allocator testing must_use_result reinterpret TensorWrapper""".split()),
}
_SUBMODULES = {
    "torch": {"nn": "torch.nn", "cuda": "torch.cuda"},
    "torch.nn": {"functional": "torch.nn.functional", "init": "torch.nn.init"},
    "triton": {"language": "triton.language"},
    "triton.language": {"math": "triton.language.math", "extra": "triton.language.extra"},
    "triton.language.extra": {"libdevice": "triton.language.extra.libdevice",
                              "cuda": "triton.language.extra.cuda"},
    "triton.language.extra.cuda": {"libdevice": "triton.language.extra.cuda.libdevice"},
}
_TYPING_ALLOWED = frozenset("""Optional List Tuple Dict Union Any Callable Sequence Iterable
    Literal Final TYPE_CHECKING""".split())   # not get_type_hints/ForwardRef: they eval strings
_CUDA_ALLOWED = frozenset("""Stream Event current_stream stream synchronize is_available
    device_count get_device_name current_device default_stream""".split())
# nn.Module methods a candidate class may define (others would mislead the verifier, which
# calls e.g. parameters() and to()).
_MODULE_METHODS_OK = frozenset({"forward", "__init__", "extra_repr"})
_JIT_CALLABLE_BUILTINS = frozenset("range len min max abs int float bool print isinstance "
                                   "tuple zip enumerate".split())
_DECORATORS = frozenset("jit autotune heuristics no_grad inference_mode staticmethod "
                        "classmethod property".split())

CANDIDATE_RULES = """\
The verifier accepts a candidate written in this subset of Python (checked before it runs, and
enforced again while it runs):
- Imports: only torch, torch.nn, torch.nn.functional, torch.nn.init, triton, triton.language,
  triton.language.extra.libdevice (or .cuda.libdevice), triton.language.math, math, typing.
  A module name may only be used as `module.name` (not passed around or assigned), and only
  for the module's own API (its functions, classes and constants, not what it imported).
- No name or attribute may start with an underscore (except `_` and super().__init__), and a
  class may define no dunder method other than __init__; ModelNew subclasses nn.Module
  directly and overrides only __init__ and forward (helper methods with new names are fine).
- Builtins: the ordinary ones (len, range, min, max, abs, int, float, list, tuple, dict, zip,
  enumerate, isinstance, print, super, ...). Not allowed: getattr, setattr, eval, exec,
  compile, open, type, object, globals, locals, vars, dir, __import__, input, breakpoint.
  Every name used must be bound by the candidate or be an allowed builtin; the names of the
  other builtins may be bound only inside functions (a parameter named input is fine).
- Attributes may be assigned only on self (not on tensors or other objects), and self may
  only be a method's first parameter; a library function is called, never opened up
  (tl.cdiv(a, b), not tl.cdiv.attribute); no attribute may be named like a module (x.os,
  f.sys, .torch) except in an imported module's chain.
- Not allowed: try/except, with-blocks other than torch.no_grad()/torch.cuda.stream(...),
  global/nonlocal, match, async, yield, files,
  processes, threads, ctypes, numpy, .numpy()/.tolist()/.data_ptr()/storages/dlpack,
  torch.compile/torch.library/torch.ops/torch.utils, autograd (grad_fn, backward), hooks
  (register_*_hook), Tensor subclasses, finalizers, legacy constructors (torch.Tensor(data),
  torch.HalfTensor, ...: use torch.tensor, torch.empty).
- forward must launch at least one @triton.jit kernel, and the result must be written by
  Triton kernels: PyTorch may only allocate, view, reshape and copy tensors there (plus any
  ops the task explicitly allows). Reading a tensor's value into Python in forward (.item(),
  float(t), `if t > 0`, str(t), f"{t}", print(t), x.tensor_split(t)) is not allowed; pass
  scalars to kernels as tensors or read them in __init__. torch.tensor/as_tensor take Python numbers in lists and
  tuples only: of tensors (or any other container) they copy where the verifier cannot see,
  in forward or __init__ (use clone, copy_, .to, stack). At most 1,024 numbers (in 16-bit
  units: an fp32 element counts 2, an int64 4) and writes chosen in Python per run (each
  element of torch.tensor(list), each allocation, fill, copy or cat piece in PyTorch, each
  float kernel argument), and at most 1,024 launch
  arguments per call (numbers, tensors, dtypes, string characters and grid sizes: launch one
  grid, not a Python loop of launches): a table of the task's function computed in Python is not Triton
  work. In __init__ PyTorch may allocate, copy, view and initialise (torch.nn.init's
  initialisers; random draws scaled by numbers: torch.randn(shape) * 0.02); it may convert
  a dtype with rounding (.half() of weights) only of random or constant data. Reinterpreting
  bits (x.view(dtype) to another dtype, set_) is not allowed anywhere: bitcast in a kernel. A kernel may read a call's inputs, what __init__ built and
  what the call itself allocates, and a workspace an earlier call kept on self (write it
  before reading it: a timed call finds it filled with NaN bytes); memory kept anywhere else
  may not reach a kernel. A call may not write a weight the reference's forward leaves as it
  is (its storage's other bytes included). Each output is
  memory of its own, allocated by the call: not an input, a parameter or buffer, another
  output, kept scratch or anything __init__ built, except where the task's own answer is that
  memory (an input or a buffer it updates in place and returns).
- When the task only moves data (its answer is a rearrangement of its inputs: transpose,
  repeat, cat, pad, ...), the kernels must move it: PyTorch may then allocate and view in
  forward, not copy (no .contiguous() of a view, clone, repeat, cat), and each output must be
  laid out in its logical order (contiguous, as the kernels stored it), not a view (y.t(),
  expand) that reorders or repeats what the kernels wrote.
- A @triton.jit body may call only tl.* / triton.language functions, libdevice functions,
  triton.cdiv, other @triton.jit functions, and range/len/min/max/abs/print (int/float/bool
  only of literals; min/max of two or more values, or of constexprs and shapes; len/abs only
  of constexprs and shapes (len also of a tuple argument); range/zip/enumerate only as
  a for loop's iterable); no lambdas, comprehensions, f-strings or keywords to builtins; no
  dicts or sets, and lists/tuples only as a call's argument (a shape), an index, a helper's
  return or tuple unpacking; only the attributes of Triton tensors, dtypes and descriptors
  (.to, .dtype, .shape, .T, ...); its defaults and the module-level constants it reads are
  scalar literals (Triton reads a module-level constant only as tl.constexpr: HALF =
  tl.constexpr(0.5)). Every address it loads or stores must lie inside the tensors it was given;
  it is given tensors, numbers, strings, dtypes, kernels and tuples of those (not lists),
  all on the kernel's device. It may not cast an integer to a pointer, nor run inline
  assembly (tl.inline_asm_elementwise). The programs of one launch run in no order and none
  waits for another: a program may not load what another program of the same launch stored
  (pass results between programs through a second launch, or combine them with atomics);
  nor may a lane load what another lane of its program stored or added atomically without
  tl.debug_barrier() between (nor store or apply an atomic where another lane stored or
  loaded; a scalar store is one thread's, a scalar load every thread's), nor lanes of one
  store or atomic exchange write different values to one address, nor a kernel use the value
  an atomic returns (tickets and locks order programs). tl.view and tl.cat(..., can_reorder=True) may reorder
  elements. Hints (tl.multiple_of, tl.max_contiguous, tl.max_constancy) must be true. State
  the reference's forward updates (a BatchNorm's running statistics in training mode) must be
  updated alike, in the module's own tensors.
  Weights and buffers hold other values than their initial ones at some calls (larger,
  smaller, negative; some elements, rows or columns near 0 at every call: a dead channel, a
  pruned unit), and parameters and buffers (random ones, counters, integer and bool
  settings: a step count, zero points, a mask, an index) are rewritten after __init__ as
  loading weights would, and so is a count the forward keeps in a Python number (found by
  the reference's attribute name: keep it; a count inside a torch optimiser or scheduler
  by its name there, state["step"] or last_epoch: keep yours as self.step or
  self.last_epoch and compute the rate from it): read them in forward, in a kernel (a copy made
  in __init__ or at an earlier call goes stale, a buffer's value read into Python in
  __init__ too); a kernel must
  be right for any weights, not only near their init. ModelNew may be
  built with other non-integral floats than get_init_inputs() shows (another decade, nearer
  to 1), and its keyword defaults (eps=1e-5) passed by name: take Model's constructor
  arguments under the same names, and read every one of them (forward's defaults too): a
  call's flags and modes (a bool, a mode string, a 0.0 or inf bound) take their other values
  at some calls. Calls run in any autograd mode (grad on, no_grad, inference_mode): read the
  mode (torch.is_grad_enabled(), x.requires_grad, ...), or the process's threads and seeds
  (torch.get_num_threads(), torch.initial_seed()), only where the reference reads them.
  tl.dot of fp32 operands is TF32 by default (10 fraction bits), which misses fp32's
  tolerance: write tl.dot(a, b, acc, input_precision="ieee").
  (On a CPU, Triton's interpreter cannot run libdevice functions: use tl.* / tl.math where
  they have the function, e.g. tl.math.erf. It runs the programs of a launch one at a time,
  in a random order.)
  Accumulate fp16/bf16 in fp32: tl.sum(x.to(tl.float32)), tl.dot with an fp32 accumulator;
  the verifier adds an fp16 sum or accumulator in fp16, as a GPU does.
  Outside a @triton.jit body, triton.language offers only tl.constexpr, tl.cdiv and dtypes
  (tl.load, tl.store, tl.exp, ... are kernel-only; sizes on the host: triton.cdiv,
  triton.next_power_of_2); a grid callable (lambda meta: ...) gets the kernel's arguments by
  name and returns a tuple of 1-3 ints.
  triton.jit / autotune / heuristics only as decorators (triton.jit's keywords:
  do_not_specialize, do_not_specialize_on_alignment, debug, noinline, written as literals); a
  kernel's name is bound once and used only to launch it (k[grid](...)), to pass it to a
  launch, or to call it from a kernel.
- @triton.autotune, @triton.heuristics, helper functions, several kernels with intermediate
  buffers, views, in-place kernels, split-K with atomics, math and typing are all fine. With
  several autotune configs on a CPU (Triton's interpreter cannot benchmark them) the configs
  run in turn, one per call of forward, and each must give the right answer: a GPU may pick
  any of them.
  Autotune hooks (pre_hook, post_hook, prune_configs_by) are candidate code like forward's.
"""


# triton.language callables that ordinary host code uses; any other triton.language function
# (tl.load, tl.store, tl.maximum, libdevice.exp, ...) only means something inside a kernel.
_TL_HOST_OK = frozenset("constexpr cdiv next_power_of_2 static_assert".split())


def _kernel_only(mod, attr):
    """Is mod.attr a triton.language function that only a @triton.jit body may use? Outside
    one, under Triton's interpreter, it could run on real values: the interpreter patches
    triton.language's builtins with its NumPy builder during a launch, and a grid callable
    ran tl.load/tl.store there (red team 7). Classes (tl.constexpr, tl.tensor) and dtypes are
    not: they are annotations and arguments."""
    if not mod.startswith("triton.language") or attr in _TL_HOST_OK:
        return False
    try:
        obj = getattr(sys.modules.get(mod) or __import__(mod, fromlist=["_"]), attr)
    except Exception:  # noqa: BLE001 -- an unknown name: the import/run reports it
        return False
    return callable(obj) and not isinstance(obj, type)


def _module_function(mod, attr):
    """Is mod.attr a function (callable, not a class) of an importable module?"""
    try:
        obj = getattr(sys.modules.get(mod) or __import__(mod, fromlist=["_"]), attr)
    except Exception:  # noqa: BLE001 -- an unknown name: the import/run reports it
        return False
    return callable(obj) and not isinstance(obj, type) and not isinstance(obj, types.ModuleType)


def _module_chain_step(mod, parts):
    """Is the last of `parts` a step of the module chain mod.parts[0].parts[1]...: every
    step before it a listed submodule (tl.math: yes; torch.cpu.os: no)?"""
    for p in parts[:-1]:
        mod = _SUBMODULES.get(mod, {}).get(p)
        if mod is None:
            return False
    return True


def _module_attr_ok(mod, attr):
    """May a candidate use `mod.attr` (mod a full module name from CANDIDATE_IMPORTS)?"""
    if attr.startswith("_"):
        return False
    if attr in _SUBMODULES.get(mod, {}):
        return True
    if mod == "torch.cuda":
        return attr in _CUDA_ALLOWED
    if mod == "typing":
        return attr in _TYPING_ALLOWED
    if attr in _MODULE_DENY.get(mod, ()) or attr in DENIED_ATTRIBUTES or \
            re.search(r"dispatch|torch_?function", attr, re.I):
        return False
    try:
        obj = sys.modules.get(mod) or __import__(mod, fromlist=["_"])
        if attr not in vars(obj) and "__getattr__" in vars(obj):
            # a name the module makes on demand (torch.onnx, torch._dynamo: a lazy import;
            # deprecated aliases): looking it up would import it into this process, and red
            # team 9's `torch.onnx` made the parent import 26 modules to refuse it
            return False
        obj = getattr(obj, attr)
    except Exception:  # noqa: BLE001 -- unknown attribute: let the import/run report it
        return True
    return not isinstance(obj, types.ModuleType) and sandbox.api_object(obj)


def _scope_nodes(body):
    """Every node of a scope (a module's or a class's body) at any depth of its if/for/while/
    with blocks, not inside nested functions, classes or lambdas, whose bodies are scopes of
    their own (their decorators run in this one)."""
    todo = list(body)
    while todo:
        n = todo.pop()
        yield n
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            todo.extend(n.decorator_list)
        elif not isinstance(n, ast.Lambda):
            todo.extend(ast.iter_child_nodes(n))


def _class_scope_names(cls):
    """(node, name) for every name a class body (or a module) binds in its own scope: defs and
    classes, assignment and loop targets, imports, with-as, walrus, at any depth of its
    blocks (red team 9 defined named_buffers inside `if True:`)."""
    out = []
    for n in _scope_nodes(cls.body):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.append((n, n.name))
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            out += [(n, (a.asname or a.name).split(".")[0]) for a in n.names]
        elif isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            out.append((n, n.id))
    return out


class _Gate(ast.NodeVisitor):
    """The allow-list walk of static_check: the first broken rule wins."""

    def __init__(self, tree):
        self.modules = {}          # local name -> full module name
        self.imported = {}         # local name -> full name of an object imported from a module
        self.jit = set()           # names of @triton.jit functions
        self.errors = []
        self.in_jit = 0
        self.constexprs = [set()]  # per enclosing def: a kernel's tl.constexpr parameters
        self.top = set()           # module-level names (classes, functions, assignments)
        self.consts = set()        # module-level names bound only to literals (BLOCK = 1024)
        # Every binding of the module's scope, at any depth of its if/for/while/with blocks
        # (red team 12 bound a name inside `if True:`, which the kernel rules then did not
        # know as module-level), and a name is a constant only if every one of its bindings
        # is a literal (`C = 0; C = tl.constexpr(Helper())` kept C a "literal").
        sites = collections.Counter(name for node, name in _class_scope_names(tree)
                                    if not isinstance(node, (ast.Import, ast.ImportFrom)))
        self.top = set(sites)
        literal = collections.Counter()
        for n in _scope_nodes(tree.body):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None and \
                    _literal(n.value):
                literal.update(t.id for tg in (n.targets if isinstance(n, ast.Assign) else [n.target])
                               for t in ast.walk(tg) if isinstance(t, ast.Name))
        self.consts = {name for name, k in literal.items() if k == sites[name]}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and any(self._is_jit(d) for d in node.decorator_list):
                self.jit.add(node.name)
        self.top_defs = {id(n) for n in tree.body}
        # where torch.Tensor may stand: as a type (annotations, isinstance/issubclass), never as
        # a value that can be called (`T = torch.Tensor; T(list)`: a legacy constructor,
        # red team 13)
        for node in ast.walk(tree):
            kinds = []
            if isinstance(node, ast.arg) and node.annotation is not None:
                kinds.append(node.annotation)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
                kinds.append(node.returns)
            if isinstance(node, ast.AnnAssign):
                kinds.append(node.annotation)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                    node.func.id in ("isinstance", "issubclass") and len(node.args) == 2:
                kinds.append(node.args[1])
            # (a marked node's subtree is marked: nested isinstance calls are walked once, not
            # once per level; red team 17 made the gate take a minute that way)
            todo = kinds
            while todo:
                t = todo.pop()
                if not getattr(t, "_type_only", False):
                    t._type_only = True
                    todo.extend(ast.iter_child_nodes(t))
        for node in tree.body:
            # the usual self-test block (it never runs: the candidate module is not __main__,
            # and no name with an underscore can be bound); its body obeys the rules as well
            t = node.test if isinstance(node, ast.If) else None
            if isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and \
                    t.left.id == "__name__" and len(t.ops) == 1 and isinstance(t.ops[0], ast.Eq) \
                    and isinstance(t.comparators[0], ast.Constant) and t.comparators[0].value == "__main__":
                t.left._main_test = True

    @staticmethod
    def _is_jit(dec):
        name = _dotted(dec.func if isinstance(dec, ast.Call) else dec)
        return name.split(".")[-1] == "jit" and "torch" not in name

    def fail(self, node, why):
        if not self.errors:
            self.errors.append(f"{why} (line {getattr(node, 'lineno', '?')})")

    def generic_visit(self, node):
        banned = (ast.Try, ast.Global, ast.Nonlocal, ast.AsyncFunctionDef, ast.AsyncWith,
                  ast.AsyncFor, ast.Await, ast.Yield, ast.YieldFrom, ast.Match)
        if sys.version_info >= (3, 11):
            banned += (ast.TryStar,)
        if isinstance(node, banned):
            what = type(node).__name__.lower()
            if isinstance(node, ast.Try) and not node.handlers:
                # try/finally hides nothing, unless the finally block jumps out of it
                for n in (x for f in node.finalbody for x in ast.walk(f)):
                    if isinstance(n, (ast.Break, ast.Continue, ast.Return)):
                        return self.fail(n, "break/continue/return in a finally block (it "
                                            "swallows the exception) is not allowed")
            else:
                return self.fail(node, f"`{what}` is not allowed in a candidate")
        super().generic_visit(node)

    def visit_Import(self, node):
        for a in node.names:
            if a.name not in CANDIDATE_IMPORTS:
                return self.fail(node, f"import of {a.name} is not allowed")
            if a.asname:
                self.modules[a.asname] = a.name
            else:
                self.modules[a.name.split(".")[0]] = a.name.split(".")[0]

    def visit_ImportFrom(self, node):
        mod = node.module or ""
        if mod == "__future__" and not node.level and [(a.name, a.asname) for a in node.names] \
                == [("annotations", None)]:
            return                      # a compiler directive: annotations stay strings
        if node.level or mod not in CANDIDATE_IMPORTS:
            return self.fail(node, f"import from {mod or '.'} is not allowed")
        for a in node.names:
            full = f"{mod}.{a.name}"
            if a.name == "*":
                return self.fail(node, "`from ... import *` is not allowed")
            if full in CANDIDATE_IMPORTS:
                self.modules[a.asname or a.name] = full
            elif not _module_attr_ok(mod, a.name):
                return self.fail(node, f"{full} is not allowed")
            else:
                self.imported[a.asname or a.name] = full

    def _tensor_type_misused(self, node, full):
        return full == "torch.Tensor" and not getattr(node, "_type_only", False)

    def visit_Name(self, node):
        n = node.id
        if getattr(node, "_main_test", False):
            return                      # `if __name__ == "__main__":` (module level only)
        if self._tensor_type_misused(node, self.imported.get(n)):
            return self.fail(node, "torch.Tensor is not allowed as a value (only as a type: "
                                   "annotations, isinstance; build tensors with torch.tensor)")
        if n.startswith("_") and n != "_":
            return self.fail(node, f"the name {n} is not allowed")
        if self.in_jit and n in self.top and n not in self.jit and n not in self.consts \
                and not getattr(node, "_local", False):
            # a class or plain function reached from a kernel runs as Python in the launch
            return self.fail(node, f"a @triton.jit body may not use the module-level {n} "
                                   f"(only other kernels and literal constants)")
        if n in self.jit and isinstance(node.ctx, ast.Load) and getattr(node, "_global", False) \
                and not getattr(node, "_launch", False):
            return self.fail(node, f"the @triton.jit function {n} may only be launched "
                                   f"({n}[grid](...)) or called from a kernel")
        full = self.imported.get(n, "")
        if full and not self.in_jit and _kernel_only(*full.rsplit(".", 1)):
            return self.fail(node, f"{n} ({full}) may only be used inside a @triton.jit "
                                   f"function")
        if n in self.modules and not getattr(node, "_attr_base", False):
            return self.fail(node, f"the module {n} may only be used as {n}.attribute")
        if not getattr(node, "_bound", False) and n not in CANDIDATE_BUILTINS:
            # a free name is a builtin at run time, or (neither bound nor a builtin) a name
            # something else put into the module (red team 4: Triton's interpreter wrote its
            # own globals, inspect among them, into the kernel's module)
            return self.fail(node, f"the builtin {n} is not allowed" if n in vars(builtins)
                             else f"the name {n} is not defined by the candidate")

    def visit_Attribute(self, node):
        attr, chain = node.attr, _dotted(node)
        node.value._attr_base = True
        if attr.startswith("_") and not (attr == "__init__" and isinstance(node.value, ast.Call)
                                         and _dotted(node.value.func) == "super"):
            return self.fail(node, f"the attribute .{attr} is not allowed")
        if attr in DENIED_ATTRIBUTES or re.search(r"dispatch|torch_?function", attr, re.I):
            return self.fail(node, f"the attribute .{attr} is not allowed")
        if attr in ("format", "format_map"):
            # '{0.__init__.__globals__}'.format(f): a format field reads attributes and items
            # at run time, underscores too, where the gate does not look (red team 9)
            return self.fail(node, f"str.{attr} is not allowed (use an f-string)")
        head = chain.split(".")[0] if chain else ""
        if chain and self._tensor_type_misused(node, (self.modules.get(head) or "") + chain[len(head):]):
            return self.fail(node, "torch.Tensor is not allowed as a value (only as a type: "
                                   "annotations, isinstance; build tensors with torch.tensor)")
        if attr in MODULE_NAMED_ATTRIBUTES and not (
                head in self.modules and chain.count(".") >= 1 and _module_chain_step(
                    self.modules[head], chain.split(".")[1:])):
            return self.fail(node, f"the attribute .{attr} is not allowed (it names a module, "
                                   f"and modules are reached by import)")
        if not isinstance(node.ctx, ast.Load) and not (isinstance(node.value, ast.Name)
                                                       and node.value.id == "self"):
            # an instance attribute on a tensor (out.detach = ...) would shadow the method
            # the verifier calls after the checks
            return self.fail(node, f"assigning to {chain or '.' + attr} is not allowed "
                                   f"(only attributes of self may be assigned)")
        if isinstance(node.value, ast.Name) and node.value.id in self.jit:
            return self.fail(node, f"the attributes of a @triton.jit function ({chain}) may "
                                   f"not be used: launch it as kernel[grid](...)")
        if head in self.modules and not isinstance(node.ctx, ast.Load):
            return self.fail(node, f"assigning to {chain} is not allowed")
        if head in self.modules:        # walk the module chain: torch.nn.functional.relu
            mod = self.modules[head]
            parts = chain.split(".")[1:]
            for i, p in enumerate(parts):
                if not _module_attr_ok(mod, p):
                    return self.fail(node, f"{chain} is not allowed")
                if not self.in_jit and _kernel_only(mod, p):
                    return self.fail(node, f"{chain} may only be used inside a @triton.jit "
                                           f"function")
                if i + 1 < len(parts) and _module_function(mod, p):
                    # a library function is called, not opened up: tl.cdiv.rewriter is the
                    # object Triton's interpreter runs for tl.cdiv (red team 26)
                    return self.fail(node, f"the attributes of {'.'.join([head] + parts[:i + 1])} "
                                           f"may not be used (call it)")
                mod = _SUBMODULES.get(mod, {}).get(p)
                if mod is None:
                    break               # past the modules: attributes of an object
            else:
                if not getattr(node, "_attr_base", False):
                    return self.fail(node, f"the module {chain} may only be used as "
                                           f"{chain}.attribute")
            if self.in_jit and self.modules[head].split(".")[0] == "torch":
                return self.fail(node, "a @triton.jit body may not use torch")
        self.generic_visit(node)

    _JIT_NOT_TRITON = (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
                       ast.JoinedStr, ast.FormattedValue, ast.NamedExpr, ast.Starred)

    def visit(self, node):
        if self.in_jit and isinstance(node, (ast.IfExp, ast.BoolOp)):
            # decided by Python under the interpreter: only on constexprs (red team 4: a
            # recursive helper rebuilt a value's bits from `2**k if (b >> k) & 1 else 0`)
            tests = [node.test] if isinstance(node, ast.IfExp) else node.values
            names = {n.id for t in tests for n in ast.walk(t) if isinstance(n, ast.Name)}
            known = self.constexprs[-1] | self.consts | {"True", "False", "None", "tl", "triton"}
            if not names <= known:
                return self.fail(node, "a conditional expression or and/or in a @triton.jit body "
                                       "may test only tl.constexpr parameters (use tl.where)")
        if self.in_jit and isinstance(node, self._JIT_NOT_TRITON):
            # under the interpreter a jit body is Python: these would run Python on values
            # (red team 4: max(range(N), key=lambda ...), float(f"{v}"))
            return self.fail(node, f"a @triton.jit body may not use {type(node).__name__} "
                                   f"(it is Python, not Triton)")
        return super().visit(node)

    def visit_Call(self, node):
        if self.in_jit and isinstance(node.func, ast.Name) and node.func.id in _JIT_CALLABLE_BUILTINS:
            # builtins in a kernel take constexprs and literals, never a loaded value made a
            # Python number (int(v) reads a value through the interpreter's __index__)
            if node.keywords:
                return self.fail(node, f"a @triton.jit body may not pass keywords to "
                                       f"{node.func.id}")
            if node.func.id in ("int", "float", "bool") and not all(
                    isinstance(a, ast.Constant) for a in node.args):
                return self.fail(node, f"a @triton.jit body may call {node.func.id}() only on a "
                                       f"literal (use .to(tl.int32) and friends on values)")
        if self.in_jit and isinstance(node.func, ast.Attribute):
            base = node.func.value
            while isinstance(base, (ast.Attribute, ast.Subscript, ast.Call)):
                base = base.func if isinstance(base, ast.Call) else base.value
            if isinstance(base, (ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.Set)):
                # 'ab'.strip(), [].append: Python objects' methods, not Triton's
                return self.fail(node, "a @triton.jit body may not call methods of literals")
        # A kernel's name may only be launched (k[grid](...)), passed to a launch or called
        # and passed inside a kernel: an alias (`k = kernel`, [kernel][0], self.k = kernel)
        # would reach the kernel object's attributes (red team 4: k.rewriter, k.run)
        f = node.func
        launch = isinstance(f, ast.Subscript) and isinstance(f.value, ast.Name) and f.value.id in self.jit
        triton_call = self.in_jit and (
            (isinstance(f, ast.Name) and f.id in self.jit) or
            self.modules.get(_dotted(f).split(".")[0], "").startswith("triton"))
        if launch or self.in_jit:
            passed = node.args + [k.value for k in node.keywords] if launch or triton_call else []
            for a in ([f.value] if launch else [f] if self.in_jit else []) + passed:
                if isinstance(a, ast.Name) and a.id in self.jit:
                    a._launch = True
        if self.in_jit:
            f = node.func
            name = _dotted(f)
            head = name.split(".")[0] if name else ""
            ok = (isinstance(f, ast.Name) and (f.id in self.jit or f.id in _JIT_CALLABLE_BUILTINS
                                              or self.modules.get(f.id, "").startswith("triton")))
            ok = ok or (head in self.modules and self.modules[head].startswith("triton"))
            # x.to(...) on a local value; not ModelNew.helper(...) or other module-level names,
            # which would run arbitrary Python inside the launch
            base = f.value if isinstance(f, ast.Attribute) else None
            while isinstance(base, ast.Attribute):
                base = base.value
            ok = ok or (isinstance(f, ast.Attribute) and head not in self.modules
                        and (head not in self.top or getattr(base, "_local", False)))
            if not ok:
                return self.fail(node, f"a @triton.jit body may not call {name or 'this'}")
        self.generic_visit(node)

    def visit_FunctionDef(self, node):
        if node.name.startswith("__") and node.name != "__init__":
            return self.fail(node, f"defining {node.name} is not allowed")
        for d in node.decorator_list:
            name = _dotted(d.func if isinstance(d, ast.Call) else d)
            if name.split(".")[-1] not in _DECORATORS:
                return self.fail(d, f"the decorator {name or 'expression'} is not allowed")
            bad = [k.arg for k in getattr(d, "keywords", ()) if self._is_jit(d) and
                   (k.arg not in JIT_KEYWORDS or not _jit_keyword_literal(k))]
            if bad:
                # triton.jit(repr=f, launch_metadata=f): Triton calls them while it compiles
                # or launches the kernel, where only Triton runs (red team 11 rounded fp32 to
                # fp16 in PyTorch from a repr callable, inside the lowering)
                return self.fail(d, f"triton.jit({bad[0]}=...) is not allowed (only "
                                    f"{', '.join(sorted(JIT_KEYWORDS))}, with literal values)")
        if id(node) not in self.top_defs and any(
                _dotted(d.func if isinstance(d, ast.Call) else d).split(".")[-1] in
                ("jit", "autotune", "heuristics") for d in node.decorator_list):
            # a kernel in a class or function is reachable as an object (self.kernel.fn,
            # .kwargs, .warmup: red team 9), where the name checks of kernels do not look
            return self.fail(node, f"a @triton.jit function is defined at module level "
                                   f"({node.name})")
        jit = node.name in self.jit and any(self._is_jit(d) for d in node.decorator_list)
        if jit and not all(_literal(d) for d in node.args.defaults + node.args.kw_defaults if d):
            # a default is not a launch argument: no argument check would see a list there
            return self.fail(node, f"a @triton.jit function's defaults must be literal scalars "
                                   f"({node.name})")
        if jit:   # a kernel's own names (arguments, locals) may reuse module-level names
            own = {a.arg for a in ast.walk(node.args) if isinstance(a, ast.arg)} | \
                  {t.id for t in ast.walk(node) if isinstance(t, ast.Name) and
                   isinstance(t.ctx, ast.Store)}
            for t in ast.walk(node):
                if isinstance(t, ast.Name) and t.id in own:
                    t._local = True
        for d in node.decorator_list:     # (evaluated outside the kernel: autotune configs,
            self.visit(d)                 # heuristics' lambdas)
        if jit and any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and
                       c.func.id == node.name for c in ast.walk(node)):
            return self.fail(node, f"a @triton.jit function may not call itself ({node.name})")
        self.constexprs.append({a.arg for a in node.args.args + node.args.kwonlyargs
                                if a.annotation is not None and
                                _dotted(a.annotation).split(".")[-1] == "constexpr"}
                               if jit else self.constexprs[-1])
        self.in_jit += jit
        for child in [node.args] + ([node.returns] if node.returns else []) + node.body:
            self.visit(child)
        self.in_jit -= jit
        if jit and not self.errors:
            bad = _jit_python(node, self)
            if bad:
                self.fail(*bad)
        self.constexprs.pop()

    def visit_Assign(self, node):
        # self.named_parameters = f put candidate code where the verifier calls nn.Module's own
        # method, after __init__ and outside the monitor (red team 9). An attribute named like
        # a method may hold a value (self.half = 0.5 is an idiom); a function, a class, a
        # lambda or a method of self there is refused (and at run time, any callable:
        # sandbox._module_shadowing).
        pairs = []
        for t in node.targets:
            if isinstance(t, (ast.Tuple, ast.List)) and isinstance(node.value, (ast.Tuple, ast.List)) \
                    and len(t.elts) == len(node.value.elts):
                pairs += list(zip(t.elts, node.value.elts))
            elif isinstance(t, (ast.Tuple, ast.List)):
                pairs += [(e, None) for e in t.elts]          # unpacked: the values are unknown
            else:
                pairs.append((t, node.value))
        for t, v in pairs:
            if self._code_in_module_slot(node, t, v):
                return
        self.generic_visit(node)

    def visit_AnnAssign(self, node):
        # (the annotation is visited too: on an attribute it is evaluated)
        if node.value is None or not self._code_in_module_slot(node, node.target, node.value):
            self.generic_visit(node)

    def _code_in_module_slot(self, node, t, v):
        """Fail (and True) if target t = value v (None: unpacked, unknown) stores a function, a
        lambda or a method of self under an nn.Module attribute's name (see visit_Assign)."""
        if isinstance(t, ast.Attribute) and hasattr(torch.nn.Module, t.attr) and \
                (v is None or isinstance(v, (ast.Lambda, ast.Name)) or _dotted(v).startswith("self.")):
            self.fail(node, f"self.{t.attr} may only hold a value, not a function or an unpacked "
                            f"one (it names nn.Module.{t.attr})")
            return True
        return False

    def visit_ClassDef(self, node):
        if node.keywords or node.decorator_list:
            return self.fail(node, "class keywords and class decorators are not allowed")
        for b in node.bases:   # resolved through the imports: `Tensor as Module` is not it
            chain = _dotted(b)
            head, _, rest = chain.partition(".")
            full = self.modules.get(head) or self.imported.get(head, "")
            if (full + "." + rest if rest else full) != "torch.nn.Module":
                return self.fail(node, f"{node.name} must subclass nn.Module directly, "
                                       f"not {chain or 'an expression'}")
        for item, name in _class_scope_names(node):
            if name in DENIED_ATTRIBUTES:
                return self.fail(item, f"a class may not define {name}")
            if node.bases and name not in _MODULE_METHODS_OK and hasattr(torch.nn.Module, name):
                return self.fail(item, f"{node.name} may not override nn.Module.{name}")
        self.generic_visit(node)

    def visit_With(self, node):
        for item in node.items:
            name = _dotted(item.context_expr.func) if isinstance(item.context_expr, ast.Call) else ""
            head, _, rest = name.partition(".")
            full = self.modules.get(head) or self.imported.get(head, "")
            full = full + "." + rest if rest else full
            # resolved through the imports: a candidate class's method named no_grad is not
            # torch.no_grad (red team 4: it returned the monitor's quiet())
            if full not in ("torch.no_grad", "torch.inference_mode", "torch.cuda.stream",
                            "torch.cuda.device", "torch.autograd.no_grad"):
                return self.fail(node, "only torch.no_grad() / torch.cuda.stream(...) may be "
                                       "used in a with-statement")
        self.generic_visit(node)

    def visit_arg(self, node):
        if node.arg.startswith("__"):
            return self.fail(node, f"the name {node.arg} is not allowed")
        self.generic_visit(node)          # annotations are evaluated at def time


def _tl_attributes():
    """The attribute names a @triton.jit body may read on a value that is not a module: the
    public names of Triton's tensor, dtype, constexpr and descriptor classes (.to, .dtype, .T,
    .reshape, ...) and their instance fields (.shape, .numel, .value, ...), less the
    code-generation internals. Not a list's .append, a tuple's .index, a range's .stop or a
    kernel object's .arg_names (red team 5)."""
    names = {"shape", "numel", "type", "dtype", "value", "name", "element_ty", "base",
             "strides", "block_shape", "primitive_bitwidth", "int_bitwidth", "int_signedness",
             "fp_mantissa_width", "exponent_bias", "layout"}
    try:
        import triton.language.core as core
        for cls in ("tensor", "dtype", "constexpr", "pointer_type", "block_type",
                    "tensor_descriptor", "tensor_descriptor_base"):
            names |= {n for n in dir(getattr(core, cls, object)) if not n.startswith("_")}
    except Exception:  # noqa: BLE001 -- no Triton: the fixed names only
        pass
    return frozenset(names - {"item", "to_ir", "mangle", "codegen_name", "cache_key_part",
                              "handle", "fn"} - DENIED_ATTRIBUTES)


_TL_ATTRIBUTES = _tl_attributes()
_JIT_LOOP_BUILTINS = frozenset("range zip enumerate".split())       # only as a for's iterable
_JIT_META_ATTRIBUTES = frozenset("shape dtype numel value primitive_bitwidth element_ty".split())


def _jit_python(fn, gate):
    """Python values a @triton.jit body would make under the interpreter (red team 5: a local
    list sorted by list.sort, a tuple grown by t + (v,) and searched by t.index(max(t)), a
    range(v) whose .stop is a Python-int register, a kernel parameter's .arg_names). Triton
    itself allows none of these on a GPU, so refusing them refuses no kernel: displays only as
    direct arguments of calls (shapes, block_shape=[BM, BN]), subscripts, tuple returns and
    tuple unpacking; attributes only of Triton's tensor/dtype/descriptor kinds; range, zip and
    enumerate only as a for's iterable; min/max of two or more positional values (Triton's
    compiler makes them tl.minimum/tl.maximum: red team 6's matmul tutorial); min/max of one
    iterable, len/abs/isinstance/tuple only of constexprs, literals and metadata (.shape,
    .dtype). Returns (node, reason) or None."""
    parent = {}
    for n in ast.walk(fn):
        for c in ast.iter_child_nodes(n):
            parent[c] = n
    known = gate.constexprs[-1] | gate.consts | {"True", "False", "None"}

    def static(e):   # a value fixed at compile time: literals, constexprs, metadata
        if isinstance(e, ast.Constant):
            return True
        if isinstance(e, ast.Name):
            return e.id in known
        if isinstance(e, ast.Attribute):
            return e.attr in _JIT_META_ATTRIBUTES or _dotted(e).split(".")[0] in gate.modules
        if isinstance(e, ast.Subscript):
            return static(e.value) and static(e.slice)
        if isinstance(e, (ast.Tuple, ast.List)):
            return all(static(x) for x in e.elts)
        if isinstance(e, ast.BinOp):
            return static(e.left) and static(e.right)
        if isinstance(e, ast.UnaryOp):
            return static(e.operand)
        if isinstance(e, ast.Compare):
            return static(e.left) and all(static(x) for x in e.comparators)
        return False

    def display_ok(e):
        up = parent.get(e)
        if isinstance(e, ast.Tuple) and not isinstance(e.ctx, ast.Load):
            return True                                   # a, b = ...; for i, j in ...
        if isinstance(up, (ast.Tuple, ast.List)) and up is not e:
            return display_ok(up)                         # nested shapes
        if isinstance(up, ast.keyword):
            up = parent.get(up)
            return isinstance(up, ast.Call) and not (isinstance(up.func, ast.Name) and
                                                    up.func.id in _JIT_CALLABLE_BUILTINS)
        if isinstance(up, ast.Call):
            return e in up.args and not (isinstance(up.func, ast.Name) and
                                         up.func.id in _JIT_CALLABLE_BUILTINS)
        if not isinstance(e, ast.Tuple):
            return False
        if isinstance(up, ast.Subscript):
            return e is up.slice                          # x[:, None]
        if isinstance(up, ast.Return):
            return True                                   # a helper returning a, b
        return isinstance(up, ast.Assign) and all(        # a, b = b, a
            isinstance(t, ast.Tuple) and len(t.elts) == len(e.elts) for t in up.targets)

    for n in (x for stmt in fn.body for x in ast.walk(stmt)):    # not decorators, defaults
        if isinstance(n, (ast.Dict, ast.Set)):
            return n, "a @triton.jit body may not build a dict or set (it is Python, not Triton)"
        if isinstance(n, (ast.List, ast.Tuple)) and not display_ok(n):
            return n, ("a @triton.jit body may build a list or tuple only as a call's argument "
                       "(a shape), an index, a helper's return or tuple unpacking")
        if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load):
            head = _dotted(n).split(".")[0]
            if head not in gate.modules and head not in gate.imported and \
                    n.attr not in _TL_ATTRIBUTES:
                return n, (f"a @triton.jit body may not use .{n.attr} (only the attributes of "
                           f"Triton tensors, dtypes and descriptors)")
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and \
                n.func.id in _JIT_CALLABLE_BUILTINS and n.func.id not in ("print",):
            up = parent.get(n)
            if n.func.id in _JIT_LOOP_BUILTINS:
                if isinstance(up, ast.Call) and n in up.args and isinstance(up.func, ast.Name) \
                        and up.func.id in ("zip", "enumerate"):
                    n, up = up, parent.get(up)                # for i, j in zip(range(a), ...)
                if not (isinstance(up, ast.For) and up.iter is n):
                    return n, (f"a @triton.jit body may use {n.func.id}() only as a for loop's "
                               f"iterable (tl.static_range for values)")
            elif n.func.id in ("min", "max") and len(n.args) >= 2 and not n.keywords and \
                    not any(isinstance(a, ast.Starred) for a in n.args):
                pass   # Triton's own min/max (tl.minimum/tl.maximum) of two or more values:
                #        the matmul tutorial's min(num_pid_m - first_pid_m, GROUP_SIZE_M)
            elif n.func.id == "len" and len(n.args) == 1 and not n.keywords and \
                    isinstance(n.args[0], ast.Name) and \
                    n.args[0].id in {a.arg for a in fn.args.args + fn.args.kwonlyargs}:
                pass   # the length of a tuple argument, fixed at compile time (red team 57a's
                #        tl.static_range(len(ptrs)) over a tuple of pointers was refused)
            elif n.func.id not in ("int", "float", "bool") and not all(static(a) for a in n.args):
                return n, (f"a @triton.jit body may call {n.func.id}() only on constexprs, "
                           f"literals and shapes (use tl.maximum, tl.minimum, tl.abs on values)")
    return None


def _jit_keyword_literal(kw):
    """A @triton.jit keyword's value as Triton reads it, written out: a list or tuple of
    parameter names or indices for do_not_specialize(_on_alignment), a bool for debug and
    noinline. Anything else runs when Triton reads it (red team 12's iter(f, None) ran f
    inside the lowering)."""
    v = kw.value
    if kw.arg in ("do_not_specialize", "do_not_specialize_on_alignment"):
        return isinstance(v, (ast.List, ast.Tuple)) and all(
            isinstance(e, ast.Constant) and type(e.value) in (str, int) for e in v.elts)
    return isinstance(v, ast.Constant) and type(v.value) in (bool, type(None))


def _literal(node):
    """True for a scalar literal (number, string, bool, None, a negated number), optionally
    wrapped in tl.constexpr(...) or named from tl (tl.float32): the constants a kernel may read.
    Not lists, dicts, sets or tuples (red team 4: `SCRATCH = []` was a 'constant' a kernel
    body then used as Python scratch memory)."""
    if isinstance(node, ast.Call) and _dotted(node.func).split(".")[-1] == "constexpr" and \
            _dotted(node.func).split(".")[0] in ("tl", "triton") and len(node.args) == 1 and \
            not node.keywords:
        node = node.args[0]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float, str, bool, type(None)))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "float" \
            and not node.keywords and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) \
            and str(node.args[0].value).lower().lstrip("+-") in ("inf", "nan", "infinity"):
        return True     # float("-inf"): a softmax's mask value (red team 12, a false refusal)
    return isinstance(node, ast.Attribute) and _dotted(node).split(".")[0] in ("tl", "triton") \
        and "." in _dotted(node)


def _dotted(node):
    """'triton.jit' for an Attribute chain, 'jit' for a Name; '' otherwise."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


_PARSE_LOCK = threading.Lock()
# line breaks to str.splitlines (linecache, inspect) but not to the compiler
_ODD_LINE_BREAK = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


# What reads the process's autograd mode (or tells it by a tensor's flags). A candidate may
# read it only where its reference does (d2l's batch norm branches on torch.is_grad_enabled()):
# elsewhere the answer does not depend on it, and a kernel that does is one path right and
# the other checked at fewer calls (red team 52: a softmax that dropped its max subtraction
# under torch.inference_mode, the mode serving code runs in, passed where no range trial ran
# in it; the calls' modes are keyed, sandbox.CALL_MODES)
MODE_QUERIES = ("is_grad_enabled", "is_inference_mode_enabled", "is_inference",
                "is_autocast_enabled", "is_autocast_cpu_enabled", "get_autocast_dtype",
                "get_autocast_gpu_dtype", "get_autocast_cpu_dtype", "requires_grad", "is_leaf")
# and what tells the verifier's process from a user's: its thread count (the child runs on one
# thread) and its seeds (red team 55: a softmax that subtracted the max only when
# torch.get_num_threads() == 1 passed every checked call, and every user got NaN rows)
PROCESS_QUERIES = ("get_num_threads", "get_num_interop_threads", "initial_seed",
                   "cpu_count", "sched_getaffinity", "process_cpu_count")


def _mode_queries(src):
    """The MODE_QUERIES names a source (or its parsed tree) reads: as attributes (torch.is_grad_enabled, x.is_leaf)
    in a load, names or imported names; not a keyword argument (nn.Parameter(...,
    requires_grad=False)) nor an assignment (w.requires_grad = False).
    A source that does not parse: every name that appears in it as a word."""
    if isinstance(src, ast.AST):
        tree = src                   # (static_check's own parse of the candidate)
    else:
        try:
            tree = _parse(src or "")     # (one thread at a time, as every parse here)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return {n for n in MODE_QUERIES + PROCESS_QUERIES
                    if re.search(rf"\b{n}\b", src or "")}
    seen = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            # (a read; not `self.bias.requires_grad = False`, which freezes a weight and
            # reads nothing: red team 53's reference froze one, and its candidate read the
            # mode through a clone's requires_grad)
            seen.add(node.attr)
        elif isinstance(node, ast.Name):
            seen.add(node.id)
        elif isinstance(node, ast.alias):
            seen.add(node.name.split(".")[-1])
    return seen & set(MODE_QUERIES + PROCESS_QUERIES)


def static_check(code, reference_src=None):
    """None if the source is in the candidate subset (CANDIDATE_RULES), else the reason; with
    the reference's source, reading the autograd mode (MODE_QUERIES) only where it does too.
    Raises SyntaxError (also for null bytes and nesting too deep to parse)."""
    try:
        tree = _parse(code)
    except SyntaxError:
        raise
    except (ValueError, RecursionError, MemoryError) as e:
        raise SyntaxError(f"unparsable source ({type(e).__name__})") from None
    modes = sorted(_mode_queries(tree) - _mode_queries(reference_src))
    if modes and modes[0] in PROCESS_QUERIES:
        return (f"{modes[0]} reads the process's threads or seeds, which the reference does "
                f"not: its answer is the same in every process, so compute it the same way")
    if modes:
        return (f"{modes[0]} reads the autograd mode, which the reference does not: its "
                f"answer is the same in every mode, so compute it the same way in every mode")
    odd = _ODD_LINE_BREAK.search(code)
    if odd:   # str.splitlines (linecache, inspect) would number the lines unlike the compiler
        return f"the character {odd.group()!r} is not allowed (a line break only to some readers)"
    if _scope_depth(tree) > MAX_SCOPE_DEPTH:
        # before the gate and _resolve_names, whose scope-chain lookups cost depth x names: 2,800 nested
        # lambdas with 88k free names took the parent 21 s of CPU to refuse (red team 8)
        return f"functions or lambdas nested more than {MAX_SCOPE_DEPTH} deep"
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    if "ModelNew" not in classes:
        return "no class ModelNew defined at module level"
    gate = _Gate(tree)
    if not gate.jit:
        return "no @triton.jit kernel defined"
    if not classes["ModelNew"].bases:
        return "ModelNew must subclass nn.Module directly, not nothing"
    try:
        why = _resolve_names(tree) or _self_is_an_instance(tree)
        if why:
            return why
        gate.visit(tree)
    except RecursionError:
        return "nesting too deep"
    return gate.errors[0] if gate.errors else (_kernels_by_decorator(tree, gate) or
                                               _jit_source_ok(code, tree, gate.jit))


def _self_is_an_instance(tree):
    """A reason if the name `self` is bound anywhere but as the first parameter of a method
    (a function defined in a class body), else None. Attributes may be assigned only
    on self, and that rule meant "on the candidate's own module" only while self can be
    nothing else: red team 26's `def repoint(self, f): self.fn = f`, called on tl.cdiv,
    re-pointed the rewriter Triton's interpreter runs for tl.cdiv at a candidate function
    (adv_rt26_cdivswap_1, _2)."""
    methods = {id(f.args.posonlyargs[0] if f.args.posonlyargs else f.args.args[0])
               for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for f in _scope_nodes(c.body)
               if isinstance(f, ast.FunctionDef) and (f.args.posonlyargs or f.args.args)}
    for n in ast.walk(tree):
        line = getattr(n, "lineno", "?")
        if isinstance(n, ast.arg) and n.arg == "self" and id(n) not in methods:
            return f"self may only be a method's first parameter (line {line})"
        if isinstance(n, ast.Name) and n.id == "self" and not isinstance(n.ctx, ast.Load) or \
                isinstance(n, ast.alias) and "self" in (n.asname, n.name) or \
                isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == "self":
            return f"the name self may not be bound here (line {line})"
    return None


MAX_SCOPE_DEPTH = 16     # functions, lambdas, classes and comprehensions inside each other
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _scope_depth(tree):
    """The deepest nesting of scopes in tree, walked without recursion."""
    deepest, todo = 0, [(tree, 0)]
    while todo:
        node, d = todo.pop()
        d += isinstance(node, _SCOPES)
        deepest = max(deepest, d)
        todo.extend((c, d) for c in ast.iter_child_nodes(node))
    return deepest


def _bindings(nodes, args=None):
    """Names a scope binds (Python's rule: bound anywhere in the scope = local throughout):
    assignment and loop targets, defs, classes, imports, with-as, parameters; not the names
    of nested scopes, except walrus targets in comprehensions (they bind here)."""
    out = set()
    if args is not None:
        out |= {a.arg for a in ast.walk(args) if isinstance(a, ast.arg)}
    todo = list(nodes)
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(n.name)
            todo += n.decorator_list + [d for d in n.args.defaults + n.args.kw_defaults if d] \
                if not isinstance(n, ast.ClassDef) else n.decorator_list + n.bases
            continue
        if isinstance(n, ast.Lambda):
            todo += [d for d in n.args.defaults + n.args.kw_defaults if d]
            continue
        if isinstance(n, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            out |= {w.target.id for w in ast.walk(n) if isinstance(w, ast.NamedExpr)}
            todo.append(n.generators[0].iter)
            continue
        if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
            out.add(n.id)
        elif isinstance(n, ast.alias):
            out.add((n.asname or n.name).split(".")[0])
        todo.extend(ast.iter_child_nodes(n))
    return out


def _resolve_names(tree):
    """Resolve every name the way the compiler will (function scopes enclose, class scopes do
    not): a use bound in an enclosing function or at module level gets `_bound`; any other use
    is a builtin at run time, so the gate's builtin rule sees exactly those (red team 3: a
    parameter or loop variable named `open` elsewhere made every `open` look bound). Binding
    the name of a builtin the subset leaves out at module or class level is refused: whether a
    use sees that binding or the builtin would depend on the order things run. Returns the
    reason or None."""
    module = _bindings(tree.body)

    def refuse_builtin_names(names, node, where):
        bad = sorted(n for n in names if n in vars(builtins) and n not in CANDIDATE_BUILTINS)
        return (f"binding the name of the builtin {bad[0]} at {where} level is not allowed "
                f"(line {getattr(node, 'lineno', '?')})") if bad else None

    why = refuse_builtin_names(module, tree, "module")
    if why:
        return why
    todo = [(n, (), None) for n in tree.body]     # (node, enclosing function scopes, class scope)
    while todo:
        node, chain, cls = todo.pop()
        if isinstance(node, ast.Name):
            if any(node.id in sc for sc in chain) or (cls is not None and node.id in cls):
                node._bound = True
            elif node.id in module:
                node._bound = node._global = True     # the module-level binding
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            outer = [*(getattr(node, "decorator_list", [])), *node.args.defaults,
                     *[d for d in node.args.kw_defaults if d]]
            outer += [a.annotation for a in ast.walk(node.args) if isinstance(a, ast.arg) and a.annotation]
            if getattr(node, "returns", None):
                outer.append(node.returns)
            todo += [(n, chain, cls) for n in outer]
            body = node.body if isinstance(node.body, list) else [node.body]
            inner = chain + (_bindings(body, node.args),)
            todo += [(n, inner, None) for n in body]
            continue
        if isinstance(node, ast.ClassDef):
            todo += [(n, chain, cls) for n in node.decorator_list + node.bases + node.keywords]
            own = _bindings(node.body)
            why = refuse_builtin_names(own, node, "class")
            if why:
                return why
            todo += [(n, chain, own) for n in node.body]
            continue
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            gens = node.generators
            todo.append((gens[0].iter, chain, cls))          # evaluated in the enclosing scope
            targets = {t.id for g in gens for t in ast.walk(g.target) if isinstance(t, ast.Name)}
            inner = chain + (targets,)
            rest = [g.target for g in gens] + [c for g in gens for c in g.ifs] + \
                [g.iter for g in gens[1:]]
            rest += [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
            todo += [(n, inner, None) for n in rest]
            continue
        todo += [(n, chain, cls) for n in ast.iter_child_nodes(node)]
    return None


_KERNEL_MAKERS = frozenset(("jit", "autotune", "heuristics"))


def kernel_defs(code):
    """[(name, first line), ...] of the defs under a @triton.jit decorator: the only functions
    the child lets run as kernels (compared by code object at every launch: a kernel made at
    run time, from exec'd code, a rebound .fn or a replaced __code__ is refused)."""
    tree = _parse(code)
    return [(n.name, min([n.lineno] + [d.lineno for d in n.decorator_list]))
            for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
            and any(_Gate._is_jit(d) for d in n.decorator_list)]


def _kernels_by_decorator(tree, gate):
    """A kernel is a def under @triton.jit and nothing else: triton.jit / autotune / heuristics
    used anywhere but in a decorator (`k = triton.jit(body)`, `j = triton.jit`) would make a
    kernel of a function the jit-body rules never read, and a kernel's name bound a second time
    at module level (a plain def after the @triton.jit one) would launch what was not checked."""
    in_decorator = {id(x) for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))
                    for d in n.decorator_list for x in ast.walk(d)}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Attribute, ast.Name)) and id(node) not in in_decorator:
            name = _dotted(node)
            head, last = name.split(".")[0], name.split(".")[-1]
            triton_name = (gate.modules.get(head, "").startswith("triton") or
                           gate.imported.get(head, "").startswith("triton"))
            if last in _KERNEL_MAKERS and triton_name:
                return (f"{name} may only be used as a decorator "
                        f"(line {getattr(node, 'lineno', '?')})")
    binds = collections.Counter()     # module-level bindings: what a kernel's globals resolve to
    for top in tree.body:
        if isinstance(top, (ast.FunctionDef, ast.ClassDef)):
            binds[top.name] += 1
            continue
        for node in ast.walk(top):
            if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                binds[node.id] += 1
            elif isinstance(node, ast.alias):
                binds[(node.asname or node.name).split(".")[0]] += 1
    again = sorted(n for n in gate.jit if binds[n] > 1)
    return f"the @triton.jit function name {again[0]} is bound again" if again else None


def _jit_source_ok(code, tree, jit):
    """None if Triton, which re-reads each kernel's source text (inspect.getsourcelines),
    will find the checked function: the interpreter's rewriter takes the LAST line whose
    strip() starts with `def ` and the GPU frontend the first, so a kernel's span (decorators
    to the next top-level statement, trailing comments included) may hold only its own def
    line (no def-looking lines in strings or comments, no nested defs)."""
    lines = code.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    starts = [min([n.lineno] + [d.lineno for d in getattr(n, "decorator_list", [])])
              for n in tree.body] + [len(lines) + 1]
    for k, node in enumerate(tree.body):
        for fn in ast.walk(node):
            if not (isinstance(fn, ast.FunctionDef) and fn.name in jit):
                continue
            first = min([fn.lineno] + [d.lineno for d in fn.decorator_list])
            last = starts[k + 1] - 1 if fn in tree.body else fn.end_lineno
            for ln in range(first, last + 1):
                if ln != fn.lineno and re.match(r"\s*def\s", lines[ln - 1]):
                    return (f"a def-line inside @triton.jit {fn.name} (line {ln}) is not "
                            f"allowed: Triton re-reads the kernel's source text")
    return None


# ----------------------------------------------------------------------------------------
# the parent: references (cached), the candidate's conversation, the verdict

_POOL = collections.defaultdict(list)   # device -> idle servers
_ALL = []
_POOL_LOCK = threading.Lock()
_POOL_PID = os.getpid()   # a fork of the parent (a DataLoader worker) must not share servers
TIMING_LOCK = threading.Lock()   # held while a timed job runs; a trainer sharing the GPU holds it too
_REF_CACHE = collections.OrderedDict()
_REF_LOCKS = weakref.WeakValueDictionary()   # key -> the lock its computation holds (a lock
_REF_GUARD = threading.Lock()                 # lives while a caller holds it: no growth)


def _run_job(job, answer, max_frame, reset=None):
    """Run a job on an idle server (starting one if none); a dead server is replaced once,
    a second death is a `runtime` failure. Returns (messages, how the child ended). reset()
    runs before each attempt: the conversation starts again with the new child (red team 17:
    a retry kept the call counter, so an honest child got trial 2's inputs as its first call
    and was told it modified its input)."""
    global _POOL_PID
    device = job["device"]
    wait_s = job["timeout_s"] * (4 if job.get("timed") else 1) + GRACE_S + 60
    with _POOL_LOCK:
        if os.getpid() != _POOL_PID:   # we are a fork: the servers belong to our parent
            _POOL.clear()
            _ALL[:] = []
            _POOL_PID = os.getpid()
    for attempt in range(2):
        with _POOL_LOCK:
            server = _POOL[device].pop() if _POOL[device] else None
        try:
            if server is None:
                server = sandbox.Server(device)
                with _POOL_LOCK:
                    _ALL.append(server)
            if reset is not None:
                reset()
            msgs, ended = server.run(job, answer, wait_s, max_frame)
        except (TimeoutError, EOFError, OSError, RuntimeError, ValueError) as e:
            if server is not None:       # (a stalled one too: killed, and no longer pooled)
                server.close()
                with _POOL_LOCK:
                    if server in _ALL:
                        _ALL.remove(server)
            if isinstance(e, TimeoutError):
                return [], {"timed_out": True, "how": str(e), "tail": ""}
            if attempt:
                return [], {"timed_out": False, "how": "the verifier's server died: " +
                            sandbox.short_exc(e), "tail": "", "server_died": True}
            continue
        with _POOL_LOCK:
            _POOL[device].append(server)
        return msgs, ended


def shutdown():
    """Stop every fork server (also registered with atexit)."""
    with _POOL_LOCK:
        servers, _ALL[:] = list(_ALL), []
        _POOL.clear()
    for s in servers:
        s.close()


import atexit  # noqa: E402
atexit.register(shutdown)


def _resolve_device(device):
    if device == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    if device not in ("cpu", "cuda"):
        raise ValueError(f"device must be auto, cpu or cuda, not {device!r}")
    if device == "cuda" and not torch.cuda.is_available():
        raise ValueError("device='cuda' but CUDA is not available")
    return device


def _resolve_timing(timing, device):
    """None (no timing), "eager", or "compile" (eager + torch.compile)."""
    if timing in ("auto", True, "on"):
        return "eager" if device == "cuda" else None
    if timing == "compile":
        return "compile" if device == "cuda" else None
    if timing in (False, "off", None):
        return None
    raise ValueError(f"timing must be auto/on/off/compile, not {timing!r}")


def _keyed(*parts):
    """A 63-bit integer from HMAC-SHA256(secret, parts): reproducible here, unknowable there."""
    msg = "/".join(str(p) for p in parts).encode()
    return int.from_bytes(hmac.new(_SECRET, msg, hashlib.sha256).digest()[:8], "little") >> 1


def trial_draws(ref_key, seed, n):
    """Per trial: the (input seed, distribution) attempts the reference child tries in order
    (the first whose reference output is usable is the trial). See the module docstring."""
    draws = []
    for t in range(n):
        # the order of kinds 1-4 in each cycle of six is keyed too (red team 9: a softmax
        # that subtracted the max only on the second call, the large trial, counted its
        # calls): a candidate cannot tell a range trial by its position. Trial 0 stays as
        # written, and the first five trials hold both signs and both ends of the range.
        # With six trials or more the second shifted trial (5) has a keyed place too.
        cycle = [0] + sorted(range(1, 6 if n >= 6 else 5),
                             key=lambda k: _keyed(ref_key, seed, t // 6, f"order{k}"))
        k6 = cycle[t % 6] if t % 6 < len(cycle) else 5
        u = _keyed(ref_key, seed, t, "scale") / 2**63
        # both signs in every five trials (red team 4: torch.rand inputs are >= 0, and a relu
        # left out passed whenever the one shifted trial drew a positive shift): trial 2 is
        # shifted down by a quarter to all of its scale (inputs in [0, 1) then straddle 0),
        # trial 4 scaled by a negative factor; trial 5 is shifted up.
        # Range (red team 4: softmax without the max subtraction overflows only above ~88):
        # trial 1 scales by a factor in [100, 1000], trial 3 by one in [0.001, 0.01].
        kind = ("normal", "large", "shifted", "small", "scaled", "shifted")[k6]
        scale = {"large": 10 ** (2 + u), "small": 10 ** (u - 3)}.get(kind, 10 ** (2 * u - 1))
        sign = -1.0 if k6 in (2, 4) else 1.0
        shift = sign * (0.25 + 0.75 * _keyed(ref_key, seed, t, "shift") / 2**63) * scale
        spec = ("normal", 1.0, 0.0) if kind == "normal" else ("shifted", scale, shift) \
            if kind == "shifted" else (kind, sign * scale, 0.0)
        tries = [spec, ("normal", 1.0, 0.0), ("normal", 1.0, 0.0)]
        if kind == "small":
            # first with a set of every dim zeroed (sandbox._zero_sets: a norm's eps, red team
            # 36), then as drawn where the reference is not finite there; first of all with
            # Python ints moved up too (red team 42: the scaled trial only moved them down,
            # and a kernel that capped an exponent at the one get_inputs passes passed), and
            # before that far up, Python floats too (red team 67: a window loop capped at twice
            # the window passed, and a blur radius capped at the largest the factors reached)
            tries[:0] = [("small", scale, 0.0, 0.0, "zeros", "far"),
                         ("small", scale, 0.0, 0.0, "zeros", "up"),
                         ("small", scale, 0.0, 0.0, "zeros")] + \
                [("small", scale, 0.0, 0.0, "zeros1", None, j) for j in range(4)]
        if kind == "scaled":
            # where the scaled answer is its rounding, the moves of fixed integer and bool
            # inputs (masks, offsets, ids) it carries are tried with the floats as drawn
            tries.insert(1, ("moved", 1.0, 0.0))
        if kind in ("large", "shifted"):
            # far from zero (red team 18's open class: a one-pass variance E[x^2] - E[x]^2
            # passed a LayerNorm, since no trial put the mean far from the spread): the large
            # trial first tries every float input shifted by 70-110 of its own standard
            # deviations, then by 20-35 (red team 28: a GEMM before a batch norm was too
            # inaccurate in fp32 at 100 for the far draw to count), each kept only where the
            # reference stays accurate there (sandbox._transform, the reference child); else
            # the plain large draw as before
            # The shifted trial first tries the same draws with the tensor moved apart along
            # one dim, half its indices up and half down (sandbox._far_offsets, _apart), at a
            # large trial's scale, and counts as a large trial where one is kept (red teams 33
            # and 34: a one-pass variance about one pivot for the whole tensor passed, since
            # every far draw moved the tensor as one; this cannot be the large trial's own
            # draw, since a batch norm pools rows and tokens, and their spread would hide its
            # one-pass variance). Trial 2 moves dim 1 (channels, tokens, a 2-D tensor's
            # columns: red team 36's BatchNorm1d) apart, trial 5 dim 0 (samples, a 2-D
            # tensor's rows; red team 35: a group norm's groups, or a LayerNorm over the last
            # two dims, pooled channels or tokens of both signs)
            big = scale if kind == "large" else \
                10 ** (2 + _keyed(ref_key, seed, t, "rowscale") / 2**63)
            # (rows apart at 60-90, not 70-110: 100 deviations off zero torch's own LayerNorm
            # is 2e-5 off its float64 twin, near the quarter tolerance that keeps a draw, and
            # at 1 key in 80 the 20-35 draw was the one kept, where a one-pass variance about
            # one pivot stays within the tolerance)
            # (the draws with one dim apart try 150-250 first: there a one-pass variance
            # about one pivot is 6-50x the tolerance off, an honest two-pass one within 0.2 of
            # it, where at 60-90 the pivot trick, its sum a tree, came within the tolerance at
            # 7 keys in 100: red team 35's LayerNorm over the last two dims)
            tiers = ((20, 35, "near"), (70, 110, "far")) if kind == "large" else \
                ((20, 35, "near"), (60, 90, "far"), (150, 250, "farther"))
            for lo, hi, name in tiers:
                far = (1 if _keyed(ref_key, seed, t, name + "sign") & 1 else -1) * \
                    (lo + (hi - lo) * _keyed(ref_key, seed, t, name) / 2**63)
                tries.insert(0, ("large", big, 0.0, far) if kind == "large" else
                             ("large", big, 0.0, far, "channels" if k6 == 2 else "samples"))
        row = [(_keyed(ref_key, seed, t, a), sp) for a, sp in enumerate(tries)]
        # before all of these, under seeds of their own (the others keep theirs): the scaled
        # trial with NaN at an eighth of each float input's elements (a missing value: red
        # team 57b's nanmean read as a mean passed, no trial holding a NaN; kept only where
        # the reference's answer stays finite, sandbox._with_nans), and the large trial with
        # random integer inputs 2^16 times larger (ids of a 64-bit hash, lengths summing past
        # 2^31: sandbox._big_ints; skipped where there are none)
        if kind == "scaled":
            # (first with some of them +-inf as well: red team 58a's nan_to_num kernel
            # zeroed NaN only; then NaN alone, where infinities leave a nanmean's domain)
            for a in reversed(sandbox.NAN_DRAWS):
                row.insert(0, (_keyed(ref_key, seed, t, a), spec + (0.0, a)))
        if kind == "large":
            row.insert(0, (_keyed(ref_key, seed, t, "bigints"), spec + (0.0, "bigints")))
        draws.append(row)
    return draws


def _reference(reference_src, seed, trials, device, timed, timeout_s, flip=0):
    """The reference's inputs and outputs (and times), computed once per key in a child that
    sends them straight to this process (never through the server). flip: 1 to 3, the
    further passes of an evaluation whose constructor holds a 0.0 (sandbox._moved_init's
    coins turned: all of them; every other 0.0's, from the first or the second)."""
    key = (hashlib.sha256(reference_src.encode("utf-8", "surrogatepass")).hexdigest(), seed,
           trials, device, timed, int(flip))
    with _REF_GUARD:      # one computation per key; the cache itself is shared by all keys
        lock = _REF_LOCKS.get(key)
        if lock is None:
            lock = _REF_LOCKS[key] = threading.Lock()
    with lock:
        with _REF_GUARD:
            if key in _REF_CACHE:
                _REF_CACHE.move_to_end(key)
                return _REF_CACHE[key]
        n = trials + (2 if timed else 0)
        draws = trial_draws(key[0], seed, n)
        job = {"role": "reference", "src": reference_src, "seed": seed, "trials": trials,
               "device": device, "timed": timed, "timeout_s": timeout_s * (4 if timed else 1),
               "flip": int(flip)}
        param_key = _keyed(key[0], seed, "params")
        # the parameter trials (sandbox.PARAM_MOVES), with a full cycle of input trials: per
        # trial three (input seed, move) attempts, the moves in a keyed order
        moves = sorted(sandbox.PARAM_MOVES, key=lambda m: _keyed(key[0], seed, "porder", m))
        pdraws = [[(_keyed(key[0], seed, "pseed", m, a), m) for a in range(3)]
                  for m in moves] if trials >= 6 else []
        # the reference is timed too: alone on the GPU, as a candidate is (red team 18: a
        # trainer's or another group's work beside it inflated t_ref and every speedup)
        with TIMING_LOCK if timed else _nullcontext():
            msgs, ended = _run_job(job, lambda req: {"draws": draws, "param_key": param_key,
                                                      "pdraws": pdraws}
                                   if req.get("what") == "draws" else None, max_frame=1 << 40)
        done = [m for m in msgs if m.get("kind") == "done"]
        res = done[-1]["result"] if done else None
        if not res or res.get("kind") != "result":
            if res:
                err = res.get("error", "failed")
            else:
                err = ended.get("problem") or ended["how"]
            return {"stage": "reference",
                    "error": err if err.startswith("reference") else "reference " + err}
        ref = dict(res, stage="done", param_key=param_key)
        # the checked calls: the input trials, then the parameter trials the reference kept
        # (each a move of its keyed tensors, or None)
        ref["checked"] = res.get("checked") if isinstance(res.get("checked"), int) else trials
        ref["outputs_t"] = [sandbox.unpack(o) for o in ref["outputs"]]
        # (after the large trial: how far each answer moves with the state rounded 2 eps off,
        # sandbox._state_response; an allowance _compare_trial adds to the bound)
        ref["responses_t"] = [sandbox.unpack(r) if r is not None else None
                              for r in ref.get("responses") or []]
        ref["inputs_t"] = [sandbox.unpack(s) for s in ref["inputs"]]
        # per call, each changed state tensor as the reference left it then (its last change
        # at or before that call), carried forward once here
        ref["state_after_t"], now = [], {}
        for st in ref.get("state_after") or []:
            now = {**now, **{kk: sandbox.unpack(v)[0] for kk, v in st.items()}}
            ref["state_after_t"].append(now)
        # what the inputs hold after the reference's forward (None: as given)
        ref["after_t"] = [ref["inputs_t"][k] if a is None else sandbox.unpack(a)
                          for k, a in enumerate(ref.get("inputs_after") or [None] * len(ref["inputs"]))]
        # what each trial compares (masks unpacked here, not at every candidate's comparison)
        ref["rounding_t"] = [_rounding_flags(ref, k, len(o))
                             for k, o in enumerate(ref["outputs_t"])]
        ref["bytes"] = sum(len(sandbox.dumps(o)) + len(sandbox.dumps(i))
                           for o, i in zip(ref["outputs"], ref["inputs"]))
        with _REF_GUARD:
            _REF_CACHE[key] = ref
            while len(_REF_CACHE) > 8:   # inputs + outputs of a few problems: a GRPO group needs one
                _REF_CACHE.popitem(last=False)
        return ref


def evaluate(reference_src, candidate_src, *, trials=6, seed=0, timing="auto", timeout_s=60.0,
             device="auto", allow_torch_ops=(), tol=None, _skip_static=False,
             _skip_lowering=False):
    """Evaluate a candidate's source against a reference's source. Never raises for anything
    the candidate does; a broken reference gives stage `reference`. (_skip_static and
    _skip_lowering are for the tests: they show that each run-time layer holds without the
    static gate, and without the lowering to Triton IR, in front.)"""
    t0 = time.monotonic()
    device = _resolve_device(device)
    timed = _resolve_timing(timing, device)
    if trials < 1:
        raise ValueError("trials must be >= 1")

    def done(stage, error="", **kw):
        return EvalResult(stage=stage, correct=stage == "ok", error=error,
                          wall_s=time.monotonic() - t0, **kw)

    ref = _reference(reference_src, seed, trials, device, timed, timeout_s)
    if ref["stage"] != "done":
        return done("reference", ref["error"])
    try:
        code = extract_code(candidate_src)
        if code is not None:
            code.encode("utf-8")          # lone surrogates cannot be written anywhere
    except (UnicodeError, TypeError, ValueError, RecursionError, MemoryError):
        code = None
    if code is None:
        return done("format", "no code found in the candidate")
    try:
        reason = static_check(code, reference_src)
    except SyntaxError as e:
        return done("compile", f"SyntaxError: {e.msg} (line {e.lineno})")
    except (RecursionError, MemoryError, ValueError) as e:
        return done("static", f"unparsable source ({type(e).__name__})")
    if reason and not _skip_static:
        return done("static", reason)
    kernels = kernel_defs(code)
    res = _evaluate_candidate(ref, code, trials, seed, device, timed, timeout_s,
                              allow_torch_ops, tol, done, kernels, not _skip_lowering)
    # A 0.0 among the constructor's floats (a label smoothing, a softcap, a Huber's beta)
    # is met as written at a keyed half of the evaluations and moved at the other, and the
    # model is built once per evaluation: so a second pass, untimed, with every one of
    # sandbox._moved_init's coins turned, and where there are several 0.0s a third and a
    # fourth with every other one's (red teams 70-71: a kernel without the term a 0.0
    # switches off passed where it stayed, one that is NaN at 0.0 itself, a soft-cap
    # applied unconditionally or a branch-free Huber's 0/0, where it moved; red team 73: an
    # SGD's momentum and weight decay, both 0.0, always moved together)
    zeros = ref.get("zero_init")
    zeros = int(zeros) if type(zeros) in (bool, int) else 0
    passes = () if not (res.correct and zeros) else (1,) if zeros == 1 else (1, 2, 3)
    for flip in passes:
        other = _reference(reference_src, seed, trials, device, False, timeout_s, flip=flip)
        if other["stage"] == "done":
            res2 = _evaluate_candidate(other, code, trials, seed, device, False, timeout_s,
                                       allow_torch_ops, tol, done, kernels, not _skip_lowering)
            if not res2.correct:
                return replace(res2, error="with the constructor's 0.0 " + (
                    "moved" if other.get("zero_moved") else "as written") + ": " + res2.error)
    return res


def _evaluate_candidate(ref, code, trials, seed, device, timed, timeout_s, allow_torch_ops,
                        tol, done, kernels, lower=True):
    """Run the candidate child (answering its requests from the reference) and decide."""
    n_sets = len(ref["inputs"])
    trials = ref.get("checked", trials)   # (the input trials and the parameter trials)
    state = {}
    seen = []     # the child's reports as they arrive (sandbox._Conversation appends them)

    def reset():                  # a fresh conversation for each attempt of _run_job
        state.update(calls=0, timed=[], rng=random.Random(_keyed("timed", seed, code)),
                     watch=[], unpaired=[], pairs=[], early=(None, 0.0))
        seen.clear()
    reset()

    def answer(req):
        what = req.get("what")
        if what == "init":
            return {"init": ref["init"], "init_kw": ref.get("init_kw") or {},
                    "fwd_kw": ref.get("fwd_kw"), "init_seed": ref.get("init_seed", seed)}
        if what == "params":      # which of its parameters get the reference's perturbation
            pairs = _param_pairs(ref, req.get("sig"))
            state["pairs"] = pairs
            # and which it reports after each call: those paired with state the reference's
            # forward changes (_state_mismatch)
            changed = _state_changed(ref, trials)
            state["watch"] = [(i, k) for i, k in pairs if k in changed]
            # (red team 43: a candidate holding no tensor at all paired with nothing, and
            # the check was skipped; where the reference ran unperturbed there is no pairing
            # to hold the candidate to)
            # (only state the pairing could pair: constant-initialised, keyed; a randomly
            # initialised buffer the forward updates pairs with nothing, and red team 44's
            # honest EMA centring was refused for it)
            keyed = {k for k, e in enumerate(ref.get("params") or []) if e[2] is not None} - \
                set(ref.get("unkeyed") or ())
            state["unpaired"] = sorted((changed & keyed) - {k for _, k in pairs}) \
                if ref.get("perturbed") else []
            # and which get the parameter trials' moved values (those paired with the
            # reference's moved tensors: sandbox.param_move)
            moved = {k for m in ref.get("moves") or [] if m for k in m[1]}
            paired = {k for _, k in pairs}
            return {"pairs": pairs, "key": ref["param_key"],
                    "watch": [i for i, _ in state["watch"]],
                    # (the slices of the reference's keyed values held at zero:
                    # sandbox._dead_slices; [reference index, its shape, [[dim, index], ...]])
                    "dead": [d for d in ref.get("dead") or [] if d[0] in paired],
                    "moves": [[i, k] for i, k in pairs if k in moved],
                    # (the counters, as constructed until their jump: sandbox._jump)
                    "counters": [k for k in ref.get("counters") or [] if k in paired],
                    # (the settings' move variants: sandbox._setting)
                    "settings": [[k, v] for k, v in ref.get("settings") or [] if k in paired]}
        if what == "call":
            k = state["calls"]
            m = {int(j[0]): j[1:] for j in ref.get("jump_moves") or []}
            if k >= trials:
                return {"stop": True}
            if k and _wrong_so_far(ref, k - 1, seen, tol, device, state):
                # the child reports a call before it asks for the next: a candidate wrong at
                # call k - 1 is not run through the calls after it (nor timed, on a GPU);
                # the verdict, from the calls it made, is the one the whole run would give
                return {"stop": True, "wrong": True}
            state["calls"] += 1
            moves = ref.get("moves") or []
            return {"inputs": ref["inputs"][k], "move": moves[k] if k < len(moves) else None,
                    # (the autograd mode the reference ran call k in, sandbox.CALL_MODES)
                    "mode": (ref.get("modes") or [])[k] if k < len(ref.get("modes") or [])
                    else "no_grad",
                    # (before call k, the counters' jump, as the reference's: sandbox._jump)
                    "jump": [[i, kk, *m[kk]] for i, kk in state["pairs"] if kk in m]
                    if k == ref.get("jump") else None,
                    # (the Python numbers' jump, by attribute name: sandbox._py_jump)
                    "py_jump": ref.get("py_jump") if k == ref.get("jump") else None,
                    # (before call k, the counters set near the model's integer settings, as
                    # the reference's were: sandbox._aim_values)
                    "aim": next(([[[i, v] for i, kk in state["pairs"] for k2, v in a[1]
                                   if kk == k2], a[2]] for a in ref.get("aims") or []
                                 if a and a[0] == k), None)}
        if what == "timed" and timed and len(state["timed"]) < sandbox.BENCH_WARMUP + sandbox.BENCH_REPS:
            # only sets no checked call showed (the reference computes two more than the
            # trials when timed): a cache of checked answers has nothing to replay
            rng = state["rng"]
            k = trials + rng.randrange(n_sets - trials) if n_sets > trials else rng.randrange(n_sets)
            state["timed"].append(k)
            return {"inputs": ref["inputs"][k]}
        if what == "which" and timed:
            n = len(state["timed"])
            return {"calls": sorted(state["rng"].sample(range(n), min(CHECKED_TIMED_CALLS, n)))}
        return None

    answer.seen = seen
    # the interpreter's program order and tl.view/tl.cat's permutations are drawn from a keyed
    # number, not from the seed (red team 51: numpy's generator re-implemented in Python
    # predicted the order from the public seed and the call and launch counts, so the program
    # that ran last stored the whole answer)
    job = {"role": "candidate", "src": code, "seed": seed, "trials": trials, "device": device,
           "order_key": _keyed(ref.get("param_key"), seed, "order"), "timed": timed, "timeout_s": timeout_s * (4 if timed else 1) if timed else timeout_s,
           "allow": tuple(_norm_op(o) for o in allow_torch_ops),
           "imports": sorted(CANDIDATE_IMPORTS), "builtins": sorted(CANDIDATE_BUILTINS),
           "kernels": kernels, "moves_only": bool(ref.get("moves_only")), "lower": lower,
           "ref_aliases": _allowed_aliases(ref)}
    # a frame holds at most one call's outputs and inputs, or the checked timed outputs
    max_frame = 4 * ref["bytes"] + (1 << 20)
    lock = TIMING_LOCK if timed else _nullcontext()
    with lock:
        msgs, ended = _run_job(job, answer, max_frame, reset)
    try:
        return _verdict(ref, msgs, ended, trials, tol, device, state, done)
    except (RecursionError, MemoryError) as e:   # the checks above bound both; never raise
        return done("runtime", "result frame: " + sandbox.short_exc(e))


def _state_changed(ref, trials):
    """Indices of the reference's keyed tensors (buffers, plain tensors) its forward changed in
    some checked trial."""
    states = ref.get("state_after") or []
    return {k for st in states[:trials] if isinstance(st, dict) for k in st}


def _state_mismatch(ref, k, watch, got, tol):
    """Why the candidate's state after call k is not the reference's, or None. Red team 41: a
    training-mode batch norm that never updated its running statistics passed (its output
    does not read them), though the reference's forward moves them: state a reference's
    forward changes is part of its work. Each watched (candidate i, reference kk) pair is
    compared with kk as the reference left it after call k (ref["state_after_t"]; not changed
    yet: not compared)."""
    states = ref.get("state_after_t") or []
    if not isinstance(got, list) or len(got) != len(watch):
        return "the candidate's state after the call was not reported"
    for (i, kk), c in zip(watch, got):
        want = states[k].get(kk) if k < len(states) else None
        if want is None:
            continue
        if not isinstance(c, torch.Tensor) or c.numel() != want.numel() or c.dtype != want.dtype:
            return "the candidate's state after the call was not reported"
        c = c.reshape(want.shape)
        slack = None
        if want.is_floating_point():
            # An honest update rounds at the scale of the values it was built from, and the
            # old state is one of them: after a large trial left a running moment at ~1e4,
            # the next call's m = m + (g - m) x 1 (torch's own lerp form) is g to half an ulp
            # of 1e4, 5e-4, where g ~ 1 (red team 74: adambeta0, refused at every key). So
            # each element may also be off by two ulps of the state it had before the call,
            # the last value the reference left there; a skipped or partial update is off
            # by a share of the change, far more. (states[k - 1] carries each tensor's last
            # change forward: reward._reference)
            prev = states[k - 1].get(kk) if 0 < k <= len(states) else None
            if isinstance(prev, torch.Tensor) and prev.shape == want.shape and \
                    prev.dtype == want.dtype:
                slack = 2 * torch.finfo(want.dtype).eps * prev.double().abs().nan_to_num(0.0)
            # (elements the reference's own state lost to an overflow, an exp at the large
            # trial feeding a batch norm, are not compared, as an output's are set aside)
            ok = torch.isfinite(want)
            want, c = want[ok], c[ok]
            if slack is not None:
                slack = slack[ok]
        # in full after call 0 (trial 0, as drawn, from the same keyed state); after that within
        # 1e-2: a range trial's statistics carry rounding an honest kernel need not share (red
        # team 43: a shifted column cancelling to its mean put an honest running mean 4.5e-4
        # off), while a skipped update is off by momentum x (batch - running), ~10 %
        if k and not want.is_floating_point() and not want.is_complex() and \
                want.dtype is not torch.bool:
            # integer state (a count of tokens per expert) after a range trial: near-ties
            # there (an argmax at 0.001x) are rounding's, as for integer outputs, so a count
            # may be off by one, or by 1 %; a count never updated is off by the whole update
            diff = (c.double() - want.double()).abs().max() if want.numel() else 0.0
            if float(diff) > max(1.0, 1e-2 * float(want.double().abs().max())):
                return (f"after call {k} the integer state the reference's forward updates (its "
                        f"keyed tensor {kk}) is not the candidate's tensor {i}: off by "
                        f"{float(diff):g}")
            continue
        why, _ = _compare_one([want], [c], tol if k == 0 else max(tol or 0.0, 1e-2),
                              slack=[slack])
        if why:
            return (f"after call {k} the state the reference's forward updates (its keyed "
                    f"tensor {kk}, e.g. a batch norm's running statistics) is not the "
                    f"candidate's tensor {i}: {why.replace('output 0 ', '', 1)}")
    return None


def _param_pairs(ref, sig):
    """(candidate index, reference index) of the constant-initialised parameters the
    candidate shares with the reference (sandbox.pair_params), [] when the reference ran
    unperturbed or the candidate's signature is not well-formed (it is the child's word)."""
    if not ref.get("perturbed") or not isinstance(sig, list) or len(sig) > 100_000:
        return []
    for e in sig:
        if not (isinstance(e, tuple) and len(e) == 3 and isinstance(e[0], tuple)
                and len(e[0]) <= 64 and all(type(n) is int and n >= 0 for n in e[0])
                and type(e[1]) is str and (e[2] is None or type(e[2]) is float or
                                           type(e[2]) is str and len(e[2]) <= 200)):
            return []
    return sandbox.pair_params(ref["params"], sig, set(ref.get("unread") or ()),
                               set(ref.get("unkeyed") or ()))


class _nullcontext:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _bad_obs(obs):
    """None if a call's observation has the expected shape, else what is wrong with it."""
    want = {"launches": int, "flags": list, "outputs_facts": list}
    if not isinstance(obs, dict):
        return "not a dict"
    for k, t in want.items():
        if not isinstance(obs.get(k), t) or isinstance(obs.get(k), bool) and t is int:
            return f"field {k}"
    if obs.get("error") is not None and not isinstance(obs["error"], str):
        return "field error"
    if not all(isinstance(f, str) for f in obs["flags"]):
        return "field flags"
    if isinstance(obs.get("aliases"), list) and not all(isinstance(a, str) for a in obs["aliases"]):
        return "field aliases"
    if "kept" in obs and (type(obs["kept"]) is not int or obs["kept"] < 0):
        return "field kept"
    for f in obs["outputs_facts"]:
        if not isinstance(f, dict) or not isinstance(f.get("tensor"), bool):
            return "field outputs_facts"
        for k, t in (("numel", int), ("unstored", int), ("device", str), ("type", str),
                     ("known", bool), ("kernel", bool), ("unchanged", bool)):
            if k in f and not isinstance(f[k], t):
                return f"field outputs_facts.{k}"
        if "strides" in f and not (isinstance(f["strides"], list) and len(f["strides"]) <= 64
                                   and all(type(s) is int for s in f["strides"])):
            return "field outputs_facts.strides"
    if obs.get("error") is None and all(f["tensor"] for f in obs["outputs_facts"]):
        if not isinstance(obs.get("outputs"), list) or not isinstance(obs.get("inputs_after"), list) \
                or not isinstance(obs.get("aliases"), list):
            return "missing outputs"
        if len(obs["outputs"]) != len(obs["outputs_facts"]):
            return "outputs and facts disagree"
        if not all(isinstance(a, str) for a in obs["aliases"]):
            return "field aliases"       # never str() of a forged nested container
    return None


def _small(obj, limit=200_000, depth=MAX_FRAME_DEPTH):
    """True iff walking obj as a tree visits at most `limit` nodes (a forged frame can be a
    tiny pickle of a DAG that is exponential as a tree), none nested deeper than `depth` (red
    team 4: a 50,000-deep list in a forged frame made str() in the verdict recurse)."""
    todo, n = [(obj, 0)], 0
    while todo:
        x, d = todo.pop()
        n += 1
        if n > limit or d > depth:
            return False
        if isinstance(x, (list, tuple, set, frozenset)):
            todo.extend((y, d + 1) for y in x)
        elif isinstance(x, dict):
            todo.extend((y, d + 1) for y in x.keys())
            todo.extend((y, d + 1) for y in x.values())
    return True


def _verdict(ref, msgs, ended, trials, tol, device, state, done):
    """Gate 2 and gate 3, decided here from the child's observations."""
    if not _small(msgs):
        return done("runtime", "result frame: too many objects or nested too deep")
    calls = [m.get("obs") for m in msgs if m.get("kind") == "call"]
    final = [m for m in msgs if m.get("kind") == "done"]
    result = final[-1].get("result") if final else None
    if len(final) > 1 or len(msgs) != len(calls) + len(final) or \
            (result is not None and not isinstance(result, dict)):
        return done("runtime", "result frame: unexpected or repeated messages from the child")
    if result is not None and _bad_result(result):
        return done("runtime", f"result frame: malformed final result ({_bad_result(result)})")
    ops = result.get("ops", []) if isinstance(result, dict) else []
    ops = [o for o in ops if isinstance(o, str)] if isinstance(ops, list) else []
    common = dict(torch_ops=ops[:64], output_tail=str(ended.get("tail", ""))[-OUTPUT_TAIL:],
                  t_ref_ms=ref["t_ref_ms"], t_compile_ms=ref["t_compile_ms"])
    common["launches"] = sum(c.get("launches", 0) for c in calls if isinstance(c, dict)
                             and isinstance(c.get("launches"), int))
    common["calls"] = len(calls)
    if ended.get("problem"):
        return done("runtime", "result frame: " + ended["problem"], **common)
    if ended.get("server_died"):
        return done("runtime", ended["how"], **common)
    if len(calls) > trials:
        return done("runtime", f"result frame: {len(calls)} calls reported, {trials} made", **common)
    if result is None and not calls:
        stage = "timeout" if ended.get("timed_out") else "runtime"
        return done(stage, ended["how"] + ("" if ended.get("timed_out") else " before reporting"),
                    **common)
    if isinstance(result, dict) and result.get("kind") == "error":
        stage = result.get("stage")
        return done(stage if stage in ("compile", "runtime") else "runtime",
                    str(result.get("error", ""))[:500], **common)
    if isinstance(result, dict) and result.get("flags"):
        return done(_flag_stage(result["flags"]), "; ".join(str(f) for f in result["flags"])[:500],
                    **common)
    worst, prev = 0.0, None
    for k, obs in enumerate(calls):
        bad, prev, worst = _call_verdict(ref, k, obs, prev, worst, tol, device, state)
        if bad:
            stage, why, extra = bad
            return done(stage, why, **common, **extra)
    if len(calls) < trials or not isinstance(result, dict) or result.get("kind") != "observations":
        stage = "timeout" if ended.get("timed_out") else "runtime"
        return done(stage, f"{ended['how']} after {len(calls)} of {trials} calls",
                    max_abs_err=worst, **common)
    t_new, speedup, suspicious = result.get("t_new_ms"), None, False
    if result.get("flags"):
        return done("fallback", "while timing: " + "; ".join(str(f) for f in result["flags"])[:480],
                    **common)
    if result.get("timing_error"):
        return done("runtime", str(result["timing_error"])[:500], **common)
    if state["timed"]:
        if not isinstance(t_new, float) or t_new <= 0:
            return done("runtime", "result frame: no timing", **common)
        if not isinstance(result.get("idle_calls", 0), int):
            return done("runtime", "result frame: field idle_calls", **common)
        if result.get("idle_calls"):
            return done("fallback", f"{result['idle_calls']} timed calls launched no Triton kernel",
                        **common)
        speedup = ref["t_ref_ms"] / t_new
        suspicious = speedup > SUSPICIOUS_SPEEDUP or bool(result.get("side_stream"))
        checked = result.get("timed_outputs")
        if not isinstance(checked, dict) or len(checked) < min(CHECKED_TIMED_CALLS, len(state["timed"])):
            return done("runtime", "result frame: checked timed outputs missing", **common)
        layouts = result.get("timed_layouts") or {}
        for i, packed in checked.items():
            try:
                outs = sandbox.unpack(packed)
                k = state["timed"][i]
            except Exception as e:  # noqa: BLE001
                return done("runtime", "result frame: " + sandbox.short_exc(e), **common)
            if not all(isinstance(o, torch.Tensor) for o in outs):
                return done("runtime", "result frame: timed outputs are not tensors", **common)
            why, _ = _compare_trial(ref, k, outs, tol)
            if why:
                return done("mismatch", f"wrong in timed call {i}: {why}", max_abs_err=worst,
                            suspicious=True, t_new_ms=t_new, speedup=speedup, **common)
            lay = layouts.get(i)       # (after the comparison: the shapes are the reference's)
            for j in range(len(outs)):
                why = _moved_why(ref, k, j, lay[j] if isinstance(lay, list) and j < len(lay)
                                 else None)
                if why:
                    return done(why[0], "in a timed call: " + why[1], suspicious=True,
                                t_new_ms=t_new, speedup=speedup, **common)
    return done("ok", max_abs_err=worst, t_new_ms=t_new, speedup=speedup,
                suspicious=suspicious, **common)


def _wrong_so_far(ref, k, seen, tol, device, state):
    """Is checked call k, whose report is the last in `seen`, already wrong (_call_verdict)?
    The calls before it passed this check when their reports came (their last outputs and
    largest error kept in state["early"]). Any doubt (a report not where it should be, a check
    that fails to run) is not wrong here: the verdict over all reports decides."""
    try:
        reports = [m.get("obs") for m in seen if isinstance(m, dict) and m.get("kind") == "call"]
        if len(reports) != k + 1 or not _small([seen[-1]]):
            return False
        bad, prev, worst = _call_verdict(ref, k, reports[k], *state["early"], tol, device, state)
    except Exception:  # noqa: BLE001 -- RecursionError, MemoryError, a forged report
        return False
    state["early"] = (prev, worst)
    return bad is not None


def _call_verdict(ref, k, obs, prev, worst, tol, device, state):
    """The checks of one checked call, k, from the child's observation of it: (None or
    (stage, reason, extra fields of the verdict), this call's (reference outputs, outputs) for
    the next call's cached-result check, the largest error so far). _verdict runs it over
    every call in order; the conversation runs it on each call as its report arrives, and stops
    the child at the first wrong one (evaluate: answer)."""
    def bad(stage, why, **extra):
        return (stage, why, extra), prev, worst
    fault = _bad_obs(obs)
    if fault:
        return bad("runtime", f"result frame: malformed observation of call {k} ({fault})")
    if obs["flags"]:
        return bad(_flag_stage(obs["flags"]), "; ".join(obs["flags"])[:500])
    if obs["error"]:
        return bad("runtime", obs["error"][:500])
    if obs["launches"] == 0:
        return bad("fallback", "no Triton kernel was launched")
    for i, f in enumerate(obs["outputs_facts"]):
        why = _gate2(f, i, device)
        if why:
            return bad(why[0], why[1])
    # an output may alias what the reference's own output aliases (its input updated in
    # place and returned, a buffer it updates: red team 19's honest kernels were refused)
    allowed = set(_allowed_aliases(ref, k))
    extra = [a for a in obs["aliases"] if a not in allowed]
    if extra:
        return bad("mismatch", extra[0][:200])
    try:
        outs = sandbox.unpack(obs["outputs"])
        after = sandbox.unpack(obs["inputs_after"])
    except Exception as e:  # noqa: BLE001 -- a forged packed tensor
        return bad("runtime", "result frame: " + sandbox.short_exc(e))
    if not all(isinstance(o, torch.Tensor) for o in outs):
        return bad("runtime", "result frame: outputs are not tensors")
    # (leaf by leaf, through lists, tuples and dicts: red team 57a's in-place update of a
    # running mean held in a list argument, stats[0], was never compared)
    given = sandbox._input_leaves(list(ref["inputs_t"][k]))
    after = sandbox._input_leaves(list(after)) if isinstance(after, (list, tuple)) else []
    for j, (a, b) in enumerate(zip(sandbox._input_leaves(list(ref["after_t"][k])), after)):
        if not isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor) and _same([a], [b]):
            continue
        if j < len(given) and a is given[j]:
            return bad("mismatch", f"the candidate modified input {j}")
        # an input the reference updates in place (x.sigmoid_()) is an answer: compared
        # as outputs are, not byte for byte (red team 50: an honest in-place sigmoid,
        # rounded otherwise than torch's vectorised one, was refused)
        why = _compare_trial(ref, k, [b], tol, against=[a])[0] \
            if isinstance(b, torch.Tensor) and (a.is_floating_point() or a.is_complex()) \
            else "differs"
        if why:
            return bad("mismatch", f"input {j} after the call is not what the reference "
                       f"(which works in place) left there: {why}")
    if state.get("unpaired"):
        return bad("mismatch", f"the reference's forward updates state (its keyed tensors "
                               f"{state['unpaired'][:4]}, e.g. a batch norm's running "
                               f"statistics) that no tensor of the candidate's pairs with")
    if state.get("watch"):
        try:
            got = sandbox.unpack(obs.get("state"))
        except Exception as e:  # noqa: BLE001 -- a forged packed tensor
            return bad("runtime", "result frame: " + sandbox.short_exc(e))
        why = _state_mismatch(ref, k, state["watch"], got, tol)
        if why:
            return bad("mismatch", why)
    ref_outs = ref["outputs_t"][k]
    why, err = _compare_trial(ref, k, outs, tol)
    worst = max(worst, err or 0.0)
    if why:
        if prev is not None and _same(outs, prev[1]) and not _same(ref_outs, prev[0]):
            return bad("mismatch", f"trial {k} repeats the previous call's output "
                                   "(a cached result)", max_abs_err=worst)
        if obs.get("kept"):   # (red team 21: a weight prepared once got a bare mismatch)
            why += (f" (the model keeps {obs['kept']} tensors from an earlier call: what "
                    "they hold goes stale when the weights change; read the weights in "
                    "forward, keep state in a buffer __init__ built and update it in place)")
        return bad("mismatch", f"trial {k}: {why}", max_abs_err=err)
    for i, f in enumerate(obs["outputs_facts"]):     # right values, from a view?
        why = _moved_why(ref, k, i, f.get("strides"))
        if why:
            return bad(why[0], why[1])
    return None, (ref_outs, outs), worst


def _flag_stage(flags):
    """A kernel that Triton's front end does not lower is `compile`; any other flag `fallback`."""
    return "compile" if any(str(f).startswith(sandbox.LOWERING_FLAG) for f in flags) else "fallback"


_RESULT_FIELDS = {"kind": str, "flags": list, "ops": list, "error": str, "stage": str,
                  "t_new_ms": float, "idle_calls": int, "timing_error": str, "side_stream": bool,
                  "timed_outputs": dict, "timed_layouts": dict}


def _bad_result(result):
    """The name of the first field of the child's final result with the wrong type, or None
    (every field is checked before the verdict reads it: the frame is untrusted)."""
    if result.get("kind") not in ("error", "observations"):
        return "kind"
    for key, typ in _RESULT_FIELDS.items():
        v = result.get(key)
        if v is not None and not isinstance(v, typ):
            return key
    if not all(isinstance(f, str) for f in result.get("flags") or ()):
        return "flags"
    if not all(isinstance(i, int) for i in result.get("timed_outputs") or {}):
        return "timed_outputs"
    if not all(isinstance(i, int) and isinstance(v, list) and len(v) <= 10_000 and
               all(isinstance(x, list) and len(x) <= 64 and all(type(n) is int for n in x)
                   for x in v)
               for i, v in (result.get("timed_layouts") or {}).items()):
        return "timed_layouts"
    return None


def _gate2(f, i, device):
    """(stage, reason) if output facts f say output i did not come from the kernels."""
    if not f["tensor"]:
        return "mismatch", f"output {i} is {f.get('type', 'not a tensor')}, not a tensor"
    if f.get("device") != device:
        return "mismatch", f"output {i} is on {f.get('device')}, not {device}"
    if not f.get("numel"):
        return None
    if not f.get("known"):
        return "fallback", f"output {i} is memory that no visible PyTorch op created (a hidden computation)"
    if not f.get("kernel"):
        return "fallback", f"output {i} was not written by a Triton kernel"
    if not f.get("unchanged"):
        return "fallback", f"output {i} changed after its last visible write, outside Triton and PyTorch"
    if f.get("unstored"):
        return "fallback", (f"output {i}: {f['unstored']} of {f['numel']} elements were never "
                            f"stored by a Triton kernel")
    return None


def _row_major(shape, strides):
    """Are the elements of a tensor of this shape and these strides in memory in their logical
    (row-major) order, packed? (The stride of a dimension of size 1 does not matter, as for
    torch's is_contiguous.)"""
    expect = 1
    for n, s in reversed(list(zip(shape, strides))):
        if n != 1 and s != expect:
            return False
        expect *= n
    return True


def _allowed_aliases(ref, k=None):
    """The aliases a candidate's outputs may have: the reference's own (its input updated in
    place and returned, a buffer it updates), except, in a task that only moves data, an
    input's memory the reference did not change: an output that is an unchanged input's
    memory moved nothing, and the kernels must move the data (red team 20: a kernel re-stored
    x onto itself and forward returned x.t(), as the reference does). At trial k, or over all
    trials (for the timed calls)."""
    al = list(ref.get("aliases") or [])
    if not ref.get("moves_only"):
        return al
    # (by leaf, as sandbox._aliases labels inputs)
    after = [sandbox._input_leaves(list(a)) for a in ref.get("after_t") or []]
    given = [sandbox._input_leaves(list(g)) for g in ref.get("inputs_t") or []]
    ks = range(len(after)) if k is None else [k]

    def changed(j):      # (in every trial asked about: its bytes after the call differ)
        return all(k < len(given) and j < len(after[k]) and j < len(given[k]) and
                   isinstance(after[k][j], torch.Tensor) and
                   not _same([after[k][j]], [given[k][j]]) for k in ks)
    keep = []
    for a in al:
        m = re.fullmatch(r"output \d+ aliases input (\d+)", a)
        if m is None or changed(int(m.group(1))):
            keep.append(a)
    return keep


def _moved_why(ref, k, i, strides):
    """(stage, reason) if, in a task that only moves data, output i of the call on input set
    k is not laid out in memory in its logical order (nor as the reference's output is), else
    None. Outputs are compared by value (packing makes them contiguous), so without this a
    kernel could copy x in order and forward return y.t(): the transpose, the task's whole
    work, would be done by a PyTorch view and the verifier's own packing (red team 6's
    cheat_moves_3; expand, narrow, diagonal, permute the same). The kernels' stores must put
    each element where the answer's logical order has it: an honest kernel writes a contiguous
    output; the reference's own layout is accepted too (a reference that returns a view of
    what it built does no more movement than a candidate that does the same). Tasks that
    compute may return views freely."""
    if not ref.get("moves_only"):
        return None
    outs = ref["outputs_t"][k] if k < len(ref["outputs_t"]) else []
    if i >= len(outs) or not outs[i].numel():
        return None          # (called once the values matched: the shapes are the reference's)
    shape = tuple(outs[i].shape)
    if not (isinstance(strides, list) and len(strides) == len(shape)
            and all(type(s) is int for s in strides)):
        return "runtime", f"result frame: output {i}'s layout is missing or malformed"
    if _row_major(shape, strides):
        return None
    lay = (ref.get("layouts") or [])
    want = lay[k][i] if k < len(lay) and isinstance(lay[k], list) and i < len(lay[k]) else None
    if isinstance(want, list) and len(want) == len(shape) and \
            all(a == b for n, a, b in zip(shape, strides, want) if n != 1):
        return None
    return "fallback", (f"output {i} is a view with strides {tuple(strides)} of memory the "
                        f"kernels wrote in another order: in a task that only moves data the "
                        f"kernels must store each output in its logical (contiguous) order, "
                        f"not leave the movement to a PyTorch view")


def _norm_op(name):
    """'torch.relu', 'F.relu', 'aten::relu', 'aten.relu.default' -> 'relu' (an aten overload
    packet name: what the dispatcher sees, e.g. 'addmm' for a linear layer)."""
    name = name.replace("::", ".")
    skip = ("torch", "ops", "aten", "default", "Tensor", "nn", "functional", "F")
    parts = [p for p in name.split(".") if p not in skip]
    return parts[0] if parts else name


def _kind(ref, k):
    """Trial k's kind ("normal", "large", "small", ...; "" when unknown)."""
    specs = ref.get("specs") or []
    return specs[k][0] if k < len(specs) and isinstance(specs[k], (list, tuple)) else ""


def _nan_draw(ref, k):
    """Did trial k's inputs hold NaNs (sandbox._with_nans)?"""
    specs = ref.get("specs") or []
    sp = specs[k] if k < len(specs) and isinstance(specs[k], (list, tuple)) else ()
    return len(sp) > 4 and sp[4] in sandbox.NAN_DRAWS


def _large(ref, k):
    """Is trial k a range trial at 100-1000x get_inputs()?"""
    return _kind(ref, k) == "large"


def _rounding(ref, k, n):
    """Trial k's per-output flags, unpacked once per reference (_reference: rounding_t)."""
    cached = ref.get("rounding_t")
    return cached[k] if cached and k < len(cached) and len(cached[k]) == n else \
        _rounding_flags(ref, k, n)


def _rounding_flags(ref, k, n):
    """Trial k's per-output flags (sandbox._rounding_outputs): True where the reference's
    answer is its own rounding, and only finiteness is compared; "skip" where it was made from
    an overflow, and nothing is; (keep, full, bound, groups, scan) where only some elements are
    compared in full, or where the output packs several computed tensors at the large trial:
    bool tensors of the output's real view, the elements compared at all and those of them
    compared in full, the relative bound the others are held to (None: their finiteness
    only), which computed tensor each element belongs to (int32, or None: one), and the
    absolute part a cumulative sum's elements get from their line (float32, or None:
    sandbox._scan_floor). n flags."""
    flags = ref.get("rounding") or []
    flags = flags[k] if k < len(flags) else None
    if not isinstance(flags, list) or len(flags) != n:
        return [False] * n
    out = []
    for f in flags:
        if type(f) is bool or f == "skip" or f == "exact":
            out.append(f)
        elif isinstance(f, dict) and isinstance(f.get("mask"), tuple) and \
                isinstance(f.get("full"), tuple):
            try:
                keep, full = (sandbox.unpack(f[k]).to(torch.bool) for k in ("mask", "full"))
            except ValueError:
                return [False] * n
            bound, groups = f.get("bound"), f.get("groups")
            if groups is not None:
                try:
                    groups = sandbox.unpack(groups) if isinstance(groups, tuple) else None
                except ValueError:
                    return [False] * n
                if groups is None or groups.shape != keep.shape or groups.dtype != torch.int32 \
                        or not groups.numel() or int(groups.min()) < 0:
                    return [False] * n
            if keep.shape != full.shape or not (bound is None or type(bound) is float and
                                                 math.isfinite(bound) and bound >= 0):
                return [False] * n
            scan = f.get("scan")
            if scan is not None:
                try:
                    scan = sandbox.unpack(scan) if isinstance(scan, tuple) else None
                except ValueError:
                    return [False] * n
                if scan is None or scan.shape != keep.shape or scan.dtype != torch.float32 \
                        or not bool(torch.isfinite(scan).all()) or bool((scan < 0).any()):
                    return [False] * n
            out.append((keep, full & keep, bound, groups, scan))
        elif isinstance(f, dict) and set(f) == {"alt"} and isinstance(f["alt"], list) and \
                0 < len(f["alt"]) <= 3 and all(isinstance(a, tuple) for a in f["alt"]):
            # (other answers an element may match: a 16-bit output's float64 twin's, as
            # float32, sandbox._alt_answers; the reference's with a grid op's near-ties moved,
            # sandbox._grid_alts)
            try:
                alts = [sandbox.unpack(a) for a in f["alt"]]
            except ValueError:
                return [False] * n
            if not all(isinstance(a, torch.Tensor) and a.is_floating_point() and
                       bool(torch.isfinite(a).all()) for a in alts):
                return [False] * n
            out.append(("alt", alts))
        else:
            return [False] * n
    return out


def _compare_trial(ref, k, outs, tol, against=None):
    """_compare_one of outs against trial k's answer, as that trial's kind asks (against:
    other tensors of the reference's at trial k, an input it updated in place, compared the
    same way with no rounding flags)."""
    ref_outs = ref["outputs_t"][k] if against is None else against
    # (after the large trial, each element may also be off by what the reference's own
    # answer moves with its state rounded 2 eps off: sandbox._state_response)
    responses = ref.get("responses_t") or []
    slack = responses[k] if against is None and k < len(responses) else None
    # (a parameter trial scales the answer with its weights, as the large trial does with
    # its inputs: the absolute part is max|ref| there too; the 600-program run's honest
    # LayerNorm after a clamp, its weight and bias moved 30x with opposite signs, cancelled to
    # ~0 with 3e-4 of rounding)
    return _compare_one(ref_outs, outs, tol, _large(ref, k) or _kind(ref, k) == "params",
                        # (integer outputs at a NaN draw neither: how an argmax takes NaN)
                        exact=_kind(ref, k) not in sandbox.RANGE_KINDS and not _nan_draw(ref, k),
                        rounding=_rounding(ref, k, len(ref_outs)) if against is None else None,
                        slack=slack if isinstance(slack, list) else None)


def _scale_str(scale):
    """The absolute part of a tolerance, for an error message (per element: its range)."""
    if isinstance(scale, torch.Tensor):
        lo, hi = float(scale.min()), float(scale.max())
        return f"{hi:.3g}" if lo == hi else f"{lo:.3g}..{hi:.3g}"
    return f"{scale:.3g}"


def _compare_one(ref_outs, outs, tol, large=False, exact=True, rounding=None, slack=None):
    """(None, max_abs_err) if outs matches ref_outs, else (reason, max_abs_err or None).
    |o - r| <= t * (|r| + s) elementwise, s = min(1, max|r|) (all-zero answers: exact);
    at a large trial s = max|r|: rounding grows with the inputs where an output cancels to
    ~0 (a sum or a convolution at 1000x), and a floor of 1 would be 1000 times stricter
    than at get_inputs() as written. Complex outputs compare their (re, im) pairs,
    integer/bool outputs must be equal (exact=False, at a range trial: not compared, only
    their shape and dtype; see sandbox._usable). Where rounding[i] (the reference's answer is
    its own rounding there, sandbox._rounding_outputs) only that output i is finite is
    compared; where it is "skip" (made from an overflow), only its shape and dtype; where it
    is ("alt", [answers]), an element is right within the tolerance of the reference's
    answer or of one of those, each another answer an honest kernel may give: a 16-bit
    output's float64 twin (sandbox._alt_answers), the reference with a grid op's near-ties
    moved (sandbox._grid_alts). Each is a whole answer held to the same tolerance, never a
    bound measured on the worst element. slack[i], where given, is an elementwise absolute
    allowance added to output i's bound (a state's rounding of the values it was built from,
    _state_mismatch)."""
    if len(outs) != len(ref_outs):
        return f"returns {len(outs)} outputs, the reference {len(ref_outs)}", None
    worst = 0.0
    for i, (r, o) in enumerate(zip(ref_outs, outs)):
        if tuple(o.shape) != tuple(r.shape):
            return f"output {i} has shape {tuple(o.shape)}, expected {tuple(r.shape)}", None
        if o.dtype != r.dtype:
            return f"output {i} has dtype {o.dtype}, expected {r.dtype}", None
        flag = rounding[i] if rounding else False
        alt = None
        if isinstance(flag, tuple) and len(flag) == 2 and type(flag[0]) is str:
            # ("alt", the float64 twin's answer): a 16-bit output's element is right within
            # the tolerance of the reference's answer or of this one (sandbox._alt_answers)
            alt, flag = flag[1], False
        if r.numel() == 0 or (type(flag) is str and flag == "skip"):
            continue               # (an output the reference made from an overflow: not compared)
        if not (r.dtype.is_floating_point or r.dtype.is_complex):
            if isinstance(flag, tuple):
                # (a reference that picks among ties: its steady elements only, at every
                # trial; sandbox._steady_picks)
                keep = flag[0]
                if keep.shape != r.shape:
                    return f"output {i}: the reference's comparison mask does not fit it", None
                keep = keep.to(r.device)
                o, r = o[keep], r[keep]
            elif not exact and not (type(flag) is str and flag == "exact"):
                continue        # (at a range trial, unless steady there: sandbox._steady_ints)
            # integers, bools, indices: exact (a tolerance would be slack on fixed point)
            if r.dtype == torch.bool:
                # byte for byte: torch.equal reads any nonzero byte as True, so a kernel that
                # stored x's raw low bytes had the comparison x != 0 done here (red team 9)
                o, r = o.view(torch.uint8), r.view(torch.uint8)
            if not torch.equal(o, r):
                err = float((o.double() - r.double()).abs().max())
                return f"output {i} differs: {err:g} on an exact (integer/bool) output", err
            continue
        t = tol if tol is not None else TOL.get(r.dtype, TOL.get(r.real.dtype, 1e-4))
        if r.dtype.is_complex:      # compare (re, im) pairs: .double() would drop im
            r, o = torch.view_as_real(r), torch.view_as_real(o)
        r64, o64 = r.double(), o.double()
        scale = None
        if isinstance(flag, tuple):
            # only these elements: the rest the reference made from an overflow (red team
            # 29); of them, those compared in full are where the reference is its float64
            # twin's value and steady under a nudge (red team 31), the rest within the
            # rounding bound
            keep, full, bound, groups, scan = flag
            if keep.shape != r64.shape or full.shape != r64.shape:
                return f"output {i}: the reference's comparison mask does not fit it", None
            keep, full = keep.to(r64.device), full.to(r64.device)
            if not bool(torch.isfinite(o64[keep]).all()):
                return f"output {i} has NaN/Inf", None
            # (the magnitude that sets the absolute part is the kept elements', as the
            # reference child's test of them was: sandbox._near_elements)
            kept = r64[keep]
            top = float(kept.abs().max()) if kept.numel() else 0.0
            scale = top if large else min(1.0, top)
            if groups is not None and groups.shape == r64.shape and bool(keep.any()):
                # per computed tensor the output packs (sandbox._group): each its own
                # magnitude; at the large trial never below min(1, the output's), the
                # absolute part the reference child judged the elements by (an exp
                # underflowing to 3e-5 beside a LayerNorm was held to 1e-4 of its own tiny
                # size, and an honest kernel was refused); at a normal call min(1, its own),
                # as it would be returned alone (red team 72: a float-float split's low word,
                # packed beside the high word, passed as 0)
                g = groups.to(r64.device).long()
                tops = torch.zeros(int(g.max()) + 1, dtype=torch.float64, device=r64.device)
                tops = tops.scatter_reduce(0, g[keep], r64[keep].abs(), "amax")
                scale = tops[g].clamp(min=min(1.0, top)) if large else tops[g].clamp(max=1.0)
            if scan is not None and scan.shape == r64.shape:
                # a cumulative sum's elements: at least their line's magnitude, the running
                # sums they were added through (sandbox._scan_floor)
                if not isinstance(scale, torch.Tensor):
                    scale = torch.full_like(r64, scale)
                scale = torch.maximum(scale, scan.to(r64))
            rest = keep & ~full
            if bound is not None and bool(rest.any()):
                # where the reference is its own rounding: within what rounding explains
                # (sandbox._rounding_bound), not only finite
                d = (o64[rest] - r64[rest]).abs()
                # with the absolute part the bound was measured with, min(1, max |ref|), and
                # never the large trial's max: the bound is the rounding measured there, so
                # the growth of rounding with the inputs that the large trial's absolute part
                # stands for is in it (red team 32: a one-pass covariance fitted in the
                # difference; a one-pass variance beside a mean output passed at 3 keys in 40
                # while the tolerance kept max |ref|)
                sb = min(1.0, top)
                if not bool((d <= (t + bound) * (r64[rest].abs() + sb)).all()):
                    err = float(d.max())
                    return (f"output {i} differs: max abs err {err:.3g} > (tol {t:g} + rounding "
                            f"{bound:.3g}) x (|ref| + {sb:.3g}) where the reference is its own "
                            f"rounding"), err
            if isinstance(scale, torch.Tensor):
                scale = scale[full]
            r64, o64 = r64[full], o64[full]
            flag = False
            if not r64.numel():
                continue
        else:
            top = float(r64.abs().max())               # the output's own magnitude
        diff = (o64 - r64).abs()
        err = float(diff.nan_to_num(float("inf")).max())
        if not torch.isfinite(o64).all():
            return f"output {i} has NaN/Inf", err
        if flag is True:
            continue               # (nor counted in max_abs_err: not compared)
        if scale is None:
            scale = top if large else min(1.0, top)    # (no fixed floor)
        bound = t * (r64.abs() + scale)
        if slack is not None and i < len(slack) and isinstance(slack[i], torch.Tensor) and \
                tuple(slack[i].shape) == tuple(r64.shape):
            bound = bound + slack[i].to(r64.device)
        fine = diff <= bound
        if alt is not None and not bool(fine.all()):
            # (an element the reference rounded otherwise than an honest kernel may: right
            # where it is within the same tolerance of one of the other answers)
            least = diff
            for a in alt:
                if tuple(a.shape) != tuple(r64.shape):
                    continue
                a64 = a.to(r64.device).double()
                off = (o64 - a64).abs()
                fine |= off <= t * (a64.abs() + scale)
                least = torch.minimum(least, off)
            err = float(least.max())
        worst = max(worst, err)
        if not bool(fine.all()):
            return (f"output {i} differs: max abs err {err:.3g} > tol {t:g} x (|ref| + "
                    f"{_scale_str(scale)})"), err
        # A zero/constant answer passes an absolute tolerance when the true answer is tiny;
        # but where the reference varies only by its own rounding, a few steps of the output's
        # dtype at its magnitude, a constant is the answer: tanh(tanh(x)) saturated rounds to
        # tanh(1) give or take an ulp or two (KernelBench level 2's 25_Conv2d_Min_Tanh_Tanh
        # was refused at one verifier key in four with a one-step allowance). Up to 8 steps,
        # and never more than a quarter of the tolerance (16-bit formats: one step). Only
        # where the constant passes by the absolute part of the tolerance: one within t x |ref|
        # of every element is right by the relative part alone (level 5 seed 138, hardsigmoid
        # -> group_norm -> logsumexp: at a far draw every group saturates, the answer is
        # log(n) and the reference's group norm rounds it a few ulps apart; the teacher's
        # exact constant was refused at 3 keys in 10)
        eps = torch.finfo(o.dtype).eps
        if o64.numel() > 1 and bool((o64 == o64.reshape(-1)[0]).all()) and \
                float(r64.max() - r64.min()) > max(eps, min(8 * eps, t / 4)) * top and \
                not bool((diff <= t * r64.abs()).all()):
            return f"output {i} is constant ({float(o64.reshape(-1)[0]):g}) where the reference varies", err
    return None, worst


def _same(a, b):
    """Bitwise equality of two lists of tensors (NaN equal to NaN)."""
    def raw(t):
        return t.contiguous().reshape(-1).view(torch.uint8) if t.numel() else t
    return len(a) == len(b) and all(x.shape == y.shape and x.dtype == y.dtype and
                                    torch.equal(raw(x), raw(y)) for x, y in zip(a, b))


def default_workers():
    """Verifier processes by default: one per core this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def evaluate_many(pairs, workers=None, **kw):
    """evaluate() over (reference_src, candidate_src) pairs, in input order; a job may carry
    a third item, its own allow_torch_ops. Correctness runs `workers` at a time (one fork
    server each); timing, when on, then runs one candidate at a time on the GPU for the
    correct ones, so no two timed kernels share the device."""
    from concurrent.futures import ThreadPoolExecutor
    jobs = [(p[0], p[1], dict(kw, allow_torch_ops=p[2]) if len(p) > 2 else kw) for p in pairs]
    if not jobs:
        return []
    workers = max(1, min(len(jobs), workers or default_workers()))
    device = _resolve_device(kw.get("device", "auto"))
    timed = _resolve_timing(kw.get("timing", "auto"), device)

    def one(j, **extra):
        try:
            return evaluate(j[0], j[1], **dict(j[2], **extra))
        except (ValueError, RuntimeError) as e:      # bad arguments: the caller's error
            raise e
        except Exception as e:  # noqa: BLE001 -- never lose a batch to one candidate
            return EvalResult(stage="runtime", error="verifier: " + sandbox.short_exc(e))

    with ThreadPoolExecutor(workers) as pool:
        results = list(pool.map(lambda j: one(j, **({"timing": "off"} if timed else {})), jobs))
    if timed:
        results = [one(j) if res.correct else res for j, res in zip(jobs, results)]
    return results


# ----------------------------------------------------------------------------------------
# CLI

_BENCH_FILES = (("ref_relu.py", "good_relu.py"), ("ref_softmax.py", "good_softmax.py"),
                ("ref_linear.py", "good_linear.py"), ("ref_linear_relu.py", "good_two_kernels.py"))


def _bench_cases():
    """(reference, candidate) sources for the benchmark: ReLU, softmax, a matmul (nn.Linear)
    and a candidate with two kernels and an intermediate buffer."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tests", "verifier_cases")

    def read(n):
        with open(os.path.join(here, n)) as f:
            return f.read()
    return [(read(ref), read(cand)) for ref, cand in _BENCH_FILES]


def bench(n=40, workers=None):
    """Evaluations per second through evaluate_many on the bench cases."""
    cases = _bench_cases()
    workers = workers or os.cpu_count() or 1
    # Warm-up: start the servers and fill the reference cache (a GRPO group shares its reference).
    evaluate_many(cases * workers, workers=workers)
    pairs = [cases[i % len(cases)] for i in range(n)]
    t0 = time.monotonic()
    res = evaluate_many(pairs, workers=workers)
    dt = time.monotonic() - t0
    ok = sum(r.correct for r in res)
    return {"evals": n, "workers": workers, "seconds": round(dt, 2),
            "evals_per_s": round(n / dt, 2), "correct": ok,
            "load_avg": round(os.getloadavg()[0], 2)}


def noise(repeats=8):
    """The spread of r_s = log(t_ref / t_new) when the same correct candidate is timed again
    and again (same seed: same inputs): the noise DRPO's speed weights must not mistake for
    speed (train.py's --speed-noise). GPU only. Returns one row per bench case."""
    rows = []
    for (_, name), (ref, cand) in zip(_BENCH_FILES, _bench_cases()):
        rs = []
        for _ in range(repeats):
            res = evaluate(ref, cand, device="cuda")
            if not res.correct:
                rows.append({"case": name, "error": f"{res.stage}: {res.error}"[:200]})
                break
            rs.append(rewards(res)[1])
        else:
            rows.append({"case": name, "repeats": repeats,
                         "r_s_median": round(statistics.median(rs), 4),
                         "r_s_sd": round(statistics.stdev(rs), 4) if len(rs) > 1 else None,
                         "r_s_range": round(max(rs) - min(rs), 4)})
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description="Verify a Triton candidate against its reference.")
    ap.add_argument("reference", nargs="?", help="KernelBench-format reference .py (Model, get_inputs, get_init_inputs)")
    ap.add_argument("candidate", nargs="?", help="candidate .py defining ModelNew with @triton.jit kernels")
    ap.add_argument("--trials", type=int, default=6, help="random input sets checked (count)")
    ap.add_argument("--seed", type=int, default=0, help="seed for weights and inputs")
    ap.add_argument("--timeout", type=float, default=60.0, help="candidate time limit (seconds)")
    ap.add_argument("--device", default="auto", help="auto, cpu (interpreter) or cuda")
    ap.add_argument("--timing", default="auto", help="auto (GPU only), off, compile (also torch.compile)")
    ap.add_argument("--allow", default="", help="comma-separated torch ops allowed in forward")
    ap.add_argument("--json", action="store_true", help="print the EvalResult as JSON")
    ap.add_argument("--bench", action="store_true", help="print evaluations per second and exit")
    ap.add_argument("--bench-n", type=int, default=40, help="evaluations in --bench (count)")
    ap.add_argument("--workers", type=int, default=None, help="parallel fork servers (count)")
    ap.add_argument("--noise", type=int, default=0, metavar="N",
                    help="GPU: time each bench case N times, print the spread of r_s, and exit")
    ap.add_argument("--rules", action="store_true", help="print the candidate rules and exit")
    args = ap.parse_args(argv)
    if args.noise:
        if not torch.cuda.is_available():
            print("error: --noise times kernels on a GPU; this machine has no CUDA device",
                  file=sys.stderr)
            return 2
        for row in noise(args.noise):
            print(json.dumps(row))
        return 0
    if args.rules:
        print(CANDIDATE_RULES, end="")
        return 0
    if args.bench:
        print(json.dumps(bench(args.bench_n, args.workers)))
        return 0
    if not args.reference or not args.candidate:
        print("error: need REFERENCE.py and CANDIDATE.py (or --bench)", file=sys.stderr)
        return 2
    try:
        with open(args.reference, errors="surrogateescape") as f:
            ref_src = f.read()
        with open(args.candidate, errors="surrogateescape") as f:
            cand_src = f.read()
    except OSError as e:
        print(f"error: cannot read {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        res = evaluate(ref_src, cand_src, trials=args.trials, seed=args.seed, timing=args.timing,
                       timeout_s=args.timeout, device=args.device,
                       allow_torch_ops=[a for a in args.allow.split(",") if a])
    except (ValueError, RuntimeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(asdict(res)))
    else:
        sp = f"{res.speedup:.2f}x" if res.speedup is not None else "untimed"
        print(f"{res.stage}: {res.error or 'correct'} | speedup {sp} | "
              f"max_abs_err {res.max_abs_err if res.max_abs_err is not None else '-'} | "
              f"{res.launches} launches | {res.wall_s:.1f}s")
    return 0 if res.correct else 1


if __name__ == "__main__":
    sys.exit(main())
