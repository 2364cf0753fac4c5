// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-runner %s -e main_seq --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SEQ

// Run-time error: sizes whose 64-bit sum wraps around to the dimension
// (2^63-1 + 2^63-1 + 4 = 2 mod 2^64) must not pass the sum check.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @split(%x: tensor<2xf32>, %s: tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a:3 = split.split_v13 %x, %s : tensor<2xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  return %a#0, %a#1, %a#2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = arith.constant dense<[9223372036854775807, 9223372036854775807, 4]> : tensor<3xi64>
  %sd = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  %a, %b, %c = call @split(%x, %sd) : (tensor<2xf32>, tensor<?xi64>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  %u = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// CHECK: {{^}}error: split.split_v13: split sizes overflow a 64-bit sum{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}

func.func @sequence(%x: tensor<2xf32>, %s: tensor<?xi64>) -> tensor<i64> {
  %q = split.split_to_sequence_v11 %x, %s : tensor<2xf32>, tensor<?xi64> -> !split.seq<tensor<?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?xf32>>
  return %n : tensor<i64>
}

func.func @main_seq() {
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = arith.constant dense<[9223372036854775807, 9223372036854775807, 4]> : tensor<3xi64>
  %sd = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  %n = call @sequence(%x, %sd) : (tensor<2xf32>, tensor<?xi64>) -> tensor<i64>
  // Not reached: the length is used, so that the split is not dead code.
  %u = tensor.cast %n : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
// SEQ: {{^}}error: split.split_to_sequence_v11: split sizes overflow a 64-bit sum{{$}}
// SEQ-NEXT: {{^}}exit=1{{$}}
