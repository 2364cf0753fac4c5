// The first input (up to the split marker line) lowers completely; the
// second uses !split.string tensors, which lower completely as well.
//
// RUN: sed -e '/^\/\/ -----$/,$d' %s | split-opt --split-to-llvm | FileCheck %s
// RUN: sed -e '/^\/\/ -----$/,$d' %s | split-opt --split-to-llvm | FileCheck %s --check-prefix=ONLYLLVM
// RUN: sed -e '/^\/\/ -----$/,$d' %s | split-opt --split-prepare-jit | FileCheck %s --check-prefix=PREPARE
// RUN: sed -e '1,/^\/\/ -----$/d' %s | split-opt --split-to-llvm | FileCheck %s --check-prefix=STRING
// RUN: not split-opt %s --split-input-file --split-verify-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY

// --split-to-llvm leaves nothing but LLVM dialect ops: no op of another
// dialect, no cast left over from a partial conversion. The patterns are
// anchored at the start of an op (optionally after its results, optionally in
// generic form) because the split.check messages, now string globals, do
// contain "split.".
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?tensor\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?memref\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?split\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?scf\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?cf\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?arith\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?func\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?bufferization\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?linalg\.}}
// ONLYLLVM-NOT: {{^ *(%[^=]*= )?"?affine\.}}
// ONLYLLVM-NOT: unrealized_conversion_cast
// ONLYLLVM-NOT: !split.seq
// The lowering's own checks of split.split repeat those of the versioned op
// and are dropped:
// ONLYLLVM-NOT: "split.split: 

// The run-time checks of the split ops became string globals and calls of
// splitCheckFailed; the sequence values crossed the function boundaries as
// its four values (storage and table as 1-D memrefs, end and length as
// indices).
// CHECK-DAG: llvm.mlir.global internal constant @{{__split_check_message_[0-9]+}}("split.split_v13: split list has length {0} but the op has 2 results\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__split_check_message_[0-9]+}}("split.split_v13: split sizes contain the negative size {0} at index {1}\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__split_check_message_[0-9]+}}("split.split_v13: split sizes overflow a 64-bit sum\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__split_check_message_[0-9]+}}("split.split_v13: split sizes sum to {0} but dimension 0 of the input has size {1}\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__split_check_message_[0-9]+}}("split.split_v13: dimension 0 of the input has size {0}, which cannot be split into 2 equal parts\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__split_check_message_[0-9]+}}("split.sequence_at: position {0} is out of range for a sequence of length {1}\00")
// CHECK-DAG: llvm.func @splitCheckFailed(!llvm.ptr, i64, !llvm.ptr)
// CHECK-DAG: llvm.func @printMemrefF32(i64, !llvm.ptr)
// CHECK-DAG: llvm.func @printMemrefI64(i64, !llvm.ptr)
// CHECK-LABEL: llvm.func @split_rows(
// CHECK-SAME: -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK: llvm.cond_br
// CHECK: llvm.call @splitCheckFailed(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-LABEL: llvm.func @columns(
// CHECK-SAME: -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK-NOT: @splitCheckFailed
// CHECK-LABEL: llvm.func @row_pairs(
// CHECK-SAME: -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-LABEL: llvm.func @pick(
// CHECK-SAME: %{{.*}}: i1,
// CHECK-SAME: -> !llvm.struct<(struct<(ptr, ptr, i64)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK: llvm.call @row_pairs(
// CHECK: llvm.call @splitCheckFailed(
// CHECK-LABEL: llvm.func @main() {
// CHECK: llvm.call @split_rows(
// CHECK: llvm.call @printMemrefF32(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.call @columns(
// CHECK: llvm.call @printMemrefF32(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.call @pick(
// CHECK: llvm.call @printMemrefI64(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.call @printMemrefF32(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.return

// --split-prepare-jit (the pipeline's first step) marks the tensor arguments
// of external functions as only read.
// PREPARE: func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
// PREPARE: func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})
// PREPARE: func.func @split_rows(%{{.*}}: tensor<?x4xf32>, %{{.*}}: tensor<?xi64>)

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// Split-13 with run-time sizes: checks.
func.func @split_rows(%x: tensor<?x4xf32>, %sizes: tensor<?xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %a, %b = split.split_v13 %x, %sizes : tensor<?x4xf32>, tensor<?xi64> -> tensor<?x4xf32>, tensor<?x4xf32>
  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>
}

