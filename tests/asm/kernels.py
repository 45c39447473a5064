"""DSL kernels shared by the asm tests (scalar ones run on the simulator today)."""



def even_sum(J, N, s_pout: "int*"):
    s_i = J.gpr('si32')
    s_cnt = J.gpr('si32')
    s_i[0] = 0
    s_cnt[0] = 0
    with J.While(s_i[0] < N):
        with J.If((s_i[0] & 1) == 0):
            s_cnt[0] = s_cnt + s_i
        s_i[0] = s_i[0] + 1
    J.s_store_dword(s_cnt, s_pout, 0, mod="glc")
    J.s_waitcnt(mod="lgkmcnt(0)")


def nested_loops(J, out: "int*", n: "int", m: "int"):
    """Nested loops with break/continue, Elif/Else chains, repeated subexpressions and array parts."""
    acc = J.gpr(4, "si32", 0)
    i = J.gpr("si32", 0)
    with J.While(i[0] < n):
        j = J.gpr("si32", 0)
        with J.While(j[0] < m):
            j[0] = j[0] + 1
            with J.If(j[0] == 3):
                J.Continue()
            with J.If((i[0] * 7 + j[0]) % 5 == 0):
                acc[0] = acc[0] + i[0] * 7 + j[0]
            with J.Elif(j[0] > 6):
                J.Break()
            with J.Else():
                acc[1] = acc[1] ^ ((i[0] * 7 + j[0]) << 3)
        acc[2] = acc[2] + j[0]
        with J.If(acc[2] > 40):
            J.Break()
        i[0] = i[0] + 1
    acc[3] = i[0] * 1000 + J.min(acc[0], acc[1]) - J.max(n, m)
    J.s_store_dwordx4(acc, out, 0)
    J.s_waitcnt(mod="lgkmcnt(0)")


def nested_loops_ref(n: int, m: int) -> list[int]:
    acc = [0, 0, 0, 0]
    i = 0
    while i < n:
        j = 0
        while j < m:
            j += 1
            if j == 3:
                continue
            if (i * 7 + j) % 5 == 0:
                acc[0] += i * 7 + j
            elif j > 6:
                break
            else:
                acc[1] ^= ((i * 7 + j) << 3)
        acc[2] += j
        if acc[2] > 40:
            break
        i += 1
    acc[3] = i * 1000 + min(acc[0], acc[1]) - max(n, m)
    return [((a + 2**31) % 2**32) - 2**31 for a in acc]


def scalar_mix(J, out: "int*", a: "int", b: "uint", p: "int*"):
    """Kernel args of several types, 64-bit address arithmetic, signed/unsigned ops, dead code."""
    x = J.gpr(8, "si32")
    x[0] = a * b + 12345
    x[1] = (a >> 3) + (b >> 3)
    x[2] = J.select(a < 0, -a, a)
    x[3] = abs(a) + (~b & 0xFFFF)
    dead = J.gpr("si32")
    dead[0] = a * 99
    q = J.gpr("su64")
    q[0] = p + b * 4
    x[4] = q.dword(0)
    x[5] = q.dword(1)
    x[6] = (a * b + 12345) ^ (a * b)
    x[7] = J.min(a, 7) + J.max(b, 70000)
    J.s_store_dwordx4(x[0:3], out, 0)
    J.s_store_dwordx4(x[4:7], out, 16)
    J.s_waitcnt(mod="lgkmcnt(0)")


# -- per-lane (VGPR) kernels ---------------------------------------------------------------------------------

def lane_branches(J, out: "int*", x: "int*", k: "int"):
    """Per-lane If/Elif/Else chains (nested, with an uniform If inside) and per-lane selects."""
    tid = J.threadIdx.x
    gid = J.gpr("vu32")
    gid[0] = J.blockIdx.x * 64 + tid
    v = J.gpr("vi32")
    J.global_load(v, x + gid[0] * 4)
    J.s_waitcnt(vmcnt=0)
    r = J.gpr(3, "vi32", 0)
    with J.If(v[0] % 3 == 0):
        r[0] = v[0] * 2
        with J.If(v[0] > 100):
            r[1] = 1
        with J.Else():
            r[1] = 2
    with J.Elif(v[0] < 0):
        r[0] = -v[0]
        with J.If(k > 5):       # uniform condition inside a divergent region
            r[1] = k
    with J.Elif((v[0] & 7) == 1):
        r[0] = v[0] + k
    with J.Else():
        r[0] = v[0] ^ 0x55
        with J.If((v[0] & 1) == 0):
            r[1] = 7
            with J.If(v[0] > 50):
                r[1] = 8
    r[2] = J.select(v[0] > k, v[0] - k, k - v[0]) + (v[0] >= 0)
    for i in range(3):
        J.global_store(out + gid[0] * 4, r[i], offset=512 * i)


