// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-runner %s -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V13
// RUN: sh -c 'split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=V18

// Run-time error: a negative entry in a run-time i64 split (Split-13 and
// Split-18), also when the sum would match the dimension.
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

func.func @v13(%x: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v13 %x, %s : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @v18(%x: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = split.split_v18 %x, %s : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @main() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[0, 6]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v13(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[-1, 7]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %c, %d = call @v13(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V13: sizes = [6] strides = {{.*}} data =
// V13-NEXT: [1, 2, 3, 4, 5, 6]
// V13-NEXT: {{^}}error: split.split_v13: split sizes contain the negative size -1 at index 0{{$}}
// V13-NEXT: {{^}}exit=1{{$}}

func.func @main_v18() {
  %v6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x6 = tensor.cast %v6 : tensor<6xf32> to tensor<?xf32>
  %good = arith.constant dense<[4, 2]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a, %b = call @v18(%x6, %g) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  call @print(%b) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[9, -3]> : tensor<2xi64>
  %w = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %c, %d = call @v18(%x6, %w) : (tensor<?xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>)
  // Not reached: the result is used, so that the split is not dead code.
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
// V18: sizes = [2] strides = {{.*}} data =
// V18-NEXT: [5, 6]
// V18-NEXT: {{^}}error: split.split_v18: split sizes contain the negative size -3 at index 1{{$}}
// V18-NEXT: {{^}}exit=1{{$}}
