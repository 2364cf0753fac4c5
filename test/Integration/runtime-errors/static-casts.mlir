// RUN: sh -c 'split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=USER
// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s --check-prefix=PLAIN
// RUN: sh -c 'split-runner %s -e main_unranked --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=UNRANKED
// UNSUPPORTED: upstream-passes

// A loop that halves a tensor.cast of a static 16-element tensor with
// split_v18 num_outputs = 2 three times. After a user's upstream passes,
// MLIR 22's ForOpTensorCastFolder makes the loop carry tensor<16xf32> and
// casts each 8-element half back to tensor<16xf32>
// (docs/upstream/scf-for-tensor-cast-folder.md): the pipeline checks that
// cast at run time, so the program stops with a message naming the cast and
// the sizes (exit status 1) instead of printing 8 elements for 2. Without
// those passes the program prints the right two elements.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
  %x = tensor.cast %v : tensor<16xf32> to tensor<?xf32>
  %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %a, %b = split.split_v18 %t num_outputs = 2 : tensor<?xf32> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  }
  %pq = tensor.cast %q : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%pq) : (tensor<*xf32>) -> ()
  return
}
// USER: {{^}}error: tensor.cast: dimension 0 of 'tensor<?xf32>' has size 8, but the cast promises 16 (to 'tensor<16xf32>'){{$}}
// USER-NEXT: {{^}}exit=1{{$}}
// PLAIN: sizes = [2] strides = [1] data =
// PLAIN-NEXT: [0,  1]

// A user's cast of an unranked tensor to a rank it does not have.
func.func @main_unranked() {
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = tensor.cast %v : tensor<2xf32> to tensor<*xf32>
  %r = call @rank2(%u) : (tensor<*xf32>) -> tensor<?x?xf32>
  %p = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
func.func private @rank2(%u: tensor<*xf32>) -> tensor<?x?xf32> {
  %r = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// UNRANKED: {{^}}error: tensor.cast: 'tensor<*xf32>' has rank 1, but the cast promises rank 2 (to 'tensor<?x?xf32>'){{$}}
// UNRANKED-NEXT: {{^}}exit=1{{$}}
