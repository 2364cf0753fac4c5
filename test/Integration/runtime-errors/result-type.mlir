// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e main_v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V11
// RUN: sh -c 'split-runner %s -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-runner %s -e main_at --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AT
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_at --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AT

// Run-time error: a static result type that contradicts the sizes computed at
// run time: Split-13 with a run-time split operand, Split-11 equal parts and
// Split-18 num_outputs over a dynamic dimension, and split.sequence_at on a
// sequence from a run-time scalar split. (The message may name the versioned
// op or the normalised split.split.)
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

func.func @v13(%x: tensor<6xf32>, %s: tensor<?xi64>) -> (tensor<2xf32>, tensor<4xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<6xf32>, tensor<?xi64> -> tensor<2xf32>, tensor<4xf32>
  return %a#0, %a#1 : tensor<2xf32>, tensor<4xf32>
}
func.func @v11(%x: tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %a:2 = split.split_v11 %x : tensor<?xf32> -> tensor<3xf32>, tensor<3xf32>
  return %a#0, %a#1 : tensor<3xf32>, tensor<3xf32>
}
func.func @v18(%x: tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<?xf32> -> tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
  return %a#0, %a#1, %a#2 : tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
}
func.func @at(%x: tensor<?xf32>, %s: tensor<i64>, %p: tensor<i64>) -> tensor<4xf32> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<4xf32>
  return %e : tensor<4xf32>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[2, 4]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v13(%v6, %g) : (tensor<6xf32>, tensor<?xi64>) -> (tensor<2xf32>, tensor<4xf32>)
  %pb = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  %bad = arith.constant dense<[3, 3]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %c, %d = call @v13(%v6, %w) : (tensor<6xf32>, tensor<?xi64>) -> (tensor<2xf32>, tensor<4xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  %c_observed = tensor.cast %c : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%c_observed) : (tensor<*xf32>) -> ()
  return
}
// V13: sizes = [4] strides = {{.*}} data =
// V13-NEXT: [3, 4, 5, 6]
// V13-NEXT: {{^}}error: split.split{{(_v13)?}}: result #0 type tensor<2xf32> has size 2 in dimension 0 but its split size is 3{{$}}
// V13-NEXT: {{^}}exit=1{{$}}

func.func @main_v11() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %a, %b = call @v11(%x6) : (tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  %pb = tensor.cast %b : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  %v8 = arith.constant dense<1.0> : tensor<8xf32>
  %x8 = tensor.cast %v8 : tensor<8xf32> to tensor<?xf32>
  %c, %d = call @v11(%x8) : (tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  %c_observed = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%c_observed) : (tensor<*xf32>) -> ()
  return
}
// V11: sizes = [3] strides = {{.*}} data =
// V11-NEXT: [4, 5, 6]
// V11-NEXT: {{^}}error: split.split{{(_v11)?}}: result #0 type tensor<3xf32> has size 3 in dimension 0 but its split size is 4{{$}}
// V11-NEXT: {{^}}exit=1{{$}}

func.func @main_v18() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %v7 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
  %x7 = tensor.cast %v7 : tensor<7xf32> to tensor<?xf32>
  %a:3 = call @v18(%x7) : (tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>)
  %pa = tensor.cast %a#2 : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()
  %v8 = arith.constant dense<1.0> : tensor<8xf32>
  %x8 = tensor.cast %v8 : tensor<8xf32> to tensor<?xf32>
  %b:3 = call @v18(%x8) : (tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<1xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  %b_0_observed = tensor.cast %b#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%b_0_observed) : (tensor<*xf32>) -> ()
  return
}
// V18: sizes = [1] strides = {{.*}} data =
// V18-NEXT: [7]
// V18-NEXT: {{^}}error: split.split{{(_v18)?}}: result #2 type tensor<1xf32> has size 1 in dimension 0 but its split size is 2{{$}}
// V18-NEXT: {{^}}exit=1{{$}}

func.func @main_at() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %s4 = arith.constant dense<4> : tensor<i64>
  %p0 = arith.constant dense<0> : tensor<i64>
  %e = call @at(%x6, %s4, %p0) : (tensor<?xf32>, tensor<i64>, tensor<i64>) -> tensor<4xf32>
  %pe = tensor.cast %e : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%pe) : (tensor<*xf32>) -> ()
  %m1 = arith.constant dense<-1> : tensor<i64>
  %f = call @at(%x6, %s4, %m1) : (tensor<?xf32>, tensor<i64>, tensor<i64>) -> tensor<4xf32>
  // Not reached: the result is used, so that the split is not dead code.
  %f_observed = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%f_observed) : (tensor<*xf32>) -> ()
  return
}
// AT: sizes = [4] strides = {{.*}} data =
// AT-NEXT: [1, 2, 3, 4]
// AT-NEXT: {{^}}error: split.sequence_at: element 1 has size 2 in dimension 0 but the result type tensor<4xf32> requires 4{{$}}
// AT-NEXT: {{^}}exit=1{{$}}
