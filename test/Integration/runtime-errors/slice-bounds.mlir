// RUN: sh -c 'split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=USER
// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s --check-prefix=PLAIN
// RUN: sh -c 'split-runner %s -e main_insert --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INSERT
// RUN: split-runner %s -e main_unread --entry-point-result=void | FileCheck %s --check-prefix=UNREAD
// RUN: split-opt %s --inline --sccp --canonicalize --cse --loop-invariant-code-motion --control-flow-sink --canonicalize | split-runner -e main_unread --entry-point-result=void | FileCheck %s --check-prefix=UNREAD
// UNSUPPORTED: upstream-passes

// A loop that drops the first row and column of a 5x5 tensor three times
// (upstream ops only). After a user's upstream passes, MLIR 22's
// ForOpTensorCastFolder makes the loop carry tensor<5x5xf32>
// (docs/upstream/scf-for-tensor-cast-folder.md), and canonicalisation folds
// the casts it inserts into the slice, as static sizes [5, 5] at offset
// [1, 1] of a tensor that is 5x5 only in the first iteration: no cast is
// left for split-check-static-casts, and the slice reads out of bounds. The
// pipeline checks the slice's bounds at run time, so the program stops with
// a message naming the op, the dimension and the sizes (exit status 1)
// instead of printing memory that is not the tensor's. Without those passes
// the program prints the right 2x2 corner.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %x = tensor.generate %c5, %c5 {
  ^bb0(%a: index, %b: index):
    %c10 = arith.constant 10 : index
    %m = arith.muli %a, %c10 : index
    %y = arith.addi %m, %b : index
    %i = arith.index_cast %y : index to i64
    %f = arith.sitofp %i : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %x) -> (tensor<?x?xf32>) {
    %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
    %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
    %n0 = arith.subi %d0, %c1 : index
    %n1 = arith.subi %d1, %c1 : index
    %s = tensor.extract_slice %t[1, 1] [%n0, %n1] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    scf.yield %s : tensor<?x?xf32>
  }
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// USER: {{^}}error: tensor.extract_slice: the slice of dimension 0 (offset 1, size 5, stride 1) is out of bounds of 'tensor<?x?xf32>', whose dimension 0 has size 5{{$}}
// USER-NEXT: {{^}}exit=1{{$}}
// PLAIN: sizes = [2, 2] strides = [5, 1] data =
// PLAIN-NEXT: [33,   34],
// PLAIN-NEXT: [43,   44]]

// A user's insert_slice past the end of its destination, at a run-time
// offset: checked too (it would write out of bounds).
func.func @main_insert() {
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %d = arith.constant dense<0.0> : tensor<4xf32>
  %o = call @offset(%c3) : (index) -> index
  %w = tensor.insert_slice %v into %d[%o] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @offset(%o: index) -> index attributes {no_inline} {
  return %o : index
}
// INSERT: {{^}}error: tensor.insert_slice: the slice of dimension 0 (offset 3, size 2, stride 1) is out of bounds of 'tensor<4xf32>', whose dimension 0 has size 4{{$}}
// INSERT-NEXT: {{^}}exit=1{{$}}

// Out-of-bounds slices that nothing reads are no error: a loop-invariant
// slice of the last row in a loop that runs zero times (a user's LICM hoists
// it out of the loop), and a slice that an scf.if yields in the branch not
// taken (canonicalisation makes it an arith.select). The check is where the
// slice is used, and before the select only when it picks the slice.
memref.global "private" @sizes : memref<2xindex> = dense<[0, 3]>
func.func private @size(%i: index) -> index attributes {no_inline} {
  %m = memref.get_global @sizes : memref<2xindex>
  %v = memref.load %m[%i] : memref<2xindex>
  return %v : index
}
func.func @main_unread() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = call @size(%c0) : (index) -> index
  %x = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %i = arith.index_cast %a : index to i64
    %f = arith.sitofp %i : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x2xf32>
  %zero = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<2xf32>) {
    %last = arith.subi %n, %c1 : index
    %row = tensor.extract_slice %x[%last, 0] [1, 2] [1, 1] : tensor<?x2xf32> to tensor<2xf32>
    %s = arith.addf %acc, %row : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  %ur = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  %m = call @size(%c1) : (index) -> index
  %y = tensor.generate %m {
  ^bb0(%a: index):
    %i = arith.index_cast %a : index to i64
    %f = arith.sitofp %i : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %past = tensor.extract_slice %y[%m] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %inside = arith.cmpi ult, %m, %n : index
  %default = arith.constant dense<-1.0> : tensor<1xf32>
  %g = scf.if %inside -> tensor<1xf32> {
    scf.yield %past : tensor<1xf32>
  } else {
    scf.yield %default : tensor<1xf32>
  }
  %ug = tensor.cast %g : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%ug) : (tensor<*xf32>) -> ()
  return
}
// UNREAD: sizes = [2] strides = [1] data =
// UNREAD-NEXT: [0,  0]
// UNREAD: sizes = [1] strides = [1] data =
// UNREAD-NEXT: [-1]
