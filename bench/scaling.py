#!/usr/bin/env python3
"""Generates the programs of bench/run.sh's lower + JIT + run table (issue
21), each as a user would run it:

  scaling.py chain N       split-runner program: one function of N dependent
                           run-time-size split_v13 steps, each splitting the
                           previous step's second result with sizes
                           [1, d - 1] built from tensor.dim
  scaling.py wide N        split-runner program: one split_v13 of a
                           tensor<Nx64xf32> into N results, all returned
  scaling.py functions N   split-runner program: N functions of one dynamic
                           split each (main calls the first and the last)
  scaling.py wide-read N    split-runner program: one split_v18 of an [N, 8]
                           tensor<?x8xf32> into N results, of each of which
                           main reads one element (their sum is printed)
  scaling.py call-chain N  split-runner program: N functions of one
                           run-time-size split_v13 step each (the first row
                           off, sizes from tensor.dim), main calling them in
                           a chain, each result feeding the next call
  scaling.py onnx N DIR    ONNX backend-test directory: Split-13 of a
                           [N, 2] input into N outputs (model.pbtxt, for
                           protoc to encode; test_data_set_0/*.pb)
"""
import sys

PRINT = "func.func private @printMemrefF32(tensor<*xf32>)"


def generate_input(rows, dynamic, cols=64):
    """%x0: tensor<rows x cols x f32>, x[i, j] = i * cols + j; with
    `dynamic`, %x is it cast to tensor<? x cols x f32>."""
    lines = [
        "  %x0 = tensor.generate {",
        "  ^bb0(%i: index, %j: index):",
        f"    %cc = arith.constant {cols} : index",
        "    %r = arith.muli %i, %cc : index",
        "    %v = arith.addi %r, %j : index",
        "    %vi = arith.index_cast %v : index to i64",
        "    %f = arith.sitofp %vi : i64 to f32",
        "    tensor.yield %f : f32",
        f"  }} : tensor<{rows}x{cols}xf32>",
    ]
    if dynamic:
        lines.append(f"  %x = tensor.cast %x0 : tensor<{rows}x{cols}xf32> to tensor<?x{cols}xf32>")
    return lines


def print_value(value, type_):
    return [
        f"  %u = tensor.cast {value} : {type_} to tensor<*xf32>",
        "  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()",
    ]


def chain(n):
    t = "tensor<?x64xf32>"
    out = [PRINT, f"func.func @chain(%x: {t}) -> {t} {{",
           "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : i64"]
    cur = "%x"
    for i in range(n):
        out += [
            f"  %d{i} = tensor.dim {cur}, %c0 : {t}",
            f"  %e{i} = arith.index_cast %d{i} : index to i64",
            f"  %r{i} = arith.subi %e{i}, %c1 : i64",
            f"  %s{i} = tensor.from_elements %c1, %r{i} : tensor<2xi64>",
            f"  %a{i}:2 = split.split_v13 {cur}, %s{i} axis = 0 : {t}, tensor<2xi64> -> {t}, {t}",
        ]
        cur = f"%a{i}#1"
    out += [f"  return %a{n - 1}#0 : {t}", "}", "func.func @main() {"]
    out += generate_input(n + 1, True)
    out += [f"  %y = call @chain(%x) {{no_inline}} : ({t}) -> {t}"]
    out += print_value("%y", t) + ["  return", "}"]
    print("\n".join(out))


def wide(n):
    t = "tensor<1x64xf32>"
    types = ", ".join([t] * n)
    results = ", ".join(f"%a#{i}" for i in range(n))
    out = [PRINT, f"func.func @wide(%x: tensor<{n}x64xf32>) -> ({types}) {{",
           f"  %a:{n} = split.split_v13 %x axis = 0 : tensor<{n}x64xf32> -> {types}",
           f"  return {results} : {types}", "}", "func.func @main() {"]
    out += generate_input(n, False)
    out += [f"  %y:{n} = call @wide(%x0) {{no_inline}} : (tensor<{n}x64xf32>) -> ({types})"]
    out += print_value(f"%y#{n - 1}", t) + ["  return", "}"]
    print("\n".join(out))


