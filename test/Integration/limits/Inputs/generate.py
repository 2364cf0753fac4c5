#!/usr/bin/env python3
"""Generates the large inputs of the limits tests at test time, so that no
giant file is checked in.

  generate.py results N        split_v18 of tensor<Nxf32> into N results
                               (dynamic result types), the last one used
  generate.py run-results N    the same, filled with 0..N-1 and run: prints
                               the last result and a middle one
  generate.py run-all-results N
                               the same, but the function returns all N
                               results (tensor<1xf32>) and main prints the
                               middle one and the last
  generate.py run-all-dynamic-results N
                               the same, of tensor<?xf32> into N results of
                               tensor<?xf32>
  generate.py print-all-results N
                               one function splits tensor<Nxf32> (0..N-1)
                               into N results and prints each one
  generate.py constant BYTES   a dense i32 constant of BYTES bytes (values
                               i % 1000) split in two halves, each summed
  generate.py onnx BYTES DIR   an ONNX backend-test directory: Split-18 of
                               an initializer of BYTES bytes into two
                               outputs, with the expected outputs
"""
import array
import os
import sys


def iota(n):
    """%x = tensor<n x f32> holding 0..n-1."""
    return [
        "  %x = tensor.generate {",
        "  ^bb0(%i: index):",
        "    %j = arith.index_cast %i : index to i64",
        "    %f = arith.sitofp %j : i64 to f32",
        "    tensor.yield %f : f32",
        f"  }} : tensor<{n}xf32>",
    ]


def all_results(n, dynamic):
    result = "tensor<?xf32>" if dynamic else "tensor<1xf32>"
    source = "tensor<?xf32>" if dynamic else f"tensor<{n}xf32>"
    types = ", ".join([result] * n)
    values = ", ".join(f"%a#{i}" for i in range(n))
    print("\n".join([
        f"func.func @split(%x: {source}) -> ({types}) {{",
        f"  %a:{n} = split.split_v18 %x axis = 0 num_outputs = {n} : {source} -> {types}",
        f"  return {values} : {types}",
        "}",
        "func.func private @printMemrefF32(tensor<*xf32>)",
        "func.func @main() {",
    ] + iota(n) + [
        f"  %s = tensor.cast %x : tensor<{n}xf32> to {source}",
        f"  %r:{n} = call @split(%s) {{no_inline}} : ({source}) -> ({types})",
        f"  %um = tensor.cast %r#{n // 2} : {result} to tensor<*xf32>",
        "  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()",
        f"  %ul = tensor.cast %r#{n - 1} : {result} to tensor<*xf32>",
        "  call @printMemrefF32(%ul) : (tensor<*xf32>) -> ()",
        "  return",
        "}",
    ]))


def print_all_results(n):
    types = ", ".join(["tensor<1xf32>"] * n)
    lines = [
        "func.func private @printMemrefF32(tensor<*xf32>)",
        "func.func @print_all() {",
    ] + iota(n) + [
        f"  %a:{n} = split.split_v18 %x axis = 0 num_outputs = {n} : tensor<{n}xf32> -> {types}",
    ]
    for i in range(n):
        lines += [
            f"  %u{i} = tensor.cast %a#{i} : tensor<1xf32> to tensor<*xf32>",
            f"  call @printMemrefF32(%u{i}) : (tensor<*xf32>) -> ()",
        ]
    print("\n".join(lines + ["  return", "}"]))


def results(n, run):
    dyn = ", ".join(["tensor<?xf32>"] * n)
    body = [
        f"func.func @split(%x: tensor<{n}xf32>) -> (tensor<?xf32>, tensor<?xf32>) {{",
        f"  %a:{n} = split.split_v18 %x axis = 0 num_outputs = {n} : tensor<{n}xf32> -> {dyn}",
        f"  return %a#{n // 2}, %a#{n - 1} : tensor<?xf32>, tensor<?xf32>",
        "}",
    ]
    if run:
        body += [
            "func.func private @printMemrefF32(tensor<*xf32>)",
            "func.func @main() {",
            f"  %x = tensor.generate {{",
            "  ^bb0(%i: index):",
            "    %j = arith.index_cast %i : index to i64",
            "    %f = arith.sitofp %j : i64 to f32",
            "    tensor.yield %f : f32",
            f"  }} : tensor<{n}xf32>",
            f"  %m, %l = call @split(%x) {{no_inline}} : (tensor<{n}xf32>) -> (tensor<?xf32>, tensor<?xf32>)",
            "  %um = tensor.cast %m : tensor<?xf32> to tensor<*xf32>",
            "  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()",
            "  %ul = tensor.cast %l : tensor<?xf32> to tensor<*xf32>",
            "  call @printMemrefF32(%ul) : (tensor<*xf32>) -> ()",
            "  return",
            "}",
        ]
    print("\n".join(body))


