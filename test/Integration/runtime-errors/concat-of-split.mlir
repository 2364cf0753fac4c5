// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s

// torch.cat(torch.split(x, sizes)) with run-time sizes, as SplitToSequence +
// ConcatFromSequence: the concatenation is x itself (no copy), and the
// split's checks stay: sizes that sum to the dimension give x back, sizes
// that do not fail with the split's message, exit status 1. An empty
// sequence fails the concatenation (docs/Semantics.md §4).

func.func private @printMemrefF32(tensor<*xf32>)
func.func @cat(%x: tensor<?x2xf32>, %s: tensor<?xi64>) -> tensor<?x2xf32> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<?x2xf32>, tensor<?xi64> -> !split.seq<tensor<?x2xf32>>
  %c = split.concat_from_sequence %q axis = 0 : !split.seq<tensor<?x2xf32>> -> tensor<?x2xf32>
  return %c : tensor<?x2xf32>
}
func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %x = tensor.cast %m : tensor<3x2xf32> to tensor<?x2xf32>
  %good = arith.constant dense<[1, 2]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %r = call @cat(%x, %g) : (tensor<?x2xf32>, tensor<?xi64>) -> tensor<?x2xf32>
  %u = tensor.cast %r : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %bad = arith.constant dense<[1, 1]> : tensor<2xi64>
  %b = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %r2 = call @cat(%x, %b) : (tensor<?x2xf32>, tensor<?xi64>) -> tensor<?x2xf32>
  %u2 = tensor.cast %r2 : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
// CHECK: sizes = [3, 2] strides = {{.*}} data =
// CHECK-NEXT: {{\[}}[1,   2],
// CHECK-NEXT: [3,   4],
// CHECK-NEXT: [5,   6]]
// CHECK-NEXT: {{^}}error: split.split_to_sequence_v11: split sizes sum to 2 but dimension 0 of the input has size 3{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
