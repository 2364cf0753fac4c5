// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=POS
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=POS
// RUN: sh -c 'split-runner %s -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-runner %s -e main_i32 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=I32
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_i32 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=I32
// RUN: sh -c 'split-runner %s -e main_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EMPTY
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EMPTY

// Run-time error: split.sequence_at with a position outside [-k, k-1]: k
// (positive), -k-1 (negative), an i32 position, and any position on an empty
// sequence.
// Each entry point first prints a good result, then hits the error: the
// checks require the earlier output, then exactly the error line, then
// exit status 1 (no crash, no stack dump, nothing printed after the error).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @printn(%t: tensor<i64>) {
  %u = tensor.cast %t : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @at(%x: tensor<?xf32>, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence_v11 %x : tensor<?xf32> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}
func.func @at32(%x: tensor<?xf32>, %s: tensor<i64>, %p: tensor<i32>) -> tensor<?xf32> {
  %q = split.split_to_sequence_v24 %x, %s : tensor<?xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i32> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<5> : tensor<i64>
  %e = call @at(%x6, %good) : (tensor<?xf32>, tensor<i64>) -> tensor<?xf32>
  call @print(%e) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<6> : tensor<i64>
  %f = call @at(%x6, %bad) : (tensor<?xf32>, tensor<i64>) -> tensor<?xf32>
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%f) : (tensor<?xf32>) -> ()
  return
}
// POS: sizes = [1] strides = {{.*}} data =
// POS-NEXT: [6]
// POS-NEXT: {{^}}error: split.sequence_at: position 6 is out of range for a sequence of length 6{{$}}
// POS-NEXT: {{^}}exit=1{{$}}

func.func @main_negative() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<-6> : tensor<i64>
  %e = call @at(%x6, %good) : (tensor<?xf32>, tensor<i64>) -> tensor<?xf32>
  call @print(%e) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<-7> : tensor<i64>
  %f = call @at(%x6, %bad) : (tensor<?xf32>, tensor<i64>) -> tensor<?xf32>
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%f) : (tensor<?xf32>) -> ()
  return
}
// NEG: sizes = [1] strides = {{.*}} data =
// NEG-NEXT: [1]
// NEG-NEXT: {{^}}error: split.sequence_at: position -7 is out of range for a sequence of length 6{{$}}
// NEG-NEXT: {{^}}exit=1{{$}}

func.func @main_i32() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %s4 = arith.constant dense<4> : tensor<i64>
  %good = arith.constant dense<-2> : tensor<i32>
  %e = call @at32(%x6, %s4, %good) : (tensor<?xf32>, tensor<i64>, tensor<i32>) -> tensor<?xf32>
  call @print(%e) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<2> : tensor<i32>
  %f = call @at32(%x6, %s4, %bad) : (tensor<?xf32>, tensor<i64>, tensor<i32>) -> tensor<?xf32>
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%f) : (tensor<?xf32>) -> ()
  return
}
// I32: sizes = [4] strides = {{.*}} data =
// I32-NEXT: [1, 2, 3, 4]
// I32-NEXT: {{^}}error: split.sequence_at: position 2 is out of range for a sequence of length 2{{$}}
// I32-NEXT: {{^}}exit=1{{$}}

func.func @main_empty() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %p0 = arith.constant dense<0> : tensor<i64>
  %e = call @at(%x6, %p0) : (tensor<?xf32>, tensor<i64>) -> tensor<?xf32>
  call @print(%e) : (tensor<?xf32>) -> ()
  %v0 = arith.constant dense<1.0> : tensor<0xf32>
  %x0 = tensor.cast %v0 : tensor<0xf32> to tensor<?xf32>
  %m1 = arith.constant dense<-1> : tensor<i64>
  %f = call @at(%x0, %m1) : (tensor<?xf32>, tensor<i64>) -> tensor<?xf32>
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%f) : (tensor<?xf32>) -> ()
  return
}
// EMPTY: sizes = [1] strides = {{.*}} data =
// EMPTY-NEXT: [1]
// EMPTY-NEXT: {{^}}error: split.sequence_at: position -1 is out of range for a sequence of length 0{{$}}
// EMPTY-NEXT: {{^}}exit=1{{$}}
