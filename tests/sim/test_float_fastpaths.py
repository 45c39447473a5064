"""The simulator's fast exact float paths agree bit for bit with the slow exact formulations.

``vcommon.sum_rounded`` rounds a plain f64 sum to f32/f16 and recomputes only the lanes where double rounding
could differ (halfway points, the target's subnormal range) with the round-to-odd sum. These tests compare
``fma_f32``/``fma_f16`` with the all-lanes round-to-odd references and, on a sample, with exact rational
arithmetic, on random values and on adversarial ones: f64 sums that land exactly on an f32 halfway point while
the exact value does not (the double-rounding trap), exact ties, denormals, huge/tiny, inf and NaN.
"""

from fractions import Fraction

import numpy as np
import pytest

from torch_cdna.sim.semantics.valu_special import div_fmas
from torch_cdna.sim.semantics.vcommon import (_round_to_odd_sum, fma_f16, fma_f16_exact, fma_f32, fma_f32_exact,
                                              sum_rounded)


def _bits(x: np.ndarray) -> np.ndarray:
    return np.asarray(x).view(np.uint32 if x.dtype == np.float32 else np.uint16)


def _same(fast: np.ndarray, ref: np.ndarray) -> None:
    """Bit-identical, except that any NaN matches any NaN payload the reference also produced."""
    fb, rb = _bits(fast), _bits(ref)
    both_nan = np.isnan(fast) & np.isnan(ref)
    bad = (fb != rb) & ~both_nan
    assert not bad.any(), f"{int(bad.sum())} lanes differ, first at {np.argwhere(bad)[0]}"


def _f32_special(rng: np.random.Generator, n: int) -> np.ndarray:
    """f32 values mixing normals of every magnitude, denormals, zeros, infinities and NaNs."""
    bits = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    specials = np.array([0, 0x80000000, 1, 0x80000001, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0x7F800000,
                         0xFF800000, 0x7FC00000, 0x7FA00000, 0x3F800000, 0x3F800001, 0x33800000], dtype=np.uint32)
    pick = rng.random(n) < 0.2
    bits[pick] = rng.choice(specials, int(pick.sum()))
    return bits.view(np.float32)