def functions(n):
    t = "tensor<?x64xf32>"
    out = [PRINT]
    for i in range(n):
        out += [
            f"func.func @f{i}(%x: {t}) -> ({t}, {t}) {{",
            f"  %a:2 = split.split_v18 %x num_outputs = 2 : {t} -> {t}, {t}",
            f"  return %a#0, %a#1 : {t}, {t}", "}",
        ]
    out += ["func.func @main() {"] + generate_input(4, True)
    out += [f"  %y:2 = call @f0(%x) : ({t}) -> ({t}, {t})",
            f"  %z:2 = call @f{n - 1}(%x) : ({t}) -> ({t}, {t})"]
    out += print_value("%z#1", t) + ["  return", "}"]
    print("\n".join(out))


def wide_read(n):
    t = "tensor<?x8xf32>"
    types = ", ".join([t] * n)
    out = ["func.func private @printF32(f32)", "func.func private @printNewline()",
           "func.func @main() {"]
    out += generate_input(n, True, 8)
    out += [f"  %a:{n} = split.split_v18 %x num_outputs = {n} : {t} -> {types}",
            "  %c0 = arith.constant 0 : index", "  %s0 = arith.constant 0.0 : f32"]
    for i in range(n):
        out += [f"  %v{i} = tensor.extract %a#{i}[%c0, %c0] : {t}",
                f"  %s{i + 1} = arith.addf %s{i}, %v{i} : f32"]
    out += [f"  call @printF32(%s{n}) : (f32) -> ()", "  call @printNewline() : () -> ()",
            "  return", "}"]
    print("\n".join(out))


def call_chain(n):
    t = "tensor<?x8xf32>"
    out = [PRINT]
    for i in range(n):
        out += [
            f"func.func @f{i}(%x: {t}) -> {t} {{",
            "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : i64",
            f"  %d = tensor.dim %x, %c0 : {t}",
            "  %e = arith.index_cast %d : index to i64",
            "  %r = arith.subi %e, %c1 : i64",
            "  %s = tensor.from_elements %c1, %r : tensor<2xi64>",
            f"  %a:2 = split.split_v13 %x, %s axis = 0 : {t}, tensor<2xi64> -> {t}, {t}",
            f"  return %a#1 : {t}", "}",
        ]
    out += ["func.func @main() {"] + generate_input(n + 1, True, 8)
    cur = "%x"
    for i in range(n):
        out.append(f"  %y{i} = call @f{i}({cur}) : ({t}) -> {t}")
        cur = f"%y{i}"
    out += print_value(cur, t) + ["  return", "}"]
    print("\n".join(out))


def onnx(n, directory):
    import os

    os.makedirs(os.path.join(directory, "test_data_set_0"), exist_ok=True)
    outputs = "".join(f' output: "y{i}"' for i in range(n))
    graph_outputs = "\n".join(f'  output {{ name: "y{i}" }}' for i in range(n))
    with open(os.path.join(directory, "model.pbtxt"), "w") as f:
        f.write(f"""opset_import {{ version: 13 }}
graph {{
  node {{ op_type: "Split" input: "x"{outputs} attribute {{ name: "axis" type: INT i: 0 }} }}
  input {{ name: "x" type {{ tensor_type {{ elem_type: 1 shape {{ dim {{ dim_value: {n} }} dim {{ dim_value: 2 }} }} }} }} }}
{graph_outputs}
}}
""")
    # The data sets as binary TensorProtos, written here (one protoc run per
    # output would take minutes at N = 10000).
    data = os.path.join(directory, "test_data_set_0")
    with open(os.path.join(data, "input_0.pb"), "wb") as f:
        f.write(tensor_proto([n, 2], range(2 * n)))
    for i in range(n):
        with open(os.path.join(data, f"output_{i}.pb"), "wb") as f:
            f.write(tensor_proto([1, 2], [2 * i, 2 * i + 1]))


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def tensor_proto(dims, values):
    """A float TensorProto: dims (field 1), data_type FLOAT (field 2),
    float_data packed (field 4)."""
    import struct

    out = b"".join(b"\x08" + varint(d) for d in dims) + b"\x10\x01"
    data = b"".join(struct.pack("<f", float(v)) for v in values)
    return out + b"\x22" + varint(len(data)) + data


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("chain", "wide", "functions", "onnx", "wide-read", "call-chain"):
        sys.exit(__doc__)
    kind, n = sys.argv[1], int(sys.argv[2])
    if kind == "onnx":
        onnx(n, sys.argv[3])
    else:
        globals()[kind.replace("-", "_")](n)


if __name__ == "__main__":
    main()