def lane_branches_ref(x: list[int], k: int) -> list[list[int]]:
    rows = [[0] * len(x) for _ in range(3)]
    for l, v in enumerate(x):
        r = [0, 0, 0]
        if v % 3 == 0:
            r[0] = v * 2
            r[1] = 1 if v > 100 else 2
        elif v < 0:
            r[0] = -v
            if k > 5:
                r[1] = k
        elif (v & 7) == 1:
            r[0] = v + k
        else:
            r[0] = v ^ 0x55
            if (v & 1) == 0:
                r[1] = 8 if v > 50 else 7
        r[2] = (v - k if v > k else k - v) + int(v >= 0)
        for i in range(3):
            rows[i][l] = ((r[i] + 2**31) % 2**32) - 2**31
    return rows


def lane_loops(J, out: "int*", x: "int*", m: "int"):
    """Per-lane While loops with divergent trip counts, break and continue (also from nested Ifs), a nested
    per-lane loop and a uniform loop around them."""
    tid = J.threadIdx.x
    v = J.gpr("vi32")
    J.global_load(v, x + tid * 4)
    J.s_waitcnt(vmcnt=0)
    acc = J.gpr(3, "vi32", 0)
    i = J.gpr("vi32", 0)
    with J.While(i[0] < (v[0] & 31)):
        i[0] = i[0] + 1
        with J.If(i[0] % 3 == 0):
            J.Continue()
        with J.If(acc[0] > m):
            with J.If((v[0] & 1) == 1):
                J.Break()
            acc[1] = acc[1] + 1
        acc[0] = acc[0] + i[0] * ((v[0] >> 5) & 7)
    acc[2] = i[0]
    u = J.gpr("si32", 0)
    with J.While(u[0] < 3):     # uniform loop holding a per-lane loop
        j = J.gpr("vi32", 0)
        with J.While(j[0] < ((v[0] >> (u[0] * 2)) & 3)):
            j[0] = j[0] + 1
            acc[1] = acc[1] + j[0]
        with J.If(u[0] == 2):
            J.Break()
            acc[2] = acc[2] + 1000      # unreachable (after the break)
        u[0] = u[0] + 1
    for q in range(3):
        J.global_store(out + tid * 4, acc[q], offset=256 * q)


def lane_loops_ref(x: list[int], m: int) -> list[list[int]]:
    rows = [[0] * len(x) for _ in range(3)]
    for l, v in enumerate(x):
        acc = [0, 0, 0]
        i = 0
        while i < (v & 31):
            i += 1
            if i % 3 == 0:
                continue
            if acc[0] > m:
                if (v & 1) == 1:
                    break
                acc[1] += 1
            acc[0] += i * ((v >> 5) & 7)
        acc[2] = i
        for u in range(3):
            j = 0
            while j < ((v >> (u * 2)) & 3):
                j += 1
                acc[1] += j
        for q in range(3):
            rows[q][l] = acc[q]
    return rows


def lds_shuffle(J, out: "int*", x: "int*", shift: "int"):
    """Two waves exchange values through LDS (ds_write/ds_read, barrier), with a divergent LDS write, a
    per-lane buffer load and dead code for DCE."""
    tid = J.threadIdx.x
    base = J.lds_alloc(128 * 4)
    v = J.gpr("vi32")
    rsrc = J.buffer_resource(x, 128 * 4)
    J.buffer_load(v, rsrc, tid * 4)
    dead = J.gpr("vi32")
    dead[0] = tid * 99
    J.s_waitcnt(vmcnt=0)
    keep = J.gpr("ai32")            # an AccVGPR that a2v moves to the VGPR file
    J.v_accvgpr_write_b32(keep, v)
    w = J.gpr(2, "vi32")
    w[0] = v[0] * 3 + 1
    addr = J.gpr("vu32")
    addr[0] = tid * 4 + base
    J.ds_write(addr, w[0])
    with J.If((v[0] & 3) == 0):
        J.ds_write(addr, w[0] + 1000)   # overwrites this lane's slot under a partial EXEC
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()
    src = J.gpr("vu32")
    src[0] = ((tid + shift) & 127) * 4 + base
    J.ds_read(w[1], src)
    lane, first = J.gpr("su32"), J.gpr("si32")
    J.v_readfirstlane_b32(lane, tid)         # VALU writes an SGPR that v_readlane then reads: a hazard
    J.v_readlane_b32(first, w[0], lane)
    J.s_waitcnt(lgkmcnt=0)
    back = J.gpr("vi32")
    J.v_accvgpr_read_b32(back, keep)
    res = J.gpr("vi32")
    res[0] = w[1] - back[0] + first[0]
    J.global_store(out + tid * 4, res)


def lds_shuffle_ref(x: list[int], shift: int) -> list[int]:
    slot = [v * 3 + 1 + (1000 if (v & 3) == 0 else 0) for v in x]
    return [slot[(t + shift) & 127] - x[t] + x[t & 64] * 3 + 1 for t in range(128)]
