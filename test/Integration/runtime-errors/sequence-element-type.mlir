// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-runner %s -e main_concat --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCAT
// RUN: sh -c 'split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main_concat --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCAT
// RUN: sh -c 'split-runner %s -e main_call --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCAT
// RUN: sh -c 'split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main_call --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCAT

// Run-time error: a sequence whose element type is static (tensor<3xf32>)
// but whose run-time chunks are [2, 4]. The split fails at its first element
// that breaks the type, as a Split fails on a result type that its run-time
// sizes contradict, whatever reads the sequence (here a sequence_at whose
// own result type is dynamic).

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
// CHECK: {{^}}error: split.split_to_sequence: element 0 has size 2 in dimension 0 but the sequence element type tensor<3xf32> requires 3{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}

// Chunks of 2 of 5 elements are [2, 2, 1]: element 2 breaks tensor<2xf32>.
// Concatenated straight back, the split's check stays (the fold that gives
// back the input needs the element type proven), also across a call and
// after the upstream passes; before, the program printed the input and
// exited 0.
func.func @main_concat() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %x = tensor.cast %v : tensor<5xf32> to tensor<?xf32>
  %two = arith.constant dense<2> : tensor<i64>
  %s = split.split_to_sequence_v11 %x, %two : tensor<?xf32>, tensor<i64> -> !split.seq<tensor<2xf32>>
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<2xf32>> -> tensor<?xf32>
  %u = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @chunks(%x: tensor<?xf32>, %c: tensor<i64>) -> !split.seq<tensor<2xf32>> {
  %s = split.split_to_sequence_v11 %x, %c : tensor<?xf32>, tensor<i64> -> !split.seq<tensor<2xf32>>
  return %s : !split.seq<tensor<2xf32>>
}

func.func @main_call() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %x = tensor.cast %v : tensor<5xf32> to tensor<?xf32>
  %two = arith.constant dense<2> : tensor<i64>
  %s = call @chunks(%x, %two) : (tensor<?xf32>, tensor<i64>) -> !split.seq<tensor<2xf32>>
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<2xf32>> -> tensor<?xf32>
  %u = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// CONCAT-NOT: data =
// CONCAT: {{^}}error: split.split_to_sequence: element 2 has size 1 in dimension 0 but the sequence element type tensor<2xf32> requires 2{{$}}
// CONCAT-NEXT: {{^}}exit=1{{$}}
