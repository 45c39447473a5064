/* Compiled helpers for the simulator's one-wave fast path (torch_cdna/sim/fastvalu.py).

   Why C: a numpy ufunc call costs ~0.5 us whatever its size, and a correctly rounded f32 fma over 64 lanes
   takes about eight of them in numpy (widen, f64 product and sum, the exactness checks, narrow). C's fmaf
   rounds once, as v_fma_f32 does, in one call of ~0.1 us.

   Contract of every helper: it either computes every active lane exactly as the instruction's semantic in
   torch_cdna/sim/semantics does and returns True, or it writes nothing and returns False, and the caller runs
   the semantic. It returns False where the semantic's result depends on things this code does not model:
   denormal inputs under an input-flushing mode, and results at or below the smallest normal under an
   output-flushing mode. The module is optional (setup.py builds it when a C
   compiler is present); torch_cdna/sim/native.py says whether it is in use. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <float.h>
#include <math.h>
#include <string.h>

#define LANES 64

/* A float32 operand: a (64,) vector (step 1) or a 0-d array (step 0, the same value on every lane). */
typedef struct {
    Py_buffer view;
    const float *data;
    Py_ssize_t step;
} F32Operand;

static int f32_operand(PyObject *obj, F32Operand *op, int writable, const char *what) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, &op->view, flags) != 0)
        return -1;
    const char *fmt = op->view.format ? op->view.format : "B";
    if (strcmp(fmt, "f") != 0 && strcmp(fmt, "<f") != 0 && strcmp(fmt, "=f") != 0) {
        PyErr_Format(PyExc_TypeError, "%s: expected float32 data, got buffer format '%s'", what, fmt);
        PyBuffer_Release(&op->view);
        return -1;
    }
    if (op->view.len == (Py_ssize_t)(LANES * sizeof(float)))
        op->step = 1;
    else if (op->view.len == (Py_ssize_t)sizeof(float) && !writable)
        op->step = 0;
    else {
        PyErr_Format(PyExc_ValueError, "%s: expected %d float32 lanes%s, got %zd bytes", what, LANES,
                     writable ? "" : " or one scalar", op->view.len);
        PyBuffer_Release(&op->view);
        return -1;
    }
    op->data = (const float *)op->view.buf;
    return 0;
}

/* The active lanes: None (all 64) or a C-contiguous buffer of 64 bool bytes. Returns 0 or -1 with an error. */
static int exec_lanes(PyObject *obj, unsigned char active[LANES]) {
    if (obj == Py_None) {
        memset(active, 1, LANES);
        return 0;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_C_CONTIGUOUS) != 0)
        return -1;
    if (view.len != LANES) {
        PyErr_Format(PyExc_ValueError, "exec: expected %d bool lanes, got %zd bytes", LANES, view.len);
        PyBuffer_Release(&view);
        return -1;
    }
    memcpy(active, view.buf, LANES);
    PyBuffer_Release(&view);
    return 0;
}

/* FmaF32(dst, a, b, c): a prepared v_fma_f32 over four float32 operands, holding their buffers (so they
   stay alive and unresized) for its lifetime; binding them once keeps the per-call cost to the arithmetic
   (numpy's buffer export costs ~0.3 us per array). Calling it with (exec, flush_in, flush_out) computes
   dst[i] = fma(a[i], b[i], c[i]) on the active lanes, rounded once to nearest even, and returns True; or
   writes nothing and returns False (see the contract above). dst may alias a source: results go to a
   scratch row first and are stored only when every active lane succeeded. */
typedef struct {
    PyObject_HEAD
    F32Operand ops[4]; /* dst, a, b, c */
    int held;
} FmaF32;

static void fma_dealloc(PyObject *obj) {
    FmaF32 *self = (FmaF32 *)obj;
    for (int k = 0; k < self->held; k++)
        PyBuffer_Release(&self->ops[k].view);
    PyTypeObject *tp = Py_TYPE(obj);
    tp->tp_free(obj);
    Py_DECREF(tp);
}

