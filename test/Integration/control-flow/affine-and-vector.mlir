// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s

// A user's affine loops and vector ops next to split ops: split-to-llvm
// lowers affine before anything else (an affine.for carrying tensors or
// sequences becomes an scf.for; bufferization and the sequence lowering
// handle scf.for, not affine.for), vector transfers and prints of n-D
// vectors to scf loops, and the rest of the vector dialect to LLVM.

func.func private @printMemrefF32(tensor<*xf32>)

// The two halves of %w added by an affine.for carrying a tensor.
func.func @add_halves(%w: tensor<6xf32>) -> tensor<3xf32> {
  %a, %b = split.split_v13 %w : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
  %init = tensor.empty() : tensor<3xf32>
  %r = affine.for %i = 0 to 3 iter_args(%acc = %init) -> tensor<3xf32> {
    %x = tensor.extract %a[%i] : tensor<3xf32>
    %y = tensor.extract %b[%i] : tensor<3xf32>
    %s = arith.addf %x, %y : f32
    %n = tensor.insert %s into %acc[%i] : tensor<3xf32>
    affine.yield %n : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

// An affine.for carrying a sequence: re-splits %x into chunks of (length of
// the carried sequence + 1) rows, 3 times.
func.func @resplit(%x: tensor<7x2xf32>) -> tensor<i64> {
  %one = arith.constant dense<1> : tensor<i64>
  %s0 = split.split_to_sequence_v11 %x : tensor<7x2xf32> -> !split.seq<tensor<?x2xf32>>
  %s = affine.for %i = 0 to 3 iter_args(%s1 = %s0) -> !split.seq<tensor<?x2xf32>> {
    %len = split.sequence_length %s1 : !split.seq<tensor<?x2xf32>>
    %c = arith.addi %len, %one : tensor<i64>
    %t = split.split_to_sequence_v11 %x, %c : tensor<7x2xf32>, tensor<i64> -> !split.seq<tensor<?x2xf32>>
    affine.yield %t : !split.seq<tensor<?x2xf32>>
  }
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

func.func @main() {
  %w = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
  %sum = call @add_halves(%w) : (tensor<6xf32>) -> tensor<3xf32>
  %p = tensor.cast %sum : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()

  %m = arith.constant dense<0.0> : tensor<7x2xf32>
  %len = call @resplit(%m) : (tensor<7x2xf32>) -> tensor<i64>
  %le = tensor.extract %len[] : tensor<i64>
  vector.print %le : i64

  // A read past the end of the second half, padded with -1.
  %a, %b = split.split_v13 %w : tensor<6xf32> -> tensor<3xf32>, tensor<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %b[%c1], %pad : tensor<3xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  // A 2-D read of the rows of a split, and its reduction.
  %m2 = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0]]> : tensor<4x2xf32>
  %top, %bottom = split.split_v13 %m2 : tensor<4x2xf32> -> tensor<2x2xf32>, tensor<2x2xf32>
  %v2 = vector.transfer_read %bottom[%c0, %c0], %pad : tensor<2x2xf32>, vector<2x3xf32>
  vector.print %v2 : vector<2x3xf32>
  %flat = vector.shape_cast %v2 : vector<2x3xf32> to vector<6xf32>
  %total = vector.reduction <add>, %flat : vector<6xf32> into f32
  vector.print %total : f32
  // The first two elements of the first half written over the last two of
  // the second half: a new tensor, the second half unchanged.
  %v3 = vector.transfer_read %a[%c0], %pad : tensor<3xf32>, vector<2xf32>
  %written = vector.transfer_write %v3, %b[%c1] : vector<2xf32>, tensor<3xf32>
  %pw = tensor.cast %written : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%pw) : (tensor<*xf32>) -> ()
  %pb = tensor.cast %b : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  return
}

// 0 + 3, 1 + 4, 2 + 5.
// CHECK: sizes = [3]
// CHECK-NEXT: [3,  5,  7]
// 7 chunks of 1 -> 1 chunk of 8 -> 4 chunks of 2 -> 2 chunks of 5.
// CHECK-NEXT: 2
// CHECK-NEXT: ( 4, 5, -1, -1 )
// CHECK-NEXT: ( ( 4, 5, -1 ), ( 6, 7, -1 ) )
// 4 + 5 + 6 + 7 - 2.
// CHECK-NEXT: 20
// CHECK-NEXT: Unranked Memref {{.*}} sizes = [3]
// CHECK-NEXT: [3,  0,  1]
// CHECK-NEXT: Unranked Memref {{.*}} sizes = [3]
// CHECK-NEXT: [3,  4,  5]