// Static sizes with an empty chunk: no check.
func.func @columns(%x: tensor<3x4xf32>) -> (tensor<3x0xf32>, tensor<3x3xf32>, tensor<3x1xf32>) {
  %a, %b, %c = split.split %x axis = 1 sizes = [0, 3, 1] : tensor<3x4xf32> -> tensor<3x0xf32>, tensor<3x3xf32>, tensor<3x1xf32>
  return %a, %b, %c : tensor<3x0xf32>, tensor<3x3xf32>, tensor<3x1xf32>
}

// A sequence returned from a function...
func.func @row_pairs(%x: tensor<?x4xf32>) -> !split.seq<tensor<?x4xf32>> {
  %two = arith.constant dense<2> : tensor<i64>
  %seq = split.split_to_sequence_v11 %x, %two : tensor<?x4xf32>, tensor<i64> -> !split.seq<tensor<?x4xf32>>
  return %seq : !split.seq<tensor<?x4xf32>>
}

// ... and yielded by an scf.if.
func.func @pick(%c: i1, %x: tensor<?x4xf32>, %at: tensor<i32>) -> (tensor<i64>, tensor<?x4xf32>) {
  %seq = scf.if %c -> !split.seq<tensor<?x4xf32>> {
    %s = func.call @row_pairs(%x) : (tensor<?x4xf32>) -> !split.seq<tensor<?x4xf32>>
    scf.yield %s : !split.seq<tensor<?x4xf32>>
  } else {
    %s = split.split_to_sequence_v11 %x : tensor<?x4xf32> -> !split.seq<tensor<?x4xf32>>
    scf.yield %s : !split.seq<tensor<?x4xf32>>
  }
  %n = split.sequence_length %seq : !split.seq<tensor<?x4xf32>>
  %e = split.sequence_at %seq[%at] : !split.seq<tensor<?x4xf32>>, tensor<i32> -> tensor<?x4xf32>
  return %n, %e : tensor<i64>, tensor<?x4xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %x = tensor.cast %m : tensor<3x4xf32> to tensor<?x4xf32>
  %s0 = arith.constant dense<[1, 2]> : tensor<2xi64>
  %s = tensor.cast %s0 : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @split_rows(%x, %s) : (tensor<?x4xf32>, tensor<?xi64>) -> (tensor<?x4xf32>, tensor<?x4xf32>)
  %pb = tensor.cast %b : tensor<?x4xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  %c0, %c1, %c2 = call @columns(%m) : (tensor<3x4xf32>) -> (tensor<3x0xf32>, tensor<3x3xf32>, tensor<3x1xf32>)
  %pc = tensor.cast %c2 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%pc) : (tensor<*xf32>) -> ()
  %true = arith.constant true
  %last = arith.constant dense<-1> : tensor<i32>
  %n, %e = call @pick(%true, %x, %last) : (i1, tensor<?x4xf32>, tensor<i32>) -> (tensor<i64>, tensor<?x4xf32>)
  %pn = tensor.cast %n : tensor<i64> to tensor<*xi64>
  %pe = tensor.cast %e : tensor<?x4xf32> to tensor<*xf32>
  call @printMemrefI64(%pn) : (tensor<*xi64>) -> ()
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  return
}

// -----

// !split.string tensors lower like any other (docs/Strings.md): memrefs of
// {ptr, i64} pairs, nothing but LLVM ops left.
// STRING: llvm.func @strings(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
// STRING-NOT: {{^ *(%[^=]*= )?"?(tensor|memref|split|scf|cf|func|arith|builtin)\.}}
// STRING: llvm.getelementptr {{.*}} -> !llvm.ptr, !llvm.struct<(ptr, i64)>
// STRING-NOT: {{^ *(%[^=]*= )?"?(tensor|memref|split|scf|cf|func|arith|builtin)\.}}

// --split-verify-llvm on IR that is not lowered names the first op left.
// VERIFY: error: 'func.func' op was not lowered to the LLVM dialect
func.func @strings(%x: tensor<4x!split.string>) -> (tensor<2x!split.string>, tensor<2x!split.string>) {
  %a, %b = split.split_v13 %x : tensor<4x!split.string> -> tensor<2x!split.string>, tensor<2x!split.string>
  return %a, %b : tensor<2x!split.string>, tensor<2x!split.string>
}