static int fma_init(PyObject *obj, PyObject *args, PyObject *kwargs) {
    FmaF32 *self = (FmaF32 *)obj;
    static const char *names[4] = {"dst", "a", "b", "c"};
    PyObject *objs[4];
    if (self->held) {
        PyErr_SetString(PyExc_RuntimeError, "FmaF32 is already bound");
        return -1;
    }
    if (kwargs && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "FmaF32(dst, a, b, c) takes no keyword arguments");
        return -1;
    }
    if (!PyArg_UnpackTuple(args, "FmaF32", 4, 4, &objs[0], &objs[1], &objs[2], &objs[3]))
        return -1;
    for (int k = 0; k < 4; k++) {
        if (f32_operand(objs[k], &self->ops[k], k == 0, names[k]) != 0) {
            for (int j = 0; j < k; j++)
                PyBuffer_Release(&self->ops[j].view);
            return -1;
        }
    }
    self->held = 4;
    return 0;
}

/* Lane loops written so that gcc vectorises them: every lane is computed (an inactive lane's garbage cannot
   trap: no floating-point exceptions are enabled), flags are integer tests on the bit patterns, and only
   active lanes count. fmaf rounds once whether it compiles to the FMA instruction or to libm's software
   fma; the FMA build is chosen at run time where the CPU has it (libm's call costs ~4 ns a lane). */
#define ABS_BITS(v) ((v) & 0x7fffffffu)
#define IS_SUBNORMAL(v) (ABS_BITS(v) - 1u < 0x007fffffu)          /* 0 < |x| < 2**-126 */
#define IS_NAN(v) (ABS_BITS(v) > 0x7f800000u)
#define IS_TINY_NONZERO(v) (ABS_BITS(v) - 1u < 0x00800000u)       /* 0 < |x| <= 2**-126 */

typedef int (*FmaLanes)(const float *, const float *, const float *, const unsigned char *, int, int, float *);

/* A NaN result as the semantic (vcommon.fma_f32) computes it: the f64 product a*b, then the sum with c,
   follow the x86 rule numpy's float64 arithmetic inherits (the first NaN operand, quieted, else the default
   NaN 0xFFF8... for an invalid operation; narrowing keeps the sign and the high payload bits). In f32 terms:
   a NaN, else b NaN, else the default NaN if a*b is 0*inf, else c NaN, else the default NaN (inf - inf). */
static unsigned fma_nan(unsigned a, unsigned b, unsigned c) {
    const unsigned quiet = 0x00400000u, inf = 0x7f800000u, default_nan = 0xffc00000u;
    if (IS_NAN(a))
        return a | quiet;
    if (IS_NAN(b))
        return b | quiet;
    if ((ABS_BITS(a) == 0 && ABS_BITS(b) == inf) || (ABS_BITS(a) == inf && ABS_BITS(b) == 0))
        return default_nan;
    if (IS_NAN(c))
        return c | quiet;
    return default_nan;
}

#define FMA_LANES_BODY                                                                                        \
    {                                                                                                         \
        unsigned bad = 0, nan = 0;                                                                            \
        for (int i = 0; i < LANES; i++) {                                                                     \
            float r = __builtin_fmaf(x[i], y[i], z[i]);                                                       \
            unsigned rx, xx, yx, zx;                                                                          \
            memcpy(&rx, &r, 4); memcpy(&xx, &x[i], 4); memcpy(&yx, &y[i], 4); memcpy(&zx, &z[i], 4);          \
            unsigned flagged = ((unsigned)flush_out & IS_TINY_NONZERO(rx)) |                                  \
                ((unsigned)flush_in & (IS_SUBNORMAL(xx) | IS_SUBNORMAL(yx) | IS_SUBNORMAL(zx)));             \
            bad |= flagged & active[i];                                                                       \
            nan |= IS_NAN(rx);                                                                                \
            out[i] = r;                                                                                       \
        }                                                                                                     \
        if (nan)                                                                                              \
            for (int i = 0; i < LANES; i++) {                                                                 \
                unsigned rx, xx, yx, zx;                                                                      \
                memcpy(&rx, &out[i], 4);                                                                      \
                if (!IS_NAN(rx))                                                                              \
                    continue;                                                                                 \
                memcpy(&xx, &x[i], 4); memcpy(&yx, &y[i], 4); memcpy(&zx, &z[i], 4);                          \
                rx = fma_nan(xx, yx, zx);                                                                     \
                memcpy(&out[i], &rx, 4);                                                                      \
            }                                                                                                 \
        return bad == 0;                                                                                      \
    }