def values(count):
    data = array.array("i", (i % 1000 for i in range(count)))
    if sys.byteorder != "little":
        data.byteswap()
    return data.tobytes()


def constant(size):
    n = size // 4
    half = n // 2
    print(f"""func.func @sum(%t: tensor<{half}xi32>) -> i32 {{
  %z = arith.constant 0 : i32
  %init = tensor.from_elements %z : tensor<i32>
  %r = linalg.reduce ins(%t : tensor<{half}xi32>) outs(%init : tensor<i32>) dimensions = [0]
    (%in: i32, %acc: i32) {{
      %s = arith.addi %in, %acc : i32
      linalg.yield %s : i32
    }}
  %v = tensor.extract %r[] : tensor<i32>
  return %v : i32
}}
func.func @main() {{
  %x = arith.constant dense<"0x{values(n).hex().upper()}"> : tensor<{n}xi32>
  %a:2 = split.split_v18 %x axis = 0 num_outputs = 2 : tensor<{n}xi32> -> tensor<{half}xi32>, tensor<{half}xi32>
  %c0 = arith.constant 0 : index
  %first = tensor.extract %a#1[%c0] : tensor<{half}xi32>
  vector.print %first : i32
  %s0 = call @sum(%a#0) {{no_inline}} : (tensor<{half}xi32>) -> i32
  %s1 = call @sum(%a#1) {{no_inline}} : (tensor<{half}xi32>) -> i32
  vector.print %s0 : i32
  vector.print %s1 : i32
  return
}}""")


# Protobuf wire format, enough for ONNX's ModelProto and TensorProto.
def varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        out.append(b | (0x80 if v else 0))
        if not v:
            return bytes(out)


def field(number, value):
    if isinstance(value, int):
        return varint(number << 3) + varint(value)
    if isinstance(value, str):
        value = value.encode()
    return varint(number << 3 | 2) + varint(len(value)) + value


def tensor(name, dims, raw):
    # TensorProto: dims = 1, data_type = 2 (6: INT32), name = 8, raw_data = 9
    return (b"".join(field(1, d) for d in dims) + field(2, 6) +
            field(8, name) + field(9, raw))


def onnx(size, directory):
    n = size // 4
    half = n // 2
    raw = values(n)
    attribute = field(1, "num_outputs") + field(20, 2) + field(3, 2)  # INT
    node = (field(1, "x") + field(2, "a") + field(2, "b") +
            field(4, "Split") + field(5, attribute))
    graph = (field(1, node) + field(2, "limits") +
             field(5, tensor("x", [n], raw)) +
             field(12, field(1, "a")) + field(12, field(1, "b")))
    model = field(1, 8) + field(8, field(2, 18)) + field(7, graph)
    os.makedirs(os.path.join(directory, "test_data_set_0"), exist_ok=True)
    with open(os.path.join(directory, "model.onnx"), "wb") as f:
        f.write(model)
    for k, part in enumerate([raw[:half * 4], raw[half * 4:]]):
        path = os.path.join(directory, "test_data_set_0", f"output_{k}.pb")
        with open(path, "wb") as f:
            f.write(tensor("ab"[k], [half], part))


if __name__ == "__main__":
    kind = sys.argv[1]
    if kind in ("results", "run-results"):
        results(int(sys.argv[2]), kind == "run-results")
    elif kind in ("run-all-results", "run-all-dynamic-results"):
        all_results(int(sys.argv[2]), kind == "run-all-dynamic-results")
    elif kind == "print-all-results":
        print_all_results(int(sys.argv[2]))
    elif kind == "constant":
        constant(int(sys.argv[2]))
    elif kind == "onnx":
        onnx(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(f"unknown kind {kind}")