def _f32_halfway_traps(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(a, b, c) with a*b = +-h*(1 +- 2**-46), h half an ulp of c: the f64 sum rounds exactly onto the f32
    halfway point next to c while the exact value lies just beside it."""
    c = (rng.integers(0x00800000, 0x7E000000, n, dtype=np.uint64).astype(np.uint32)).view(np.float32)
    c = np.where(rng.random(n) < 0.5, -c, c).astype(np.float32)
    e = np.frexp(c.astype(np.float64))[1]  # |c| in [2**(e-1), 2**e)
    h = np.ldexp(1.0, e - 1 - 24)  # half an ulp of c
    eps = np.where(rng.random(n) < 0.5, 1.0, -1.0)
    # make a*b = h*(1 +- 2^-46) exactly: a = 2^ea (1 + 2^-23), b = 2^eb (1 -+ 2^-23) with 2^(ea+eb) = h
    ea = np.frexp(np.sqrt(h))[1]
    eb = e - 1 - 24 - ea
    a = np.ldexp(1 + 2.0**-23, ea).astype(np.float32)
    b = np.ldexp(1 - eps * 2.0**-23, eb).astype(np.float32)
    sign = np.where(rng.random(n) < 0.5, 1.0, -1.0).astype(np.float32)
    return (a * sign).astype(np.float32), b, c


def _exact32(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """``fma_f32_exact`` with numpy's expected flags silenced: widening a signalling NaN input to f64 raises
    'invalid' (the inputs mix in sNaN patterns on purpose)."""
    with np.errstate(invalid="ignore", over="ignore"):
        return fma_f32_exact(a, b, c)


def _fraction_fma_f32(a: float, b: float, c: float) -> float:
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    return float(np.float32(_round_fraction_to_f32(exact)))


def _round_fraction_to_f32(x: Fraction) -> float:
    """Round an exact rational to the nearest f32 (ties to even), via integer arithmetic."""
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    x = abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** e > x:
        e -= 1
    e = max(e, -126)  # subnormals share the exponent of the smallest normal
    q = x / Fraction(2) ** (e - 23)  # the f32 significand scaled to an integer, plus a fraction
    n, r = divmod(q.numerator, q.denominator)
    twice = 2 * r
    if twice > q.denominator or (twice == q.denominator and n % 2):
        n += 1
    value = Fraction(n) * Fraction(2) ** (e - 23)
    if value >= Fraction(2) ** 128:
        return sign * float("inf")
    return sign * float(value)


@pytest.mark.parametrize("case", range(3))
def test_fma_f32_random_and_special_match_round_to_odd(case, rng_seed):
    rng = np.random.default_rng([rng_seed, case])
    n = 200_000
    a, b, c = (_f32_special(rng, n) for _ in range(3))
    _same(fma_f32(a, b, c), _exact32(a, b, c))
    # ordinary magnitudes (most lanes take the fast path)
    a, b, c = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
    _same(fma_f32(a, b, c), _exact32(a, b, c))


def test_fma_f32_double_rounding_traps(rng_seed):
    rng = np.random.default_rng(rng_seed)
    a, b, c = _f32_halfway_traps(rng, 20_000)
    p = a.astype(np.float64) * b.astype(np.float64)
    s = p + c.astype(np.float64)
    naive = s.astype(np.float32)
    fast, ref = fma_f32(a, b, c), _exact32(a, b, c)
    _same(fast, ref)
    assert (_bits(naive) != _bits(ref)).sum() > 1000, "the traps should defeat a plain f64 sum"
    for i in range(0, 20_000, 997):  # exact rational reference on a sample
        want = _fraction_fma_f32(float(a[i]), float(b[i]), float(c[i]))
        assert np.float32(want).view(np.uint32) == fast[i].view(np.uint32), (a[i], b[i], c[i])


def test_fma_f32_exact_ties_and_subnormal_results(rng_seed):
    rng = np.random.default_rng(rng_seed)
    n = 50_000
    # exact ties: c + a*b exactly halfway between two f32 values (a*b = half an ulp of c)
    c = rng.integers(1 << 23, 1 << 24, n).astype(np.float32)  # integers: ulp 1
    a = np.full(n, 0.5, dtype=np.float32)
    b = np.where(rng.random(n) < 0.5, 1.0, -1.0).astype(np.float32)
    _same(fma_f32(a, b, c), _exact32(a, b, c))
    # results in the f32 subnormal range, including halfway points there
    a = (rng.integers(1, 1 << 24, n) * 2.0**-80).astype(np.float32)
    b = (rng.integers(1, 1 << 12, n) * 2.0**-70).astype(np.float32)
    c = (rng.integers(-(1 << 20), 1 << 20, n) * 2.0**-149).astype(np.float32)
    _same(fma_f32(a, b, c), _exact32(a, b, c))
    for i in range(0, n, 2503):
        want = _fraction_fma_f32(float(a[i]), float(b[i]), float(c[i]))
        assert np.float32(want).view(np.uint32) == fma_f32(a[i:i + 1], b[i:i + 1], c[i:i + 1])[0].view(np.uint32)


def test_fma_f32_overflow_threshold():
    """The f32 overflow threshold (halfway between FLT_MAX and 2**128) is a halfway point too."""
    fmax = np.float32(np.finfo(np.float32).max)
    half_ulp = 2.0**103
    eps = [2.0**-40, -(2.0**-40), 0.0]
    a = np.array([np.float32(half_ulp * (1 + e)) for e in eps] * 2, dtype=np.float32)
    b = np.ones(6, dtype=np.float32)
    c = np.array([fmax] * 3 + [-fmax] * 3, dtype=np.float32)
    a[3:] = -a[3:]
    _same(fma_f32(a, b, c), _exact32(a, b, c))


@pytest.mark.parametrize("case", range(2))
def test_fma_f16_matches_round_to_odd(case, rng_seed):
    rng = np.random.default_rng([rng_seed, case])
    n = 200_000
    bits = rng.integers(0, 2**16, (3, n), dtype=np.uint64).astype(np.uint16)
    a, b, c = bits.view(np.float16)
    _same(fma_f16(a, b, c), fma_f16_exact(a, b, c))
    # f16 products have at most 22 bits, so the f64 sum of an f16 fma is never rounded onto a halfway point
    # it misses; exact ties (c + half an ulp) are still halfway points and take the exact path
    c = rng.integers(1025, 2048, n).astype(np.float16)  # ulp 1 (and c - 0.5 >= 1024), half ulp 0.5
    a = np.full(n, np.float16(0.5))
    b = np.where(rng.random(n) < 0.5, 1.0, -1.0).astype(np.float16)
    _same(fma_f16(a, b, c), fma_f16_exact(a, b, c))
    assert (fma_f16(a, b, c).astype(np.int64) % 2 == 0).all()  # ties to even


def test_sum_rounded_with_scale_matches_round_to_odd(rng_seed):
    """The v_div_fmas form: the sum times 2**+-64 rounded once (results reach the f32 subnormal range)."""
    rng = np.random.default_rng(rng_seed)
    n = 100_000
    a, b, c = (_f32_special(rng, n) for _ in range(3))
    with np.errstate(invalid="ignore", over="ignore"):  # sNaN inputs widened; inf * 0
        p = a.astype(np.float64) * b.astype(np.float64)
    scale = rng.choice(np.array([-64, 0, 64]), n)
    with np.errstate(all="ignore"):
        ref = np.ldexp(_round_to_odd_sum(p, c.astype(np.float64)), scale).astype(np.float32)
        fast = sum_rounded(p, c.astype(np.float64), np.float32, scale)
    _same(fast, ref)
    vcc = scale != 0
    with np.errstate(all="ignore"):
        out = div_fmas(a, b, c, vcc, "f32")
        factor = np.where(vcc, np.where(((c.view(np.uint32) >> 23) & 0xFF) > 127, 64, -64), 0)
        want = np.ldexp(_round_to_odd_sum(p, c.astype(np.float64)), factor).astype(np.float32)
    _same(out, want)


def _operands(rng: np.random.Generator, n: int, ty: str) -> np.ndarray:
    """Random bit patterns of ``ty`` over every exponent, with zeros/denormals/inf/NaN mixed in."""
    if ty == "f32":
        return _f32_special(rng, n)
    bits = rng.integers(0, 2**63, n, dtype=np.uint64) | (rng.integers(0, 2, n, dtype=np.uint64) << np.uint64(63))
    specials = np.array([0, 1 << 63, 1, 0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF,
                         0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x3FF0000000000000],
                        dtype=np.uint64)
    pick = rng.random(n) < 0.2
    bits[pick] = rng.choice(specials, int(pick.sum()))
    return bits.view(np.float64)


@pytest.mark.parametrize("ty", ["f32", "f64"])
def test_div_scale_and_fixup_fast_lanes_match_the_case_analysis(ty, rng_seed):
    from torch_cdna.sim.semantics.valu_special import _div_fixup_cases, _div_scale_cases, div_fixup, div_scale
    rng = np.random.default_rng(rng_seed)
    n = 100_000
    num, den = _operands(rng, n, ty), _operands(rng, n, ty)
    # exponents near every threshold: scale num by 2**k relative to den
    near = rng.random(n) < 0.5
    dt = num.dtype.type
    with np.errstate(all="ignore"):
        k = rng.integers(-160 if ty == "f32" else -1100, 160 if ty == "f32" else 1100, n)
        num = np.where(near, np.ldexp(den.astype(np.float64), k).astype(dt), num).astype(dt)
        for s0 in (den, num):
            out, vcc = div_scale(num, den, s0, ty)
            want_out, want_vcc = _div_scale_cases(num, den, s0, ty)
            assert np.array_equal(vcc, want_vcc)
            assert np.array_equal(out.view(out.dtype), want_out, equal_nan=True)
            ui = np.uint32 if ty == "f32" else np.uint64
            assert np.array_equal(out.view(ui), want_out.view(ui))
        q = (num.astype(np.float64) / den.astype(np.float64)).astype(dt)
        q = np.where(rng.random(n) < 0.05, dt(np.nan), q).astype(dt)
        got, want = div_fixup(q, den, num, ty), _div_fixup_cases(q, den, num, ty)
    ui = np.uint32 if ty == "f32" else np.uint64
    assert np.array_equal(got.view(ui), want.view(ui))


def test_fma_f32_subnormal_halfway_traps(rng_seed):
    """f64 sums rounded onto a halfway point of the f32 subnormal range, including the one between the
    largest subnormal and the smallest normal (where the result rounds to 2**-126 or just below it)."""
    rng = np.random.default_rng(rng_seed)
    n = 20_000
    k = rng.integers(1, 1 << 23, n) | 1  # odd subnormal mantissas: the tie would round away from them
    k[:100] = (1 << 23) - 1  # the largest subnormal
    c = (k * 2.0**-149).astype(np.float32)
    eps = np.where(rng.random(n) < 0.5, 1.0, -1.0)
    a = np.full(n, np.ldexp(1 + 2.0**-23, -75), dtype=np.float32)
    b = np.ldexp(1 - eps * 2.0**-23, -75).astype(np.float32)  # a*b = 2**-150 * (1 -+ 2**-46)
    naive = (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(np.float32)
    ref = _exact32(a, b, c)
    _same(fma_f32(a, b, c), ref)
    assert (_bits(naive) != _bits(ref)).sum() > n // 4
    for i in list(range(0, n, 1999)) + [0, 1]:
        want = _fraction_fma_f32(float(a[i]), float(b[i]), float(c[i]))
        assert np.float32(want).view(np.uint32) == ref[i].view(np.uint32)
