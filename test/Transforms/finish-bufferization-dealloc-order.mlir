// split-finish-bufferization frees each buffer after its last use in its
// block (split-dealloc-after-last-use), not at the end of the block where
// ownership-based deallocation puts it: a chain of calls that each return
// a fresh copy keeps a few buffers alive at a time, not all of them
// (bench/scaling.py call-chain at N = 10000: 585 MB at peak, 2.0 GB
// without the pass).
// RUN: split-opt %s --split-prepare-bufferization \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" \
// RUN:   --split-finish-bufferization | FileCheck %s

func.func private @print(tensor<*xf32>)

func.func private @step(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i64
  %d = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = arith.index_cast %d : index to i64
  %r = arith.subi %e, %c1 : i64
  %s = tensor.from_elements %c1, %r : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 0 : tensor<?x8xf32>, tensor<2xi64> -> tensor<?x8xf32>, tensor<?x8xf32>
  return %a#1 : tensor<?x8xf32>
}

// The first result may be the argument itself (a callee may return its
// argument), which the walk cannot see past: it is freed at the end. Each
// later one is freed after the call that reads it: it is the result of a
// call whose operand is freed in the block too, so the two are different
// buffers.
// CHECK-LABEL: func.func @main
// CHECK-SAME:    (%[[X:.*]]: memref<?x8xf32>)
// CHECK-NEXT:    %[[Y0:.*]] = call @step(%[[X]])
// CHECK-NEXT:    %[[Y1:.*]] = call @step(%[[Y0]])
// CHECK-NEXT:    %[[Y2:.*]] = call @step(%[[Y1]])
// CHECK-NEXT:    memref.dealloc %[[Y1]]
// CHECK-NEXT:    %[[U:.*]] = memref.cast %[[Y2]]
// CHECK-NEXT:    call @print(%[[U]])
// CHECK-NEXT:    memref.dealloc %[[Y2]]
// CHECK-NEXT:    memref.dealloc %[[Y0]]
// CHECK-NEXT:    return
func.func @main(%x: tensor<?x8xf32>) {
  %y0 = call @step(%x) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %y1 = call @step(%y0) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %y2 = call @step(%y1) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %u = tensor.cast %y2 : tensor<?x8xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}
