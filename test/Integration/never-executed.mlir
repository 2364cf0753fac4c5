// RUN: split-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: sh -c 'split-runner %s -e main_handwritten --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=HAND

// An op that never executes never fails (docs/Semantics.md §5): constants that
// break a rule in a branch that is not taken, or in a loop that runs zero
// times, are no error, neither at compile time nor at run time, also after
// the upstream passes that move ops around (LICM would hoist a Pure op out
// of the zero-trip loop and make the program fail).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %bad = arith.constant dense<[1, 1]> : tensor<2xi64>
  %good = arith.constant dense<[2, 4]> : tensor<2xi64>
  %zero_chunk = arith.constant dense<0> : tensor<i64>
  %far = arith.constant dense<9> : tensor<i64>
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // A branch that is not taken.
  %r = scf.if %false -> tensor<?xf32> {
    %a:2 = split.split_v13 %x, %bad : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %a#1 : tensor<?xf32>
  } else {
    %a:2 = split.split_v13 %x, %good : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
    scf.yield %a#1 : tensor<?xf32>
  }
  %ur = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  // Nothing before the output either: compile-time warnings and errors come
  // first (stderr is merged). (After the pass list, @main_handwritten's
  // split.split holds the constant sizes of its second call, and the
  // lowering warns that it fails if it executes: it does, with
  // -e main_handwritten.)
  // CHECK-NOT: {{error|warning: split.split_|warning: split.sequence_at}}
  // CHECK: sizes = [4] strides = [1] data =
  // CHECK-NEXT: [3, 4, 5, 6]

  // A loop that runs zero times, with a bad split, a bad scalar chunk and a
  // position out of range; what it carries comes out unchanged.
  %init = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %l = scf.for %i = %c0 to %c0 step %c1 iter_args(%acc = %init) -> (tensor<?xf32>) {
    %a:2 = split.split_v13 %x, %bad : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
    %q = split.split_to_sequence_v11 %x, %zero_chunk : tensor<6xf32>, tensor<i64> -> !split.seq<tensor<?xf32>>
    %e = split.sequence_at %q[%far] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
    %s = arith.addf %a#0, %e : tensor<?xf32>
    scf.yield %s : tensor<?xf32>
  }
  %ul = tensor.cast %l : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ul) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1, 2, 3, 4, 5, 6]
  // CHECK-NOT: {{error|warning: split.split_|warning: split.sequence_at}}
  return
}

// A hand-written normalised split whose dynamic sizes do not add up is
// checked at run time, not read out of bounds.
func.func @handwritten(%x: tensor<6xf32>, %n: index) -> tensor<?xf32> {
  %a:2 = split.split %x axis = 0 sizes = [2, %n] : tensor<6xf32> -> tensor<2xf32>, tensor<?xf32>
  return %a#1 : tensor<?xf32>
}

func.func @main_handwritten() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %ok = call @handwritten(%x, %c4) : (tensor<6xf32>, index) -> tensor<?xf32>
  %uok = tensor.cast %ok : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%uok) : (tensor<*xf32>) -> ()
  %bad = call @handwritten(%x, %c9) : (tensor<6xf32>, index) -> tensor<?xf32>
  %ubad = tensor.cast %bad : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ubad) : (tensor<*xf32>) -> ()
  return
}
// HAND: sizes = [4] strides = [1] data =
// HAND-NEXT: [3, 4, 5, 6]
// HAND-NEXT: {{^}}error: split.split: split sizes sum to 11 but dimension 0 of the input has size 6{{$}}
// HAND-NEXT: {{^}}exit=1{{$}}
