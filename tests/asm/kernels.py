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
