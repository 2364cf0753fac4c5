// RUN: sh -c 'split-runner %s -e main_chunk --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CHUNK
// RUN: sh -c 'split-runner %s -e main_list --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LIST
// RUN: sh -c 'split-runner %s -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NEG
// RUN: sh -c 'split-runner %s -e main_good --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=GOOD

// Hand-written normalised split.split_to_sequence ops whose run-time chunk or
// size list breaks the rules that --split-normalize would have checked for a
// versioned op: the lowering checks them too, so the program fails with the
// rule's message instead of dividing by 0 (a chunk of 0 printed an empty
// element and exited 0) or reading past the input (a list summing to 7 over
// 5 elements printed [4, 5, 0, 2.8e-44]). Each entry point first prints a
// good result.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @chunk_at(%x: tensor<5xf32>, %n: index, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence %x axis = 0 chunk = %n : tensor<5xf32> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func @list_at(%x: tensor<5xf32>, %l: tensor<?xi64>, %p: tensor<i64>) -> tensor<?xf32> {
  %q = split.split_to_sequence %x axis = 0 sizes = %l : tensor<?xi64> : tensor<5xf32> -> !split.seq<tensor<?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?xf32>>, tensor<i64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func @main_chunk() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %p = arith.constant dense<1> : tensor<i64>
  %two = arith.constant 2 : index
  %a = call @chunk_at(%x, %two, %p) : (tensor<5xf32>, index, tensor<i64>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %zero = arith.constant 0 : index
  %b = call @chunk_at(%x, %zero, %p) : (tensor<5xf32>, index, tensor<i64>) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}
// CHUNK: [3,  4]
// CHUNK-NEXT: {{^}}error: split.split_to_sequence: scalar split 0 must be >= 1{{$}}
// CHUNK-NEXT: {{^}}exit=1{{$}}

func.func @main_list() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %p = arith.constant dense<1> : tensor<i64>
  %good = arith.constant dense<[1, 4]> : tensor<2xi64>
  %g = tensor.cast %good : tensor<2xi64> to tensor<?xi64>
  %a = call @list_at(%x, %g, %p) : (tensor<5xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[3, 4]> : tensor<2xi64>
  %l = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %b = call @list_at(%x, %l, %p) : (tensor<5xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}
// LIST: [2,  3,  4,  5]
// LIST-NEXT: {{^}}error: split.split_to_sequence: split sizes sum to 7 but dimension 0 of the input has size 5{{$}}
// LIST-NEXT: {{^}}exit=1{{$}}

func.func @main_negative() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %p = arith.constant dense<0> : tensor<i64>
  %good = arith.constant dense<[5]> : tensor<1xi64>
  %g = tensor.cast %good : tensor<1xi64> to tensor<?xi64>
  %a = call @list_at(%x, %g, %p) : (tensor<5xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[6, -1]> : tensor<2xi64>
  %l = tensor.cast %bad : tensor<2xi64> to tensor<?xi64>
  %b = call @list_at(%x, %l, %p) : (tensor<5xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}
// NEG: [1,  2,  3,  4,  5]
// NEG-NEXT: {{^}}error: split.split_to_sequence: split sizes contain the negative size -1 at index 1{{$}}
// NEG-NEXT: {{^}}exit=1{{$}}

// The checks pass for good values: an empty list means chunks of 1.
func.func @main_good() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %p = arith.constant dense<-1> : tensor<i64>
  %one = arith.constant 1 : index
  %a = call @chunk_at(%x, %one, %p) : (tensor<5xf32>, index, tensor<i64>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %empty = arith.constant dense<> : tensor<0xi64>
  %l = tensor.cast %empty : tensor<0xi64> to tensor<?xi64>
  %b = call @list_at(%x, %l, %p) : (tensor<5xf32>, tensor<?xi64>, tensor<i64>) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}
// GOOD: [5]
// GOOD: [5]
// GOOD-NEXT: {{^}}exit=0{{$}}