static int fma_lanes_libm(const float *x, const float *y, const float *z, const unsigned char *active,
                          int flush_in, int flush_out, float *out) FMA_LANES_BODY

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
__attribute__((target("fma"))) static int fma_lanes_hw(const float *x, const float *y, const float *z,
                                                       const unsigned char *active, int flush_in,
                                                       int flush_out, float *out) FMA_LANES_BODY
#endif

static FmaLanes fma_lanes = fma_lanes_libm;

static void spread(const F32Operand *op, float row[LANES]) {
    if (op->step)
        memcpy(row, op->data, LANES * sizeof(float));
    else
        for (int i = 0; i < LANES; i++)
            row[i] = op->data[0];
}

static PyObject *fma_call(PyObject *obj, PyObject *args, PyObject *kwargs) {
    FmaF32 *self = (FmaF32 *)obj;
    PyObject *exec_obj, *fi_obj, *fo_obj;
    if (self->held != 4) {
        PyErr_SetString(PyExc_RuntimeError, "FmaF32 was not bound to operands");
        return NULL;
    }
    if (kwargs && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "FmaF32 calls take no keyword arguments");
        return NULL;
    }
    if (!PyArg_UnpackTuple(args, "FmaF32.__call__", 3, 3, &exec_obj, &fi_obj, &fo_obj))
        return NULL;
    int flush_in = PyObject_IsTrue(fi_obj), flush_out = PyObject_IsTrue(fo_obj);
    if (flush_in < 0 || flush_out < 0)
        return NULL;
    unsigned char active[LANES];
    if (exec_lanes(exec_obj, active) != 0)
        return NULL;
    float x[LANES], y[LANES], z[LANES], out[LANES];
    spread(&self->ops[1], x);
    spread(&self->ops[2], y);
    spread(&self->ops[3], z);
    if (!fma_lanes(x, y, z, active, flush_in, flush_out, out))
        Py_RETURN_FALSE;
    float *dst = (float *)self->ops[0].view.buf;
    for (int i = 0; i < LANES; i++)
        if (active[i])
            dst[i] = out[i];
    Py_RETURN_TRUE;
}

static PyType_Slot fma_slots[] = {
    {Py_tp_dealloc, fma_dealloc},
    {Py_tp_init, fma_init},
    {Py_tp_call, fma_call},
    {Py_tp_new, PyType_GenericNew},
    {Py_tp_doc, "FmaF32(dst, a, b, c)(exec, flush_in, flush_out) -> bool: single-rounding f32 fma over 64 "
                "lanes of bound float32 operands ((64,) vectors or 0-d scalars); False (nothing written) where "
                "the caller must run the semantic instead"},
    {0, NULL},
};

static PyType_Spec fma_spec = {"torch_cdna.sim._native.FmaF32", sizeof(FmaF32), 0, Py_TPFLAGS_DEFAULT,
                               fma_slots};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "torch_cdna.sim._native",
    "Compiled helpers for torch_cdna.sim's one-wave fast path (optional; see torch_cdna/sim/native.py).", -1,
    NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    __builtin_cpu_init();
    if (__builtin_cpu_supports("fma"))
        fma_lanes = fma_lanes_hw;
#endif
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    PyObject *fma_type = PyType_FromSpec(&fma_spec);
    if (fma_type == NULL || PyModule_AddObject(m, "FmaF32", fma_type) != 0) {
        Py_XDECREF(fma_type);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
