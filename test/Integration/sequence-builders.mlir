// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// SequenceEmpty, SequenceConstruct, SequenceInsert, SequenceErase and
// ConcatFromSequence at constant positions, as exporters write them
// (torch.cat / torch.stack of a list, list.append, list.pop): the pipeline
// resolves each sequence at compile time (no !split.seq is left to run),
// the results are those of ONNX Runtime. i64, f32 of dynamic shape, bf16
// through f32 casts, strings.

func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefString(tensor<*x!split.string>)

func.func @main() {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %b = arith.constant dense<[[7, 8, 9]]> : tensor<1x3xi64>
  %at = tensor.cast %a : tensor<2x3xi64> to tensor<?x3xi64>
  %bt = tensor.cast %b : tensor<1x3xi64> to tensor<?x3xi64>

  // list = []; list.append(a); list.insert(0, b); list.append(a);
  // list.pop(1); torch.cat(list): [b; a].
  %e = split.sequence_empty : !split.seq<tensor<?x3xi64>>
  %s1 = split.sequence_insert %e, %at : !split.seq<tensor<?x3xi64>>, tensor<?x3xi64>
  %zero = arith.constant dense<0> : tensor<i64>
  %s2 = split.sequence_insert %s1, %bt[%zero] : !split.seq<tensor<?x3xi64>>, tensor<?x3xi64>, tensor<i64>
  %s3 = split.sequence_insert %s2, %at : !split.seq<tensor<?x3xi64>>, tensor<?x3xi64>
  %one = arith.constant dense<1> : tensor<i32>
  %s4 = split.sequence_erase %s3[%one] : !split.seq<tensor<?x3xi64>>, tensor<i32>
  %n = split.sequence_length %s4 : !split.seq<tensor<?x3xi64>>
  %nu = tensor.cast %n : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%nu) : (tensor<*xi64>) -> ()
  // CHECK: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  %cat = split.concat_from_sequence %s4 axis = 0 : !split.seq<tensor<?x3xi64>> -> tensor<?x3xi64>
  %catu = tensor.cast %cat : tensor<?x3xi64> to tensor<*xi64>
  call @printMemrefI64(%catu) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[7,   8,   9],
  // CHECK-NEXT: [1,   2,   3],
  // CHECK-NEXT: [4,   5,   6]]

  // torch.stack([x, y], dim=-1) of f32.
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %q = split.sequence_construct %x, %y : tensor<2xf32>, tensor<2xf32> -> !split.seq<tensor<2xf32>>
  %st = split.concat_from_sequence %q axis = -1 new_axis = 1 : !split.seq<tensor<2xf32>> -> tensor<2x?xf32>
  %stu = tensor.cast %st : tensor<2x?xf32> to tensor<*xf32>
  call @printMemrefF32(%stu) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1,   3],
  // CHECK-NEXT: [2,   4]]

  // bf16 (SplitToSequence-24's element type) through the sequence ops.
  %xb = arith.truncf %x : tensor<2xf32> to tensor<2xbf16>
  %qb = split.sequence_construct %xb, %xb : tensor<2xbf16>, tensor<2xbf16> -> !split.seq<tensor<?xbf16>>
  %m1 = arith.constant dense<-1> : tensor<i64>
  %eb = split.sequence_at %qb[%m1] : !split.seq<tensor<?xbf16>>, tensor<i64> -> tensor<?xbf16>
  %ef = arith.extf %eb : tensor<?xbf16> to tensor<?xf32>
  %efu = tensor.cast %ef : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%efu) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: [1,  2]

  // Strings: the element read back, then a concatenation.
  %sa = arith.constant dense<["ab", ""]> : tensor<2x!split.string>
  %sb = arith.constant dense<["c"]> : tensor<1x!split.string>
  %sat = tensor.cast %sa : tensor<2x!split.string> to tensor<?x!split.string>
  %sbt = tensor.cast %sb : tensor<1x!split.string> to tensor<?x!split.string>
  %qs = split.sequence_construct %sat, %sbt : tensor<?x!split.string>, tensor<?x!split.string> -> !split.seq<tensor<?x!split.string>>
  %cs = split.concat_from_sequence %qs axis = 0 : !split.seq<tensor<?x!split.string>> -> tensor<?x!split.string>
  %csu = tensor.cast %cs : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%csu) : (tensor<*x!split.string>) -> ()
  // CHECK-NEXT: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: ["ab",  "",  "c"]
  return
}
