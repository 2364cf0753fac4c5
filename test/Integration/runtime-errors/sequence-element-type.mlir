// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s

// Run-time error: a sequence whose element type is static (tensor<3xf32>)
// but whose run-time chunks are [2, 4]. Reading chunk 1 must fail even though
// the sequence_at result type itself is dynamic.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @at(%x: tensor<?xf32>, %s: tensor<?xi64>, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?xf32>, tensor<?xi64> -> !split.seq<tensor<3xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<3xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x = tensor.cast %v : tensor<6xf32> to tensor<?xf32>
  %s = arith.constant dense<[2, 4]> : tensor<2xi64>
  %sd = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  %p = arith.constant dense<1> : tensor<i64>
  %e = call @at(%x, %sd, %p) : (tensor<?xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
  %u = tensor.cast %e : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// CHECK: {{^}}error: split.sequence_at: element 1 has size 4 in dimension 0 but the sequence element type tensor<3xf32> requires 3{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
