// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// Sequences built at run time (docs/Sequences.md): list.append in a loop
// (SequenceEmpty + SequenceInsert in an scf.for, what exporters write for a
// Python list built in a loop), inserts at run-time positions, erases,
// elements that differ in two dimensions, an element read before the
// sequence grows, stacking, strings, a sequence through scf.if and a call.
// The values are those of ONNX Runtime's SequenceInsert, SequenceErase,
// SequenceAt and ConcatFromSequence.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefString(tensor<*x!split.string>)

func.func @printf(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print2(%t: tensor<?x2xf32>) {
  %u = tensor.cast %t : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// list = []; for i in range(n): list.append(full((i + 1, 2), i)); or with
// `front`, list.insert(0, ...).
func.func @build(%n: index, %front: i1) -> !split.seq<tensor<?x2xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0> : tensor<i64>
  %e = split.sequence_empty : !split.seq<tensor<?x2xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %e) -> (!split.seq<tensor<?x2xf32>>) {
    %rows = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %t = tensor.generate %rows {
    ^bb0(%a: index, %b: index):
      tensor.yield %f : f32
    } : tensor<?x2xf32>
    %next = scf.if %front -> !split.seq<tensor<?x2xf32>> {
      %s2 = split.sequence_insert %s, %t[%zero] : !split.seq<tensor<?x2xf32>>, tensor<?x2xf32>, tensor<i64>
      scf.yield %s2 : !split.seq<tensor<?x2xf32>>
    } else {
      %s2 = split.sequence_insert %s, %t : !split.seq<tensor<?x2xf32>>, tensor<?x2xf32>
      scf.yield %s2 : !split.seq<tensor<?x2xf32>>
    }
    scf.yield %next : !split.seq<tensor<?x2xf32>>
  }
  return %r : !split.seq<tensor<?x2xf32>>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %false = arith.constant false
  %true = arith.constant true

  // torch.cat(list) of appended elements of 1, 2 and 3 rows.
  %s = call @build(%c3, %false) : (index, i1) -> !split.seq<tensor<?x2xf32>>
  %cat = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<?x2xf32>> -> tensor<?x2xf32>
  call @print2(%cat) : (tensor<?x2xf32>) -> ()
  // CHECK: sizes = [6, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[0,   0],
  // CHECK-NEXT: [1,   1],
  // CHECK-NEXT: [1,   1],
  // CHECK-NEXT: [2,   2],
  // CHECK-NEXT: [2,   2],
  // CHECK-NEXT: [2,   2]]

  // The same inserted at the front: the order reversed.
  %r = call @build(%c3, %true) : (index, i1) -> !split.seq<tensor<?x2xf32>>
  %rcat = split.concat_from_sequence %r axis = 0 : !split.seq<tensor<?x2xf32>> -> tensor<?x2xf32>
  call @print2(%rcat) : (tensor<?x2xf32>) -> ()
  // CHECK-NEXT: sizes = [6, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[2,   2],
  // CHECK-NEXT: [2,   2],
  // CHECK-NEXT: [2,   2],
  // CHECK-NEXT: [1,   1],
  // CHECK-NEXT: [1,   1],
  // CHECK-NEXT: [0,   0]]

  // list.pop(-2) at a run-time position, then the length and element 1.
  %m2 = arith.constant dense<-2> : tensor<i64>
  %popped = split.sequence_erase %s[%m2] : !split.seq<tensor<?x2xf32>>, tensor<i64>
  %n = split.sequence_length %popped : !split.seq<tensor<?x2xf32>>
  %nu = tensor.cast %n : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%nu) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [] strides = [] data =
  // CHECK-NEXT: [2]
  %one = arith.constant dense<1> : tensor<i64>
  %e1 = split.sequence_at %popped[%one] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
  call @print2(%e1) : (tensor<?x2xf32>) -> ()
  // CHECK-NEXT: sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[2,   2],
  // CHECK-NEXT: [2,   2],
  // CHECK-NEXT: [2,   2]]

  // The original sequence is unchanged by the erase (value semantics).
  %n0 = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  %n0u = tensor.cast %n0 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%n0u) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [] strides = [] data =
  // CHECK-NEXT: [3]

  // Elements that differ in both dimensions: [1, 2] and [2, 3].
  %a = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %b = arith.constant dense<[[3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]> : tensor<2x3xf32>
  %ad = tensor.cast %a : tensor<1x2xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<2x3xf32> to tensor<?x?xf32>
  %q0 = split.sequence_empty : !split.seq<tensor<?x?xf32>>
  %q1 = split.sequence_insert %q0, %ad : !split.seq<tensor<?x?xf32>>, tensor<?x?xf32>
  // Element 0, read before the sequence grows, stays valid after.
  %zero = arith.constant dense<0> : tensor<i64>
  %first = split.sequence_at %q1[%zero] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  %q2 = split.sequence_insert %q1, %bd : !split.seq<tensor<?x?xf32>>, tensor<?x?xf32>
  %q3 = split.sequence_insert %q2, %bd : !split.seq<tensor<?x?xf32>>, tensor<?x?xf32>
  %last = split.sequence_at %q3[%one] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  call @printf(%first) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[1,   2]]
  call @printf(%last) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[3,   4,   5],
  // CHECK-NEXT: [6,   7,   8]]

  // torch.stack of the two [2, 3] elements (erase the first) along a new
  // axis 1: shape [2, 2, 3].
  %q4 = split.sequence_erase %q3[%zero] : !split.seq<tensor<?x?xf32>>, tensor<i64>
  %st = split.concat_from_sequence %q4 axis = 1 new_axis = 1 : !split.seq<tensor<?x?xf32>> -> tensor<?x?x?xf32>
  %stu = tensor.cast %st : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%stu) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: {{\[}}{{\[}}[3,   4,   5],
  // CHECK-NEXT: [3,   4,   5]],
  // CHECK-NEXT: {{\[}}[6,   7,   8],
  // CHECK-NEXT: [6,   7,   8]]]

  // A SplitToSequence along axis 1 (strided views of its input), grown by
  // an insert, concatenated along axis 1 again: i64.
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %cols = split.split_to_sequence_v11 %x axis = 1 : tensor<2x3xi64> -> !split.seq<tensor<2x1xi64>>
  %y = arith.constant dense<[[7], [8]]> : tensor<2x1xi64>
  %grown = split.sequence_insert %cols, %y[%one] : !split.seq<tensor<2x1xi64>>, tensor<2x1xi64>, tensor<i64>
  %joined = split.concat_from_sequence %grown axis = 1 : !split.seq<tensor<2x1xi64>> -> tensor<2x?xi64>
  %ju = tensor.cast %joined : tensor<2x?xi64> to tensor<*xi64>
  call @printMemrefI64(%ju) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[1,   7,   2,   3],
  // CHECK-NEXT: [4,   8,   5,   6]]

  // Strings: appended in a loop, concatenated; their bytes are not copied.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %words = arith.constant dense<["ab", "cde", "f"]> : tensor<3x!split.string>
  %w0 = split.sequence_empty : !split.seq<tensor<?x!split.string>>
  %ws = scf.for %i = %c0 to %c3 step %c1 iter_args(%w = %w0) -> (!split.seq<tensor<?x!split.string>>) {
    %len = arith.addi %i, %c1 : index
    %prefix = tensor.extract_slice %words[0] [%len] [1] : tensor<3x!split.string> to tensor<?x!split.string>
    %w2 = split.sequence_insert %w, %prefix : !split.seq<tensor<?x!split.string>>, tensor<?x!split.string>
    scf.yield %w2 : !split.seq<tensor<?x!split.string>>
  }
  %wcat = split.concat_from_sequence %ws axis = 0 : !split.seq<tensor<?x!split.string>> -> tensor<?x!split.string>
  %wu = tensor.cast %wcat : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%wu) : (tensor<*x!split.string>) -> ()
  // CHECK-NEXT: sizes = [6] strides = [1] data =
  // CHECK-NEXT: ["ab", "ab", "cde", "ab", "cde", "f"]
  return
}
