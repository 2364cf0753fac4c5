// RUN: split-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse | split-runner -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: sh -c 'split-runner %s -e main_fails --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=FAIL
// RUN: sh -c 'split-runner %s -e main_fails_cast --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=FAIL-CAST

// sequence_at on the sequence of an empty input (statically, or behind a
// tensor.cast) at a run-time position: the sequence is empty, so the op
// fails whenever it executes, and only then. Its lowering once built a
// slice at offset 0 of the empty dimension (invalid IR: the program failed
// to compile, also when the op never ran).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

// Chunks of 1 (no split), kept axis.
func.func @ones(%x: tensor<0x2xf32>, %p: tensor<i64>, %run: i1) -> tensor<i64> attributes {no_inline} {
  %q = split.split_to_sequence_v11 %x : tensor<0x2xf32> -> !split.seq<tensor<1x2xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<1x2xf32>>
  scf.if %run {
    %e = split.sequence_at %q[%p] : !split.seq<tensor<1x2xf32>>, tensor<i64> -> tensor<1x2xf32>
    %u = tensor.cast %e : tensor<1x2xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return %n : tensor<i64>
}

// keepdims = 0: rows of 2 without the axis.
func.func @rows(%x: tensor<0x2xf32>, %p: tensor<i32>, %run: i1) attributes {no_inline} {
  scf.if %run {
    %q = split.split_to_sequence_v24 %x keepdims = 0 : tensor<0x2xf32> -> !split.seq<tensor<2xf32>>
    %e = split.sequence_at %q[%p] : !split.seq<tensor<2xf32>>, tensor<i32> -> tensor<2xf32>
    %u = tensor.cast %e : tensor<2xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}

// A run-time chunk.
func.func @chunks(%x: tensor<0x2xf32>, %c: tensor<i64>, %p: tensor<i64>, %run: i1) attributes {no_inline} {
  scf.if %run {
    %q = split.split_to_sequence_v11 %x, %c : tensor<0x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    %e = split.sequence_at %q[%p] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
    %u = tensor.cast %e : tensor<?x2xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}

// The size is known only through the cast.
func.func @cast(%p: tensor<i64>, %run: i1) attributes {no_inline} {
  %v = arith.constant dense<> : tensor<0x2xf32>
  %x = tensor.cast %v : tensor<0x2xf32> to tensor<?x2xf32>
  scf.if %run {
    %two = arith.constant dense<2> : tensor<i64>
    %q = split.split_to_sequence_v11 %x, %two : tensor<?x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    %e = split.sequence_at %q[%p] : !split.seq<tensor<?x2xf32>>, tensor<i64> -> tensor<?x2xf32>
    %u = tensor.cast %e : tensor<?x2xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}

func.func @main() {
  %x = arith.constant dense<> : tensor<0x2xf32>
  %p = arith.constant dense<0> : tensor<i64>
  %p32 = arith.constant dense<-1> : tensor<i32>
  %c = arith.constant dense<3> : tensor<i64>
  %false = arith.constant false
  %n = call @ones(%x, %p, %false) : (tensor<0x2xf32>, tensor<i64>, i1) -> tensor<i64>
  %u = tensor.cast %n : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  call @rows(%x, %p32, %false) : (tensor<0x2xf32>, tensor<i32>, i1) -> ()
  call @chunks(%x, %c, %p, %false) : (tensor<0x2xf32>, tensor<i64>, tensor<i64>, i1) -> ()
  call @cast(%p, %false) : (tensor<i64>, i1) -> ()
  return
}
// CHECK-NOT: error
// CHECK: sizes = [] strides = [] data =
// CHECK-NEXT: [0]
// CHECK-NOT: {{.}}

func.func @main_fails() {
  %x = arith.constant dense<> : tensor<0x2xf32>
  %p = arith.constant dense<0> : tensor<i64>
  %true = arith.constant true
  %n = call @ones(%x, %p, %true) : (tensor<0x2xf32>, tensor<i64>, i1) -> tensor<i64>
  return
}
// FAIL: {{^}}error: split.sequence_at: position 0 is out of range for a sequence of length 0{{$}}
// FAIL-NEXT: {{^}}exit=1{{$}}

func.func @main_fails_cast() {
  %p = arith.constant dense<-1> : tensor<i64>
  %true = arith.constant true
  call @cast(%p, %true) : (tensor<i64>, i1) -> ()
  return
}
// FAIL-CAST: {{^}}error: split.sequence_at: position -1 is out of range for a sequence of length 0{{$}}
// FAIL-CAST-NEXT: {{^}}exit=1{{$}}
